import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config.server.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { MyPhone } from "../../shared/telephony-types.ts";
import { canonicalPhone, displayPhone } from "../../shared/phone.ts";
import { finishCall, startCall, takeMissedCall, type CallDeps } from "./calls.ts";
import { ExotelProvider } from "./exotel.ts";
import { callFigures } from "./figures.ts";
import { PhoneCheck } from "./otp.ts";
import { ProviderError, type CallStatusEvent, type MissedCallEvent, type SmsStatusEvent, type TelephonyProvider } from "./provider.ts";
import { SmsOutbox } from "./sms.ts";
import { formatSlotIst } from "../../shared/working-hours.ts";

export interface TelephonyDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: AppConfig;
  /** The leads desk's address, for the owner's e-mail. */
  adminUrl: string;
}

/** The webhook paths the provider calls; the secret in them stands in for a signature. */
export const webhookPath = (secret: string, hook: "missed-call" | "call-status" | "sms-status") => `/webhooks/exotel/${secret}/${hook}`;

/**
 * Calls and SMS for the desk: missed calls that become leads and call-backs,
 * calls started from the desk, their outcomes and recordings, SMS from
 * registered templates, and the phone check. Without the provider's settings
 * calling is off and SMS (and codes) only reach the log and the outbox.
 */
export class TelephonyService {
  readonly provider: TelephonyProvider | undefined;
  readonly sms: SmsOutbox;
  readonly phoneCheck: PhoneCheck;
  private readonly calls: CallDeps;
  /** Sends still under way after their request was answered (tests wait for them). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: TelephonyDeps) {
    const t = deps.config.telephony;
    this.provider = t ? new ExotelProvider(t) : undefined;
    const base = deps.config.siteUrl;
    const smsOn = Boolean(t?.sms);
    this.sms = new SmsOutbox({ database: deps.database, log: deps.log, provider: this.provider, smsOn, statusCallbackUrl: t ? base + webhookPath(t.webhookSecret, "sms-status") : "" });
    this.phoneCheck = new PhoneCheck({ database: deps.database, sms: this.sms, log: deps.log, secret: deps.config.jwtSecret, delivers: smsOn });
    this.calls = {
      database: deps.database,
      mailer: deps.mailer,
      adminUrl: deps.adminUrl,
      provider: this.provider,
      sms: this.sms,
      smsOn,
      callStatusUrl: t ? base + webhookPath(t.webhookSecret, "call-status") : "",
    };
  }

  get callsOn() {
    return this.provider !== undefined;
  }

  get smsOn() {
    return Boolean(this.deps.config.telephony?.sms);
  }

  /** Runs work after the answer was sent, keeping hold of it so nothing is dropped unseen. */
  private later(work: Promise<unknown>) {
    const p = work.catch((err: unknown) => this.deps.log.error({ err }, "telephony work after a webhook failed")).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves once every send started so far has finished. */
  async idle() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Every minute, SMS a stopped process left queued go out (see SmsOutbox.resendStale); returns the stop. */
  startSweeping(everyMs = 60_000): () => void {
    const timer = setInterval(() => this.later(this.sms.resendStale()), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async missedCall(ev: MissedCallEvent) {
    const result = await takeMissedCall(this.calls, ev);
    if ("sms" in result && result.sms) this.later(this.sms.dispatch(result.sms));
    return result;
  }

  startCall(agentId: string, input: { leadId: string; callbackId?: string | undefined }) {
    return startCall(this.calls, agentId, input);
  }

  callStatus(ev: CallStatusEvent) {
    return finishCall(this.calls, ev);
  }

  smsStatus(ev: SmsStatusEvent) {
    return this.sms.delivery(ev);
  }

  /**
   * The SMS that confirms a call-back the farmer booked in the chat: the
   * registered `callback_confirmation` text in the lead's language (else the
   * chat page's), with the slot in India time, on the lead's timeline. Sent
   * after the answer; without SMS set up it reaches the log and the outbox.
   * Nothing for a number that is not a mobile number.
   */
  confirmCallback(input: { leadId: string | null; phone: string; slot: Date; language: string | null }): void {
    const to = canonicalPhone(input.phone);
    if (!to) return;
    this.later(
      (async () => {
        const { db } = this.deps.database;
        const lead = input.leadId ? await db.selectFrom("leads").select("language").where("id", "=", input.leadId).executeTakeFirst() : undefined;
        const language = lead?.language ?? input.language;
        const row = await db.transaction().execute((trx) =>
          this.sms.draftIn(trx, { leadId: input.leadId, template: "callback_confirmation", language, to, values: { time: formatSlotIst(input.slot, language ?? "en") } }),
        );
        await this.sms.dispatch(row);
      })(),
    );
  }

  /** A registered template to a lead's phone, from the desk. */
  async sendToLead(actorId: string, leadId: string, template: string, values: Record<string, string>) {
    if (!this.smsOn) throw new DomainError("conflict", "sms_off", "SMS is not set up on this site");
    const { db } = this.deps.database;
    const lead = await db.selectFrom("leads").select(["phone", "language"]).where("id", "=", leadId).executeTakeFirst();
    if (!lead) throw new DomainError("not_found", "lead_not_found", "No such lead");
    const to = lead.phone ? canonicalPhone(lead.phone) : null;
    if (!to) throw new DomainError("invalid", "no_lead_phone", "This lead has no mobile number to send an SMS to");
    const row = await db.transaction().execute((trx) => this.sms.draftIn(trx, { leadId, template, language: lead.language, to, values, actorId }));
    await this.sms.dispatch(row);
    const sent = await db.selectFrom("sms_messages").select(["id", "status", "error"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    if (sent.status === "failed") throw new DomainError("upstream", "provider_error", sent.error ?? "The SMS could not be sent");
    return { id: sent.id, status: sent.status };
  }

  /** The recording of a call, fetched from the provider for staff (never its address). */
  async recording(callId: string): Promise<Response> {
    const call = await this.deps.database.db.selectFrom("calls").select("recording_url").where("id", "=", callId).executeTakeFirst();
    if (!call) throw new DomainError("not_found", "call_not_found", "No such call");
    if (!call.recording_url || !this.provider) throw new DomainError("not_found", "no_recording", "This call has no recording");
    try {
      return await this.provider.fetchRecording(call.recording_url);
    } catch (err) {
      if (err instanceof ProviderError) throw new DomainError("upstream", "provider_error", err.message);
      throw err;
    }
  }

  async myPhone(userId: string): Promise<MyPhone> {
    const row = await this.deps.database.db.selectFrom("staff_phones").select("phone_e164").where("user_id", "=", userId).executeTakeFirst();
    return { phone: row ? displayPhone(row.phone_e164) : null, calls: this.callsOn, sms: this.smsOn };
  }

  /** A staff member's own phone for desk calls; empty clears it. */
  async setMyPhone(userId: string, input: string): Promise<MyPhone> {
    const { db } = this.deps.database;
    if (!input.trim()) {
      await db.deleteFrom("staff_phones").where("user_id", "=", userId).execute();
      return this.myPhone(userId);
    }
    const phone = canonicalPhone(input);
    if (!phone) throw new DomainError("invalid", "invalid_input", "Invalid input: phone: must be a valid phone number, e.g. 98110 22334");
    await db
      .insertInto("staff_phones")
      .values({ user_id: userId, phone_e164: phone, updated_at: nowIso() })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ phone_e164: phone, updated_at: nowIso() }))
      .execute();
    return this.myPhone(userId);
  }

  figures(since: string | undefined) {
    return callFigures(this.deps.database, since);
  }
}
