import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { MailOutboxTable } from "../mail/schema.ts";
import { leadNotification } from "./notification.ts";
import { toLead } from "./present.ts";
import { DEDUPE_WINDOW_DAYS } from "../../shared/pipeline.ts";
import { canonicalPhone } from "../../shared/phone.ts";
import { leadsByContact, normalEmail, rememberContacts } from "./contacts.ts";
import { nameKey } from "./name-key.ts";
import { recordEvent } from "./pipeline.ts";
import { routeNewLead } from "./routing/assign.ts";
import { returnNotice } from "./returning.ts";
import type { Lead, NewLead } from "./schema.ts";

/**
 * The capture command: the one way a lead comes in. The chat, every page
 * form, the booking, `POST /rest/v1/leads` (anyone's, through the official
 * client), staff adding a lead by hand, and every channel added later
 * (telephony, soil samples, imports) call `captureLeadIn` or `captureLead`.
 *
 * A capture is the lead's fields as its channel's schema checked them
 * (`NewLead`: `name`, `user_type`, `source`, an `email` and/or a `phone`,
 * optional `location`, `language`, and the channel's own details in
 * `metadata`, e.g. the message or the call's id), plus, for staff,
 * `actorId`, `notes` and `capturedAt` (see LeadCapture).
 *
 * What every capture gets, in one transaction:
 * - dedupe: the same e-mail (trimmed, any case) or the same phone (canonical,
 *   any format) given to a lead in the last DEDUPE_WINDOW_DAYS joins that lead
 *   (a merged lead stands for the lead it was merged into);
 * - a new lead: its row, every contact it gave, its capture on the timeline,
 *   the owner the routing rules choose and its response clock (routing/assign.ts),
 *   and the "New lead" mail;
 * - a joined lead: the newest non-empty value of each contact field, every
 *   e-mail and phone kept (lead_contacts), the language of this conversation,
 *   its capture on the same timeline, and no second "New lead" mail: its owner
 *   sees it in the daily digest, or at once when the lead was closed.
 */

export interface LeadCommandDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The leads desk's address for the notification's link (from PUBLIC_URL). */
  adminUrl: string;
}

/** A capture as any entry point hands it over (see above). */
export type LeadCapture = NewLead & {
  /** The staff member who added it by hand (source `manual`) or through the data API; null for a visitor or a channel. */
  actorId?: string | null;
  /** What staff noted when adding the lead; kept on its timeline as a note. */
  notes?: string | null;
  /** When it happened, for staff bringing in older leads; now when absent. */
  capturedAt?: string | null;
  /**
   * A phone the farmer proved with a code (the server checked the proof; see
   * telephony/otp.ts): marks the lead's phone verified when it is this capture's phone.
   */
  phoneVerified?: { phoneE164: string; at: string } | null;
};

export interface CaptureResult {
  /** The lead as stored: the new one, or the earlier lead this capture joined, with what it learned. */
  lead: Lead;
  /** The mail to hand to `mailer.queued` after committing: the "New lead" mail, a closed lead's notice, or none. */
  mail: Insertable<MailOutboxTable> | undefined;
  /** True when the capture joined an earlier lead. */
  merged: boolean;
}

/** How long after a lead was captured `send-lead-email` may still ask for its notification. */
export const NOTIFY_WINDOW_MS = 10 * 60_000;

/**
 * The contact fields a joined capture brings up to date with its newest
 * non-empty values. Not the name: a channel may not know it (a missed call is
 * "Missed call +91 …"), and every name given stays searchable in lead_contacts.
 */
// The WhatsApp consent a returning farmer ticks is theirs to give on any form, so it joins the lead too.
/** The lead fields a capture that joins a lead updates with what it was told (batch.ts joins by the same list). */
export const CONTACT_FIELDS = ["email", "phone", "location", "village", "whatsapp_consent_at", "whatsapp_consent_source", "whatsapp_consent_text"] as const;
/** What a capture carries beyond the lead's own fields. */
const CAPTURE_ONLY = new Set(["actorId", "notes", "capturedAt", "phoneVerified"]);

/** The stored form of a new lead: e-mail trimmed and lower-cased, so the same address is one address. */
export function leadRow(lead: NewLead, createdAt = nowIso()): Lead {
  const fields = Object.fromEntries(Object.entries(lead).filter(([k]) => !CAPTURE_ONLY.has(k)));
  return {
    ...fields,
    id: randomUUID(),
    name: lead.name,
    email: normalEmail(lead.email) ?? "",
    phone: lead.phone || null,
    location: lead.location || null,
    user_type: lead.user_type,
    source: lead.source,
    metadata: lead.metadata ?? null,
    language: lead.language ?? null,
    created_at: createdAt,
  } as Lead;
}

