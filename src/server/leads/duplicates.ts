import type { DuplicateLead } from "../../shared/manual-lead.ts";
import type { DatabaseHandle } from "../db/index.server.ts";

/** At most this many suggestions on a lead's page. */
const MAX_SUGGESTIONS = 10;

/**
 * Leads that may be the same person as this one, for the lead's page: other
 * leads (not merged away) that were ever given one of its e-mails or phones,
 * or the same name (its key, so `Rameshwar Patil` and `रामेश्वर पाटील` meet).
 * Staff decide; merging is the desk's own command.
 */
export async function possibleDuplicates(database: DatabaseHandle, id: string): Promise<DuplicateLead[]> {
  const { db } = database;
  const mine = await db.selectFrom("lead_contacts").select(["kind", "normalized"]).where("lead_id", "=", id).execute();
  if (mine.length === 0) return [];
  const rows = await db
    .selectFrom("lead_contacts as c")
    .innerJoin("leads as l", "l.id", "c.lead_id")
    .select(["l.id", "l.name", "l.email", "l.phone", "l.source", "l.created_at", "c.kind"])
    .where("c.lead_id", "!=", id)
    .where("l.merged_into", "is", null)
    .where((eb) => eb.or(mine.map((m) => eb.and([eb("c.kind", "=", m.kind), eb("c.normalized", "=", m.normalized)]))))
    .orderBy("l.created_at", "desc")
    .execute();
  const found = new Map<string, DuplicateLead>();
  for (const r of rows) {
    const d = found.get(r.id) ?? { id: r.id, name: r.name, email: r.email ?? "", phone: r.phone, source: r.source, created_at: new Date(r.created_at).toISOString(), shared: [] };
    if (!d.shared.includes(r.kind)) d.shared.push(r.kind);
    found.set(r.id, d);
  }
  return [...found.values()].slice(0, MAX_SUGGESTIONS);
}
