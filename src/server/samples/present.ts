import { asLocale, localePrefix } from "../../../content/i18n.ts";
import { REPORT_EXPECTED_DAYS, SAMPLE_STATUSES, type FarmerSample, type SampleRow, type SampleStatus } from "../../shared/samples.ts";
import type { SamplesTable } from "./schema.ts";
import { storedAdvice, storedResults } from "./commands.ts";
import { parseTranslations } from "../../shared/clinics.ts";

/** How sample rows leave the server: the only place a column becomes visible. */

const asStatus = (s: string): SampleStatus => ((SAMPLE_STATUSES as readonly string[]).includes(s) ? (s as SampleStatus) : "collected");
const asLanguage = (l: string) => asLocale(l);

export function toSampleRow(r: SamplesTable, clinicName: string | null): SampleRow {
  return {
    id: r.id,
    code: r.code,
    leadId: r.lead_id,
    farmerName: r.farmer_name,
    phone: r.phone_e164,
    email: r.email,
    language: asLanguage(r.language),
    village: r.village,
    district: r.district,
    state: r.state,
    surveyNo: r.survey_no,
    areaAcres: r.area_acres == null ? null : Number(r.area_acres),
    crop: r.crop,
    clinicId: r.clinic_id,
    clinicName,
    collector: r.collector,
    collectedOn: r.collected_on,
    status: asStatus(r.status),
    rejectReason: r.reject_reason,
    createdAt: r.created_at,
    receivedAt: r.received_at,
    testedAt: r.tested_at,
    reportReadyAt: r.report_ready_at,
    sharedAt: r.shared_at,
  };
}

/** The status page the label's QR code opens, in the farmer's language (it asks for the phone). */
export function statusUrl(siteUrl: string, language: string, code: string) {
  return `${siteUrl}${localePrefix(asLocale(language))}/report?code=${encodeURIComponent(code)}`;
}

export function addDays(isoDay: string, days: number) {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type ClinicRow = { name: string; translations: unknown; phone: string | null; email: string | null; address: string };

function clinicOfReport(clinic: ClinicRow) {
  const hi = parseTranslations(clinic.translations).hi ?? {};
  return { name: clinic.name, nameHi: hi.name ?? null, phone: clinic.phone, email: clinic.email, address: clinic.address, addressHi: hi.address ?? null };
}

/** A sample as its farmer sees it; results and advice only once the report is shared. */
export function toFarmerSample(r: SamplesTable, clinic: ClinicRow | undefined): FarmerSample {
  const status = asStatus(r.status);
  const results = storedResults(r.results);
  const advice = storedAdvice(r.advice);
  return {
    code: r.code,
    status,
    language: asLanguage(r.language),
    farmerName: r.farmer_name,
    phoneTail: r.phone_e164.slice(-4),
    village: r.village,
    district: r.district,
    state: r.state,
    surveyNo: r.survey_no,
    areaAcres: r.area_acres == null ? null : Number(r.area_acres),
    crop: r.crop,
    collectedOn: r.collected_on,
    testedAt: r.tested_at,
    expectedBy: addDays(r.collected_on, REPORT_EXPECTED_DAYS),
    rejectReason: status === "rejected" ? r.reject_reason : null,
    report: status === "shared" && results && advice ? { results, advice } : null,
    clinic: clinic ? clinicOfReport(clinic) : null,
  };
}
