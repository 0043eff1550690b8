/**
 * The Soil Doctor Assistant's retrieval brain: answers a visitor's question
 * from the knowledge base, deterministically, in plain sentences with a link
 * to the right page — or says honestly that it does not know and how to reach
 * the team.
 */
import { knowledgeEn, type KnowledgeEntry } from "../../../../content/knowledge/index.ts";
import { contentTerms, isGreeting, isHindi, isThanks } from "./normalize.ts";
import { createRetriever, type Hit, type Passage } from "./retrieval.ts";
import type { AssistantSite } from "./site.ts";

export type { AssistantSite } from "./site.ts";
export type { Hit, Passage } from "./retrieval.ts";

/** What the widget sends as `userInfo`; every field is optional and untrusted. */
export interface AssistantUserInfo {
  name?: unknown;
  email?: unknown;
  userType?: unknown;
  location?: unknown;
}

export interface AnswerSource {
  title: string;
  path: string;
}

export type AnswerKind = "answer" | "fallback" | "greeting" | "thanks" | "empty";

export interface AssistantAnswer {
  text: string;
  sources: AnswerSource[];
  /** True when the text comes from the knowledge base. */
  matched: boolean;
  kind: AnswerKind;
  language: "en" | "hi";
}

export interface Assistant {
  answer(question: string, userInfo?: AssistantUserInfo | null): AssistantAnswer;
  /** The best passages for a question, strongest first, without a threshold. */
  retrieve(question: string, limit?: number): Hit[];
  readonly site: AssistantSite;
  readonly passages: readonly Passage[];
}

export interface BuildAssistantOptions {
  site: AssistantSite;
  knowledge?: readonly KnowledgeEntry[];
}

/**
 * Acceptance rule for the best hit. A hit counts when its score reaches
 * MIN_SCORE and it matched enough of the question's content words: more than
 * half in English; at least a third in Hindi, where more words go unmapped.
 * A very strong hit (STRONG_SCORE) is accepted on coverage alone of ≥ 1/3.
 */
export const MIN_SCORE = 6;
export const STRONG_SCORE = 40;
const MIN_COVERAGE_EN = 0.5;
const MIN_COVERAGE_HI = 1 / 3;

/** A second passage is added when it covers words the first missed and scores at least this share of it. */
const SECOND_PASSAGE_RATIO = 0.3;

const MAX_MESSAGE_CHARS = 2000;

export function formatPhones(site: AssistantSite): string {
  return site.phones.join(" or ");
}

export function formatHours(site: AssistantSite): string {
  return site.hours.join(", ");
}

export function formatOffices(site: AssistantSite): string {
  return site.offices.map((o) => `${o.label}: ${o.address}`).join("; ");
}

