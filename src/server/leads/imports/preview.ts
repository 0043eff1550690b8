import { sql } from "kysely";
import type { Db } from "../../db/index.server.ts";
import { DEDUPE_WINDOW_DAYS } from "../../../shared/pipeline.ts";
import type { ImportMapping, ImportPreview, ImportSample } from "../../../shared/lead-imports.ts";
import { toLead, type RowResult } from "./rows.ts";

/**
 * What an import would do, before anything is saved: each row is new, joins
 * an existing lead (the same canonical phone or e-mail, any case or spacing,
 * within the dedupe window, as capture decides), joins an earlier row of the
 * same file, or is refused with its reason. The same rules capture applies;
 * the existing contacts are looked up in batches, not row by row.
 */

export type Verdict = { kind: "new" } | { kind: "joined"; earlierRow?: number; leadId?: string } | { kind: "refused"; reason: string };

const CHUNK = 500;

/** Which of these e-mails and canonical phones an existing lead holds: key -> lead id. */
async function existingContacts(db: Db, emails: string[], phones: string[]): Promise<Map<string, string>> {
  const since = new Date(Date.now() - DEDUPE_WINDOW_DAYS * 86_400_000).toISOString();
  const found = new Map<string, string>();
  for (const [kind, values] of [["email", emails], ["phone", phones]] as const) {
    for (let i = 0; i < values.length; i += CHUNK) {
      const part = values.slice(i, i + CHUNK);
      const viaContacts = await db
        .selectFrom("lead_contacts")
        .select(["normalized", "lead_id"])
        .where("kind", "=", kind)
        .where("normalized", "in", part)
        .where("last_seen_at", ">=", since)
        .execute();
      for (const r of viaContacts) found.set(`${kind}:${r.normalized}`, r.lead_id);
      // Leads written straight into the table have no contacts: their own columns count, as in capture.
      const column = kind === "email" ? sql<string>`lower(email)` : sql<string>`phone_e164`;
      const direct = await db.selectFrom("leads").select([column.as("v"), "id"]).where(column, "in", part).where("created_at", ">=", since).execute();
      for (const r of direct) if (!found.has(`${kind}:${r.v}`)) found.set(`${kind}:${r.v}`, r.id);
    }
  }
  return found;
}

export async function judgeRows(db: Db, headers: string[], mapping: ImportMapping, rows: string[][]): Promise<{ results: RowResult[]; verdicts: Verdict[] }> {
  const results = rows.map((cells) => toLead(headers, mapping, cells));
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const r of results) {
    if ("lead" in r) {
      if (r.lead.email) emails.add(r.lead.email);
      if (r.lead.phoneE164) phones.add(r.lead.phoneE164);
    }
  }
  const existing = await existingContacts(db, [...emails], [...phones]);
  const firstRow = new Map<string, number>();
  const verdicts = results.map((r, i): Verdict => {
    if ("reason" in r) return { kind: "refused", reason: r.reason };
    const keys = [r.lead.email && `email:${r.lead.email}`, r.lead.phoneE164 && `phone:${r.lead.phoneE164}`].filter((k): k is string => Boolean(k));
    const leadId = keys.map((k) => existing.get(k)).find(Boolean);
    const earlier = keys.map((k) => firstRow.get(k)).find((n) => n !== undefined);
    for (const k of keys) if (!firstRow.has(k)) firstRow.set(k, i);
    if (leadId) return { kind: "joined", leadId };
    if (earlier !== undefined) return { kind: "joined", earlierRow: earlier + 2 };
    return { kind: "new" };
  });
  return { results, verdicts };
}

const SAMPLES = 5;

/** Counts and a few rows of each kind; row numbers as the sheet shows them (the header is row 1). */
export async function previewImport(db: Db, headers: string[], mapping: ImportMapping, rows: string[][]): Promise<ImportPreview> {
  const { results, verdicts } = await judgeRows(db, headers, mapping, rows);
  const preview: ImportPreview = { total: rows.length, new: 0, joined: 0, refused: 0, samples: { new: [], joined: [], refused: [] } };
  verdicts.forEach((v, i) => {
    preview[v.kind] += 1;
    if (preview.samples[v.kind].length >= SAMPLES) return;
    const r = results[i]!;
    const col = (f: string) => headers.findIndex((h) => mapping[h] === f);
    const cell = (f: string) => (col(f) >= 0 ? (rows[i]![col(f)] ?? "") : "");
    const note = v.kind === "refused" ? v.reason : v.kind === "joined" ? (v.earlierRow ? `Same person as row ${v.earlierRow}` : "Joins an existing lead") : "";
    const sample: ImportSample = { row: i + 2, name: "lead" in r ? r.lead.name : cell("name"), phone: cell("phone"), email: cell("email"), note };
    preview.samples[v.kind].push(sample);
  });
  return preview;
}
