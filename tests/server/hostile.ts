/**
 * Hostile requests for the whole server, made from a seeded generator so a
 * failing run repeats exactly: the same seed gives the same requests in the
 * same order. Each request is plain data (method, url, headers, body), sent
 * in-process with inject() or over real HTTP by the suite.
 */

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Streams (SSE) never end; these are sent over HTTP and cut after the headers. */
  stream?: boolean;
}

/** mulberry32: small, fast and good enough to pick mutations. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

/** Strings that have broken servers: NUL, non-characters, lone surrogates, huge, far dates, injections, odd numbers. */
export const NASTY_STRINGS: readonly string[] = [
  "a\u0000b",
  "\u0000",
  "\uFFFE",
  "\uFFFF",
  "\uFDD0x",
  "x\uD800",
  "\uDC00y",
  "\u{10FFFF}",
  "",
  " ",
  "x".repeat(5000),
  "é".repeat(12_000),
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "0000-00-00",
  "9999-12-31T23:59:59.999Z",
  "10000-01-01T00:00:00Z",
  "2026-02-30",
  "not-a-date",
  "1e309",
  "-0",
  "NaN",
  "99999999999999999999999",
  "' OR 1=1 --",
  "'; drop table leads; --",
  "%00",
  "%",
  "\\",
  '"',
  "*",
  "(",
  ")",
  ",",
  ".",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-fffffffffffz",
  "मिट्टी",
  "🌾🌾",
  "\r\nX-Injected: 1",
  "true",
  "null",
];

/** Values of every JSON type, some hostile. */
export function nastyValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 7 : 10)) {
    case 0:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 64, 91, -181]);
    case 1:
      return r.pick([true, false, null]);
    case 2:
    case 3:
    case 4:
    case 5:
      return r.pick(NASTY_STRINGS);
    case 6:
      return "plain value";
    case 7:
      return [nastyValue(r, depth + 1), nastyValue(r, depth + 1)];
    case 8:
      return { [r.pick(["a", "__proto__", "constructor", "prototype", "\u0000", "x\uD800"])]: nastyValue(r, depth + 1) };
    default:
      return deepJsonValue(r.pick([9, 20, 200]));
  }
}

export function deepJsonValue(depth: number): unknown {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
  return v;
}

/** JSON text that JSON.stringify cannot make: lone surrogate escapes, proto keys, 20,000 `[`, broken syntax. */
export const NASTY_JSON_TEXTS: readonly string[] = [
  "[".repeat(20_000),
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":' + '{"a":'.repeat(3000) + "1" + "}".repeat(3001),
  '{"__proto__":{"isAdmin":true},"name":"x"}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"name":"\\ud800"}',
  '{"name":"a\\u0000b"}',
  '{"name":"\\uFFFE"}',
  "{",
  "}",
  "null",
  "[]",
  '"just a string"',
  "123",
  "true",
  "{'single':'quotes'}",
  '{"a":1,"a":2}',
  "\uFEFF{}",
  '{"x":1e999999}',
  "",
];

export const CONTENT_TYPES: readonly (string | undefined)[] = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=XyZ",
  "application/octet-stream",
  "application/xml",
  "application/vnd.pgrst.object+json",
  "image/png",
  "garbage",
  ";;;",
  "application/json; boundary=",
  undefined,
];

const METHODS = ["GET", "GET", "GET", "POST", "POST", "POST", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface Surface {
  /** Table name → column names (from the data API's own table list). */
  tables: Record<string, string[]>;
  functions: string[];
  liveChatActions: string[];
  pages: string[];
  formPages: string[];
  assets: string[];
  anonKey: string;
  staffToken: string;
  /** A valid row per table and a valid body per live-chat action: mutating one field of these reaches the database. */
  validRows?: Record<string, Record<string, unknown>>;
  validBodies?: Record<string, Record<string, unknown>>;
}

/** A valid object with one or two fields replaced by hostile values (or hostile keys added). */
function mutateOne(r: Rng, base: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  const keys = Object.keys(base);
  for (let i = 1 + r.int(2); i > 0; i--) {
    const key = r.chance(0.85) && keys.length ? r.pick(keys) : r.pick(["__proto__", "constructor", "extra", "metadata"]);
    out[key] = r.chance(0.2) ? deepJsonValue(r.pick([8, 9, 40])) : nastyValue(r);
  }
  return out;
}

const OPS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is", "not.eq", "not.in", "cs", "fts", "", "eq.", "not"];

function enc(s: string): string {
  // encodeURIComponent throws on lone surrogates; those are sent as their raw UTF-8 bytes' worth of escapes.
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80" + encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ""));
  }
}

