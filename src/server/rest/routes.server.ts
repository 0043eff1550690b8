import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { resolveCaller, type Caller } from "../auth/identity.server.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import type { ConditionNarrowing } from "../db/conditions.ts";
import { registerCors } from "../http/cors.server.ts";
import { registerLenientJson } from "../http/json-body.server.ts";
import { asHttpError, clientErrorOf, dbInputError, HttpError } from "../http/errors.server.ts";
import { badQuery, denied, restError, unknownColumn } from "./errors.server.ts";
import { MAX_ROWS, parseQuery, type ParsedQuery, type SelectItem } from "./query.server.ts";
import { orderSql, whereSql } from "./sql.server.ts";
import { InsertBatcher } from "./insert-batch.server.ts";
import { roleOf } from "../staff/roles.ts";
import { apiTables, mayUse, type Role, type RolePolicy, type TableDef, type Verb } from "./tables.server.ts";
import type { ApiActor } from "../db/table-commands.ts";
import { commandDelete, commandInsert, commandUpdate } from "./commands.server.ts";

const METHOD_VERB: Record<string, Verb> = { POST: "insert", PATCH: "update", DELETE: "delete" };

const SINGLE = "application/vnd.pgrst.object+json";

interface Prefer {
  representation: boolean;
  count: boolean;
}

function parsePrefer(header: string | string[] | undefined): Prefer {
  const p: Prefer = { representation: false, count: false };
  const items = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  for (const raw of items) {
    const item = raw.trim().toLowerCase();
    if (item === "return=representation") p.representation = true;
    else if (item === "count=exact" || item === "count=planned" || item === "count=estimated") p.count = true;
    else if (item.startsWith("resolution=")) {
      throw badQuery("Upserts (Prefer: resolution=…) are not supported", "Insert, then update with a filter");
    }
  }
  return p;
}

/** Accept: JSON, anything, or the single-object type; anything else is 406 like PostgREST. */
function wantsSingle(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(",").map((t) => t.split(";")[0]!.trim().toLowerCase());
  if (types.includes(SINGLE)) return true;
  if (types.some((t) => t === "*/*" || t === "application/json" || t === "application/*" || t === "")) return false;
  throw restError(406, "PGRST107", `None of these media types are available: ${accept}`);
}

function checkProfile(req: FastifyRequest) {
  for (const h of ["accept-profile", "content-profile"] as const) {
    const v = req.headers[h];
    if (typeof v === "string" && v !== "public") throw restError(406, "PGRST106", "The schema must be one of the following: public");
  }
}

