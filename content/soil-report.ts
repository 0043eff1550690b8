import type { Localized } from "./i18n.ts";
import type { PageMeta } from "./types.ts";
import { localized } from "./packs.ts";
import type { Amendment, Fertiliser } from "../src/shared/soil/advice.ts";
import type { Crop } from "../src/shared/soil/crops.ts";
import type { SoilParameter } from "../src/shared/soil/parameters.ts";
import type { Rating } from "../src/shared/soil/ratings.ts";
import type { ParameterChange, SampleStatus } from "../src/shared/samples.ts";

/**
 * What the farmer reads about their soil sample, in every language: the
 * lookup form, the status page, the report and its PDF, and the e-mail with
 * the report's link. Each language must fill every text, so a
 * missing translation fails the type check. The numbers (doses, ranges) are
 * data in src/shared/soil/; these are only the words around them.
 */
export interface SoilReportCopy {
  lookup: {
    meta: PageMeta;
    title: string;
    intro: string;
    codeLabel: string;
    codeHint: string;
    phoneLabel: string;
    phoneHint: string;
    submit: string;
    /** The same answer for a wrong phone, a wrong id and an unknown sample. */
    notFound: string;
    tooMany: string;
    /** A word for the farmer without the sample number or the mobile on file: call us. */
    phoneOnlyLater: string;
  };
  /** The lookup by the phone alone, with a one-time code by SMS: all of that phone's samples, each report beside the plot's previous one. */
  byPhone: {
    title: string;
    intro: string;
    send: string;
    /** Not a 10-digit Indian mobile number. */
    invalidPhone: string;
    /** Said alike whether or not the number has samples. */
    codeSent(tail: string): string;
    codeLabel: string;
    verify: string;
    wrongCode: string;
    /** Expired, or tried too many times. */
    expired: string;
    tooMany: string;
    newCode: string;
    listTitle(tail: string): string;
    none: string;
    openSample: string;
    compareTitle(date: string): string;
    then: string;
    now: string;
    change: Record<ParameterChange, string>;
    firstReport: string;
  };
  progress: {
    title(code: string): string;
    steps: Record<Exclude<SampleStatus, "rejected">, string>;
    now: string;
    collectedOn(date: string): string;
    expected(date: string): string;
    rejected(reason: string): string;
    ready: string;
    openReport: string;
  };
  report: {
    meta: PageMeta;
    title: string;
    sampleId: string;
    farmer: string;
    phone: string;
    plot: string;
    village: string;
    surveyNo: string;
    area: string;
    acres(n: string): string;
    crop: string;
    collectedOn: string;
    testedOn: string;
    resultsTitle: string;
    parameter: string;
    value: string;
    rating: string;
    adviceTitle: string;
    doseLine(n: number, p: number, k: number): string;
    perAcreTitle: string;
    forYourPlot(acres: string): string;
    kg(n: number): string;
    tonnes(n: number): string;
    amendmentsTitle: string;
    noAmendments: string;
    agronomistNote: string;
    clinicTitle: string;
    guidance: string;
    sources: string;
    downloadPdf: string;
    print: string;
  };
  parameters: Record<SoilParameter, string>;
  ratings: Record<Rating, string>;
  crops: Record<Crop, string>;
  fertilisers: Record<Fertiliser, string>;
  /** One sentence each; `{kg}`, `{t}` and `{pct}` stand for the amounts. */
  amendments: Record<Amendment, string>;
  mail: {
    subject(code: string): string;
    text(v: { name: string; code: string; link: string }): string;
  };
}

export const soilReportCopy: Localized<SoilReportCopy> = localized((p) => p.soilReport);

/** An amendment's sentence with its amounts written in (`{kg}` → "10 kg"). */
export function amendmentText(copy: SoilReportCopy, a: { kind: Amendment; kgPerAcre?: number; sprayPercent?: number; tonnesPerAcre?: number }): string {
  return copy.amendments[a.kind]
    .replace("{kg}", copy.report.kg(a.kgPerAcre ?? 0))
    .replace("{pct}", `${a.sprayPercent ?? 0}%`)
    .replace("{t}", copy.report.tonnes(a.tonnesPerAcre ?? 0));
}
