import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { site } from "../../../content/site.ts";
import { canonicalPhone, displayPhone } from "../../shared/phone.ts";
import { formatSlotIst, nextSlots } from "../../shared/working-hours.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { completeCallback, OPEN_CALLBACK } from "../leads/callbacks.ts";
import { captureLeadIn } from "../leads/commands.ts";
import { changeLead, recordEvent } from "../leads/pipeline.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { MailOutboxTable } from "../mail/schema.ts";
import { ProviderError, type CallStatusEvent, type MissedCallEvent, type TelephonyProvider } from "./provider.ts";
import type { SmsOutbox } from "./sms.ts";

export interface CallDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  adminUrl: string;
  provider: TelephonyProvider | undefined;
  sms: SmsOutbox;
  /** The SMS answer goes out only when SMS is set up. */
  smsOn: boolean;
  /** Where the provider reports a desk call's outcome. */
  callStatusUrl: string;
}

/** Repeated missed calls from one number within this long join the open call-back. */
const REPEAT_WINDOW_MS = 24 * 3600_000;

export type MissedCallResult =
  | { outcome: "stored" | "repeat"; leadId: string; callbackId: string; callId: string; sms: Parameters<SmsOutbox["dispatch"]>[0] | null }
  | { outcome: "duplicate" | "not_a_number" };

/**
 * A missed call to the virtual number: the caller's number captures or joins
 * a lead through the leads topic (source missed_call), a call-back becomes
 * due at the next slot in working hours, the lead's owner is told, and the
 * caller is answered by SMS in their lead's language, all in one transaction.
 * The SMS itself is sent after the commit (`sms` is for the caller to dispatch).
 */
export async function takeMissedCall(deps: CallDeps, ev: MissedCallEvent, now = new Date()): Promise<MissedCallResult> {
  const phone = canonicalPhone(ev.from);
  if (!phone) return { outcome: "not_a_number" };
  const { database, mailer, adminUrl } = deps;
  const mails: Insertable<MailOutboxTable>[] = [];
  const result = await database.db.transaction().execute(async (trx): Promise<MissedCallResult> => {
    const seen = await trx.selectFrom("calls").select("id").where("provider_sid", "=", ev.providerSid).executeTakeFirst();
    if (seen) return { outcome: "duplicate" };
    const captured = await captureLeadIn(
      trx,
      { mailer, adminUrl },
      { name: `Missed call ${displayPhone(phone)}`, email: "", phone, location: null, user_type: "farmer", source: "missed_call", metadata: { virtual_number: ev.to || null }, language: null },
    );
    if (captured.mail) mails.push(captured.mail);
    const leadId = captured.lead.id;
    const lead = await trx.selectFrom("leads").select(["language", "owner_id"]).where("id", "=", leadId).executeTakeFirstOrThrow();
    const since = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
    const open = await trx
      .selectFrom("callback_requests")
      .select(["id", "slot_start"])
      .where("lead_id", "=", leadId)
      .where("status", "=", OPEN_CALLBACK)
      .where("created_at", ">=", since)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    let callbackId = open?.id;
    let slot = open ? new Date(open.slot_start) : null;
    if (!callbackId) {
      slot = nextSlots(site.openingHoursIst, now, 1)[0] ?? new Date(now.getTime() + 3600_000);
      callbackId = randomUUID();
      await trx
        .insertInto("callback_requests")
        .values({ id: callbackId, lead_id: leadId, session_id: null, phone, slot_start: slot.toISOString(), note: "Missed call", created_at: nowIso() })
        .execute();
    }
    const callId = randomUUID();
    // Stamped with our clock, not the provider's: the passthru arrives while the call rings.
    await trx
      .insertInto("calls")
      .values({ id: callId, provider_sid: ev.providerSid, direction: "missed", lead_id: leadId, callback_id: callbackId, agent_id: null, from_number: phone, to_number: ev.to, status: "missed", talk_seconds: null, recording_url: null, error: null, created_at: now.toISOString(), ended_at: now.toISOString() })
      .execute();
    await recordEvent(trx, leadId, "call", null, { callId, direction: "missed", outcome: "missed", from: phone, callbackId });
    const slotText = formatSlotIst(slot!, "en");
    if (lead.owner_id) {
      const owner = await trx.selectFrom("auth_users").select("email").where("id", "=", lead.owner_id).executeTakeFirst();
      if (owner) {
        const mail = mailer.draft(
          { to: owner.email, subject: `Missed call from ${displayPhone(phone)}: call back by ${slotText} IST`, text: `${displayPhone(phone)} gave a missed call${open ? " again" : ""}.\n\nCall back by ${slotText} IST.\n\nLead: ${adminUrl}/${leadId}\n` },
          { leadId },
        );
        await trx.insertInto("mail_outbox").values(mail).execute();
        mails.push(mail);
      }
    }
    // A repeat within the day is already answered: one SMS per call-back.
    const sms =
      !open && deps.smsOn
        ? await deps.sms.draftIn(trx, { leadId, template: "missed_call_reply", language: lead.language, to: phone, values: { time: formatSlotIst(slot!, lead.language ?? "en") } })
        : null;
    return { outcome: open ? "repeat" : "stored", leadId, callbackId, callId, sms };
  });
  if (mails.length) mailer.queued(...mails);
  return result;
}

