import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { resolveCaller, type Caller } from "../auth/identity.server.ts";
import { registerCors } from "../http/cors.server.ts";
import { registerLenientJson } from "../http/json-body.server.ts";
import { clientErrorOf, HttpError } from "../http/errors.server.ts";

export type FunctionMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface FunctionContext<Body = unknown> {
  /** Anonymous visitor (the public key) or a signed-in user; already verified. */
  caller: Caller;
  /** The body, validated by the function's `body` schema when it has one. */
  body: Body;
  /** Query parameters in order, e.g. `action` of live-chat. */
  query: URLSearchParams;
  method: FunctionMethod;
  request: FastifyRequest;
  /** Set a status or headers, or take over the response (e.g. text/event-stream). */
  reply: FastifyReply;
  app: FastifyInstance;
  /** Validates a value; a failure answers 400 with the problems listed. */
  parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T>;
  /** Counts a hit for the caller's IP under `bucket`; answers 429 once `max` per `windowMs` is passed. */
  limit(bucket: string, max: number, windowMs: number): Promise<void>;
  /** Answers 401 unless a user is signed in; returns that user. */
  requireUser(): Extract<Caller, { role: "authenticated" }>;
}

export interface EdgeFunction<Schema extends z.ZodType | undefined = z.ZodType | undefined> {
  name: string;
  /** Allowed methods; others answer 405. Default GET and POST. */
  methods?: FunctionMethod[];
  /** Validates the request body (POST, PUT, PATCH) before the handler runs. */
  body?: Schema;
  /**
   * The reply: an object or array is sent as application/json, a string as
   * text/plain, undefined as 204. A handler that sent the reply itself (a
   * stream) returns nothing.
   */
  handler(ctx: FunctionContext<Schema extends z.ZodType ? z.output<Schema> : unknown>): unknown;
}

/** Registered functions by name; later features add theirs with `app.functions.register(...)`. */
export class FunctionRegistry {
  private readonly byName = new Map<string, EdgeFunction>();

  register<S extends z.ZodType | undefined>(fn: EdgeFunction<S>): void {
    if (!/^[a-z0-9][a-z0-9-_]*$/.test(fn.name)) throw new Error(`Invalid function name: ${fn.name}`);
    if (this.byName.has(fn.name)) throw new Error(`Function already registered: ${fn.name}`);
    this.byName.set(fn.name, fn as EdgeFunction);
  }

  get(name: string): EdgeFunction | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}

/** Keeps a typed handler when registering from another module. */
export const defineFunction = <S extends z.ZodType | undefined>(fn: EdgeFunction<S>) => fn;

function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(details === undefined ? { error: message, code } : { error: message, code, details });
}

/** /functions/v1/{name}: caller identity, input validation, JSON errors as the official client reads them. */
export async function functionRoutes(app: FastifyInstance) {
  await registerCors(app);
  registerLenientJson(app);
  // Binary bodies are passed to the function as a Buffer.
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.extra.headers ?? {})) reply.header(k, v);
      return sendError(reply, err.status, err.code, err.message, err.extra.details ?? undefined);
    }
    const client = clientErrorOf(err);
    if (client) return sendError(reply, client.status, client.status === 413 ? "body_too_large" : "bad_request", client.message);
    req.log.error({ err }, "function failed");
    return sendError(reply, 500, "internal_error", "The function failed; please try again");
  });

  app.all("/:name", async (req, reply) => {
    const name = (req.params as { name: string }).name;
    const fn = app.functions.get(name);
    // The key is checked first so that unknown callers learn nothing about which functions exist.
    const caller = await resolveCaller(req, app.tokens, app.database.db);
    if (!fn) return sendError(reply, 404, "not_found", `Function not found: ${name}`);
    const method = req.method as FunctionMethod;
    const methods = fn.methods ?? ["GET", "POST"];
    if (!methods.includes(method)) {
      reply.header("Allow", methods.join(", "));
      return sendError(reply, 405, "method_not_allowed", `${name} accepts ${methods.join(", ")}`);
    }
    const qIndex = req.url.indexOf("?");
    const query = new URLSearchParams(qIndex >= 0 ? req.url.slice(qIndex + 1) : "");

    const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
      const r = schema.safeParse(value);
      if (r.success) return r.data;
      const details = r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const summary = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join("; ");
      throw new HttpError(400, "invalid_input", `Invalid input: ${summary}`, { details: JSON.stringify(details) });
    };
    const body = fn.body && method !== "GET" && method !== "DELETE" ? parse(fn.body, req.body) : req.body;

    const ctx: FunctionContext = {
      caller,
      body,
      query,
      method,
      request: req,
      reply,
      app,
      parse,
      async limit(bucket, max, windowMs) {
        const wait = await app.limits.hit(`fn:${name}:${bucket}`, req.ip, max, windowMs);
        if (wait) throw new HttpError(429, "rate_limited", `Too many requests; try again in ${wait} s`, { headers: { "Retry-After": String(wait) } });
      },
      requireUser() {
        if (caller.role !== "authenticated") throw new HttpError(401, "unauthorized", "Sign in to use this action");
        return caller;
      },
    };
    const result = await fn.handler(ctx);
    if (reply.sent) return reply;
    if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
    if (typeof result === "string") return reply.type(reply.getHeader("content-type") ? String(reply.getHeader("content-type")) : "text/plain; charset=utf-8").send(result);
    if (Buffer.isBuffer(result)) return reply.type("application/octet-stream").send(result);
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(result));
  });

  app.all("/*", async (req, reply) => {
    await resolveCaller(req, app.tokens, app.database.db);
    return sendError(reply, 404, "not_found", "Function not found");
  });
}
