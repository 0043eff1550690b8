import { data } from "react-router";
import type { Route } from "./+types/report-view";
import { soilReportCopy } from "@content/soil-report";
import { contentFor, useContent, useLocale } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf, localizePath } from "~/lib/locale";
import { FarmerReportView, ReportFrame, SampleStatusView } from "~/features/samples/FarmerReport";

/**
 * One sample's page (`/report/SD-26-004817?key=…` from the e-mail, or
 * `?access=…` after the lookup): where the sample is, or its report once
 * shared. Without a key or pass that belongs to this sample it shows the
 * lookup's "not found", whatever the reason.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const url = new URL(request.url);
  const sample = await context.reports.open(params.code, url);
  const t = contentFor(soilReportCopy, locale);
  if (sample === "too_many") throw data(t.lookup.tooMany, { status: 429, headers: { "Cache-Control": "private, no-store" } });
  if (!sample) throw data(t.lookup.notFound, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const key = url.searchParams.get("key");
  const access = url.searchParams.get("access");
  // The PDF link carries the same key or pass; a print pass (Chromium printing) gets none.
  const pdfHref = url.searchParams.get("print") ? null : `${localizePath(`/report/${sample.code}/pdf`, locale)}?${key ? `key=${encodeURIComponent(key)}` : `access=${encodeURIComponent(access ?? "")}`}`;
  return { meta: t.report.meta, sample, pdfHref };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ data: d, location }: Route.MetaArgs) {
  return d ? [...pageMeta(d.meta, { locale: localeOf(location) }), { name: "robots", content: "noindex" }] : [{ name: "robots", content: "noindex" }];
}

export default function ReportViewPage({ loaderData }: Route.ComponentProps) {
  const { sample, pdfHref } = loaderData;
  // Copy with functions (dates, counts) is taken here, not sent as loader data.
  const t = useContent(soilReportCopy);
  const locale = useLocale();
  return <ReportFrame>{sample.report ? <FarmerReportView t={t} s={sample} locale={locale} pdfHref={pdfHref} /> : <SampleStatusView t={t} s={sample} locale={locale} />}</ReportFrame>;
}
