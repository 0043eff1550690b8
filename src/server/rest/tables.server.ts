import type { FastifyInstance } from "fastify";
import type { ColumnDef, Role, RolePolicy, TableDecl } from "../db/columns.ts";
import { blogPostsTable } from "../blog/schema.ts";
import { chatLogTable, chatSessionMessagesTable, chatSessionsTable } from "../chat/schema.ts";
import { clinicsTable } from "../clinics/schema.ts";

/**
 * The tables the data API exposes. Each is declared by the topic that owns
 * it (columns, role policies, hooks); a table or column missing from those
 * declarations does not exist for the API, so names in SQL only ever come
 * from this allowlist.
 */
export type TableDef = TableDecl;
export type { ColumnDef, Role, RolePolicy };

export function apiTables(app: FastifyInstance): Map<string, TableDef> {
  const tables: TableDef[] = [app.leads.apiTable, chatSessionsTable, chatSessionMessagesTable, chatLogTable, blogPostsTable, clinicsTable];
  return new Map(tables.map((t) => [t.name, t]));
}
