import type { DatabaseHandle, Db } from "./index.server.ts";
import { nowIso } from "./dialect.ts";

export interface Seed {
  /** Unique, stable name; a seed whose name is recorded never runs again. */
  name: string;
  run(db: Db): Promise<void>;
}

/**
 * Runs each registered seed once per database. The seed and its record are
 * written in one transaction; on PostgreSQL a concurrent process inserting the
 * same record fails its transaction, so the content is never duplicated.
 */
export async function runSeeds(handle: DatabaseHandle, list: readonly Seed[]): Promise<void> {
  for (const seed of list) {
    const done = await handle.db.selectFrom("app_seeds").select("name").where("name", "=", seed.name).executeTakeFirst();
    if (done) continue;
    try {
      await handle.db.transaction().execute(async (trx) => {
        await trx.insertInto("app_seeds").values({ name: seed.name, applied_at: nowIso() }).execute();
        await seed.run(trx);
      });
    } catch (err) {
      const again = await handle.db.selectFrom("app_seeds").select("name").where("name", "=", seed.name).executeTakeFirst();
      if (!again) throw err; // a real failure, not a lost race with another process
    }
  }
}
