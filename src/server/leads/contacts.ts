import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { canonicalPhone } from "../../shared/phone.ts";
import type { Db } from "../db/index.server.ts";
import type { DB } from "../db/schema.ts";
import { nameKey } from "./name-key.ts";

/**
 * What a lead was ever told: every e-mail, phone and name, kept in
 * `lead_contacts` in the form they are matched by. A capture that joins a
 * lead, an edit and a merge add to it; nothing removes from it but deleting
 * the lead. The same person is found again through it, and so is the lead
 * when staff search for any of them.
 */

export const normalEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

interface Told {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The rows one capture or edit adds: [kind, value as given, normalized]. */
function contactRows(told: Told): Array<[kind: "email" | "phone" | "name", value: string, normalized: string]> {
  const rows: Array<["email" | "phone" | "name", string, string]> = [];
  const email = normalEmail(told.email);
  if (email) rows.push(["email", told.email!.trim(), email]);
  const phone = told.phone ? canonicalPhone(told.phone) : null;
  if (phone) rows.push(["phone", told.phone!.trim(), phone]);
  const key = told.name ? nameKey(told.name) : "";
  if (key) rows.push(["name", told.name!.trim(), key]);
  return rows;
}

/** Keeps what the lead was told at `at` (a value seen again is seen later, not twice). */
export async function rememberContacts(trx: Db, leadId: string, told: Told, at: string): Promise<void> {
  for (const [kind, value, normalized] of contactRows(told)) {
    await trx
      .insertInto("lead_contacts")
      .values({ lead_id: leadId, kind, value, normalized, first_seen_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(["lead_id", "kind", "normalized"]).doUpdateSet({ value, last_seen_at: at }))
      .execute();
  }
}

/** Copies one lead's contacts to another (a merge); answers the rows that were new there, to remove on undo. */
export async function copyContacts(trx: Db, fromId: string, toId: string): Promise<Array<{ kind: string; normalized: string }>> {
  const from = await trx.selectFrom("lead_contacts").selectAll().where("lead_id", "=", fromId).execute();
  const have = new Set((await trx.selectFrom("lead_contacts").select(["kind", "normalized"]).where("lead_id", "=", toId).execute()).map((r) => `${r.kind}\u0000${r.normalized}`));
  const added: Array<{ kind: string; normalized: string }> = [];
  for (const r of from) {
    if (have.has(`${r.kind}\u0000${r.normalized}`)) continue;
    await trx.insertInto("lead_contacts").values({ ...r, lead_id: toId }).execute();
    added.push({ kind: r.kind, normalized: r.normalized });
  }
  return added;
}

/** Removes contact rows a merge added (undoing it). */
export async function forgetCopiedContacts(trx: Db, leadId: string, rows: Array<{ kind: string; normalized: string }>): Promise<void> {
  for (const r of rows) {
    await trx
      .deleteFrom("lead_contacts")
      .where("lead_id", "=", leadId)
      .where("kind", "=", r.kind as "email")
      .where("normalized", "=", r.normalized)
      .execute();
  }
}

/** Leads that were given this e-mail or phone (canonical) since `since`. */
export async function leadsByContact(trx: Db, email: string | null, phoneE164: string | null, since: string): Promise<string[]> {
  const pairs: Array<["email" | "phone", string]> = [];
  if (email) pairs.push(["email", email]);
  if (phoneE164) pairs.push(["phone", phoneE164]);
  if (pairs.length === 0) return [];
  const rows = await trx
    .selectFrom("lead_contacts")
    .select("lead_id")
    .where((eb) => eb.or(pairs.map(([kind, normalized]) => eb.and([eb("kind", "=", kind), eb("normalized", "=", normalized)]))))
    .where("last_seen_at", ">=", since)
    .orderBy("last_seen_at", "desc")
    .execute();
  return [...new Set(rows.map((r) => r.lead_id))];
}

const LIKE_ESCAPE = /[\\%_]/g;
const contains = (s: string) => `%${s.replace(LIKE_ESCAPE, (c) => `\\${c}`)}%`;

/**
 * A search term as the person behind a lead: any e-mail the lead ever had
 * (part of it), any phone in any format (the canonical number, or a run of at
 * least five digits within one), a name in Latin or Devanagari (its key).
 * Undefined when the term can name none of these.
 */
export function contactSearch(term: string): ((eb: ExpressionBuilder<DB, "leads">) => Expression<SqlBool>) | undefined {
  const q = term.trim();
  const tests: Array<{ kind: "email" | "phone" | "name"; op: "=" | "like"; value: string }> = [];
  if (q.length >= 3 && /[a-z0-9@]/i.test(q)) tests.push({ kind: "email", op: "like", value: contains(q.toLowerCase()) });
  const e164 = /\d{5}/.test(q.replace(/\D/g, "")) ? canonicalPhone(q) : null;
  if (e164) tests.push({ kind: "phone", op: "=", value: e164 });
  else {
    const digits = q.replace(/[\s\-().+]/g, "");
    if (/^\d{5,}$/.test(digits)) tests.push({ kind: "phone", op: "like", value: contains(digits) });
  }
  const key = nameKey(q);
  if (key.replace(/ /g, "").length >= 3) tests.push({ kind: "name", op: "like", value: contains(key) });
  if (tests.length === 0) return undefined;
  return (eb) =>
    eb(
      "leads.id",
      "in",
      eb
        .selectFrom("lead_contacts")
        .select("lead_contacts.lead_id")
        .where((c) =>
          c.or(
            tests.map((t) =>
              c.and([
                c("lead_contacts.kind", "=", t.kind),
                t.op === "=" ? c("lead_contacts.normalized", "=", t.value) : sql<SqlBool>`${sql.ref("lead_contacts.normalized")} like ${t.value} escape '\\'`,
              ]),
            ),
          ),
        ),
    );
}
