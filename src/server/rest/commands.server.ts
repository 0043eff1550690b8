import type { Kysely, RawBuilder, SqlBool } from "kysely";
import type { ApiActor } from "../db/table-commands.ts";
import { HttpError } from "../http/errors.server.ts";
import { MAX_ROWS } from "./query.server.ts";
import { restError } from "./errors.server.ts";
import type { TableDef } from "./tables.server.ts";

/**
 * The data API's side of a table whose writes are its topic's commands
 * (tables.server.ts): the request is already checked (role, columns,
 * values); these pick the rows a filter names and hand them over. A topic's
 * own error (e.g. a lead that vanished mid-request) keeps its status.
 */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export async function commandInsert(table: TableDef, rows: Record<string, unknown>[], actor: ApiActor): Promise<string[]> {
  return table.commands!.insert(rows, actor);
}

/** The ids a filter names, at most MAX_ROWS (a larger change is refused rather than half done). */
async function idsWhere(db: AnyDb, table: TableDef, where: RawBuilder<SqlBool>): Promise<string[]> {
  const rows = await db.selectFrom(table.name).select("id").where(where).limit(MAX_ROWS + 1).execute();
  if (rows.length > MAX_ROWS) throw restError(400, "PGRST100", `A change through ${table.name} may touch at most ${MAX_ROWS} rows`, null, "Narrow the filter");
  return rows.map((r) => String(r.id));
}

export async function commandUpdate(table: TableDef, db: AnyDb, where: RawBuilder<SqlBool>, values: Record<string, unknown>, actor: ApiActor & { userId: string }): Promise<string[]> {
  const commands = table.commands!;
  const refused = Object.keys(values).filter((c) => !commands.updatable.includes(c));
  if (refused.length) {
    throw restError(
      403,
      "42501",
      `permission denied for column ${refused.join(", ")} of table ${table.name}`,
      `These columns are changed only by the ${table.name} desk's own commands`,
      table.refusalHints?.update ?? null,
    );
  }
  const ids = await idsWhere(db, table, where);
  if (ids.length) await commands.update(ids, values, actor);
  return ids;
}

export async function commandDelete(table: TableDef, ids: string[], actor: ApiActor & { userId: string }): Promise<void> {
  if (ids.length > MAX_ROWS) throw restError(400, "PGRST100", `A delete through ${table.name} may touch at most ${MAX_ROWS} rows`, null, "Narrow the filter");
  if (ids.length === 0) return;
  if (actor.role === "anon") throw new HttpError(401, "42501", `permission denied for table ${table.name}`);
  await table.commands!.delete(ids, actor);
}
