import type { DeskSettings } from "../../shared/desk-types.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";

/**
 * Round-robin assignment of new leads (an admin setting, off by default).
 * Whose turn it is lives in the database: each new lead advances the shared
 * counter with one `UPDATE ... RETURNING` inside the capture's transaction.
 * The row lock (PostgreSQL) or the single writer (SQLite) hands every turn to
 * exactly one lead, however many processes capture leads at once.
 */

export async function readDeskSettings(db: Db): Promise<DeskSettings> {
  const row = await db.selectFrom("desk_settings").select("round_robin").where("id", "=", 1).executeTakeFirst();
  return { roundRobin: Boolean(row?.round_robin) };
}

export async function writeDeskSettings(database: DatabaseHandle, actorId: string, settings: DeskSettings): Promise<DeskSettings> {
  await database.db
    .updateTable("desk_settings")
    .set({ round_robin: database.bool(settings.roundRobin), updated_by: actorId, updated_at: nowIso() })
    .where("id", "=", 1)
    .execute();
  return readDeskSettings(database.db);
}

/** The active agents in their fixed turn order (joined the team first, first). */
async function activeAgents(trx: Db): Promise<string[]> {
  const rows = await trx
    .selectFrom("staff_members")
    .select(["user_id", "active"])
    .where("role", "=", "agent")
    .orderBy("created_at")
    .orderBy("user_id")
    .execute();
  return rows.filter((r) => Boolean(r.active)).map((r) => r.user_id);
}

/**
 * The agent whose turn it is, inside the caller's transaction; null when
 * round-robin is off or no agent is active (the lead then waits for a person).
 */
export async function claimRoundRobinAgent(trx: Db): Promise<string | null> {
  const settings = await readDeskSettings(trx);
  if (!settings.roundRobin) return null;
  const agents = await activeAgents(trx);
  if (agents.length === 0) return null;
  const claimed = await trx
    .updateTable("desk_settings")
    .set((eb) => ({ round_robin_turn: eb("round_robin_turn", "+", 1) }))
    .where("id", "=", 1)
    .returning("round_robin_turn")
    .executeTakeFirst();
  if (!claimed) return null;
  return agents[(Number(claimed.round_robin_turn) - 1) % agents.length] ?? null;
}
