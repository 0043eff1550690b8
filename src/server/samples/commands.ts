import { asLocale, localePrefix } from "../../../content/i18n.ts";
import { randomBytes, randomUUID } from "node:crypto";
import type { z } from "zod";
import { canonicalPhone } from "../../shared/phone.ts";
import type { LeadStatus } from "../../shared/pipeline.ts";
import type { sampleCreateSchema, SampleStatus } from "../../shared/samples.ts";
import { adviceSchema, type Advice } from "../../shared/soil/advice.ts";
import type { SoilResults } from "../../shared/soil/parameters.ts";
import { hashToken } from "../auth/tokens.server.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { changeLead, recordEvent } from "../leads/pipeline.ts";
import { nextSampleCode } from "./codes.ts";
import { reportMail } from "./report-mail.ts";
import type { SmsOutbox } from "../telephony/sms.ts";

/**
 * The samples' commands. Each step is a conditional UPDATE (only from the
 * steps it may follow), so two staff pressing at once move a sample once, and
 * each writes the step on the lead's timeline (who, when) in the same
 * transaction. The lead's own status moves through the leads topic's command.
 */

export interface SampleDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** PUBLIC_URL: links in e-mails and on labels. */
  siteUrl: string;
  /**
   * The telephony topic's SMS: the farmer is told when the lab has the sample
   * and when the report is shared (with its link), in the lead's language.
   * Without a provider the text goes to the outbox and the log only.
   */
  sms?: SmsOutbox;
}

const notFound = () => new DomainError("not_found", "sample_not_found", "No such sample");
const wrongStep = (status: string, to: string) => new DomainError("conflict", "wrong_step", `A sample that is ${status.replace("_", " ")} cannot be marked ${to.replace("_", " ")}`);

/** Where each step may come from. */
const FROM: Record<Exclude<SampleStatus, "collected">, SampleStatus[]> = {
  received: ["collected"],
  // A lab may send results before anyone pressed "received"; results may be corrected until the report is shared.
  tested: ["collected", "received", "tested", "report_ready"],
  report_ready: ["tested", "report_ready"],
  shared: ["report_ready", "shared"],
  rejected: ["collected", "received", "tested"],
};

/** A lead moves forward with its sample, never back (a converted or lost lead stays so). */
const LEAD_ORDER: LeadStatus[] = ["new", "contacted", "qualified", "sample_collected", "report_shared"];
async function advanceLead(database: DatabaseHandle, actorId: string, leadId: string, to: LeadStatus) {
  const lead = await database.db.selectFrom("leads").select("status").where("id", "=", leadId).executeTakeFirst();
  const at = LEAD_ORDER.indexOf((lead?.status ?? "") as LeadStatus);
  if (!lead || at < 0 || at >= LEAD_ORDER.indexOf(to)) return;
  await changeLead(database, actorId, leadId, { action: "status", status: to });
}

export async function createSample(deps: SampleDeps, actorId: string, input: z.output<typeof sampleCreateSchema>): Promise<{ id: string; code: string }> {
  const { database } = deps;
  const created = await database.db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", input.leadId).where("merged_into", "is", null).executeTakeFirst();
    if (!lead) throw new DomainError("not_found", "lead_not_found", "No such lead");
    const phone = input.phone ? canonicalPhone(input.phone) : (lead.phone_e164 ?? (lead.phone ? canonicalPhone(lead.phone) : null));
    if (!phone) throw new DomainError("invalid", "invalid_input", input.phone ? "Invalid input: phone: must be a valid mobile number" : "Invalid input: phone: the lead has no phone; type the farmer's number");
    if (input.clinicId && !(await trx.selectFrom("clinics").select("id").where("id", "=", input.clinicId).executeTakeFirst())) {
      throw new DomainError("invalid", "invalid_input", "Invalid input: clinicId: no such clinic");
    }
    const id = randomUUID();
    const code = await nextSampleCode(trx);
    const now = nowIso();
    await trx
      .insertInto("samples")
      .values({
        id,
        code,
        lead_id: lead.id,
        farmer_name: input.farmerName ?? lead.name,
        phone_e164: phone,
        email: lead.email || null,
        language: asLocale(lead.language),
        village: input.village,
        district: input.district,
        state: input.state,
        survey_no: input.surveyNo,
        area_acres: input.areaAcres ?? null,
        crop: input.crop,
        clinic_id: input.clinicId ?? null,
        collector: input.collector,
        collected_on: input.collectedOn,
        status: "collected",
        reject_reason: null,
        results: null,
        advice: null,
        link_token_hash: null,
        created_by: actorId,
        created_at: now,
        received_at: null,
        tested_at: null,
        report_ready_at: null,
        shared_at: null,
        updated_at: now,
      })
      .execute();
    await recordEvent(trx, lead.id, "sample", actorId, { sampleId: id, code, to: "collected" });
    return { id, code, leadId: lead.id };
  });
  await advanceLead(database, actorId, created.leadId, "sample_collected");
  return { id: created.id, code: created.code };
}

/**
 * Moves a sample to `to` if it is at one of the steps `to` may follow, with
 * the step's columns, and records it on the lead's timeline.
 */