/**
 * "Call" on the desk: the provider rings the agent's own phone first, then
 * the farmer's, showing the virtual number. A provider error reaches the
 * agent in plain words; the call stays on record as failed, nothing is done.
 */
export async function startCall(deps: CallDeps, agentId: string, input: { leadId: string; callbackId?: string | undefined }) {
  const { provider, database } = deps;
  if (!provider) throw new DomainError("conflict", "calls_off", "Calling from the desk is not set up on this site");
  const { db } = database;
  const agentPhone = await db.selectFrom("staff_phones").select("phone_e164").where("user_id", "=", agentId).executeTakeFirst();
  if (!agentPhone) throw new DomainError("invalid", "no_agent_phone", "Add your own phone number on your account page first: the call rings you, then the farmer");
  const lead = await db.selectFrom("leads").select(["id", "phone"]).where("id", "=", input.leadId).executeTakeFirst();
  if (!lead) throw new DomainError("not_found", "lead_not_found", "No such lead");
  let phone = lead.phone;
  if (input.callbackId) {
    const cb = await db.selectFrom("callback_requests").select(["phone", "lead_id"]).where("id", "=", input.callbackId).executeTakeFirst();
    if (!cb || cb.lead_id !== lead.id) throw new DomainError("not_found", "callback_not_found", "No such call-back on this lead");
    phone = cb.phone;
  }
  // "Call" on the lead answers its soonest open call-back too: a completed call marks that one done.
  const open = input.callbackId
    ? null
    : await db.selectFrom("callback_requests").select(["id", "phone"]).where("lead_id", "=", lead.id).where("status", "=", OPEN_CALLBACK).orderBy("slot_start").executeTakeFirst();
  phone ??= open?.phone ?? null;
  const callbackId = input.callbackId ?? open?.id ?? null;
  const farmer = phone ? canonicalPhone(phone) : null;
  if (!farmer) throw new DomainError("invalid", "no_lead_phone", "This lead has no phone number that can be called");
  const id = randomUUID();
  await db
    .insertInto("calls")
    .values({ id, provider_sid: null, direction: "outbound", lead_id: lead.id, callback_id: callbackId, agent_id: agentId, from_number: agentPhone.phone_e164, to_number: farmer, status: "requested", talk_seconds: null, recording_url: null, error: null, created_at: nowIso(), ended_at: null })
    .execute();
  try {
    const { providerSid } = await provider.connectCall({ agent: agentPhone.phone_e164, farmer, statusCallbackUrl: deps.callStatusUrl, reference: id });
    await db.updateTable("calls").set({ provider_sid: providerSid }).where("id", "=", id).execute();
    return { callId: id, status: "requested" as const };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await db.updateTable("calls").set({ status: "failed", error: err.detail ?? err.message, ended_at: nowIso() }).where("id", "=", id).execute();
    throw new DomainError("upstream", "provider_error", err.message);
  }
}

/**
 * The provider's last word on a desk call: the call goes on the lead's
 * timeline (who, outcome, talk time, whether there is a recording). A
 * completed call marks its call-back done and moves a new lead to contacted;
 * busy, no answer or failed mark nothing. A repeated report changes nothing.
 */
export async function finishCall(deps: CallDeps, ev: CallStatusEvent): Promise<"updated" | "unknown" | "repeat"> {
  const { db } = deps.database;
  const call = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("calls").selectAll().where("provider_sid", "=", ev.providerSid).executeTakeFirst();
    if (!row) return "unknown" as const;
    const updated = await trx
      .updateTable("calls")
      .set({ status: ev.outcome, talk_seconds: ev.talkSeconds, recording_url: ev.recordingUrl, ended_at: nowIso() })
      .where("id", "=", row.id)
      .where("status", "=", "requested")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "repeat" as const;
    if (row.lead_id) {
      await recordEvent(trx, row.lead_id, "call", row.agent_id, {
        callId: row.id,
        direction: "outbound",
        outcome: ev.outcome,
        talkSeconds: ev.talkSeconds,
        recording: Boolean(ev.recordingUrl),
        to: row.to_number,
        callbackId: row.callback_id,
      });
    }
    return row;
  });
  if (typeof call === "string") return call;
  if (ev.outcome === "completed" && call.lead_id && call.agent_id) {
    if (call.callback_id) {
      try {
        await completeCallback(deps.database, call.agent_id, call.callback_id);
      } catch (err) {
        // Someone marked it done by hand meanwhile: nothing left to do.
        if (!(err instanceof DomainError && err.kind === "conflict")) throw err;
      }
    }
    const lead = await db.selectFrom("leads").select("status").where("id", "=", call.lead_id).executeTakeFirst();
    if (lead?.status === "new") await changeLead(deps.database, call.agent_id, call.lead_id, { action: "status", status: "contacted" });
  }
  return "updated";
}
