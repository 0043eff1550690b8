import type { FastifyInstance, FastifyRequest } from "fastify";
import { redirect } from "react-router";
import { localePrefix } from "../../../content/i18n.ts";
import { sampleCodeSchema, type FarmerSample } from "../../shared/samples.ts";
import { printPdf } from "../samples/report-pdf.server.ts";

/** Tries per address at the farmer's lookup and report links, right or wrong, so guessing ids gets nowhere. */
export const REPORT_LIMIT = { max: 20, windowMs: 15 * 60_000 };

export type LookupOutcome = { error: "not_found" | "too_many"; code: string };

/**
 * The farmer's report pages as page loaders and actions see them: the lookup
 * by sample id and phone (answered with a redirect carrying a short-lived
 * pass, so the phone never sits in an address), the status or report page,
 * and its PDF. A wrong phone, an unknown or changed id and a changed link all
 * get the same "not found".
 */
export interface ReportPages {
  lookup(request: Request, localePrefix: string): Promise<LookupOutcome | Response>;
  open(code: string, url: URL): Promise<FarmerSample | null | "too_many">;
  pdf(code: string, url: URL): Promise<Response>;
}

export function reportPages(app: FastifyInstance, req: FastifyRequest): ReportPages {
  const limited = () => app.limits.hit("report", req.ip, REPORT_LIMIT.max, REPORT_LIMIT.windowMs);
  const codeOf = (v: unknown) => sampleCodeSchema.safeParse(v).data;
  const keysOf = (url: URL) => ({ key: url.searchParams.get("key"), access: url.searchParams.get("access") });
  return {
    async lookup(request, prefix) {
      const form = await request.formData();
      const typed = String(form.get("code") ?? "").slice(0, 40);
      if (await limited()) return { error: "too_many", code: typed };
      const code = codeOf(typed);
      const found = code ? await app.samples.lookup(code, String(form.get("phone") ?? "").slice(0, 40)) : null;
      if (!found) return { error: "not_found", code: typed };
      return redirect(`${prefix}/report/${found.code}?access=${encodeURIComponent(found.access)}`, { status: 303 });
    },
    async open(rawCode, url) {
      const code = codeOf(rawCode);
      const sample = code ? await app.samples.open(code, keysOf(url)) : null;
      // Only a miss counts: a farmer reopening their own link is never stopped.
      if (!sample && (await limited())) return "too_many";
      return sample;
    },
    async pdf(rawCode, url) {
      const code = codeOf(rawCode);
      const pass = code ? await app.samples.printPass(code, keysOf(url)) : null;
      if (!pass) {
        await limited();
        return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" } });
      }
      // Chromium prints the same page from this process, over loopback, with the print pass.
      const address = app.server.address();
      const port = address && typeof address === "object" ? address.port : app.config.port;
      const page = `http://127.0.0.1:${port}${localePrefix(pass.language)}/report/${code}?access=${encodeURIComponent(pass.access)}&print=1`;
      const bytes = await printPdf(page);
      return new Response(new Uint8Array(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="soil-report-${code}.pdf"`,
          "cache-control": "private, no-store",
          "x-robots-tag": "noindex",
        },
      });
    },
  };
}
