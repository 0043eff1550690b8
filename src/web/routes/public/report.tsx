import { data, Form } from "react-router";
import type { Route } from "./+types/report";
import { soilReportCopy } from "@content/soil-report";
import { site } from "@content/site";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { ReportFrame } from "~/features/samples/FarmerReport";
import { PhoneLookup, PhoneSamples } from "~/features/samples/PhoneLookup";

/**
 * The farmer's lookup (`/report`, `/hi/report`): the sample number (the
 * label's QR code fills it in) and the phone on file. A match goes on to the
 * sample's page; anything else gets one "not found" answer.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { t: contentFor(soilReportCopy, locale).lookup, code: new URL(request.url).searchParams.get("code")?.slice(0, 20) ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "phone-code" || intent === "phone-verify") {
    const out = await context.reports.byPhone(await request.formData(), locale);
    const status = out.step === "list" ? 200 : out.error === "too_many" ? 429 : out.error ? 400 : 200;
    return data({ byPhone: out }, { status });
  }
  const out = await context.reports.lookup(request, locale === "en" ? "" : `/${locale}`);
  if (out instanceof Response) return out;
  return data({ lookup: out }, { status: out.error === "too_many" ? 429 : 404 });
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? [...pageMeta(data.t.meta, { locale: localeOf(location) }), { name: "robots", content: "noindex" }] : [{ name: "robots", content: "noindex" }];
}

export default function ReportLookup({ loaderData, actionData }: Route.ComponentProps) {
  const { t, code } = loaderData;
  const failed = actionData && "lookup" in actionData ? actionData.lookup : undefined;
  const phone = actionData && "byPhone" in actionData ? actionData.byPhone : undefined;
  if (phone?.step === "list") {
    return (
      <ReportFrame>
        <PhoneSamples outcome={phone} />
      </ReportFrame>
    );
  }
  return (
    <ReportFrame>
      <div className="mx-auto max-w-lg px-5 py-8 sm:px-8">
        <h1 className="font-display text-3xl font-semibold text-forest-950">{t.title}</h1>
        <p className="mt-3 text-stone-700">{t.intro}</p>
        <Form method="post" className="mt-6 space-y-5" aria-label={t.title}>
          <div>
            <label htmlFor="report-code" className="block font-medium text-stone-900">
              {t.codeLabel}
            </label>
            <input id="report-code" name="code" required maxLength={20} autoCapitalize="characters" autoComplete="off" defaultValue={failed?.code ?? code} aria-describedby="report-code-hint" className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2.5 font-mono text-lg uppercase" />
            <p id="report-code-hint" className="mt-1 text-sm text-stone-600">
              {t.codeHint}
            </p>
          </div>
          <div>
            <label htmlFor="report-phone" className="block font-medium text-stone-900">
              {t.phoneLabel}
            </label>
            <input id="report-phone" name="phone" type="tel" required maxLength={20} autoComplete="tel" inputMode="tel" aria-describedby="report-phone-hint" className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2.5 text-lg" />
            <p id="report-phone-hint" className="mt-1 text-sm text-stone-600">
              {t.phoneHint}
            </p>
          </div>
          {failed?.error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
              {failed.error === "too_many" ? t.tooMany : t.notFound}
            </p>
          ) : null}
          <button type="submit" className="w-full rounded-md bg-emerald-700 px-4 py-3 text-lg font-semibold text-white hover:bg-emerald-800">
            {t.submit}
          </button>
        </Form>
        <PhoneLookup outcome={phone} />
        <p className="mt-6 text-sm text-stone-700">
          {t.phoneOnlyLater}{" "}
          <a href={`tel:${site.phones[1].e164}`} className="font-semibold text-emerald-800 underline">
            {site.phones[1].display}
          </a>
        </p>
      </div>
    </ReportFrame>
  );
}
