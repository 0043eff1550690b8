import { HttpError } from "../http/errors.server.ts";
import type { Role } from "./tables.server.ts";

/** PostgREST-style errors ({code, message, details, hint}); see README.md. */
export const restError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  new HttpError(status, code, message, { details, hint });

export const badQuery = (message: string, details: string | null = null) => restError(400, "PGRST100", message, details);

export const unknownColumn = (table: string, column: string) =>
  restError(400, "42703", `column ${table}.${column} does not exist`, null, "Check the column name; names are case-sensitive.");

export const invalidValue = (type: string, value: string) =>
  restError(400, "22P02", `invalid input syntax for type ${type}: "${value.length > 100 ? value.slice(0, 100) + "…" : value}"`);

/** 401 for the anonymous key, 403 for a signed-in user, as PostgREST answers a missing privilege. */
export const denied = (role: Role, table: string, what = `table ${table}`) =>
  restError(role === "anon" ? 401 : 403, "42501", `permission denied for ${what}`);
