import { leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { formatIstDateTime } from "../../shared/ist.ts";
import { LEAD_MAIL_FIELDS, showLeadField } from "../../shared/lead-fields.ts";
import { adminDeskCopy } from "../../../content/admin-desk.ts";
import { site } from "../../../content/site.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import type { NewLead } from "./schema.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A time a form kept (an ISO date-time, e.g. "submitted at") as the desk shows it, in IST; other text as it is. */
const inIst = (v: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) ? formatIstDateTime(v) : v);

function metadataLines(metadata: Record<string, unknown> | null | undefined): Array<[string, string]> {
  if (!metadata) return [];
  return Object.entries(metadata)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => [adminDeskCopy.fields[k] ?? k.replace(/_/g, " "), typeof v === "string" ? inIst(v) : JSON.stringify(v)]);
}

/**
 * The notification the sales inbox receives for a stored lead (plain text and
 * escaped HTML). `adminUrl` comes from the configured public address, never
 * from a request, so a forged Host header cannot put its link in here.
 */
export function leadNotification(lead: NewLead, adminUrl: string): MailMessage {
  const rows: Array<[string, string]> = [
    // The lead's own fields, as declared for the e-mail; an empty one shows a dash.
    ...LEAD_MAIL_FIELDS.map(({ name, label }): [string, string] => [adminDeskCopy.fields[label] ?? label, showLeadField(name, lead) || "—"]),
    ...metadataLines(lead.metadata),
  ];
  const subject = `New lead: ${lead.name} (${userTypeLabel(lead.user_type)}, ${leadSourceLabel(lead.source)})`.slice(0, 200);
  const text = `A new lead reached ${site.brandName}.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nOpen the leads desk: ${adminUrl}\n`;
  const html =
    `<p>A new lead reached ${escapeHtml(site.brandName)}.</p><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("") +
    `</table><p><a href="${escapeHtml(adminUrl)}">Open the leads desk</a></p>`;
  return { to: site.emails.sales, subject, text, html };
}
