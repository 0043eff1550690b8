import type { FastifyInstance } from "fastify";
import { CSP_REPORT_PATH } from "./csp.server.ts";

/** A report is a few hundred bytes; anything larger is not one. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
/** Reports per address per minute that are logged; a page in a loop must not flood the log. */
export const CSP_REPORT_LIMIT = { max: 30, windowMs: 60_000 };

const FIELDS = ["document-uri", "documentURL", "violated-directive", "effectiveDirective", "effective-directive", "blocked-uri", "blockedURL", "source-file", "sourceFile", "line-number", "lineNumber", "disposition"];

/** The fields worth a log line, each cut short: the body comes from anyone. */
function summarise(report: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!report || typeof report !== "object") return out;
  for (const key of FIELDS) {
    const v = (report as Record<string, unknown>)[key];
    if (typeof v === "string" || typeof v === "number") out[key] = String(v).slice(0, 300);
  }
  return out;
}

/** The reports inside either format: `{"csp-report": {...}}` (report-uri) or `[{type, body}]` (report-to). */
function reportsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body.filter((r) => r && typeof r === "object" && (r as { type?: unknown }).type === "csp-violation").map((r) => (r as { body?: unknown }).body);
  if (body && typeof body === "object" && "csp-report" in body) return [(body as Record<string, unknown>)["csp-report"]];
  return [];
}

/**
 * Receives the browsers' Content-Security-Policy violation reports and logs
 * them, so a blocked script (an attack, or a page change that forgot the
 * nonce) shows up in the server log. Always 204: a browser does nothing with
 * the answer. Encapsulated so its body types exist on this route only.
 */
export async function cspReportRoutes(app: FastifyInstance) {
  for (const type of ["application/csp-report", "application/reports+json"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: CSP_REPORT_BODY_LIMIT }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        // A malformed report is ignored like an empty one.
        done(null, null);
      }
    });
  }
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (req, reply) => {
    const wait = await app.limits.hit("csp-report", req.ip, CSP_REPORT_LIMIT.max, CSP_REPORT_LIMIT.windowMs);
    if (wait > 0) return reply.code(429).header("Retry-After", String(wait)).send();
    for (const report of reportsOf(req.body).slice(0, 10)) {
      req.log.warn({ csp: summarise(report) }, "Content-Security-Policy violation reported");
    }
    return reply.code(204).send();
  });
}
