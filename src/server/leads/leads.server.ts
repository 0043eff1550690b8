import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/index.server.ts";
import { nowIso, readJson, type Dialectname } from "../db/dialect.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { userTypeLabel, leadSourceLabel } from "../../shared/constants.ts";
import { site } from "../../../content/site.ts";

/** A lead that already passed its form's zod schema. */
export interface NewLead {
  name: string;
  email: string;
  phone?: string | null;
  location?: string | null;
  user_type: string;
  source: string;
  metadata?: Record<string, unknown> | null;
}

export interface LeadRecord extends Required<Omit<NewLead, "metadata">> {
  id: string;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

/** Stores a lead written by the server itself (website forms, bookings). */
export async function insertLead(db: Db, lead: NewLead): Promise<LeadRecord> {
  const row: LeadRecord = {
    id: randomUUID(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone || null,
    location: lead.location || null,
    user_type: lead.user_type,
    source: lead.source,
    metadata: lead.metadata ?? null,
    created_at: nowIso(),
  };
  await db
    .insertInto("leads")
    .values({ ...row, metadata: row.metadata === null ? null : JSON.stringify(row.metadata) })
    .execute();
  return row;
}

export function rowToLead(row: Record<string, unknown>, _kind?: Dialectname): LeadRecord {
  return { ...(row as unknown as LeadRecord), metadata: row.metadata == null ? null : readJson(row.metadata) };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function metadataLines(metadata: Record<string, unknown> | null | undefined): Array<[string, string]> {
  if (!metadata) return [];
  return Object.entries(metadata)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => [k.replace(/_/g, " "), typeof v === "string" ? v : JSON.stringify(v)]);
}

/** The notification the sales inbox receives for a new lead (plain text and escaped HTML). */
export function leadNotification(lead: NewLead, adminUrl?: string) {
  const rows: Array<[string, string]> = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone || "—"],
    ["Location", lead.location || "—"],
    ["I am a", userTypeLabel(lead.user_type)],
    ["Source", leadSourceLabel(lead.source)],
    ...metadataLines(lead.metadata),
  ];
  const subject = `New lead: ${lead.name} (${userTypeLabel(lead.user_type)}, ${leadSourceLabel(lead.source)})`.slice(0, 200);
  const link = adminUrl ? `\n\nOpen the leads desk: ${adminUrl}` : "";
  const text = `A new lead reached ${site.brandName}.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}${link}\n`;
  const html =
    `<p>A new lead reached ${escapeHtml(site.brandName)}.</p><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("") +
    `</table>` +
    (adminUrl ? `<p><a href="${escapeHtml(adminUrl)}">Open the leads desk</a></p>` : "");
  return { to: site.emails.sales, subject, text, html };
}

/**
 * Sends the lead notification through the outbox. A failure is logged, never
 * thrown: the lead itself is already stored, and the visitor must not see an error for it.
 */
export async function notifyNewLead(mailer: Mailer, log: FastifyBaseLogger, lead: NewLead, adminUrl?: string) {
  try {
    await mailer.sendMail(leadNotification(lead, adminUrl));
  } catch (err) {
    log.error({ err }, "could not queue the lead notification");
  }
}
