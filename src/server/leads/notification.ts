import { languageLabel, leadSourceLabel, userTypeLabel } from "../../shared/constants.ts";
import { site } from "../../../content/site.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import type { NewLead } from "./schema.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function metadataLines(metadata: Record<string, unknown> | null | undefined): Array<[string, string]> {
  if (!metadata) return [];
  return Object.entries(metadata)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => [k.replace(/_/g, " "), typeof v === "string" ? v : JSON.stringify(v)]);
}

/**
 * The notification the sales inbox receives for a stored lead (plain text and
 * escaped HTML). `adminUrl` comes from the configured public address, never
 * from a request, so a forged Host header cannot put its link in here.
 */
export function leadNotification(lead: NewLead, adminUrl: string): MailMessage {
  const rows: Array<[string, string]> = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone || "—"],
    ["Location", lead.location || "—"],
    ["I am a", userTypeLabel(lead.user_type)],
    ["Source", leadSourceLabel(lead.source)],
    ...(lead.language ? ([["Language", languageLabel(lead.language)]] as Array<[string, string]>) : []),
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