async function step(trx: Db, actorId: string | null, id: string, to: Exclude<SampleStatus, "collected">, set: Record<string, unknown>, data: Record<string, unknown> = {}) {
  const now = nowIso();
  const row = await trx
    .updateTable("samples")
    .set({ ...set, status: to, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", FROM[to])
    .returning(["lead_id", "code"])
    .executeTakeFirst();
  if (!row) {
    const current = await trx.selectFrom("samples").select("status").where("id", "=", id).executeTakeFirst();
    if (!current) throw notFound();
    throw wrongStep(current.status, to);
  }
  await recordEvent(trx, row.lead_id, "sample", actorId, { sampleId: id, code: row.code, to, ...data });
  return row;
}

export async function receiveSample(deps: Pick<SampleDeps, "database" | "sms">, actorId: string, id: string) {
  const sms = await deps.database.db.transaction().execute(async (trx) => {
    const row = await step(trx, actorId, id, "received", { received_at: nowIso() });
    if (!deps.sms) return null;
    const sample = await trx.selectFrom("samples").select(["code", "language", "phone_e164"]).where("id", "=", id).executeTakeFirstOrThrow();
    return deps.sms.draftIn(trx, { leadId: row.lead_id, template: "sample_received", language: sample.language, to: sample.phone_e164, values: { sample: sample.code }, actorId });
  });
  if (sms) await deps.sms!.dispatch(sms);
}

export async function rejectSample(database: DatabaseHandle, actorId: string, id: string, reason: string) {
  await database.db.transaction().execute((trx) => step(trx, actorId, id, "rejected", { reject_reason: reason }, { reason }));
}

/** The lab's 12 values (already in range). New results drop any reviewed advice: it was written for the old ones. */
export async function saveResultsIn(trx: Db, actorId: string | null, id: string, results: SoilResults, via: "form" | "csv") {
  return step(trx, actorId, id, "tested", { results: JSON.stringify(results), advice: null, tested_at: nowIso() }, { via });
}

export async function saveResults(database: DatabaseHandle, actorId: string, id: string, results: SoilResults) {
  await database.db.transaction().execute((trx) => saveResultsIn(trx, actorId, id, results, "form"));
}

/** The agronomist's reviewed advice: the report is ready to share. */
export async function approveAdvice(database: DatabaseHandle, actorId: string, id: string, advice: Advice) {
  const checked = adviceSchema.parse(advice);
  await database.db.transaction().execute((trx) => step(trx, actorId, id, "report_ready", { advice: JSON.stringify(checked), report_ready_at: nowIso() }));
}

/** The report's secret link in the farmer's language; the token itself is never stored. */
export function reportLink(siteUrl: string, language: string, code: string, token: string) {
  return `${siteUrl}${localePrefix(asLocale(language))}/report/${encodeURIComponent(code)}?key=${encodeURIComponent(token)}`;
}

/**
 * The lookup page as an SMS carries it: without the scheme (phones make a
 * link of it), in the farmer's language while it fits the 30 characters a
 * registered SMS template's variable may hold.
 */
export function smsLookupLink(siteUrl: string, language: string) {
  const host = siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
  const inLanguage = `${host}${localePrefix(asLocale(language))}/report`;
  return inLanguage.length <= 30 ? inLanguage : `${host}/report`;
}

/**
 * Shares a ready report: a fresh secret link (an earlier one stops working),
 * and, when the lead has an e-mail, the link mailed in the farmer's language
 * in the same transaction (the outbox); by SMS, the lookup page, where the
 * farmer's phone and a code sent to it open the report. Answers the link, for staff to send
 * by hand where no other channel reaches the farmer.
 */
export async function shareReport(deps: SampleDeps, actorId: string, id: string): Promise<{ link: string; emailed: boolean; texted: boolean }> {
  const { database, mailer } = deps;
  const token = randomBytes(24).toString("base64url");
  const out = await database.db.transaction().execute(async (trx) => {
    const sample = await trx.selectFrom("samples").select(["code", "language", "email", "farmer_name", "lead_id", "phone_e164"]).where("id", "=", id).executeTakeFirst();
    if (!sample) throw notFound();
    const link = reportLink(deps.siteUrl, sample.language, sample.code, token);
    const draft = sample.email ? mailer.draft(reportMail(sample.language, { name: sample.farmer_name, code: sample.code, link }, sample.email), { leadId: sample.lead_id }) : null;
    await step(trx, actorId, id, "shared", { link_token_hash: hashToken(token), shared_at: nowIso() }, { emailed: Boolean(draft), texted: Boolean(deps.sms) });
    if (draft) await trx.insertInto("mail_outbox").values(draft).execute();
    // By SMS, the farmer's lookup page: the phone alone, with a code sent to it, opens the report (an SMS variable holds 30 characters, no secret link).
    const sms = deps.sms
      ? await deps.sms.draftIn(trx, { leadId: sample.lead_id, template: "report_ready", language: sample.language, to: sample.phone_e164, values: { sample: sample.code, link: smsLookupLink(deps.siteUrl, sample.language) }, actorId })
      : null;
    return { link, draft, sms, leadId: sample.lead_id };
  });
  if (out.draft) mailer.queued(out.draft);
  if (out.sms) await deps.sms!.dispatch(out.sms);
  await advanceLead(database, actorId, out.leadId, "report_shared");
  return { link: out.link, emailed: Boolean(out.draft), texted: Boolean(out.sms) };
}

export const storedResults = (v: unknown) => (v == null ? null : readJson<SoilResults>(v));
export const storedAdvice = (v: unknown) => (v == null ? null : readJson<Advice>(v));
