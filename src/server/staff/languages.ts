import { CHAT } from "../../shared/constants.ts";
import { DESK_LANGUAGES, type DeskLanguage } from "../../shared/routing.ts";
import type { DatabaseHandle, Db } from "../db/index.server.ts";
import { DomainError } from "../domain-error.ts";

/**
 * The languages each staff member speaks (their account page; an admin's team
 * page for anyone), and what follows from them: a chat, a WhatsApp
 * conversation or a call-back in a language is offered first to the online
 * agents who speak it, and to everyone once it has waited the desk's wait
 * (CHAT.waitForAgentMs, the same wait after which a visitor is offered other
 * ways) or when no online agent speaks it.
 */

const isDeskLanguage = (v: string): v is DeskLanguage => (DESK_LANGUAGES as readonly string[]).includes(v);

export async function languagesOf(db: Db, userId: string): Promise<DeskLanguage[]> {
  const rows = await db.selectFrom("staff_languages").select("language").where("user_id", "=", userId).execute();
  return DESK_LANGUAGES.filter((l) => rows.some((r) => r.language === l));
}

/** Every staff member's languages, by id. */
export async function languagesByStaff(db: Db): Promise<Map<string, DeskLanguage[]>> {
  const out = new Map<string, DeskLanguage[]>();
  for (const r of await db.selectFrom("staff_languages").select(["user_id", "language"]).execute()) {
    if (isDeskLanguage(r.language)) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.language]);
  }
  for (const [id, langs] of out) out.set(id, DESK_LANGUAGES.filter((l) => langs.includes(l)));
  return out;
}

export async function setLanguages(database: DatabaseHandle, userId: string, languages: DeskLanguage[]): Promise<DeskLanguage[]> {
  const db = database.db;
  if (!(await db.selectFrom("auth_users").select("id").where("id", "=", userId).executeTakeFirst())) {
    throw new DomainError("not_found", "staff_not_found", "No such staff account");
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_languages").where("user_id", "=", userId).execute();
    for (const language of new Set(languages)) await trx.insertInto("staff_languages").values({ user_id: userId, language }).execute();
  });
  return languagesOf(db, userId);
}

/** The languages some online agent speaks now (seen within the presence window). */
async function languagesOnline(database: DatabaseHandle): Promise<Set<string>> {
  const cutoff = new Date(Date.now() - CHAT.agentSeenWindowMs).toISOString();
  const rows = await database.db
    .selectFrom("staff_languages as l")
    .innerJoin("agent_presence as p", "p.user_id", "l.user_id")
    .select("l.language")
    .where("p.online", "=", database.bool(true))
    .where("p.last_seen_at", ">", cutoff)
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.language));
}

/** Something waiting for an agent: a chat, a WhatsApp conversation, a call-back. */
export interface Waiting {
  /** The language of its lead; null when unknown. */
  language: string | null;
  /** Since when it waits (ISO). */
  since: string;
}

/**
 * What one agent's waiting list shows, in order: the items in a language the
 * agent speaks first; an item in a language another online agent speaks but
 * this one does not stays out of the list until it has waited `waitMs`.
 */
export async function offerTo<T>(
  database: DatabaseHandle,
  agentId: string,
  items: T[],
  waitingOf: (item: T) => Waiting,
  waitMs: number = CHAT.waitForAgentMs,
  now = Date.now(),
): Promise<T[]> {
  if (items.length === 0) return items;
  const mine = new Set<string>(await languagesOf(database.db, agentId));
  const spoken = await languagesOnline(database);
  const shown = items.filter((item) => {
    const w = waitingOf(item);
    if (!w.language || mine.has(w.language) || !spoken.has(w.language)) return true;
    return now - Date.parse(w.since) >= waitMs;
  });
  // A stable sort: the agent's languages first, each group in its own order (oldest first).
  const first = (item: T) => {
    const l = waitingOf(item).language;
    return l && mine.has(l) ? 0 : 1;
  };
  return shown.map((item, i) => ({ item, i })).sort((a, b) => first(a.item) - first(b.item) || a.i - b.i).map((x) => x.item);
}

/** Whether an agent's list shows this item now (the agent stream's check before pushing a new chat). */
export async function offeredTo(database: DatabaseHandle, agentId: string, waiting: Waiting, waitMs: number = CHAT.waitForAgentMs): Promise<boolean> {
  return (await offerTo(database, agentId, [waiting], (w) => w, waitMs)).length === 1;
}

/** A chat session as the console lists it: waiting since it began, in its lead's language. */
export const sessionWaiting = (s: { created_at: string; lead?: { language?: string | null } | null }): Waiting => ({ language: s.lead?.language ?? null, since: s.created_at });

/** The console's call-backs for one agent: those in the agent's languages first, the others held back as chats are. */
export async function offerCallbacksTo<T extends { lead_id: string | null; created_at: string }>(database: DatabaseHandle, agentId: string, callbacks: T[], waitMs: number = CHAT.waitForAgentMs): Promise<T[]> {
  const ids = [...new Set(callbacks.flatMap((c) => (c.lead_id ? [c.lead_id] : [])))];
  const rows = ids.length ? await database.db.selectFrom("leads").select(["id", "language"]).where("id", "in", ids).execute() : [];
  const language = new Map(rows.map((r) => [r.id, r.language ?? null]));
  return offerTo(database, agentId, callbacks, (c) => ({ language: c.lead_id ? (language.get(c.lead_id) ?? null) : null, since: c.created_at }), waitMs);
}
