import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { resolveCaller, type Caller } from "../auth/identity.server.ts";
import { registerCors } from "../http/cors.server.ts";
import { registerLenientJson } from "../http/json-body.server.ts";
import { asHttpError, clientErrorOf, HttpError } from "../http/errors.server.ts";

export type FunctionMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const ALL_METHODS: FunctionMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface FunctionContext<Body = unknown, Query = unknown> {
  /** Anonymous visitor (the public key) or a signed-in user; already verified. */
  caller: Caller;
  /** The body, validated by the function's `body` schema when it has one. */
  body: Body;
  /** The query string, validated by the function's `querystring` schema when it has one. */
  params: Query;
  /** Query parameters in order, e.g. `action` of live-chat. */
  query: URLSearchParams;
  method: FunctionMethod;
  request: FastifyRequest;
  /** Set a status or headers, or take over the response (e.g. text/event-stream). */
  reply: FastifyReply;
  app: FastifyInstance;
  /** Validates a value; a failure answers 400 with the problems listed. */
  parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T>;
  /** Counts a hit for the caller's address under `bucket`; answers 429 once `max` per `windowMs` is passed. */
  limit(bucket: string, max: number, windowMs: number): Promise<void>;
  /** Answers 401 unless a user is signed in; returns that user. */
  requireUser(): Extract<Caller, { role: "authenticated" }>;
}

export interface EdgeFunction<B extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined> {
  name: string;
  /** Allowed methods; others answer 405. Default GET and POST. */
  methods?: FunctionMethod[];
  /** The request body's schema, checked by the route before the handler runs. */
  body?: B;
  /** The query string's schema, checked by the route before the handler runs. */
  querystring?: Q;
  /** Only signed-in staff may call it: 401 before anything else is looked at. */
  staff?: boolean;
  /**
   * A larger body than the API's 64 KB (an upload). Who is calling is then
   * checked as the request arrives, before the body is read.
   */
  bodyLimit?: number;
  /** A per-address limit counted before the input is checked, so invalid requests count too. */
  limit?: {
    bucket: string;
    max: (app: FastifyInstance) => number;
    windowMs: number;
  };
  /**
   * The reply: an object or array is sent as application/json, a string as
   * text/plain, undefined as 204. A handler that sent the reply itself (a
   * stream) returns nothing.
   */
  handler(ctx: FunctionContext<Out<B>, Out<Q>>): unknown;
}

/** Registered functions by name; features add theirs with `app.functions.register(...)` before the routes are built. */
export class FunctionRegistry {
  private readonly byName = new Map<string, EdgeFunction>();

  register<B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(fn: EdgeFunction<B, Q>): void {
    if (!/^[a-z0-9][a-z0-9-_]*$/.test(fn.name)) throw new Error(`Invalid function name: ${fn.name}`);
    if (this.byName.has(fn.name)) throw new Error(`Function already registered: ${fn.name}`);
    this.byName.set(fn.name, fn as unknown as EdgeFunction);
  }

  get(name: string): EdgeFunction | undefined {
    return this.byName.get(name);
  }

  all(): EdgeFunction[] {
    return [...this.byName.values()];
  }
}

/** Keeps a typed handler when registering from another module. */
export const defineFunction = <B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(fn: EdgeFunction<B, Q>) => fn;

function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(details === undefined ? { error: message, code } : { error: message, code, details });
}

