import { sql } from "kysely";
import type { SampleFilter, SampleRow, SamplesPage } from "../../shared/samples.ts";
import type { DatabaseHandle, Db } from "../db/index.server.ts";
import { hashToken } from "../auth/tokens.server.ts";
import { nowIso } from "../db/dialect.ts";
import { toSampleRow } from "./present.ts";
import type { SamplesTable } from "./schema.ts";

export const SAMPLES_PAGE_SIZE = 50;

/** Today in India (YYYY-MM-DD): samples are collected and counted overdue by IST days. */
export const istDay = (now = new Date()) => new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The desk's list: newest first, filtered by status, clinic, district (any case) or days at the lab. */
export async function samplesPage(database: DatabaseHandle, f: SampleFilter, now = new Date()): Promise<SamplesPage> {
  const { db } = database;
  let q = db.selectFrom("samples");
  if (f.status) q = q.where("samples.status", "=", f.status);
  if (f.clinicId) q = q.where("samples.clinic_id", "=", f.clinicId);
  if (f.leadId) q = q.where("samples.lead_id", "=", f.leadId);
  if (f.district) q = q.where(database.ilike("samples.district", f.district.replace(/[\\%_]/g, (c) => `\\${c}`)));
  if (f.overdueDays) {
    const cutoff = new Date(`${istDay(now)}T00:00:00Z`);
    cutoff.setUTCDate(cutoff.getUTCDate() - f.overdueDays);
    q = q.where("samples.status", "in", ["collected", "received"]).where("samples.collected_on", "<", cutoff.toISOString().slice(0, 10));
  }
  const [rows, total] = await Promise.all([
    q
      .leftJoin("clinics", "clinics.id", "samples.clinic_id")
      .selectAll("samples")
      .select("clinics.name as clinic_name")
      .orderBy("samples.created_at", "desc")
      .orderBy("samples.code", "desc")
      .limit(SAMPLES_PAGE_SIZE)
      .offset((f.page - 1) * SAMPLES_PAGE_SIZE)
      .execute(),
    q.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => toSampleRow(r as SamplesTable, r.clinic_name ?? null)), total: Number(total.n), pageSize: SAMPLES_PAGE_SIZE };
}

export async function sampleById(db: Db, id: string): Promise<(SamplesTable & { clinic_name: string | null }) | undefined> {
  const r = await db.selectFrom("samples").leftJoin("clinics", "clinics.id", "samples.clinic_id").selectAll("samples").select("clinics.name as clinic_name").where("samples.id", "=", id).executeTakeFirst();
  return r ? ({ ...r, clinic_name: r.clinic_name ?? null } as SamplesTable & { clinic_name: string | null }) : undefined;
}

export async function sampleRowById(db: Db, id: string): Promise<SampleRow | undefined> {
  const r = await sampleById(db, id);
  return r ? toSampleRow(r, r.clinic_name) : undefined;
}

export async function viewCount(db: Db, sampleId: string): Promise<number> {
  const r = await db.selectFrom("sample_views").select(sql<number>`count(*)`.as("n")).where("sample_id", "=", sampleId).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The farmer's lookup: the code and the phone on file must both match; anything else is "not found". */
export async function sampleForFarmer(db: Db, code: string, phoneE164: string) {
  return db.selectFrom("samples").selectAll().where("code", "=", code).where("phone_e164", "=", phoneE164).executeTakeFirst();
}

/** Every sample of one phone (proved with a one-time code), newest first. */
export async function samplesOfPhone(db: Db, phoneE164: string) {
  return db.selectFrom("samples").selectAll().where("phone_e164", "=", phoneE164).orderBy("collected_on", "desc").orderBy("created_at", "desc").limit(200).execute();
}

/** The secret link: its token's hash and the code in the address must belong to the same sample. */
export async function sampleByLink(db: Db, code: string, token: string) {
  return db.selectFrom("samples").selectAll().where("code", "=", code).where("link_token_hash", "=", hashToken(token)).executeTakeFirst();
}

export const sampleByCode = (db: Db, code: string) => db.selectFrom("samples").selectAll().where("code", "=", code).executeTakeFirst();

export async function clinicOf(db: Db, clinicId: string | null) {
  if (!clinicId) return undefined;
  return db.selectFrom("clinics").select(["name", "translations", "phone", "email", "address"]).where("id", "=", clinicId).executeTakeFirst();
}

/** Each time a farmer's report is opened: how (lookup, link, pdf, phone: listed after the phone's one-time code) and when; nothing about who. */
export async function recordView(db: Db, sampleId: string, via: "lookup" | "link" | "pdf" | "phone") {
  await db.insertInto("sample_views").values({ id: crypto.randomUUID(), sample_id: sampleId, via, viewed_at: nowIso() }).execute();
}