const toStored = (lead: Lead) => ({ ...lead, metadata: lead.metadata === null ? null : JSON.stringify(lead.metadata) });

/**
 * The capture command inside the caller's transaction (so a bigger command,
 * e.g. starting a chat, commits its own rows with it). The caller passes the
 * returned mail, if any, to `mailer.queued` after committing.
 */
export async function captureLeadIn(trx: Db, deps: Omit<LeadCommandDeps, "database">, capture: LeadCapture): Promise<CaptureResult> {
  const at = capture.capturedAt ?? nowIso();
  const fresh = leadRow(capture, at);
  const phoneE164 = fresh.phone ? canonicalPhone(fresh.phone) : null;
  const earlier = await sameLeadWithin(trx, normalEmail(fresh.email), phoneE164);
  const actor = capture.actorId ?? null;

  if (!earlier) {
    // A new lead goes to the owner the routing rules choose (the desk's round-robin when none does).
    const { ownerId: owner, why } = await routeNewLead(trx, fresh, actor);
    await trx.insertInto("leads").values({ ...toStored(fresh), phone_e164: phoneE164, ...(owner ? { owner_id: owner } : {}) }).execute();
    await rememberContacts(trx, fresh.id, fresh, at);
    await recordEvent(trx, fresh.id, "capture", actor, captureData(fresh));
    if (owner) await recordEvent(trx, fresh.id, "owner", null, { from: null, to: owner, ...why });
    if (capture.notes) await recordEvent(trx, fresh.id, "note", actor, { text: capture.notes });
    await markPhoneVerified(trx, fresh.id, phoneE164, capture.phoneVerified);
    const mail = notificationRow(deps, fresh);
    await trx.insertInto("mail_outbox").values(mail).execute();
    return { lead: fresh, mail, merged: false };
  }

  const before = await trx.selectFrom("leads").selectAll().where("id", "=", earlier).executeTakeFirstOrThrow();
  const update: Record<string, unknown> = {};
  // The newest non-empty value of each contact field: a farmer who gives an e-mail today is reachable by it.
  const was = before as Record<string, unknown>;
  for (const k of CONTACT_FIELDS) {
    const v = (fresh as unknown as Record<string, unknown>)[k];
    if (k in was && v && v !== was[k]) update[k] = v;
  }
  // The same number written another way is not a new number.
  if (update.phone && phoneE164 && phoneE164 === before.phone_e164) delete update.phone;
  if (update.phone) update.phone_e164 = phoneE164;
  // The language of the conversation now: a farmer who first wrote in English and now chats from a Hindi page
  // gets the team's and the chat's lines in Hindi; the change is on the timeline.
  const languageChanged = Boolean(fresh.language && fresh.language !== before.language);
  if (languageChanged) update.language = fresh.language;
  if (Object.keys(update).length) await trx.updateTable("leads").set(update).where("id", "=", earlier).execute();
  await rememberContacts(trx, earlier, fresh, at);
  await recordEvent(trx, earlier, "capture", actor, { ...captureData(fresh), joined: true });
  if (languageChanged) await recordEvent(trx, earlier, "language", null, { from: before.language, to: fresh.language, source: fresh.source });
  if (capture.notes) await recordEvent(trx, earlier, "note", actor, { text: capture.notes });
  await markPhoneVerified(trx, earlier, phoneE164, capture.phoneVerified);
  const stored = toLead(await trx.selectFrom("leads").selectAll().where("id", "=", earlier).executeTakeFirstOrThrow());
  const mail = await returnNotice(trx, deps, { ...before, ...stored }, fresh.source);
  if (mail) await trx.insertInto("mail_outbox").values(mail).execute();
  return { lead: stored, mail, merged: true };
}

/** A proved phone marks the lead (timeline: "phone verified by code"); a proof for another number marks nothing. */
async function markPhoneVerified(trx: Db, leadId: string, phoneE164: string | null, proved: LeadCapture["phoneVerified"]) {
  if (!proved || !phoneE164 || proved.phoneE164 !== phoneE164) return;
  await trx.updateTable("leads").set({ phone_verified_at: proved.at }).where("id", "=", leadId).execute();
  await recordEvent(trx, leadId, "phone_verified", null, { phone: phoneE164, by: "code" });
}

/** What a capture brought, kept on the timeline as the visitor gave it. */
const captureData = (l: Lead) => {
  const { id: _id, created_at: _at, metadata, ...fields } = l;
  return { ...fields, fields: metadata };
};

