import type { Insertable } from "kysely";
import { site } from "../../../content/site.ts";
import { leadSourceLabel } from "../../shared/constants.ts";
import type { LeadStatus } from "../../shared/pipeline.ts";
import type { Db } from "../db/index.server.ts";
import { readJson } from "../db/dialect.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { MailOutboxTable } from "../mail/schema.ts";

/**
 * A returning lead: a capture that joined an earlier lead. Its owner is not
 * sent a second "New lead" mail; they read one line about it in the next
 * daily digest. A lead the team had closed (converted or lost) coming back is
 * news now: its owner (or the sales inbox when it has none) gets a notice.
 */

export const CLOSED_STATUSES: readonly LeadStatus[] = ["converted", "lost"];

/** The notice for a closed lead that came back, or undefined when the lead is open. */
export async function returnNotice(
  trx: Db,
  deps: { mailer: Mailer; adminUrl: string },
  lead: { id: string; name: string; status: string; owner_id: string | null },
  source: string,
): Promise<Insertable<MailOutboxTable> | undefined> {
  if (!CLOSED_STATUSES.includes(lead.status as LeadStatus)) return undefined;
  const owner = lead.owner_id ? await trx.selectFrom("auth_users").select("email").where("id", "=", lead.owner_id).executeTakeFirst() : undefined;
  return deps.mailer.draft(
    {
      to: owner?.email ?? site.emails.sales,
      subject: `A closed lead came back: ${lead.name}`.slice(0, 200),
      text: `${lead.name} got in touch again (${leadSourceLabel(source)}), though the lead was marked ${lead.status}.\n\nOpen the lead: ${deps.adminUrl}/${lead.id}\n`,
    },
    { leadId: lead.id },
  );
}

export interface ReturningLead {
  id: string;
  name: string;
  owner_id: string;
  /** The channels they came back through since the last digest, in order. */
  sources: string[];
}

/** Open leads with an owner that came back (a joined capture) since `since`: one entry per lead. */
export async function returningLeadsSince(trx: Db, since: string, until: string): Promise<ReturningLead[]> {
  const rows = await trx
    .selectFrom("lead_events")
    .innerJoin("leads", "leads.id", "lead_events.lead_id")
    .select(["leads.id as id", "leads.name as name", "leads.owner_id as owner_id", "leads.status as status", "lead_events.data as data", "lead_events.created_at as at"])
    .where("lead_events.kind", "=", "capture")
    .where("lead_events.created_at", ">=", since)
    .where("lead_events.created_at", "<", until)
    .where("leads.owner_id", "is not", null)
    .where("leads.merged_into", "is", null)
    .orderBy("lead_events.created_at")
    .execute();
  const byLead = new Map<string, ReturningLead>();
  for (const r of rows) {
    const data = r.data == null ? {} : readJson<{ joined?: boolean; source?: string }>(r.data);
    if (!data.joined || CLOSED_STATUSES.includes(r.status as LeadStatus)) continue;
    const entry = byLead.get(r.id) ?? { id: r.id, name: r.name, owner_id: r.owner_id!, sources: [] };
    if (data.source && !entry.sources.includes(data.source)) entry.sources.push(data.source);
    byLead.set(r.id, entry);
  }
  return [...byLead.values()];
}