const notSingle = (n: number) =>
  restError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${n} rows`);

/** Rows as the API returns them: JSON columns parsed, booleans as booleans, on both dialects. */
function shapeRows(table: TableDef, select: SelectItem[], rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const fixes = select.filter((s) => {
    const k = table.columns[s.column]!.kind;
    return k === "json" || k === "boolean";
  });
  if (fixes.length === 0) return rows;
  for (const row of rows) {
    for (const s of fixes) {
      const v = row[s.alias];
      if (v === null || v === undefined) continue;
      if (table.columns[s.column]!.kind === "json") row[s.alias] = typeof v === "string" ? JSON.parse(v) : v;
      else row[s.alias] = v === true || v === 1 || v === "1";
    }
  }
  return rows;
}

/** Converts a checked value to what the column stores. */
function storeValue(database: DatabaseHandle, table: TableDef, column: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const k = table.columns[column]!.kind;
  if (k === "json") return JSON.stringify(value);
  if (k === "boolean") return database.bool(Boolean(value));
  return value;
}

/** Checks one written value with the column's shared schema; 400 with a readable reason otherwise. */
function checkValue(table: TableDef, column: string, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const def = table.columns[column]!;
  if (value === null || value === undefined) {
    if (!def.nullable) return { ok: false, message: `${column}: must not be null` };
    return { ok: true, value: null };
  }
  const r = def.schema.safeParse(value);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, message: `${column}: ${r.error.issues.map((i) => (i.path.length ? `${i.path.join(".")} ` : "") + i.message).join(", ")}` };
}

function invalidRow(table: TableDef, problems: string[]) {
  const missing = problems.every((p) => p.endsWith("must not be null") || p.endsWith("is required"));
  return restError(
    400,
    missing ? "23502" : "23514",
    `Invalid ${table.name} row: ${problems.join("; ")}`,
    problems.join("; "),
  );
}

/** Maps database constraint errors to PostgREST's 409/400 answers; anything else stays a server error. */
function mapDbError(err: unknown, table: TableDef): HttpError | undefined {
  const e = err as { code?: string; message?: string; detail?: string; constraint?: string };
  const code = e?.code;
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    const cols = /failed: (.+)$/.exec(e.message ?? "")?.[1]?.replace(new RegExp(`${table.name}\\.`, "g"), "");
    return restError(
      409,
      "23505",
      `duplicate key value violates unique constraint${e.constraint ? ` "${e.constraint}"` : ""}`,
      e.detail ?? (cols ? `Key (${cols}) already exists.` : null),
    );
  }
  if (code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY") {
    return restError(409, "23503", `insert or update on table "${table.name}" violates a foreign key constraint`, e.detail ?? "A referenced row does not exist.");
  }
  if (code === "23502" || code === "SQLITE_CONSTRAINT_NOTNULL") return restError(400, "23502", e.message ?? "null value violates not-null constraint");
  if (code === "22P02" || code === "22007" || code === "22008" || code === "22003") return restError(400, code, e.message ?? "invalid input");
  return undefined;
}

function sendRest(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}, single = false) {
  reply.code(status);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  if (body === undefined) return reply.send();
  return reply.type(single ? `${SINGLE}; charset=utf-8` : "application/json; charset=utf-8").send(JSON.stringify(body));
}

/**
 * /rest/v1/{table}: a PostgREST-compatible subset over the tables in
 * tables.server.ts. Every request runs the same chain: rate limit → key and
 * role → table → query parse → policy → SQL → response shape.
 */
export async function restRoutes(app: FastifyInstance) {
  const { database } = app;
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const batcher = new InsertBatcher(db, database.sqlite);
  const tables = apiTables(app);

  await registerCors(app);
  registerLenientJson(app);

  app.setErrorHandler((thrown, req, reply) => {
    const err = dbInputError(thrown) ?? asHttpError(thrown);
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.extra.headers ?? {})) reply.header(k, v);
      return sendRest(reply, err.status, {
        code: err.code === "bad_json" ? "PGRST102" : err.code,
        details: err.extra.details ?? null,
        hint: err.extra.hint ?? null,
        message: err.message,
      });
    }
    const client = clientErrorOf(err);
    if (client) {
      const code = client.status === 413 ? "PGRST413" : client.status === 415 ? "PGRST415" : "PGRST102";
      return sendRest(reply, client.status, { code, details: null, hint: null, message: client.message });
    }
    req.log.error({ err }, "data request failed");
    return sendRest(reply, 500, { code: "PGRST000", details: null, hint: null, message: "Internal error; please try again" });
  });

  async function prepare(req: FastifyRequest) {
    const caller = await resolveCaller(req, app.tokens, database.db);
    if (caller.role === "anon" && req.method !== "GET" && req.method !== "HEAD") {
      const wait = await app.limits.hit("rest:anon-write", req.ip, app.config.publicWriteLimitPerMinute, 60_000);
      if (wait) {
        throw new HttpError(429, "PGRST429", `Too many requests; try again in ${wait} s`, {
          headers: { "Retry-After": String(wait) },
        });
      }
    }
    const name = (req.params as { table: string }).table;
    const table = tables.get(name);
    if (!table) {
      throw restError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);
    }
    checkProfile(req);
    const qIndex = req.url.indexOf("?");
    const query = parseQuery(table, qIndex >= 0 ? req.url.slice(qIndex + 1) : "");
    const policy = table.policies[caller.role];
    const verb = METHOD_VERB[req.method];
    let actor: ApiActor = { role: "anon", userId: null };
    if (verb && caller.role === "authenticated") {
      const held = await roleOf(database.db, caller.userId);
      if (!held) throw new HttpError(403, "42501", "This staff account is not active");
      actor = { role: held, userId: caller.userId };
    }
    // Staff roles: e.g. only an admin changes clinics or deletes a lead (403 with PostgREST's code for a refused privilege).
    if (verb && policy[verb] && !mayUse(table, actor.role, verb)) {
      if (table.writeRole) throw new HttpError(403, "42501", `Only an ${table.writeRole} may change ${table.name}`);
      throw restError(403, "42501", `permission denied for table ${table.name}`, `Only an admin may ${verb} ${table.name}`, table.refusalHints?.[verb as "delete"] ?? null);
    }
    return { caller, role: caller.role as Role, table, query, policy, actor };
  }

  /** The caller's filters plus the policy's row filter. */
  function scopedWhere(table: TableDef, query: ParsedQuery, policy: RolePolicy, narrowing?: ConditionNarrowing): RawBuilder<SqlBool> | undefined {
    const policyConds =
      typeof policy.select === "object"
        ? Object.entries(policy.select).map(([column, value]) => ({ type: "leaf" as const, column, negate: false, op: value === null ? ("is" as const) : ("eq" as const), value }))
        : [];
    return whereSql(database, table, [...policyConds, ...query.where], narrowing);
  }

  const selection = (items: SelectItem[]) => items.map((s) => sql.ref(s.column).as(s.alias));

  /**
   * Runs an UPDATE or DELETE; with `returning`, answers the affected rows in
   * the query's selection (exactly one when `single`), else nothing.
   */
  async function rowsOf(
    q: { execute(): Promise<unknown>; returning(s: ReturnType<typeof selection>): { execute(): Promise<unknown> } },
    query: ParsedQuery,
    returning: boolean,
    single: boolean,
  ): Promise<Record<string, unknown>[]> {
    if (!returning) {
      await q.execute();
      return [];
    }
    const out = (await q.returning(selection(query.select)).execute()) as Record<string, unknown>[];
    if (single && out.length !== 1) throw notSingle(out.length);
    return out;
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/:table",
    exposeHeadRoute: false,
    handler: async (req, reply) => {
      const { role, table, query, policy } = await prepare(req);
      if (!policy.select) throw denied(role, table.name);
      const single = wantsSingle(req.headers.accept);
      const prefer = parsePrefer(req.headers.prefer);
      // A table may narrow a search through its own index (reads only; writes keep the plain filter).
      const narrowing = (await table.narrowSearch?.(query.where)) ?? {};
      const where = scopedWhere(table, query, policy, narrowing.rows);
      const limit = Math.min(query.limit ?? MAX_ROWS, MAX_ROWS);
      const offset = query.offset ?? 0;

      let total: number | undefined;
      if (prefer.count) {
        const countWhere = narrowing.count === narrowing.rows ? where : scopedWhere(table, query, policy, narrowing.count);
        let c = db.selectFrom(table.name).select(sql<number>`count(*)`.as("n"));
        if (countWhere) c = c.where(countWhere);
        total = Number((await c.executeTakeFirstOrThrow()).n);
      }
      // A HEAD with a count (the dashboard's counters) needs no rows: the range follows from the total.
      const countOnly = req.method === "HEAD" && total !== undefined && !single;
      let rows: Record<string, unknown>[] = [];
      let rowCount: number;
      if (countOnly) {
        rowCount = Math.max(0, Math.min(limit, total! - offset));
      } else {
        let q = db.selectFrom(table.name).select(selection(query.select));
        if (where) q = q.where(where);
        for (const o of orderSql(query.order, table)) q = q.orderBy(o);
        q = q.limit(limit).offset(offset);
        rows = shapeRows(table, query.select, (await q.execute()) as Record<string, unknown>[]);
        rowCount = rows.length;
      }
      const range = rowCount ? `${offset}-${offset + rowCount - 1}` : "*";
      const headers = { "Content-Range": `${range}/${total ?? "*"}` };
      const partial = total !== undefined && (offset > 0 || offset + rowCount < total);
      const status = partial && rowCount > 0 ? 206 : 200;
      if (single && rows.length !== 1) throw notSingle(rows.length);
      if (req.method === "HEAD") return sendRest(reply, status, undefined, headers);
      return sendRest(reply, status, single ? rows[0] : rows, headers, single);
    },
  });

  app.post("/:table", async (req, reply) => {
    const { role, table, query, policy, actor } = await prepare(req);
    if (!policy.insert) throw denied(role, table.name);
    const prefer = parsePrefer(req.headers.prefer);
    if (prefer.representation && !policy.select) throw denied(role, table.name);
    const single = wantsSingle(req.headers.accept);
    const body = req.body;
    const input = Array.isArray(body) ? body : [body];
    if (input.length === 0) return sendRest(reply, 201, prefer.representation ? [] : undefined, { "Content-Range": "*/*" });
    if (input.length > MAX_ROWS) throw badQuery(`At most ${MAX_ROWS} rows per insert`);
    if (table.commands) {
      // The topic's command writes the rows (e.g. a lead's capture); this answers what it stored.
      if (single && input.length !== 1) throw notSingle(input.length);
      const rows = input.map((item) => commandRow(table, policy, role, item, query.columns));
      const ids = await commandInsert(table, rows, actor);
      if (!prefer.representation) return sendRest(reply, 201, undefined, { "Content-Range": "*/*" });
      const stored = await rowsById(table, query, policy, ids);
      return sendRest(reply, 201, single ? stored[0] : stored, { "Content-Range": "*/*" }, single);
    }
    const rows = input.map((item) => buildInsertRow(table, policy, role, item, query.columns));
    // Rows the table's owner writes with each new row, in the same transaction (a lead's notification).
    const companions = table.companions ? rows.flatMap((r) => table.companions!(r)) : [];
    const groups = [{ table: table.name, rows }, ...companions.map((c) => ({ table: c.table, rows: [c.row] }))];

    if (!prefer.representation) {
      try {
        await batcher.insert(groups);
      } catch (err) {
        throw mapDbError(err, table) ?? err;
      }
      table.afterInsert?.(companions);
      return sendRest(reply, 201, undefined, { "Content-Range": "*/*" });
    }
    const inserted = await runWrite(table, async (trx) => {
      const q = trx.insertInto(table.name).values(rows);
      const out = (await q.returning(selection(query.select)).execute()) as Record<string, unknown>[];
      if (single && out.length !== 1) throw notSingle(out.length);
      for (const c of companions) await trx.insertInto(c.table).values(c.row).execute();
      return out;
    }, single || companions.length > 0);
    table.afterInsert?.(companions);
    const shaped = shapeRows(table, query.select, inserted);
    return sendRest(reply, 201, single ? shaped[0] : shaped, { "Content-Range": "*/*" }, single);
  });

  app.patch("/:table", async (req, reply) => {
    const { role, table, query, policy, actor } = await prepare(req);
    if (!policy.update) throw denied(role, table.name);
    const prefer = parsePrefer(req.headers.prefer);
    const single = wantsSingle(req.headers.accept);
    requireFilter(query, "UPDATE");
    const body = req.body;
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw restError(400, "PGRST102", "An update needs a JSON object body");
    }
    const set: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const [column, value] of Object.entries(body as Record<string, unknown>)) {
      const def = Object.prototype.hasOwnProperty.call(table.columns, column) ? table.columns[column] : undefined;
      if (!def) throw columnNotFound(table, column);
      if (def.immutable) {
        problems.push(`${column}: cannot be changed`);
        continue;
      }
      const r = checkValue(table, column, value);
      if (!r.ok) problems.push(r.message);
      else set[column] = r.value;
    }
    if (problems.length) throw invalidRow(table, problems);
    if (table.commands) {
      const where = scopedWhere(table, query, policy)!;
      const ids = await commandUpdate(table, db, where, set, actor as ApiActor & { userId: string });
      if (!prefer.representation && !single) return sendRest(reply, 204, undefined, { "Content-Range": "*/*" });
      const rows = await rowsById(table, query, policy, ids);
      if (single && rows.length !== 1) throw notSingle(rows.length);
      if (!prefer.representation) return sendRest(reply, 204, undefined, { "Content-Range": "*/*" });
      return sendRest(reply, 200, single ? rows[0] : rows, { "Content-Range": `0-${Math.max(0, rows.length - 1)}/*` }, single);
    }
    const extra = table.onUpdate?.(set) ?? {};
    const values: Record<string, unknown> = {};
    for (const [c, v] of Object.entries(set)) values[c] = storeValue(database, table, c, v);
    for (const [c, def] of Object.entries(table.columns)) {
      if (def.onUpdate && !(c in set)) values[c] = storeValue(database, table, c, def.onUpdate());
    }
    Object.assign(values, extra);
    const where = scopedWhere(table, query, policy)!;

    const updated = await runWrite(table, async (trx) => {
      if (Object.keys(values).length === 0) {
        return (await trx.selectFrom(table.name).select(selection(query.select)).where(where).execute()) as Record<string, unknown>[];
      }
      return rowsOf(trx.updateTable(table.name).set(values).where(where), query, prefer.representation || single, single);
    });
    if (!prefer.representation) return sendRest(reply, 204, undefined, { "Content-Range": "*/*" });
    const shaped = shapeRows(table, query.select, updated);
    return sendRest(reply, 200, single ? shaped[0] : shaped, { "Content-Range": `0-${Math.max(0, shaped.length - 1)}/*` }, single);
  });

  app.delete("/:table", async (req, reply) => {
    const { role, table, query, policy, actor } = await prepare(req);
    if (!policy.delete) throw denied(role, table.name);
    const prefer = parsePrefer(req.headers.prefer);
    const single = wantsSingle(req.headers.accept);
    requireFilter(query, "DELETE");
    const where = scopedWhere(table, query, policy)!;
    if (table.commands) {
      // The rows as they were, then the topic's recorded delete.
      const before = (await db.selectFrom(table.name).select([sql.ref("id").as("__id"), ...selection(query.select)]).where(where).execute()) as Record<string, unknown>[];
      if (single && before.length !== 1) throw notSingle(before.length);
      await commandDelete(table, before.map((r) => String(r.__id)), actor as ApiActor & { userId: string });
      if (!prefer.representation) return sendRest(reply, 204, undefined, { "Content-Range": "*/*" });
      const shaped = shapeRows(table, query.select, before.map((r) => Object.fromEntries(query.select.map((s) => [s.alias, r[s.alias]]))));
      return sendRest(reply, 200, single ? shaped[0] : shaped, {}, single);
    }
    const deleted = await runWrite(table, (trx) => rowsOf(trx.deleteFrom(table.name).where(where), query, prefer.representation || single, single));
    if (!prefer.representation) return sendRest(reply, 204, undefined, { "Content-Range": "*/*" });
    const shaped = shapeRows(table, query.select, deleted);
    return sendRest(reply, 200, single ? shaped[0] : shaped, {}, single);
  });

  // Anything else under /rest/v1 (the schema root, rpc, nested paths) is a JSON 404.
  app.all("/*", async (req) => {
    await resolveCaller(req, app.tokens, database.db);
    throw restError(404, "PGRST125", `Invalid path ${req.url.split("?")[0]}`, null, "Use /rest/v1/{table}");
  });

  /**
   * A write whose result is checked (single object) runs in a transaction so a
   * failed check leaves nothing behind; a plain write is one atomic statement.
   */
  async function runWrite(table: TableDef, fn: (trx: typeof db) => Promise<Record<string, unknown>[]>, checked = true) {
    try {
      return checked ? await db.transaction().execute(fn) : await fn(db);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const mapped = mapDbError(err, table);
      if (mapped) throw mapped;
      throw err;
    }
  }

  /**
   * One row for a table's command: the given columns checked with their
   * schemas; a required column without a default missing is a 400. The
   * command applies its own defaults.
   */
  function commandRow(table: TableDef, policy: RolePolicy, role: Role, item: unknown, columns: string[] | undefined) {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      throw restError(400, "PGRST102", "Expected a JSON object or an array of JSON objects");
    }
    const given = item as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const column of columns ?? Object.keys(given)) {
      if (!Object.prototype.hasOwnProperty.call(table.columns, column)) throw columnNotFound(table, column);
      if (!(column in given)) continue;
      // The command chooses a row's id (a capture may join an earlier row).
      if (policy.insertDenied?.includes(column) || column === "id") throw denied(role === "anon" ? role : "authenticated", table.name, `column ${column} of table ${table.name}`);
      const r = checkValue(table, column, given[column]);
      if (!r.ok) problems.push(r.message);
      else row[column] = r.value;
    }
    for (const [column, def] of Object.entries(table.columns)) {
      if (!(column in row) && !(column in given) && !def.default && !def.nullable) problems.push(`${column}: is required`);
    }
    if (problems.length) throw invalidRow(table, problems);
    return row;
  }

  /** Rows by id in the order given (an id twice, twice), as the caller's policy lets them read. */
  async function rowsById(table: TableDef, query: ParsedQuery, policy: RolePolicy, ids: string[]) {
    if (ids.length === 0) return [];
    const where = scopedWhere(table, { ...query, where: [{ type: "leaf", column: "id", negate: false, op: "in", value: [...new Set(ids)] }] }, policy)!;
    const rows = shapeRows(table, query.select, (await db.selectFrom(table.name).select([sql.ref("id").as("__id"), ...selection(query.select)]).where(where).execute()) as Record<string, unknown>[]);
    const byId = new Map(rows.map((r) => [String(r.__id), r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const { __id: _, ...out } = r;
      return [out];
    });
  }

  function buildInsertRow(table: TableDef, policy: RolePolicy, role: Role, item: unknown, columns: string[] | undefined) {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      throw restError(400, "PGRST102", "Expected a JSON object or an array of JSON objects");
    }
    const given = item as Record<string, unknown>;
    const keys = columns ?? Object.keys(given);
    const row: Record<string, unknown> = {};
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const column of keys) {
      if (!Object.prototype.hasOwnProperty.call(table.columns, column)) throw columnNotFound(table, column);
      if (!(column in given)) continue;
      if (policy.insertDenied?.includes(column)) throw denied(role, table.name, `column ${column} of table ${table.name}`);
      checked.add(column);
      const r = checkValue(table, column, given[column]);
      if (!r.ok) problems.push(r.message);
      else row[column] = r.value;
    }
    for (const [column, def] of Object.entries(table.columns)) {
      if (column in row || checked.has(column)) continue;
      if (def.default) row[column] = def.default();
      else if (def.nullable) row[column] = null;
      else problems.push(`${column}: is required`);
    }
    if (problems.length) throw invalidRow(table, problems);
    table.onInsert?.(row);
    for (const c of Object.keys(row)) row[c] = storeValue(database, table, c, row[c]);
    return row;
  }
}

function requireFilter(query: ParsedQuery, verb: "UPDATE" | "DELETE") {
  if (query.where.length === 0) {
    throw restError(400, "21000", `${verb} requires a WHERE clause`, null, "Add a filter, e.g. ?id=eq.<id>");
  }
  if (query.limit !== undefined || query.offset !== undefined) {
    throw badQuery(`limit and offset are not supported on ${verb.toLowerCase()}`);
  }
}

const columnNotFound = (table: TableDef, column: string) =>
  column.length > 100 || /[^A-Za-z0-9_]/.test(column)
    ? unknownColumn(table.name, column.slice(0, 100))
    : restError(400, "PGRST204", `Could not find the '${column}' column of '${table.name}' in the schema cache`);

export type { Caller };
