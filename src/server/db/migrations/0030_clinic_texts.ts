import { sql, type Kysely } from "kysely";
import { jsonType, type Dialectname } from "../dialect.ts";

const HINDI = { name: "name_hi", address: "address_hi", district: "district_hi", state: "state_hi" } as const;

type HindiRow = { id: string; name_hi: string | null; address_hi: string | null; district_hi: string | null; state_hi: string | null };

/**
 * A clinic's name, address, district and state in every registered language,
 * in one `translations` column keyed by language code ({"hi": {...}, "te": {...}}),
 * instead of one column per text per language: adding a language adds data,
 * not columns. The Hindi texts written so far move into it; empty ones are
 * left out ("not translated yet": the English text is shown).
 */
export function clinicTexts(kind: Dialectname) {
  const json = jsonType(kind);
  const write = (v: unknown) => (kind === "postgres" ? sql`${JSON.stringify(v)}::jsonb` : JSON.stringify(v));
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("clinics")
        .addColumn("translations", json, (c) => c.notNull().defaultTo(sql`'{}'`))
        .execute();
      const rows = (await sql<HindiRow>`select id, name_hi, address_hi, district_hi, state_hi from clinics`.execute(db)).rows;
      for (const r of rows) {
        const hi = Object.fromEntries(
          Object.entries(HINDI)
            .map(([field, col]) => [field, (r[col] ?? "").trim()])
            .filter(([, v]) => v),
        );
        if (Object.keys(hi).length === 0) continue;
        await sql`update clinics set translations = ${write({ hi })} where id = ${r.id}`.execute(db);
      }
      for (const col of Object.values(HINDI)) await db.schema.alterTable("clinics").dropColumn(col).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const col of Object.values(HINDI)) await db.schema.alterTable("clinics").addColumn(col, "text").execute();
      const rows = (await sql<{ id: string; translations: unknown }>`select id, translations from clinics`.execute(db)).rows;
      for (const r of rows) {
        const all = (typeof r.translations === "string" ? JSON.parse(r.translations) : r.translations) as { hi?: Record<string, string> } | null;
        const hi = all?.hi ?? {};
        await sql`update clinics set name_hi = ${hi.name ?? null}, address_hi = ${hi.address ?? null}, district_hi = ${hi.district ?? null}, state_hi = ${hi.state ?? null} where id = ${r.id}`.execute(db);
      }
      await db.schema.alterTable("clinics").dropColumn("translations").execute();
    },
  };
}
