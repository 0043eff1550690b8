import { asLocale, type Locale } from "../../../content/i18n.ts";
import QRCode from "qrcode";
import type { z } from "zod";
import { canonicalPhone } from "../../shared/phone.ts";
import type { FarmerSample, PhoneSample, LabImportAnswer, SampleDetail, SampleFilter, SamplesPage, sampleCreateSchema } from "../../shared/samples.ts";
import { suggestAdvice, type Advice } from "../../shared/soil/advice.ts";
import { isCrop } from "../../shared/soil/crops.ts";
import type { SoilResults } from "../../shared/soil/parameters.ts";
import { DomainError } from "../domain-error.ts";
import { checkAccess, signAccess } from "./access.ts";
import { importLabCsv, previewLabCsv } from "./lab-csv.ts";
import { approveAdvice, createSample, receiveSample, rejectSample, saveResults, shareReport, storedAdvice, storedResults, type SampleDeps } from "./commands.ts";
import { statusUrl, toFarmerSample, toSampleRow } from "./present.ts";
import { compareResults, previousReport } from "./compare.ts";
import { addDays } from "./present.ts";
import { clinicOf, recordView, sampleByCode, sampleById, sampleByLink, sampleForFarmer, samplesOfPhone, samplesPage, viewCount } from "./queries.ts";
import { REPORT_EXPECTED_DAYS, SAMPLE_STATUSES, type SampleStatus } from "../../shared/samples.ts";

export interface SamplesServiceDeps extends SampleDeps {
  /** Signs the farmer's short-lived passes (the app's secret). */
  secret: string;
}

/** How a farmer's page was opened: a pass from the lookup, the secret link, or Chromium printing the PDF. */
export interface FarmerKeys {
  key?: string | null;
  access?: string | null;
}

/**
 * The samples topic as the entry points see it: the desk's staff functions
 * and the farmer's pages call these; the rules live in commands.ts and queries.ts.
 */
export class SamplesService {
  constructor(private readonly deps: SamplesServiceDeps) {}

  create(actorId: string, input: z.output<typeof sampleCreateSchema>) {
    return createSample(this.deps, actorId, input);
  }

  page(filter: SampleFilter): Promise<SamplesPage> {
    return samplesPage(this.deps.database, filter);
  }

  async detail(id: string): Promise<SampleDetail | null> {
    const { db } = this.deps.database;
    const r = await sampleById(db, id);
    if (!r) return null;
    const results = storedResults(r.results);
    const stored = storedAdvice(r.advice);
    const advice = stored ?? (results && isCrop(r.crop) ? suggestAdvice(r.crop, results) : null);
    const url = statusUrl(this.deps.siteUrl, r.language, r.code);
    const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
    return { ...toSampleRow(r, r.clinic_name), results, advice, adviceReviewed: stored !== null, views: await viewCount(db, id), statusUrl: url, qrSvg };
  }

  receive(actorId: string, id: string) {
    return receiveSample(this.deps, actorId, id);
  }

  reject(actorId: string, id: string, reason: string) {
    return rejectSample(this.deps.database, actorId, id, reason);
  }

  saveResults(actorId: string, id: string, results: SoilResults) {
    return saveResults(this.deps.database, actorId, id, results);
  }

  approve(actorId: string, id: string, advice: Advice) {
    return approveAdvice(this.deps.database, actorId, id, advice);
  }

  share(actorId: string, id: string) {
    return shareReport(this.deps, actorId, id);
  }

  /** The lab's CSV: a preview with each row's errors, or, with `save`, all good rows saved in one transaction. */
  async labImport(actorId: string, csv: string, save: boolean): Promise<LabImportAnswer> {
    const out = save ? await importLabCsv(this.deps.database, actorId, csv) : await previewLabCsv(this.deps.database, csv);
    return { rows: out.rows.map(({ line, code, errors }) => ({ line, code, errors })), good: out.good, bad: out.bad, ...(save ? { saved: out.saved } : {}) };
  }

  /**
   * The farmer's lookup by code and phone. A wrong phone, an unknown code and
   * a badly typed one all answer null alike, so the form tells a stranger nothing.
   */
  async lookup(code: string, phone: string): Promise<{ code: string; access: string } | null> {
    const e164 = canonicalPhone(phone);
    if (!e164) return null;
    const row = await sampleForFarmer(this.deps.database.db, code.trim().toUpperCase(), e164);
    return row ? { code: row.code, access: signAccess(this.deps.secret, row.code, "view") } : null;
  }

  /**
   * All samples of a phone the farmer proved with a one-time code (the caller
   * checks the proof): each with a pass to its page, and each shared report
   * with its comparison to the same plot's previous report. Each report listed
   * is recorded as a view ("phone"), as its figures are on the page.
   */
  async byPhone(phoneE164: string): Promise<PhoneSample[]> {
    const { db } = this.deps.database;
    const rows = await samplesOfPhone(db, phoneE164);
    const reports = rows.filter((r) => r.status === "shared" && r.results != null);
    const out: PhoneSample[] = [];
    for (const r of rows) {
      const isReport = r.status === "shared" && r.results != null;
      const prev = isReport ? previousReport(r, reports) : null;
      const now = storedResults(r.results);
      const then = prev ? storedResults(prev.results) : null;
      out.push({
        code: r.code,
        status: (SAMPLE_STATUSES as readonly string[]).includes(r.status) ? (r.status as SampleStatus) : "collected",
        village: r.village,
        district: r.district,
        surveyNo: r.survey_no,
        crop: r.crop,
        collectedOn: r.collected_on,
        expectedBy: addDays(r.collected_on, REPORT_EXPECTED_DAYS),
        rejectReason: r.status === "rejected" ? r.reject_reason : null,
        access: signAccess(this.deps.secret, r.code, "view"),
        comparison: prev && then && now ? { previousCode: prev.code, previousCollectedOn: prev.collected_on, rows: compareResults(then, now) } : null,
        isReport,
      });
      if (isReport) await recordView(db, r.id, "phone");
    }
    return out;
  }

  /**
   * A farmer's page of sample `code`, opened with the secret link's key or a
   * pass; null when neither belongs to this code. Each opening of a shared
   * report is recorded (Chromium's print is counted by the PDF route instead).
   */
  async open(code: string, keys: FarmerKeys): Promise<FarmerSample | null> {
    const { db } = this.deps.database;
    let row;
    let via: "lookup" | "link" | null = null;
    if (keys.key) {
      row = await sampleByLink(db, code, keys.key);
      via = "link";
    } else if (keys.access) {
      const purpose = checkAccess(this.deps.secret, keys.access, code);
      if (!purpose) return null;
      row = await sampleByCode(db, code);
      via = purpose === "view" ? "lookup" : null;
    }
    if (!row) return null;
    const sample = toFarmerSample(row, await clinicOf(db, row.clinic_id));
    if (sample.report && via) await recordView(db, row.id, via);
    return sample;
  }

  /** A pass for Chromium to print the report, once the caller showed its key or pass; the download is the view. */
  async printPass(code: string, keys: FarmerKeys): Promise<{ access: string; language: Locale } | null> {
    const { db } = this.deps.database;
    const row = keys.key ? await sampleByLink(db, code, keys.key) : keys.access && checkAccess(this.deps.secret, keys.access, code) ? await sampleByCode(db, code) : undefined;
    if (!row || row.status !== "shared") return null;
    await recordView(db, row.id, "pdf");
    return { access: signAccess(this.deps.secret, row.code, "print"), language: asLocale(row.language) };
  }
}

export const notFoundSample = () => new DomainError("not_found", "sample_not_found", "No such sample");
