import { sql } from "kysely";
import type { Db } from "../db/index.server.ts";

/** The year as India reads it (IST), two digits: a sample taken at 1 a.m. IST on 1 January belongs to the new year. */
export function istYear(now: Date): number {
  return new Date(now.getTime() + 5.5 * 3600_000).getUTCFullYear() % 100;
}

/**
 * The next short code of the year, `SD-26-004817`. One statement creates the
 * year's counter row or adds one to it and returns the new value; the row
 * stays locked until the caller's transaction ends, so two processes (or two
 * requests) never read the same number, on SQLite (one writer) and on
 * PostgreSQL (the row lock) alike. The code column is unique besides.
 */
export async function nextSampleCode(trx: Db, now = new Date()): Promise<string> {
  const yy = String(istYear(now)).padStart(2, "0");
  const row = await trx
    .insertInto("id_counters")
    .values({ name: `sample-${yy}`, value: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql<number>`id_counters.value + 1` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return `SD-${yy}-${String(row.value).padStart(6, "0")}`;
}
