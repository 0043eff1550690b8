import type { FastifyInstance, FastifyRequest } from "fastify";
import { redirect } from "react-router";
import { localePrefix } from "../../../content/i18n.ts";
import { sampleCodeSchema, type FarmerSample, type PhoneOutcome } from "../../shared/samples.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { canonicalPhone } from "../../shared/phone.ts";
import { DomainError } from "../domain-error.ts";
import { printPdf } from "../samples/report-pdf.server.ts";

/** Tries per address at the farmer's lookup and report links, right or wrong, so guessing ids gets nowhere. */
export const REPORT_LIMIT = { max: 20, windowMs: 15 * 60_000 };

export type LookupOutcome = { error: "not_found" | "too_many"; code: string };

/** An Indian mobile number in its canonical form (+91 and ten digits, of a mobile range; not a landline). */
export const indianMobile = (typed: string) => {
  const e164 = canonicalPhone(typed);
  if (!e164 || !/^\+91[6-9]\d{9}$/.test(e164)) return null;
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? e164 : null;
};

/**
 * The farmer's report pages as page loaders and actions see them: the lookup
 * by sample id and phone (answered with a redirect carrying a short-lived
 * pass, so the phone never sits in an address), the status or report page,
 * and its PDF. A wrong phone, an unknown or changed id and a changed link all
 * get the same "not found".
 */
export interface ReportPages {
  lookup(request: Request, localePrefix: string): Promise<LookupOutcome | Response>;
  /** The phone-alone lookup's two posts: `intent=phone-code` sends a code, `intent=phone-verify` checks it and lists the samples. */
  byPhone(form: FormData, locale: string): Promise<PhoneOutcome>;
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
    async byPhone(form, locale) {
      const typed = String(form.get("phone") ?? "").slice(0, 40);
      const phone = indianMobile(typed);
      if (!phone) return { step: "phone", phone: typed, error: "invalid_phone" };
      const tail = phone.slice(-4);
      if (form.get("intent") === "phone-code") {
        if (await limited()) return { step: "phone", phone: typed, error: "too_many" };
        try {
          await app.telephony.phoneCheck.request(phone, req.ip, locale);
        } catch (err) {
          if (err instanceof DomainError && err.kind === "too_many") return { step: "phone", phone: typed, error: "too_many" };
          throw err;
        }
        return { step: "code", phone, tail };
      }
      if (await limited()) return { step: "code", phone, tail, error: "too_many" };
      let proof: string;
      try {
        proof = (await app.telephony.phoneCheck.verify(phone, String(form.get("otp") ?? "").replace(/\D/g, "").slice(0, 6))).proof;
      } catch (err) {
        if (err instanceof DomainError && err.kind === "invalid") return { step: "code", phone, tail, error: err.code === "wrong_code" ? "wrong_code" : "expired" };
        throw err;
      }
      // The signed proof the chat's form carries, read back as it does: only a proof for this phone lists its samples.
      const proved = app.telephony.phoneCheck.provedPhone(proof, phone);
      if (!proved) return { step: "code", phone, tail, error: "expired" };
      return { step: "list", tail, samples: await app.samples.byPhone(proved.phoneE164) };
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
