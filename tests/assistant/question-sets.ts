/**
 * Reads the question sets (tests/assistant/frozen/*.json, tuning/*.json),
 * checks their shape, and asks each question the way a visitor does: through
 * the chat function (POST /functions/v1/chat) of an app on a fresh database,
 * with no model endpoint configured, so the answer comes from the built-in
 * retrieval assistant with the clinic list a fresh site holds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { locales } from "../../content/i18n.ts";
import { startTestApp } from "../server/test-app.ts";
import { judge, type Question, type Verdict } from "./judge.ts";

export const SETS_DIR = path.dirname(fileURLToPath(import.meta.url));
export type SetKind = "frozen" | "tuning";

const languageCode = z.string().regex(/^[a-z]{2,3}$/, "a language code such as hi");
const spelling = z.string().min(1);

const questionSchema = z.strictObject({
  id: z.string().min(1),
  who: z.string().optional(),
  q: z.string().min(1),
  page: languageCode.optional(),
  lang: languageCode,
  facts: z.array(z.union([spelling, z.array(spelling).min(1)])).min(1),
  forbid: z.array(spelling).optional(),
});

const setSchema = z.object({
  language: languageCode,
  written: z.string().optional(),
  note: z.string().optional(),
  questions: z.array(questionSchema).min(1),
});

export interface QuestionSet {
  kind: SetKind;
  language: string;
  file: string;
  questions: Question[];
}

/** Every set of one kind, one per language, in file-name order. */
export function loadSets(kind: SetKind, dir = SETS_DIR): QuestionSet[] {
  const folder = path.join(dir, kind);
  const files = readdirSync(folder).filter((f) => f.endsWith(".json")).sort();
  return files.map((name) => {
    const file = path.join(folder, name);
    const parsed = setSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)}: ${z.prettifyError(parsed.error)}`);
    const set = parsed.data;
    if (`${set.language}.json` !== name) throw new Error(`${name}: "language" is ${set.language}, the file name says ${name}`);
    const ids = new Set<string>();
    for (const q of set.questions) {
      if (ids.has(q.id)) throw new Error(`${name}: question id ${q.id} is used twice`);
      ids.add(q.id);
    }
    return { kind, language: set.language, file, questions: set.questions };
  });
}

export interface Outcome {
  question: Question;
  page: string;
  answer: string;
  verdict: Verdict;
}

export interface SetScore {
  language: string;
  kind: SetKind;
  asked: number;
  passed: number;
  /** passed ÷ asked, 0-1. */
  score: number;
  outcomes: Outcome[];
}

/** Something that answers a question asked from a page in a language. */
export interface Asker {
  ask(question: string, pageLanguage: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The chat function of a fresh app (SQLite by default), as the widget calls
 * it; the public rate limit is raised so a whole set can be asked at once.
 */
export async function chatFunctionAsker(kind: "sqlite" | "postgres" = "sqlite"): Promise<Asker> {
  const t = await startTestApp(kind, { overrides: { publicWriteLimitPerMinute: 1_000_000 } });
  const anonKey = await t.app.tokens.anonKey;
  return {
    async ask(question, pageLanguage) {
      // A page language the site does not have yet is not sent (the function refuses it); the question still is.
      const language = (locales as readonly string[]).includes(pageLanguage) ? pageLanguage : undefined;
      const res = await t.app.inject({
        method: "POST",
        url: "/functions/v1/chat",
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
        payload: { message: question, language },
      });
      if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode} to ${JSON.stringify(question)}: ${res.body}`);
      return (res.json() as { response: string }).response;
    },
    close: () => t.close(),
  };
}

export async function scoreSet(set: QuestionSet, asker: Asker): Promise<SetScore> {
  const outcomes: Outcome[] = [];
  for (const question of set.questions) {
    const page = question.page ?? set.language;
    const answer = await asker.ask(question.q, page);
    outcomes.push({ question, page, answer, verdict: judge(question, answer) });
  }
  const passed = outcomes.filter((o) => o.verdict.pass).length;
  return { language: set.language, kind: set.kind, asked: outcomes.length, passed, score: passed / outcomes.length, outcomes };
}

/** One miss as a person reads it: the question, why it failed, the answer. */
export function describeMiss(o: Outcome): string {
  const why: string[] = [];
  for (const spellings of o.verdict.missingFacts) why.push(`missing ${spellings.map((s) => JSON.stringify(s)).join(" or ")}`);
  for (const s of o.verdict.forbidden) why.push(`contains forbidden ${JSON.stringify(s)}`);
  if (!o.verdict.language.ok) why.push(`not in ${o.question.lang}: ${o.verdict.language.reason}`);
  const page = o.page === o.question.lang ? "" : ` (asked on the ${o.page} page)`;
  return `  ✗ ${o.question.id}${page}: ${o.question.q}\n      ${why.join("; ")}\n      answer: ${o.answer.replace(/\n/g, " ⏎ ")}`;
}
