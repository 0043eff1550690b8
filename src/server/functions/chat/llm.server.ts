/**
 * Optional LLM path of the Soil Doctor Assistant. When LLM_BASE_URL,
 * LLM_API_KEY and LLM_MODEL are all set, a question is sent to an
 * OpenAI-compatible `POST {base}/chat/completions`, grounded in the passages
 * retrieval found. Any failure, timeout or empty reply falls back to the
 * retrieval answer, so the visitor always gets one.
 */
import type { KnowledgeLanguage } from "../../../../content/knowledge/index.ts";
import type { ContactSource, FactName } from "../../../../content/knowledge/facts.ts";
import { pathIn } from "../../../../content/knowledge/types.ts";
import {
  buildAssistant,
  type AnswerOptions,
  type Assistant,
  type AssistantUserInfo,
  type ClinicListing,
  type Language,
  type Passage,
} from "./assistant.server.ts";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type LlmEnv = Readonly<Record<string, string | undefined>>;

/** Passages given to the model. */
export const LLM_PASSAGES = 4;
export const LLM_TIMEOUT_MS = 8000;
const MAX_REPLY_CHARS = 2000;
const MAX_MESSAGE_CHARS = 2000;

/** The LLM settings, or undefined unless all three variables are set. */
export function llmConfigFromEnv(env: LlmEnv): LlmConfig | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const apiKey = env.LLM_API_KEY?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return undefined;
  return { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey, model };
}

/** The language's English name for the model ("Hindi", "Marathi"). */
function languageName(language: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
}

export function buildSystemPrompt(
  facts: Readonly<Record<FactName, string>>,
  passages: readonly Passage[],
  userInfo?: AssistantUserInfo | null,
  language: Language = "en",
): string {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title} (page ${p.path}): ${p.text}`).join("\n");
  const name = typeof userInfo?.name === "string" ? userInfo.name.trim().split(/\s+/)[0]?.slice(0, 40) : undefined;
  return [
    `You are the ${facts.assistant}, the website chat assistant of ${facts.brand}, a soil-testing company in India.`,
    "Answer ONLY from the facts below. Do not invent prices, numbers, places or promises.",
    "If the facts do not answer the question, say you don't know and give the contact details below.",
    "Write 1-4 short plain sentences: no Markdown, no HTML, no lists. Keep numbers and ₹ amounts exactly as written.",
    "End with the page path of the fact you used, as 'See /path.'",
    language === "en"
      ? "Answer in simple English."
      : `Answer in simple ${languageName(language)}, in its own script, as a farmer speaks, keeping the page path (it starts with /${language}) and phone number.`,
    name ? `The visitor's first name is ${name}.` : "",
    "",
    "Facts:",
    numbered || "(none found)",
    "",
    `Contact: phone ${facts.phones}; e-mail ${facts.email}; working hours ${facts.hours}; offices ${facts.offices}; contact form ${pathIn(language, "/contact")}.`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One chat-completion call. Returns the reply text (possibly empty); throws on
 * a network error, a non-2xx status, a bad body or the timeout.
 */
