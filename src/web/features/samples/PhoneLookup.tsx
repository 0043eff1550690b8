import { Form } from "react-router";
import { soilReportCopy } from "@content/soil-report";
import { intlTag, type Locale } from "@content/i18n";
import type { PhoneOutcome, PhoneSample } from "@shared/samples";
import { PARAMETER_SPECS } from "@shared/soil/parameters";
import { useContent, useLocale } from "~/lib/content";
import { localizePath } from "~/lib/locale";

/**
 * The lookup by phone alone (on /report, every language): the number, then
 * the code the SMS brought, then all of that phone's samples, each report
 * beside the same plot's previous one. Plain forms: it works without scripts.
 */

const day = (iso: string, l: Locale) => new Date(`${iso}T06:30:00Z`).toLocaleDateString(intlTag(l), { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
const num = (v: number, decimals: number, l: Locale) => v.toLocaleString(intlTag(l), { maximumFractionDigits: decimals });
const input = "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2.5 text-lg";
const button = "w-full rounded-md bg-emerald-700 px-4 py-3 text-lg font-semibold text-white hover:bg-emerald-800";

export function PhoneLookup({ outcome }: { outcome: Exclude<PhoneOutcome, { step: "list" }> | undefined }) {
  const t = useContent(soilReportCopy);
  const b = t.byPhone;
  const atCode = outcome?.step === "code";
  const error = outcome?.error;
  const message = error === "invalid_phone" ? b.invalidPhone : error === "too_many" ? b.tooMany : error === "wrong_code" ? b.wrongCode : error === "expired" ? b.expired : null;
  return (
    <section className="mt-10 border-t border-stone-200 pt-8" aria-labelledby="by-phone-title">
      <h2 id="by-phone-title" className="text-xl font-semibold text-forest-950">
        {b.title}
      </h2>
      <p className="mt-2 text-stone-700">{b.intro}</p>
      {message ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {message}
        </p>
      ) : null}
      {atCode ? (
        <>
          <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-emerald-950">
            {b.codeSent(outcome.tail)}
          </p>
          <Form method="post" className="mt-4 space-y-4" aria-label={b.verify}>
            <input type="hidden" name="intent" value="phone-verify" />
            <input type="hidden" name="phone" value={outcome.phone} />
            <div>
              <label htmlFor="report-otp" className="block font-medium text-stone-900">
                {b.codeLabel}
              </label>
              <input id="report-otp" name="otp" required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} className={`${input} font-mono tracking-widest`} />
            </div>
            <button type="submit" className={button}>
              {b.verify}
            </button>
          </Form>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="phone-code" />
            <input type="hidden" name="phone" value={outcome.phone} />
            <button type="submit" className="font-semibold text-emerald-800 underline">
              {b.newCode}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" className="mt-4 space-y-4" aria-label={b.send}>
          <input type="hidden" name="intent" value="phone-code" />
          <div>
            <label htmlFor="report-phone-only" className="block font-medium text-stone-900">
              {t.lookup.phoneLabel}
            </label>
            <input id="report-phone-only" name="phone" type="tel" required maxLength={20} autoComplete="tel" inputMode="tel" defaultValue={outcome?.phone ?? ""} className={input} />
          </div>
          <button type="submit" className={button}>
            {b.send}
          </button>
        </Form>
      )}
    </section>
  );
}

function Comparison({ s }: { s: PhoneSample }) {
  const t = useContent(soilReportCopy);
  const locale = useLocale();
  const b = t.byPhone;
  if (!s.comparison) return <p className="mt-2 text-sm text-stone-600">{b.firstReport}</p>;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-stone-800">{b.compareTitle(day(s.comparison.previousCollectedOn, locale))}</h4>
      <table className="mt-2 w-full border-collapse text-sm" data-testid={`comparison-${s.code}`}>
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">{t.report.parameter}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">{b.then}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">{b.now}</th>
            <th scope="col" className="py-1.5 font-medium"><span className="sr-only">{t.report.rating}</span></th>
          </tr>
        </thead>
        <tbody>
          {s.comparison.rows.map((r) => (
            <tr key={r.parameter} className="border-b border-stone-100" data-parameter={r.parameter} data-change={r.change}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">{t.parameters[r.parameter]}</th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{num(r.before, PARAMETER_SPECS[r.parameter].decimals, locale)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{num(r.now, PARAMETER_SPECS[r.parameter].decimals, locale)}</td>
              <td className={`py-1.5 ${r.change === "same" ? "text-stone-600" : "font-semibold text-stone-900"}`}>
                <span aria-hidden="true">{r.change === "up" ? "↑ " : r.change === "down" ? "↓ " : ""}</span>
                {b.change[r.change]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PhoneSamples({ outcome }: { outcome: Extract<PhoneOutcome, { step: "list" }> }) {
  const t = useContent(soilReportCopy);
  const locale = useLocale();
  const b = t.byPhone;
  return (
    <div className="mx-auto max-w-2xl px-5 py-8 sm:px-8" data-testid="phone-samples">
      <h1 className="font-display text-3xl font-semibold text-forest-950">{b.listTitle(outcome.tail)}</h1>
      {outcome.samples.length === 0 ? <p className="mt-4 text-stone-700">{b.none}</p> : null}
      <ul className="mt-6 space-y-6">
        {outcome.samples.map((s) => (
          <li key={s.code} className="rounded-xl border border-stone-200 p-4" data-code={s.code}>
            <h3 className="text-lg font-semibold text-forest-950">{t.progress.title(s.code)}</h3>
            <p className="text-sm text-stone-700">
              {[s.village, s.district].join(", ")}
              {s.surveyNo ? ` · ${t.report.surveyNo} ${s.surveyNo}` : ""} · {t.crops[s.crop as keyof typeof t.crops] ?? s.crop}
            </p>
            <p className="text-sm text-stone-700">{t.progress.collectedOn(day(s.collectedOn, locale))}</p>
            <p className="mt-1 font-medium text-stone-900">{s.status === "rejected" ? t.progress.rejected(s.rejectReason ?? "") : s.status === "shared" ? t.progress.ready : `${t.progress.steps[s.status]} · ${t.progress.expected(day(s.expectedBy, locale))}`}</p>
            {s.isReport ? <Comparison s={s} /> : null}
            <a href={`${localizePath(`/report/${s.code}`, locale)}?access=${encodeURIComponent(s.access)}`} className="mt-3 inline-block rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800">
              {s.isReport ? t.progress.openReport : b.openSample}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
