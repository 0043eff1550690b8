import type { Generated } from "kysely";

/**
 * Row types of every table, shared by both dialects.
 * Conventions (see ./README.md): ids are UUID strings made in code; timestamps
 * are ISO-8601 UTC strings in TypeScript (timestamptz on PostgreSQL, text on
 * SQLite); JSON columns are jsonb on PostgreSQL and text on SQLite.
 */
export interface AppSeedsTable {
  name: string;
  applied_at: string;
}

export interface DB {
  app_seeds: AppSeedsTable;
}

export type { Generated };