/** The problems of a zod check as one readable 400. */
function invalidInput(issues: Array<{ path: string; message: string }>) {
  const summary = issues.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join("; ");
  return new HttpError(400, "invalid_input", `Invalid input: ${summary}`, {
    details: JSON.stringify(issues),
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who is calling a function (set before the input is checked). */
    functionCaller?: Caller;
  }
}

/**
 * /functions/v1/{name}: one route per function, each with the same chain:
 * key and caller → staff check → rate limit → input checked by the route's
 * zod schemas (the zod type provider's validator) → handler → JSON errors as
 * the official client reads them.
 */
export async function functionRoutes(app: FastifyInstance) {
  await registerCors(app);
  registerLenientJson(app);
  app.setValidatorCompiler(validatorCompiler);
  // Binary bodies are passed to the function as a Buffer.
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.setErrorHandler((thrown, req, reply) => {
    // A topic's refusal (DomainError) is answered like any HttpError.
    const err = asHttpError(thrown);
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.extra.headers ?? {})) reply.header(k, v);
      return sendError(reply, err.status, err.code, err.message, err.extra.details ?? undefined);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const e = invalidInput(
        err.validation.map((v) => ({
          path: v.instancePath.slice(1).replace(/\//g, "."),
          message: v.message ?? "is invalid",
        })),
      );
      return sendError(reply, e.status, e.code, e.message, e.extra.details);
    }
    const client = clientErrorOf(err);
    if (client?.status === 413 && req.routeOptions.bodyLimit && req.routeOptions.bodyLimit !== app.initialConfig.bodyLimit) {
      return sendError(reply, 413, "body_too_large", `Request body is larger than ${Math.round(req.routeOptions.bodyLimit / 1024 / 1024)} MB`);
    }
    if (client) return sendError(reply, client.status, client.status === 413 ? "body_too_large" : "bad_request", client.message);
    req.log.error({ err }, "function failed");
    return sendError(reply, 500, "internal_error", "The function failed; please try again");
  });

  for (const fn of app.functions.all()) {
    const methods = fn.methods ?? ["GET", "POST"];
    const url = `/${fn.name}`;
    // A GET has no body to check (Fastify refuses a body schema on it), so it gets a route of its own.
    const withBody = fn.body ? methods.filter((m) => m !== "GET") : methods;
    const groups = [withBody, methods.filter((m) => !withBody.includes(m))].filter((g) => g.length > 0);
    // Before the schemas are checked: who is calling, whether they may, and whether they are over the limit.
    const checkCaller = async (req: FastifyRequest) => {
      const caller = await resolveCaller(req, app.tokens, app.database.db);
      req.functionCaller = caller;
      if (fn.staff && caller.role !== "authenticated") throw new HttpError(401, "unauthorized", "Sign in to use this action");
      if (fn.limit) await limitOrThrow(app, req, `fn:${fn.name}:${fn.limit.bucket}`, fn.limit.max(app), fn.limit.windowMs);
    };
    for (const group of groups) {
      app.route({
        method: group,
        url,
        schema: {
          ...(fn.body && group !== withBody ? {} : fn.body ? { body: fn.body } : {}),
          ...(fn.querystring ? { querystring: fn.querystring } : {}),
        },
        ...(fn.bodyLimit ? { bodyLimit: fn.bodyLimit, onRequest: checkCaller } : { preValidation: checkCaller }),
        handler: async (req, reply) => {
          const result = await fn.handler(contextOf(app, fn, req, reply));
          if (reply.sent) return reply;
          if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
          if (typeof result === "string")
            return reply.type(reply.getHeader("content-type") ? String(reply.getHeader("content-type")) : "text/plain; charset=utf-8").send(result);
          if (Buffer.isBuffer(result)) return reply.type("application/octet-stream").send(result);
          return reply.type("application/json; charset=utf-8").send(JSON.stringify(result));
        },
      });
    }
    const others = ALL_METHODS.filter((m) => !methods.includes(m));
    if (others.length) {
      app.route({
        method: others,
        url,
        handler: async (req, reply) => {
          // The key is checked first so that unknown callers learn nothing about which functions exist.
          await resolveCaller(req, app.tokens, app.database.db);
          reply.header("Allow", methods.join(", "));
          return sendError(reply, 405, "method_not_allowed", `${fn.name} accepts ${methods.join(", ")}`);
        },
      });
    }
  }

  app.all("/*", async (req, reply) => {
    await resolveCaller(req, app.tokens, app.database.db);
    const name = req.url.slice(req.url.indexOf("/functions/v1/") + "/functions/v1/".length).split(/[/?]/)[0];
    return sendError(reply, 404, "not_found", `Function not found: ${name || "(none)"}`);
  });
}

async function limitOrThrow(app: FastifyInstance, req: FastifyRequest, bucket: string, max: number, windowMs: number) {
  const wait = await app.limits.hit(bucket, req.ip, max, windowMs);
  if (wait) throw new HttpError(429, "rate_limited", `Too many requests; try again in ${wait} s`, { headers: { "Retry-After": String(wait) } });
}

function contextOf(app: FastifyInstance, fn: EdgeFunction, req: FastifyRequest, reply: FastifyReply): FunctionContext {
  const caller = req.functionCaller!;
  const qIndex = req.url.indexOf("?");
  return {
    caller,
    body: req.body,
    params: req.query,
    query: new URLSearchParams(qIndex >= 0 ? req.url.slice(qIndex + 1) : ""),
    // Fastify answers HEAD through the GET route: the handler runs the GET it stands for
    // (a stream opened by a HEAD ends at once, see openSse) and Fastify sends no body.
    method: (req.method === "HEAD" ? "GET" : req.method) as FunctionMethod,
    request: req,
    reply,
    app,
    parse(schema, value) {
      const r = schema.safeParse(value);
      if (r.success) return r.data;
      throw invalidInput(
        r.error.issues.map((i) => ({
          path: i.path.join("."),
          message: i.message,
        })),
      );
    },
    limit: (bucket, max, windowMs) => limitOrThrow(app, req, `fn:${fn.name}:${bucket}`, max, windowMs),
    requireUser() {
      if (caller.role !== "authenticated") throw new HttpError(401, "unauthorized", "Sign in to use this action");
      return caller;
    },
  };
}
