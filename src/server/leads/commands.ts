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
import { recordEvent } from "./pipeline.ts";
import { claimRoundRobinAgent } from "./round-robin.ts";
import type { Lead, NewLead } from "./schema.ts";

/**
 * Commands on leads. A lead and its staff notification are always written in
 * one transaction: either both exist or neither does, and the e-mail carries
 * the stored row, not what some client sent.
 */

export interface LeadCommandDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The leads desk's address for the notification's link (from PUBLIC_URL). */
  adminUrl: string;
}

/** How long after a lead was stored `send-lead-email` may still ask for its notification. */
export const NOTIFY_WINDOW_MS = 10 * 60_000;

/** The stored form of a new lead. */
export function leadRow(lead: NewLead): Lead {
  return {
    id: randomUUID(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    location: lead.location || null,
    user_type: lead.user_type,
    source: lead.source,
    metadata: lead.metadata ?? null,
    language: lead.language ?? null,
    created_at: nowIso(),
  };
}

const toStored = (lead: Lead) => ({ ...lead, metadata: lead.metadata === null ? null : JSON.stringify(lead.metadata) });

/**
 * Writes a lead and its notification inside the caller's transaction (so a
 * bigger command, e.g. starting a chat, commits them with its own rows). The
 * caller passes the returned mail to `mailer.queued` after committing.
 */
export async function captureLeadIn(trx: Db, deps: Omit<LeadCommandDeps, "database">, lead: NewLead) {
  const fresh = leadRow(lead);
  const phoneE164 = fresh.phone ? canonicalPhone(fresh.phone) : null;
  const earlier = await sameLeadWithin(trx, fresh.email, phoneE164);
  // The same person again: the capture joins the earlier lead's timeline and
  // the team is told about it under that lead, instead of a new, unrelated row.
  const stored = earlier ? { ...fresh, id: earlier } : fresh;
  const mail = notificationRow(deps, stored);
  // A new lead goes to the next agent in turn when the desk's round-robin is on.
  const owner = earlier ? null : await claimRoundRobinAgent(trx);
  if (!earlier) await trx.insertInto("leads").values({ ...toStored(fresh), phone_e164: phoneE164, ...(owner ? { owner_id: owner } : {}) }).execute();
  // The visitor's language is the one they use now: a farmer who first wrote in English and now
  // chats from a Hindi page gets the team's and the chat's lines in Hindi.
  else if (fresh.language) await trx.updateTable("leads").set({ language: fresh.language }).where("id", "=", earlier).execute();
  await recordEvent(trx, stored.id, "capture", null, captureData(fresh));
  if (owner) await recordEvent(trx, stored.id, "owner", null, { from: null, to: owner, roundRobin: true });
  await trx.insertInto("mail_outbox").values(mail).execute();
  return { lead: stored, mail, merged: Boolean(earlier) };
}

/** What a capture brought, kept on the timeline as the visitor gave it. */
const captureData = (l: Lead) => ({
  source: l.source,
  user_type: l.user_type,
  name: l.name,
  email: l.email,
  phone: l.phone,
  location: l.location,
  language: l.language,
  fields: l.metadata,
});

/**
 * The newest lead with the same e-mail, ignoring case, or the same canonical
 * phone, captured within the dedupe window. A lead staff merged into another
 * stands for that one: the capture joins the lead it was merged into.
 */
async function sameLeadWithin(trx: Db, email: string, phoneE164: string | null): Promise<string | undefined> {
  const since = new Date(Date.now() - DEDUPE_WINDOW_DAYS * 86_400_000).toISOString();
  // A booking may come without an e-mail: an empty address names nobody, so only the phone can match it.
  const address = email.trim().toLowerCase();
  const byEmail = address
    ? trx.selectFrom("leads").select(["id", "created_at", "merged_into"]).where(sql<string>`lower(email)`, "=", address).where("created_at", ">=", since)
    : null;
  const byPhone = phoneE164 ? trx.selectFrom("leads").select(["id", "created_at", "merged_into"]).where("phone_e164", "=", phoneE164).where("created_at", ">=", since) : null;
  const q = byEmail && byPhone ? byEmail.union(byPhone) : (byEmail ?? byPhone);
  if (!q) return undefined;
  const rows = await q.execute();
  rows.sort((a, b) => b.created_at.localeCompare(a.created_at));
  let found = rows[0];
  // Follow merges to the lead that stayed (a merged lead's target may itself have been merged since).
  for (let hops = 0; found?.merged_into && hops < 10; hops++) {
    found = await trx.selectFrom("leads").select(["id", "created_at", "merged_into"]).where("id", "=", found.merged_into).executeTakeFirst();
  }
  return found && !found.merged_into ? found.id : undefined;
}

/** The outbox row of a stored lead's staff notification. */
export function notificationRow(deps: Omit<LeadCommandDeps, "database">, lead: Lead): Insertable<MailOutboxTable> {
  return deps.mailer.draft(leadNotification(lead, deps.adminUrl), { leadId: lead.id });
}

/** Stores a lead and queues its notification, in one transaction. */
export async function captureLead(deps: LeadCommandDeps, lead: NewLead): Promise<Lead> {
  const { lead: stored, mail } = await deps.database.db.transaction().execute((trx) => captureLeadIn(trx, deps, lead));
  deps.mailer.queued(mail);
  return stored;
}

export type NotifyResult = { outcome: "queued" | "already_queued"; leadId: string; mailId: string } | { outcome: "no_such_lead" };

/**
 * `send-lead-email` for the original widget flow: the notification of a lead
 * that was really stored in the last few minutes with these details. Nothing
 * is ever mailed from the caller's data: no stored lead, no mail; a lead that
 * already has its notification (every lead stored today gets one) is not mailed twice.
 */
export async function notifyStoredLead(deps: LeadCommandDeps, data: NewLead): Promise<NotifyResult> {
  const since = new Date(Date.now() - NOTIFY_WINDOW_MS).toISOString();
  const { db } = deps.database;
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("email", "=", data.email)
    .where("name", "=", data.name)
    .where("user_type", "=", data.user_type)
    .where("source", "=", data.source)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { outcome: "no_such_lead" };
  const existing = await db.selectFrom("mail_outbox").select("id").where("lead_id", "=", row.id).limit(1).executeTakeFirst();
  if (existing) return { outcome: "already_queued", leadId: row.id, mailId: existing.id };
  const mail = notificationRow(deps, toLead(row));
  await db.insertInto("mail_outbox").values(mail).execute();
  deps.mailer.queued(mail);
  return { outcome: "queued", leadId: row.id, mailId: mail.id! };
}
