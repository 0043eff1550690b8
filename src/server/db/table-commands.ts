import type { TableDecl } from "./columns.ts";

/**
 * A table whose writes belong to its topic's commands. The data API checks a
 * request (role, columns, values) and then, instead of writing the rows
 * itself, hands the checked values to these commands, which run the topic's
 * rules (dedupe, timeline, audit) and answer which rows they touched.
 */

/** Who is calling the data API, with the staff role for signed-in callers. */
export interface ApiActor {
  role: "anon" | "agent" | "admin";
  /** The staff member's user id; null for the anonymous key. */
  userId: string | null;
}

export interface TableCommands {
  /**
   * Each row (its checked values; columns left out are absent) through the
   * topic's create command; answers, in order, the id of the row each one is
   * stored as (which may be an earlier row it joined). All rows or none.
   */
  insert(rows: Record<string, unknown>[], actor: ApiActor): Promise<string[]>;
  /** Columns an update may change; any other column is refused. */
  updatable: readonly string[];
  /** The checked values applied to each row, recorded by the topic; all rows or none. */
  update(ids: string[], values: Record<string, unknown>, actor: ApiActor & { userId: string }): Promise<void>;
  /** Deletes the rows through the topic's recorded delete; all or none. */
  delete(ids: string[], actor: ApiActor & { userId: string }): Promise<void>;
}

export interface CommandTableDecl extends TableDecl {
  commands?: TableCommands;
  /** Verbs a signed-in agent may not use though the `authenticated` policy allows them: admins only. */
  adminOnly?: ReadonlyArray<"insert" | "update" | "delete">;
  /** Why a refused verb is refused, for the error's hint. */
  refusalHints?: Partial<Record<"insert" | "update" | "delete", string>>;
}
