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

/**
 * Maps Fastify's own request errors (bad JSON, body too large, unsupported
 * content type) to a status and a plain message; anything without a 4xx
 * status is a server fault and returns undefined.
 */
export function clientErrorOf(err: unknown): { status: number; message: string; fastifyCode?: string } | undefined {
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (typeof e?.statusCode !== "number" || e.statusCode < 400 || e.statusCode >= 500) return undefined;
  switch (e.code) {
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
