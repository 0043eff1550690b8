import { DomainError, type DomainErrorKind } from "../domain-error.ts";

/**
 * An error meant for the client: a 4xx (or a deliberate 5xx) with a stable
 * code. Each API area renders it in its own wire format (GoTrue, PostgREST,
 * functions), so handlers throw one type and never build bodies by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { details?: string | null; hint?: string | null; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

const STATUS_OF: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409, gone: 410, too_many: 429, upstream: 502 };

/**
 * A topic's refusal (DomainError) as the HttpError every entry point renders
 * in its wire format; any other error is passed on as it is. Each error
 * handler calls this first, so a topic's refusal is never a 500.
 */
export function asHttpError<T>(err: T): T | HttpError {
  return err instanceof DomainError ? new HttpError(STATUS_OF[err.kind], err.code, err.message) : err;
}

/**
 * Database errors that mean "the input cannot be stored or compared", mapped
 * to the 400 PostgREST answers with, for every API area, page loader and
 * export alike. The edge refuses such input first (src/shared/storable.ts);
 * this is the net behind it, so a value that slips past is still a 4xx. The
 * database's own message is not passed on: it can name internals.
 */
const INPUT_ERRORS: Record<string, string> = {
  "22021": "The input contains a character the database cannot store (such as NUL)",
  "22P05": "The input contains a character the database cannot store (such as NUL)",
  "22008": "A date or time is outside the range the database holds",
  "22007": "A date or time is not in a form the database reads",
  "22P02": "A value is not in a form the database reads",
  "22003": "A number is outside the range the database holds",
  "22001": "A value is too long for its field",
  "2201B": "A search pattern is not valid",
  "22025": "A search pattern ends with an escape character",
  "54001": "The input is nested too deeply",
  "54000": "The input is too large",
  SQLITE_TOOBIG: "The input is too large",
  SQLITE_MISMATCH: "A value has the wrong type for its field",
};

/** An HttpError (400, with the PostgreSQL-style code) for an input error from either database, else undefined. */
export function dbInputError(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !Object.hasOwn(INPUT_ERRORS, code)) return undefined;
  const pgCode = code === "SQLITE_TOOBIG" ? "54000" : code === "SQLITE_MISMATCH" ? "22P02" : code;
  return new HttpError(400, pgCode, INPUT_ERRORS[code]!);
}

/**
 * Maps Fastify's own request errors (bad JSON, body too large, unsupported
 * content type) to a status and a plain message; anything without a 4xx
 * status is a server fault and returns undefined.
 */
export function clientErrorOf(err: unknown): { status: number; message: string; fastifyCode?: string } | undefined {
  const input = dbInputError(err);
  if (input) return { status: input.status, message: input.message, fastifyCode: input.code };
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (typeof e?.statusCode !== "number" || e.statusCode < 400 || e.statusCode >= 500) return undefined;
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: "Content-Length does not match the body", fastifyCode: e.code };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: "Request body is larger than 64 KB", fastifyCode: e.code };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: "Unsupported Content-Type; send application/json", fastifyCode: e.code };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "Empty JSON body", fastifyCode: e.code };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case undefined:
    default:
      if (e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || /JSON/i.test(e.message ?? "")) {
        return { status: 400, message: "Request body is not valid JSON", fastifyCode: e.code };
      }
      return { status: e.statusCode, message: e.message ?? "Bad request", fastifyCode: e.code };
  }
}