/** Fills {brand}, {programme}, {phones}, {email}, {hours}, {offices}. */
export function fillTemplate(text: string, site: AssistantSite): string {
  const values: Record<string, string> = {
    brand: site.brand,
    programme: site.programme,
    phones: formatPhones(site),
    phone: site.phones[0] ?? "",
    email: site.email,
    hours: formatHours(site),
    offices: formatOffices(site),
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** First name from the lead form, cleaned; undefined when there is none worth using. */
export function firstName(userInfo: AssistantUserInfo | null | undefined): string | undefined {
  const raw = userInfo?.name;
  if (typeof raw !== "string" || raw.includes("@")) return undefined;
  const first = raw.trim().split(/\s+/)[0] ?? "";
  const clean = first.replace(/[^\p{L}\p{M}'.-]/gu, "").slice(0, 40);
  if (!/\p{L}/u.test(clean)) return undefined;
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

function pathsSentence(paths: readonly string[], hindi: boolean): string {
  if (hindi) return paths.join(" और ");
  return paths.length <= 1 ? (paths[0] ?? "") : `${paths.slice(0, -1).join(", ")} and ${paths[paths.length - 1]}`;
}

export function buildAssistant(options: BuildAssistantOptions): Assistant {
  const site = options.site;
  const entries = options.knowledge ?? knowledgeEn;
  const fill = (s: string) => fillTemplate(s, site);
  const passages: Passage[] = entries.map((e) => ({
    id: e.id,
    title: fill(e.title),
    titleHi: fill(e.titleHi),
    text: fill(e.text),
    path: e.path,
  }));
  const retriever = createRetriever(passages, entries, fill);
  const phone = site.phones[0] ?? "";
  const topics =
    `soil test prices, test time and parameters, how to collect a soil sample, finding a clinic near you, our services, ` +
    `buying or renting the device, starting your own soil clinic, becoming a ${site.programme}, partnerships and CSR, and how to contact us`;

  function accepted(hit: Hit | undefined, hindi: boolean): hit is Hit {
    if (!hit || hit.score < MIN_SCORE) return false;
    if (hit.score >= STRONG_SCORE) return hit.coverage >= 1 / 3;
    return hindi ? hit.coverage >= MIN_COVERAGE_HI : hit.coverage > MIN_COVERAGE_EN || (hit.coverage === MIN_COVERAGE_EN && hit.matchedWords.length >= 2);
  }

  function hindiLine(title: string, paths: readonly string[]): string {
    return `${title}: पूरी जानकारी ${pathsSentence(paths, true)} पेज पर है। मदद के लिए ${phone} पर कॉल करें या ${site.email} पर ईमेल करें।`;
  }

  function fallback(name: string | undefined, hindi: boolean): AssistantAnswer {
    const en =
      `Sorry${name ? ` ${name}` : ""}, I don't know the answer to that. ` +
      `Our team can help: call ${formatPhones(site)}, e-mail ${site.email}, or write to us through the form on /contact. ` +
      `Working hours: ${formatHours(site)}. ` +
      `I can answer questions about ${topics}.`;
    const hi = `माफ़ कीजिए, इसका जवाब मेरे पास नहीं है। कृपया ${phone} पर कॉल करें या ${site.email} पर ईमेल करें, या /contact पेज पर संदेश भेजें।`;
    return {
      text: hindi ? `${en}\n${hi}` : en,
      sources: [{ title: "Contact us", path: "/contact" }],
      matched: false,
      kind: "fallback",
      language: hindi ? "hi" : "en",
    };
  }

  function answer(question: string, userInfo?: AssistantUserInfo | null): AssistantAnswer {
    const q = typeof question === "string" ? question.slice(0, MAX_MESSAGE_CHARS) : "";
    const name = firstName(userInfo);
    const hindi = isHindi(q);
    const language = hindi ? "hi" : "en";

    if (q.trim() === "") {
      return {
        text: `Please type your question${name ? `, ${name}` : ""}. For example: "How do I get my soil tested?" or "What are your testing prices?"`,
        sources: [],
        matched: false,
        kind: "empty",
        language: "en",
      };
    }

    if (isGreeting(q)) {
      const en =
        `Hello${name ? ` ${name}` : ""}! I'm the ${site.assistantName}. ` +
        `I can help you with ${topics}. What would you like to know?`;
      const hi = "नमस्ते! आप अपना सवाल हिंदी या अंग्रेज़ी में पूछ सकते हैं।";
      return { text: hindi ? `${en}\n${hi}` : en, sources: [], matched: true, kind: "greeting", language };
    }

    if (isThanks(q)) {
      const en =
        `You're welcome${name ? `, ${name}` : ""}! If you have more questions, just ask. ` +
        `You can also reach our team at ${phone} or ${site.email}.`;
      const hi = "धन्यवाद! कोई और सवाल हो तो पूछिए।";
      return { text: hindi ? `${en}\n${hi}` : en, sources: [], matched: true, kind: "thanks", language };
    }

    const hits = retriever.search(q, 4);
    const top = hits[0];
    if (!accepted(top, hindi)) return fallback(name, hindi);

    const chosen: Hit[] = [top];
    const covered = new Set(top.matchedWords);
    const second = hits.slice(1).find(
      (h) =>
        h.score >= top.score * SECOND_PASSAGE_RATIO &&
        h.passage.id !== top.passage.id &&
        h.matchedWords.some((i) => !covered.has(i)),
    );
    if (second && contentTerms(q).length > 1) chosen.push(second);

    const paths = [...new Set(chosen.map((h) => h.passage.path))];
    const body = chosen.map((h) => h.passage.text).join(" ");
    const en = `${body} See ${pathsSentence(paths, false)}.`;
    const text = hindi ? `${en}\n${hindiLine(top.passage.titleHi, paths)}` : en;
    return {
      text,
      sources: chosen.map((h) => ({ title: h.passage.title, path: h.passage.path })),
      matched: true,
      kind: "answer",
      language,
    };
  }

  return {
    answer,
    retrieve: (question, limit = 4) => retriever.search(question, limit),
    site,
    passages,
  };
}
