import type { ReactNode } from "react";
import type { SoilReportCopy } from "@content/soil-report";
import { amendmentText } from "@content/soil-report";
import { site } from "@content/site";
import { intlTag, type Locale } from "@content/i18n";
import type { FarmerSample, SampleStatus } from "@shared/samples";
import { HECTARE_PER_ACRE } from "@shared/soil/advice";
import { PARAMETER_SPECS } from "@shared/soil/parameters";
import { rateAll, RATING_TABLE, type RatingTone } from "@shared/soil/ratings";

/**
 * A farmer's sample as they read it: where it is (the steps, the date the
 * report is expected) or, once shared, the report itself. Everything here is
 * copy from content/soil-report.ts around the stored numbers.
 */

const toneColour: Record<RatingTone, string> = { bad: "bg-red-500", watch: "bg-amber-400", good: "bg-emerald-600" };
const toneText: Record<RatingTone, string> = { bad: "text-red-800", watch: "text-amber-900", good: "text-emerald-800" };
const intlLocale = (l: Locale) => intlTag(l);
const day = (iso: string | null, l: Locale) =>
  iso ? new Date(iso.length === 10 ? `${iso}T06:30:00Z` : iso).toLocaleDateString(intlLocale(l), { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }) : "–";
const num = (v: number, decimals: number, l: Locale) => v.toLocaleString(intlLocale(l), { maximumFractionDigits: decimals });

/**
 * The pages' frame, as the site's other one-person pages have it: the dark
 * band the transparent navigation bar sits on, and the content on a white card.
 */
export function ReportFrame({ children }: { children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-forest-950 to-forest-900 pt-24 pb-12 sm:pt-32 sm:pb-16">
      <div className="mx-auto max-w-3xl px-3 sm:px-6">
        <div className="rounded-3xl bg-white shadow-card">{children}</div>
      </div>
    </section>
  );
}

const STEPS: Array<Exclude<SampleStatus, "rejected">> = ["collected", "received", "tested", "report_ready", "shared"];

export function SampleStatusView({ t, s, locale }: { t: SoilReportCopy; s: FarmerSample; locale: Locale }) {
  const at = STEPS.indexOf(s.status as Exclude<SampleStatus, "rejected">);
  return (
    <div className="mx-auto max-w-2xl px-5 py-8 sm:px-8" data-testid="sample-status">
      <h1 className="font-display text-3xl font-semibold text-forest-950">{t.progress.title(s.code)}</h1>
      <p className="mt-2 text-stone-700">{t.progress.collectedOn(day(s.collectedOn, locale))}</p>
      {s.status === "rejected" ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950" role="status">
          {t.progress.rejected(s.rejectReason ?? "")}
        </p>
      ) : (
        <>
          <ol className="mt-6 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-center gap-3" aria-current={i === at ? "step" : undefined}>
                <span aria-hidden="true" className={`flex h-7 w-7 flex-none items-center justify-center rounded-full text-sm font-bold ${i <= at ? "bg-emerald-700 text-white" : "bg-stone-200 text-stone-600"}`}>
                  {i < at ? "✓" : i + 1}
                </span>
                <span className={i === at ? "font-semibold text-stone-900" : i < at ? "text-stone-800" : "text-stone-500"}>
                  {t.progress.steps[step]}
                  {i === at ? ` · ${t.progress.now}` : ""}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-6 font-medium text-stone-800">{t.progress.expected(day(s.expectedBy, locale))}</p>
        </>
      )}
    </div>
  );
}

function RatingBar({ parameter, position, tone }: { parameter: keyof typeof RATING_TABLE; position: number; tone: RatingTone }) {
  const classes = RATING_TABLE[parameter];
  return (
    <div className="relative mt-1 h-2.5 w-full min-w-24" aria-hidden="true">
      <div className="flex h-full overflow-hidden rounded-full">
        {classes.map((c) => (
          <span key={c.rating} className={`flex-1 ${toneColour[c.tone]} opacity-35`} />
        ))}
      </div>
      <span className={`absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ${toneColour[tone]} shadow`} style={{ left: `${Math.round(position * 1000) / 10}%` }} />
    </div>
  );
}

