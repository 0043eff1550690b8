import { canonicalPhone } from "../../shared/phone.ts";
import type { Db } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { normalEmail, rememberContacts } from "./contacts.ts";
import { recordEvent } from "./pipeline.ts";

/**
 * Staff correcting what a lead told us (name, e-mail, phone, place, user
 * type, language): the change and an "edit" event on the lead's timeline
 * (each field's old and new value, and who) in one transaction. The values it
 * replaces stay in lead_contacts, so the lead is still found by them.
 * Where a lead came from (source, the form's details, when) is history and
 * is not edited.
 */

export const EDITABLE_LEAD_FIELDS = ["name", "email", "phone", "location", "village", "user_type", "language"] as const;

/** Applies checked values to one lead; no event when nothing changed. Answers whether the lead exists. */
export async function editLeadIn(trx: Db, actorId: string, id: string, values: Record<string, unknown>): Promise<boolean> {
  const row = (await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return false;
  const set: Record<string, unknown> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, raw] of Object.entries(values)) {
    if (!(EDITABLE_LEAD_FIELDS as readonly string[]).includes(k) || !(k in row)) continue;
    const v = k === "email" ? (normalEmail(raw as string | null) ?? "") : raw;
    if ((v ?? null) === (row[k] ?? null)) continue;
    set[k] = v;
    changes[k] = { from: row[k] ?? null, to: v ?? null };
  }
  if (Object.keys(set).length === 0) return true;
  if ("phone" in set) set.phone_e164 = typeof set.phone === "string" ? canonicalPhone(set.phone) : null;
  await trx.updateTable("leads").set(set).where("id", "=", id).execute();
  await rememberContacts(trx, id, { name: set.name as string | undefined, email: set.email as string | undefined, phone: set.phone as string | undefined }, nowIso());
  await recordEvent(trx, id, "edit", actorId, { changes });
  return true;
}