function filterParam(r: Rng, columns: string[]): string {
  const col = r.chance(0.9) ? r.pick(columns) : r.pick(["nope", "__proto__", "a\u0000", "", "name;drop"]);
  const op = r.pick(OPS);
  const value = r.chance(0.2) ? `(${r.pick(NASTY_STRINGS)},${r.pick(NASTY_STRINGS)})` : r.pick(NASTY_STRINGS);
  switch (r.int(8)) {
    case 0:
      return `or=${enc(`(${col}.${op}.${value},${r.pick(columns)}.eq.${r.pick(NASTY_STRINGS)})`)}`;
    case 1:
      return `and=${enc(r.pick(["(((", "()", `(${col}.eq.1`, `(or(a.eq.1),${col}.is.null)`, "(" + "or(".repeat(30) + ")".repeat(31)]))}`;
    case 2:
      return `select=${enc(r.pick(["*", `${col}`, `x:${col}`, `${col}(*)`, `${col}::text`, `${col}->a`, ",", "", '"a\u0000"']))}`;
    case 3:
      return `order=${enc(`${col}.${r.pick(["asc", "desc", "nullsfirst", "weird", ""])}`)}`;
    case 4:
      return `${r.pick(["limit", "offset"])}=${enc(r.pick(["-1", "1e9", "abc", "99999999999", "0", "5"]))}`;
    default:
      return `${enc(col)}=${enc(`${op}.${value}`)}`;
  }
}

function jsonBody(r: Rng, columns: string[], valid?: Record<string, unknown>): string {
  if (r.chance(0.25)) return r.pick(NASTY_JSON_TEXTS);
  if (valid && r.chance(0.6)) return JSON.stringify(mutateOne(r, valid));
  const row: Record<string, unknown> = {};
  for (const c of columns) if (r.chance(0.5)) row[c] = nastyValue(r);
  if (r.chance(0.3)) row.metadata = r.chance(0.5) ? deepJsonValue(r.pick([8, 9, 50])) : nastyValue(r);
  if (r.chance(0.1)) return JSON.stringify([row, row]);
  return JSON.stringify(row);
}

function formBody(r: Rng): string {
  const fields: Record<string, string> = {
    intent: r.pick(["contact", "csr", "partner", "clinic", "__proto__", "constructor", "toString", "", "hasOwnProperty", "a\u0000"]),
  };
  for (const k of ["name", "email", "phone", "location", "message", "organisation", "district", "user_type", r.pick(NASTY_STRINGS)]) {
    if (r.chance(0.7)) fields[k] = r.chance(0.5) ? r.pick(NASTY_STRINGS) : "Asha Devi";
  }
  return Object.entries(fields)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join("&");
}

function multipartBody(r: Rng): { type: string; body: string } {
  const b = "XyZ";
  const parts = [`--${b}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${r.pick(["contact", "__proto__", "csr"])}\r\n`];
  parts.push(`--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${r.pick(NASTY_STRINGS)}\r\n`);
  const end = r.chance(0.7) ? `--${b}--\r\n` : "";
  return { type: r.pick([`multipart/form-data; boundary=${b}`, "multipart/form-data", "multipart/form-data; boundary="]), body: parts.join("") + end };
}

function auth(r: Rng, s: Surface): Record<string, string> {
  switch (r.int(8)) {
    case 0:
    case 1:
    case 2:
      return { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}` };
    case 3:
    case 4:
    case 5:
      return { apikey: s.anonKey, authorization: `Bearer ${s.staffToken}` };
    case 6:
      return { apikey: s.anonKey, authorization: r.pick(["Bearer", "Bearer x.y.z", `Bearer ${s.staffToken.slice(0, -3)}abc`, "Basic Zm9vOmJhcg==", "Bearer " + "a".repeat(9000)]) };
    default:
      return r.chance(0.5) ? {} : { apikey: "not-a-key" };
  }
}

/** One hostile request over the given surface. */
export function hostileRequest(r: Rng, s: Surface): HostileRequest {
  const area = r.int(100);
  const headers: Record<string, string> = {};
  let method: string = r.pick(METHODS);
  let url: string;
  let body: string | undefined;
  let stream = false;

  if (area < 34) {
    // Data API: tables, filters, bodies.
    const tableNames = Object.keys(s.tables);
    const table = r.chance(0.95) ? r.pick(tableNames) : r.pick(["nope", "__proto__", "pg_user", "leads%00", "..%2Fauth"]);
    const columns = Object.hasOwn(s.tables, table) ? s.tables[table]! : ["id"];
    const valid = Object.hasOwn(s.validRows ?? {}, table) ? s.validRows![table] : undefined;
    // Half the writes of a valid row carry no query, so the row itself is what reaches the database.
    if (valid && r.chance(0.3)) method = "POST";
    const params = valid && method === "POST" && r.chance(0.5) ? [] : Array.from({ length: r.int(4) }, () => filterParam(r, columns));
    url = `/rest/v1/${table}${params.length ? "?" + params.join("&") : ""}`;
    Object.assign(headers, auth(r, s));
    if (r.chance(0.2)) headers.prefer = r.pick(["return=representation", "count=exact", "resolution=merge-duplicates", "return=minimal,count=exact", "\u00ff"]);
    if (r.chance(0.15)) headers.accept = r.pick(["application/vnd.pgrst.object+json", "text/csv", "*/*", "application/xml", ""]);
    if (r.chance(0.1)) headers.range = r.pick(["0-9", "5-1", "a-b", "0-99999999999"]);
    if (r.chance(0.05)) headers["accept-profile"] = r.pick(["public", "auth", "\u00e9"]);
    if (method !== "GET" && method !== "HEAD") body = jsonBody(r, columns, valid);
  } else if (area < 46) {
    // Auth.
    const path = r.pick(["token?grant_type=password", "token?grant_type=refresh_token", "token?grant_type=nope", "token", "signup", "user", "logout", "settings", "verify?token=a%00b&type=signup", "verify?type=signup&token=" + "x".repeat(500), "recover", "nope"]);
    url = `/auth/v1/${path}`;
    Object.assign(headers, auth(r, s));
    if (method !== "GET" && method !== "HEAD") {
      body = r.chance(0.7)
        ? JSON.stringify({ email: r.chance(0.5) ? r.pick(NASTY_STRINGS) : "staff@example.in", password: r.pick([...NASTY_STRINGS, "long-enough-1"]), refresh_token: nastyValue(r) })
        : r.pick(NASTY_JSON_TEXTS);
    }
  } else if (area < 70) {
    // Functions, live chat actions first among them.
    const fn = r.chance(0.6) ? "live-chat" : r.pick([...s.functions, "nope", "__proto__"]);
    const params: string[] = [];
    let valid: Record<string, unknown> | undefined;
    if (fn === "live-chat") {
      const action = r.chance(0.9) ? r.pick(s.liveChatActions) : r.pick(["", "__proto__", "constructor", "toString", "a\u0000"]);
      valid = s.validBodies && Object.hasOwn(s.validBodies, action) ? s.validBodies[action] : undefined;
      const session = s.validBodies?.send_message?.sessionId;
      if (session && (action === "get_messages" || action === "stream") && r.chance(0.7)) params.push(`sessionId=${enc(String(session))}`);
      params.push(`action=${enc(action)}`);
      if (action === "stream" || action === "agent_stream") stream = true;
    }
    for (let i = r.int(3); i > 0; i--) params.push(`${r.pick(["q", "since", "page", "date", "userType", "source", "sessionId", "after", "x"])}=${enc(r.pick(NASTY_STRINGS))}`);
    url = `/functions/v1/${fn}?${params.join("&")}`;
    Object.assign(headers, auth(r, s));
    // Valid bodies belong to POST actions; half of those requests keep the method so they reach the action.
    if (valid && r.chance(0.5)) method = "POST";
    if (method !== "GET" && method !== "HEAD") {
      const fields: Record<string, unknown> = {};
      for (const k of ["name", "email", "phone", "location", "user_type", "sessionId", "message", "agentId", "senderType", "senderName", "metadata", "offlineToken", "leadId", "history"]) {
        if (r.chance(0.5)) fields[k] = nastyValue(r);
      }
      body = valid && r.chance(0.6) ? JSON.stringify(mutateOne(r, valid)) : r.chance(0.8) ? JSON.stringify(fields) : r.pick(NASTY_JSON_TEXTS);
    }
  } else if (area < 74) {
    url = r.pick(["/config.json", "/healthz", "/config.json?x=%00", "/healthz/%00"]);
  } else if (area < 94) {
    // Pages: reads, form posts, odd methods, odd addresses.
    const page = r.chance(0.5) ? r.pick(s.formPages) : r.pick(s.pages);
    const query = r.chance(0.3) ? `?${r.pick(["q", "page", "lang", "_data", "index", "intent"])}=${enc(r.pick(NASTY_STRINGS))}` : "";
    url = page + query;
    if (r.chance(0.1)) method = r.pick(["TRACE", "PROPFIND", "CONNECT_ISH", "SEARCH"]);
    if (method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE") {
      const kind = r.int(5);
      if (kind === 4) {
        // No body and no Content-Type at all (a bare form post once reached the page action and failed there).
      } else if (kind === 0) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = formBody(r);
      } else if (kind === 1) {
        const m = multipartBody(r);
        headers["content-type"] = m.type;
        body = m.body;
      } else if (kind === 2) {
        body = r.pick(NASTY_JSON_TEXTS);
      } else {
        body = formBody(r);
      }
    }
  } else {
    // Static files and what looks like them.
    url = r.pick(s.assets);
  }

  if (body !== undefined && headers["content-type"] === undefined) {
    const type = r.chance(0.6) ? "application/json" : r.pick(CONTENT_TYPES);
    if (type) headers["content-type"] = type;
  }
  if (r.chance(0.05)) headers["accept-encoding"] = r.pick(["br", "gzip", "identity;q=0", "*", "zstd"]);
  if (r.chance(0.03)) headers["x-forwarded-for"] = r.pick(["1.2.3.4", "garbage", "::1, 10.0.0.1"]);
  if (method === "CONNECT_ISH") method = "PROPFIND";
  return { method, url, headers, body, stream };
}

/** What a response body must never hold: a stack, an engine or database message, a file path. */
export const LEAK = /\n\s+at [^\n]+:\d+:\d+|Maximum call stack|TypeError|ReferenceError|RangeError|Cannot read propert|SQLITE_|relation "|syntax error at|node_modules|\/src\/server\/|ECONNREFUSED|kysely/i;