/**
 * The lead this e-mail (normalized) or canonical phone was given to within the
 * dedupe window, newest first; a lead staff merged into another stands for
 * that one.
 */
async function sameLeadWithin(trx: Db, email: string | null, phoneE164: string | null): Promise<string | undefined> {
  const since = new Date(Date.now() - DEDUPE_WINDOW_DAYS * 86_400_000).toISOString();
  const ids = await leadsByContact(trx, email, phoneE164, since);
  // Rows written straight into the table (an old import) have no contacts yet: their own columns still count.
  if (ids.length === 0) {
    let q = trx.selectFrom("leads").select(["id", "created_at"]).where("created_at", ">=", since);
    q = q.where((eb) => eb.or([...(email ? [eb(sql<string>`lower(email)`, "=", email)] : []), ...(phoneE164 ? [eb("phone_e164", "=", phoneE164)] : []), ...(!email && !phoneE164 ? [sql<boolean>`1 = 0`] : [])]));
    ids.push(...(await q.orderBy("created_at", "desc").execute()).map((r) => r.id));
  }
  for (const id of ids) {
    let found = await trx.selectFrom("leads").select(["id", "merged_into"]).where("id", "=", id).executeTakeFirst();
    // Follow merges to the lead that stayed (a merged lead's target may itself have been merged since).
    for (let hops = 0; found?.merged_into && hops < 10; hops++) {
      found = await trx.selectFrom("leads").select(["id", "merged_into"]).where("id", "=", found.merged_into).executeTakeFirst();
    }
    if (found && !found.merged_into) return found.id;
  }
  return undefined;
}

/** The outbox row of a stored lead's staff notification. */
export function notificationRow(deps: Omit<LeadCommandDeps, "database">, lead: Lead): Insertable<MailOutboxTable> {
  return deps.mailer.draft(leadNotification(lead, deps.adminUrl), { leadId: lead.id });
}

/** Captures a lead in its own transaction and wakes the mailer. */
export async function captureLead(deps: LeadCommandDeps, capture: LeadCapture): Promise<Lead> {
  const { lead, mail } = await deps.database.db.transaction().execute((trx) => captureLeadIn(trx, deps, capture));
  if (mail) deps.mailer.queued(mail);
  return lead;
}

/** Several captures all or none (a data API insert of many rows); answers the lead each one is stored as. */
export async function captureLeads(deps: LeadCommandDeps, captures: LeadCapture[]): Promise<Lead[]> {
  const results = await deps.database.db.transaction().execute(async (trx) => {
    const out: CaptureResult[] = [];
    for (const c of captures) out.push(await captureLeadIn(trx, deps, c));
    return out;
  });
  const mails = results.flatMap((r) => (r.mail ? [r.mail] : []));
  if (mails.length) deps.mailer.queued(...mails);
  return results.map((r) => r.lead);
}

export type NotifyResult = { outcome: "queued" | "already_queued"; leadId: string; mailId: string } | { outcome: "no_such_lead" };

/**
 * `send-lead-email` for the original widget flow: the notification of a lead
 * captured in the last few minutes with this e-mail and source. Nothing is
 * ever mailed from the caller's data: no such capture, no mail; a lead that
 * already has its notification (every captured lead gets one when it is
 * new) is not mailed twice, and a capture that joined a lead sends none.
 */
export async function notifyStoredLead(deps: LeadCommandDeps, data: NewLead): Promise<NotifyResult> {
  const since = new Date(Date.now() - NOTIFY_WINDOW_MS).toISOString();
  const { db } = deps.database;
  const email = normalEmail(data.email);
  const phone = data.phone ? canonicalPhone(data.phone) : null;
  const candidates = await leadsByContact(db, email, phone, since);
  for (const leadId of candidates) {
    const row = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!row || row.user_type !== data.user_type) continue;
    // The same person by name too, as captured in the window: other details find no lead.
    const named = await db
      .selectFrom("lead_contacts")
      .select("lead_id")
      .where("lead_id", "=", leadId)
      .where("kind", "=", "name")
      .where("normalized", "=", nameKey(data.name))
      .where("last_seen_at", ">=", since)
      .executeTakeFirst();
    if (!named) continue;
    const existing = await db.selectFrom("mail_outbox").select("id").where("lead_id", "=", row.id).orderBy("created_at").limit(1).executeTakeFirst();
    if (existing) return { outcome: "already_queued", leadId: row.id, mailId: existing.id };
    const mail = notificationRow(deps, toLead(row));
    await db.insertInto("mail_outbox").values(mail).execute();
    deps.mailer.queued(mail);
    return { outcome: "queued", leadId: row.id, mailId: mail.id! };
  }
  return { outcome: "no_such_lead" };
}