export function FarmerReportView({ t, s, locale, pdfHref }: { t: SoilReportCopy; s: FarmerSample; locale: Locale; pdfHref: string | null }) {
  const report = s.report!;
  const r = t.report;
  const rated = rateAll(report.results);
  const crop = t.crops[report.advice.crop as keyof typeof t.crops] ?? report.advice.crop;
  const area = s.areaAcres;
  const details: Array<[string, string]> = [
    [r.sampleId, s.code],
    [r.farmer, s.farmerName],
    [r.phone, `•••••• ${s.phoneTail}`],
    [r.village, [s.village, s.district, s.state].join(", ")],
    ...(s.surveyNo ? ([[r.surveyNo, s.surveyNo]] as Array<[string, string]>) : []),
    ...(area ? ([[r.area, r.acres(num(area, 2, locale))]] as Array<[string, string]>) : []),
    [r.crop, crop],
    [r.collectedOn, day(s.collectedOn, locale)],
    [r.testedOn, day(s.testedAt, locale)],
  ];
  const clinicName = s.clinic ? (locale === "hi" ? (s.clinic.nameHi ?? s.clinic.name) : s.clinic.name) : site.brandName;
  const clinicAddress = s.clinic ? (locale === "hi" ? (s.clinic.addressHi ?? s.clinic.address) : s.clinic.address) : null;
  const clinicPhone = s.clinic?.phone ?? site.phones[1].display;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 text-stone-900 sm:px-8 sm:py-8" data-report data-testid="report">
      <header className="border-b border-stone-200 pb-4">
        <p className="text-sm font-semibold tracking-wide text-emerald-800">{site.brandName}</p>
        <h1 className="font-display text-3xl font-semibold text-forest-950">{r.title}</h1>
      </header>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {details.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="text-stone-600">{k}:</dt>
            <dd className="font-medium break-words">{v}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-xl font-semibold text-forest-950">{r.resultsTitle}</h2>
      <table className="mt-3 w-full border-collapse text-sm" data-testid="results">
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-600">
            <th scope="col" className="py-2 pr-2 font-medium">{r.parameter}</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">{r.value}</th>
            <th scope="col" className="w-2/5 py-2 font-medium">{r.rating}</th>
          </tr>
        </thead>
        <tbody>
          {rated.map((v) => (
            <tr key={v.parameter} className="border-b border-stone-100 break-inside-avoid" data-parameter={v.parameter}>
              <th scope="row" className="py-2 pr-2 text-left font-normal">{t.parameters[v.parameter]}</th>
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
                {num(v.value, PARAMETER_SPECS[v.parameter].decimals, locale)}
                {PARAMETER_SPECS[v.parameter].unit ? <span className="text-stone-500"> {PARAMETER_SPECS[v.parameter].unit}</span> : null}
              </td>
              <td className="py-2">
                <span className={`font-semibold ${toneText[v.tone]}`} data-rating={v.rating}>
                  {t.ratings[v.rating]}
                </span>
                <RatingBar parameter={v.parameter} position={v.position} tone={v.tone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mt-8 text-xl font-semibold text-forest-950 break-after-avoid">{r.adviceTitle}</h2>
      <p className="mt-2 text-sm text-stone-700">{r.doseLine(report.advice.dose.n, report.advice.dose.p2o5, report.advice.dose.k2o)}</p>
      <table className="mt-3 w-full max-w-xl border-collapse text-sm break-inside-avoid" data-testid="fertilisers">
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-600">
            <th scope="col" className="py-2 pr-2 font-medium">{crop}</th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">{r.perAcreTitle}</th>
            {area ? <th scope="col" className="py-2 text-right font-medium">{r.forYourPlot(num(area, 2, locale))}</th> : null}
          </tr>
        </thead>
        <tbody>
          {report.advice.fertilisers.map((f) => (
            <tr key={f.product} className="border-b border-stone-100" data-product={f.product}>
              <th scope="row" className="py-2 pr-2 text-left font-semibold">{t.fertilisers[f.product]}</th>
              <td className="py-2 pr-2 text-right text-base font-semibold tabular-nums">{r.kg(f.kgPerAcre)}</td>
              {area ? <td className="py-2 text-right tabular-nums">{r.kg(Math.round(f.kgPerAcre * area))}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-6 font-semibold text-forest-950">{r.amendmentsTitle}</h3>
      {report.advice.amendments.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {report.advice.amendments.map((a) => (
            <li key={a.kind}>{amendmentText(t, a)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">{r.noAmendments}</p>
      )}
      {report.advice.note ? (
        <div className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm break-inside-avoid">
          <p className="font-semibold text-emerald-900">{r.agronomistNote}</p>
          <p className="mt-1 whitespace-pre-wrap">{report.advice.note}</p>
        </div>
      ) : null}

      <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 break-inside-avoid" data-testid="guidance">
        {r.guidance}
      </p>
      <section className="mt-6 break-inside-avoid">
        <h2 className="text-lg font-semibold text-forest-950">{r.clinicTitle}</h2>
        <p className="mt-1 text-sm">
          <strong>{clinicName}</strong>
          {clinicAddress ? <>, {clinicAddress}</> : null}
        </p>
        <p className="mt-1 text-sm">
          <a href={`tel:${clinicPhone.replace(/[^\d+]/g, "")}`} className="font-semibold text-emerald-800 underline">
            {clinicPhone}
          </a>
          {s.clinic?.email ? <> · {s.clinic.email}</> : null}
        </p>
      </section>
      <p className="mt-6 text-xs text-stone-500">{r.sources}</p>
      <p className="mt-1 text-xs text-stone-500">{`1 acre = ${HECTARE_PER_ACRE.toFixed(3)} ha`}</p>
      {pdfHref ? (
        <p className="mt-6 print:hidden" data-print-hide>
          <a href={pdfHref} className="inline-flex rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800">
            {r.downloadPdf}
          </a>
        </p>
      ) : null}
    </article>
  );
}