export async function completeChat(
  config: LlmConfig,
  system: string,
  message: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<string> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const res = await doFetch(`${config.baseUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      max_tokens: 400,
      messages: [
        { role: "system", content: system },
        { role: "user", content: message },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? LLM_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
  const body = (await res.json()) as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  return typeof content === "string" ? content.trim() : "";
}

export interface CreateAssistantOptions {
  /** Contact details, offices and hours; the site configuration by default. */
  contacts?: ContactSource;
  /** The model endpoint (the server passes its validated configuration); none: retrieval only. */
  llm?: LlmConfig;
  /** Or variables holding LLM_BASE_URL, LLM_API_KEY, LLM_MODEL (tests). */
  env?: LlmEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Every language's knowledge; content/knowledge's by default. */
  knowledge?: Readonly<Record<Language, KnowledgeLanguage>>;
  /** Told about each LLM failure before the fallback is used (e.g. a logger). */
  onLlmError?: (error: unknown) => void;
  /**
   * The clinic list in a language (the clinic finder's), so a question naming
   * a place is answered with its clinics. Read at most once a minute per language.
   */
  clinics?: (language: Language) => Promise<readonly ClinicListing[]>;
  /** Told when the clinic list cannot be read; the answer then goes without it. */
  onClinicsError?: (error: unknown) => void;
}

/** How long a read of the clinic list is reused. */
export const CLINICS_TTL_MS = 60_000;

/** A reply and whether the assistant found an answer to the question (false: the "I don't know" reply). */
export interface AssistantReply {
  text: string;
  answered: boolean;
  /** The language the reply is written in. */
  language: Language;
}

export interface ChatAssistant {
  /** The reply text for the `chat` function's `response` field. */
  reply(message: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): Promise<string>;
  /** The reply with whether it answered the question. */
  respond(message: string, userInfo?: AssistantUserInfo | null, options?: AnswerOptions): Promise<AssistantReply>;
  /** The deterministic retrieval assistant underneath. */
  readonly retrieval: Assistant;
  /** True when the LLM path is configured. */
  readonly llmEnabled: boolean;
}

export function createAssistant(options: CreateAssistantOptions = {}): ChatAssistant {
  const retrieval = buildAssistant({ contacts: options.contacts, knowledge: options.knowledge });
  const config = options.llm ?? (options.env ? llmConfigFromEnv(options.env) : undefined);

  const clinicCache = new Map<Language, { at: number; list: Promise<readonly ClinicListing[]> }>();
  function clinicsIn(language: Language): Promise<readonly ClinicListing[]> {
    const cached = clinicCache.get(language);
    if (cached && Date.now() - cached.at < CLINICS_TTL_MS) return cached.list;
    const list = options.clinics!(language);
    clinicCache.set(language, { at: Date.now(), list });
    list.catch(() => clinicCache.delete(language));
    return list;
  }

  async function clinicLists(message: string, answerOptions?: AnswerOptions): Promise<AnswerOptions["clinics"]> {
    if (!options.clinics || typeof message !== "string" || message.trim() === "") return undefined;
    const language = retrieval.languageOf(message, answerOptions);
    try {
      const [en, local] = await Promise.all([clinicsIn("en"), clinicsIn(language)]);
      return { en, local };
    } catch (error) {
      options.onClinicsError?.(error);
      return undefined;
    }
  }

  async function respond(message: string, userInfo?: AssistantUserInfo | null, answerOptions?: AnswerOptions): Promise<AssistantReply> {
    const clinics = answerOptions?.clinics ?? (await clinicLists(message, answerOptions));
    const base = retrieval.answer(message, userInfo, { ...answerOptions, clinics });
    // Only the "I don't know" reply counts as unanswered; greetings, thanks and empty input do not.
    return { text: await textOf(base, message, userInfo, answerOptions), answered: base.kind !== "fallback", language: base.language };
  }

  async function textOf(base: ReturnType<Assistant["answer"]>, message: string, userInfo?: AssistantUserInfo | null, answerOptions?: AnswerOptions): Promise<string> {
    // Greetings, thanks and empty input need no model, nor the clinic list (which the model is not given);
    // nothing retrieved means nothing to ground on.
    if (!config || base.kind === "empty" || base.kind === "greeting" || base.kind === "thanks" || base.kind === "clinics") return base.text;
    const language = retrieval.languageOf(message, answerOptions);
    const passages = retrieval.retrieve(message, LLM_PASSAGES, language).map((h) => h.passage);
    if (passages.length === 0) return base.text;
    try {
      const system = buildSystemPrompt(retrieval.factsIn(language), passages, userInfo, language);
      const text = await completeChat(config, system, message.slice(0, MAX_MESSAGE_CHARS), {
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
      });
      return text === "" ? base.text : text.slice(0, MAX_REPLY_CHARS);
    } catch (error) {
      options.onLlmError?.(error);
      return base.text;
    }
  }

  const reply = async (message: string, userInfo?: AssistantUserInfo | null, answerOptions?: AnswerOptions) => (await respond(message, userInfo, answerOptions)).text;

  return { reply, respond, retrieval, llmEnabled: config !== undefined };
}
