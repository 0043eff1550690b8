import { site } from "../../../../content/site.ts";
import { promiseSettingsSchema, type PromiseSettings } from "../../../shared/routing.ts";
import type { DatabaseHandle, Db } from "../../db/index.server.ts";
import { nowIso, readJson } from "../../db/dialect.ts";

/**
 * The response-time settings (one row; these defaults until an admin saves):
 * a chat (on the site or WhatsApp) answered within 2 working minutes, a form or a missed call within 30,
 * counted in the office's working hours (content/site.ts: Mon-Fri 9-18,
 * Sat 9-13 IST). Leads staff enter themselves carry no promise: staff already
 * spoke to that person. Idle leads stay where they are until an admin sets a
 * number of days, so an upgrade never moves a desk's old leads at once.
 */
export const DEFAULT_PROMISES: PromiseSettings = {
  targets: { live_chat: 2, chatbot: 2, whatsapp: 2, website: 30, missed_call: 30, manual: null },
  otherMinutes: 30,
  hours: site.openingHoursIst.map((h) => ({ ...h })),
  idleDays: null,
  idleAction: "next",
};

export async function readPromiseSettings(db: Db): Promise<PromiseSettings> {
  const row = await db.selectFrom("desk_promises").select("settings").where("id", "=", 1).executeTakeFirst();
  if (!row) return DEFAULT_PROMISES;
  const parsed = promiseSettingsSchema.safeParse(readJson(row.settings));
  return parsed.success ? { ...DEFAULT_PROMISES, ...parsed.data, targets: { ...DEFAULT_PROMISES.targets, ...parsed.data.targets } } : DEFAULT_PROMISES;
}

export async function writePromiseSettings(database: DatabaseHandle, actorId: string, settings: PromiseSettings): Promise<PromiseSettings> {
  const values = { settings: JSON.stringify(settings), updated_by: actorId, updated_at: nowIso() };
  await database.db
    .insertInto("desk_promises")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return readPromiseSettings(database.db);
}

/** The target in working minutes for a lead from `source`; null: no promise. */
export function targetFor(settings: PromiseSettings, source: string): number | null {
  const targets = settings.targets as Record<string, number | null | undefined>;
  return source in targets ? (targets[source] ?? null) : settings.otherMinutes;
}
