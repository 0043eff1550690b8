import { leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { LEAD_MAIL_FIELDS, leadDetails, showLeadDetail, showLeadField } from "../../shared/lead-fields.ts";
import { adminDeskCopy } from "../../../content/admin-desk.ts";
import { site } from "../../../content/site.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import type { NewLead } from "./schema.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const metadataLines = (metadata: Record<string, unknown> | null | undefined): Array<[string, string]> =>
  leadDetails(metadata).map(([k, v]) => [adminDeskCopy.fields[k] ?? k.replace(/_/g, " "), showLeadDetail(v)]);

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
