import type { FastifyInstance } from "fastify";
import type { ColumnDef, Role, RolePolicy } from "../db/columns.ts";
import type { ApiActor, CommandTableDecl } from "../db/table-commands.ts";
import { blogPostsTable } from "../blog/schema.ts";
import { chatLogTable, chatSessionMessagesTable, chatSessionsTable } from "../chat/schema.ts";
import { clinicsTable } from "../clinics/schema.ts";

/**
 * The tables the data API exposes. Each is declared by the topic that owns
 * it (columns, role policies, hooks, and for some the commands its writes go
 * through); a table or column missing from those declarations does not exist
 * for the API, so names in SQL only ever come from this allowlist.
 */
export type TableDef = CommandTableDecl;
export type { ColumnDef, Role, RolePolicy };

export type Verb = "select" | "insert" | "update" | "delete";
export const VERBS: readonly Verb[] = ["select", "insert", "update", "delete"];
export type ApiRole = ApiActor["role"];
export const API_ROLES: readonly ApiRole[] = ["anon", "agent", "admin"];

/**
 * Whether a role may use a verb on a table at all, from the table's own
 * declaration: its policy for the anonymous key or for signed-in staff, its
 * `writeRole` (every write admin-only) and its `adminOnly` verbs.
 */
export function mayUse(table: TableDef, role: ApiRole, verb: Verb): boolean {
  const policy = table.policies[role === "anon" ? "anon" : "authenticated"];
  if (!policy[verb]) return false;
  if (role !== "agent" || verb === "select") return true;
  return table.writeRole !== "admin" && !table.adminOnly?.includes(verb);
}

export function apiTables(app: FastifyInstance): Map<string, TableDef> {
  const tables: TableDef[] = [app.leads.apiTable, chatSessionsTable, chatSessionMessagesTable, chatLogTable, blogPostsTable, clinicsTable];
  return new Map(tables.map((t) => [t.name, t]));
}
