import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { DELIVERY_RANK, type WhatsAppDelivery } from "../../shared/whatsapp-types.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { CloudApiError, plainReason, type OutboundMessage, type WhatsAppApi } from "./cloud-api.ts";
import type { WhatsAppMessagesTable } from "./schema.ts";
import type { StatusUpdate } from "./webhook-payload.ts";

/** One message for the outbox, written in the caller's transaction with the conversation line it belongs to. */
export interface OutboxDraft {
  waId: string;
  sessionId: string | null;
  leadId: string | null;
  chatMessageId: string | null;
  /** What the agent and the transcript read (a template rendered with its values). */
  body: string;
  message: { type: "text"; text: string } | { type: "template"; name: string; language: string; bodyValues: string[] };
}

/** What changed about an outbound message, for the console (its chat line's ticks). */
export interface DeliveryChange {
  sessionId: string;
  chatMessageId: string;
  status: WhatsAppDelivery;
  error: string | null;
}

export interface SenderTiming {
  /** First wait before sending again after WhatsApp said "try later"; doubles per try up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a message WhatsApp may have received (a timeout, a crash mid-send) waits for its status before it is sent again. */
  unconfirmedMs: number;
  /** Tries before a message counts as failed. */
  maxAttempts: number;
}

export const DEFAULT_SENDER_TIMING: SenderTiming = { retryBaseMs: 5_000, retryMaxMs: 15 * 60_000, unconfirmedMs: 2 * 60_000, maxAttempts: 12 };

export interface SenderDeps {
  database: DatabaseHandle;
  api: WhatsAppApi | undefined;
  log: FastifyBaseLogger;
  timing: SenderTiming;
  /** Told after each change of an outbound message's state. */
  onChange: (change: DeliveryChange) => Promise<void>;
}

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * The one way a WhatsApp message leaves: every message is first a row (the
 * outbox), written in the same transaction as the conversation line the agent
 * sees; after the commit it is handed to the Graph API. Each row is claimed by
 * one conditional UPDATE, so of several processes (or a retry racing a sweep)
 * exactly one sends it, and it is sent again only when WhatsApp cannot have
 * it: it answered with an error that means "try later" (backoff), or it never
 * confirmed a message whose request may not have arrived (a timeout, a process
 * killed mid-send). WhatsApp echoes our row id (biz_opaque_callback_data) in
 * its status reports, so such a message is recognised when its report comes
 * and is not sent twice. Without the channel's settings nothing is sent and
 * the row fails with the reason.
 */
export class WhatsAppSender {
  constructor(private readonly deps: SenderDeps) {}

  async queueIn(trx: Db, draft: OutboxDraft, now = nowIso()): Promise<string> {
    const id = randomUUID();
    const row: WhatsAppMessagesTable = {
      id,
      wamid: null,
      direction: "out",
      wa_id: draft.waId,
      session_id: draft.sessionId,
      chat_message_id: draft.chatMessageId,
      lead_id: draft.leadId,
      kind: draft.message.type,
      body: draft.body,
      payload: JSON.stringify(draft.message),
      media_status: null,
      media_key: null,
      status: "queued",
      error: null,
      attempts: 0,
      next_attempt_at: now,
      sent_at: null,
      status_at: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("whatsapp_messages").values(row).execute();
    return id;
  }

  private async changed(id: string) {
    const row = await this.deps.database.db.selectFrom("whatsapp_messages").select(["session_id", "chat_message_id", "status", "error"]).where("id", "=", id).executeTakeFirst();
    if (!row?.session_id || !row.chat_message_id) return;
    await this.deps.onChange({ sessionId: row.session_id, chatMessageId: row.chat_message_id, status: row.status, error: row.error });
  }

  /**
   * Sends one outbox row if it is due and nobody else is sending it; never
   * throws (what happened is on the row). A row still `sending` after the
   * confirmation wait without any report from WhatsApp is taken again.
   */
  async dispatch(id: string, now = new Date()): Promise<void> {
    const { db } = this.deps.database;
    const { timing, log } = this.deps;
    const at = now.toISOString();
    try {
      const claimed = await db
        .updateTable("whatsapp_messages")
        .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), next_attempt_at: new Date(now.getTime() + timing.unconfirmedMs).toISOString(), updated_at: at }))
        .where("id", "=", id)
        .where("direction", "=", "out")
        .where("next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "sending"), eb("wamid", "is", null)])]))
        .returning(["id", "wa_id", "payload", "attempts", "created_at"])
        .executeTakeFirst();
      if (!claimed) return;
      if (claimed.attempts > timing.maxAttempts) {
        await this.settle(id, { status: "failed", error: "WhatsApp did not take this message after many tries.", next_attempt_at: null });
        return;
      }
      if (!this.deps.api) {
        await this.settle(id, { status: "failed", error: "WhatsApp is not set up on this site.", next_attempt_at: null });
        return;
      }
      if (claimed.attempts > 1) await this.changed(id);
      const stored = readJson<OutboxDraft["message"]>(claimed.payload);
      const message: OutboundMessage = { ...stored, to: claimed.wa_id, reference: id };
      try {
        const { wamid } = await this.deps.api.send(message);
        await db.transaction().execute(async (trx) => {
          // A status report may have matched this row by its reference already: then it keeps what it says.
          await trx.updateTable("whatsapp_messages").set({ wamid, sent_at: nowIso(), next_attempt_at: null, error: null, updated_at: nowIso() }).where("id", "=", id).execute();
          await trx.updateTable("whatsapp_messages").set({ status: "sent" }).where("id", "=", id).where("status", "in", ["queued", "sending"]).execute();
        });
      } catch (err) {
        if (!(err instanceof CloudApiError)) throw err;
        if (err.outcome === "refused") {
          log.warn({ whatsappMessage: id, code: err.code, detail: err.detail }, "WhatsApp refused a message");
          await this.settle(id, { status: "failed", error: err.message, next_attempt_at: null });
        } else if (err.outcome === "retry") {
          const wait = Math.min(timing.retryBaseMs * 2 ** (claimed.attempts - 1), timing.retryMaxMs);
          log.warn({ whatsappMessage: id, code: err.code, detail: err.detail, retryInMs: wait }, "WhatsApp message to be sent again");
          await this.settle(id, { status: "queued", error: err.message, next_attempt_at: new Date(Date.now() + wait).toISOString() });
        } else {
          // WhatsApp may have it: its status report (with our id) settles it; without one it is sent again after the wait.
          log.warn({ whatsappMessage: id, detail: err.detail }, "WhatsApp message awaiting confirmation");
          await db.updateTable("whatsapp_messages").set({ error: err.message, updated_at: nowIso() }).where("id", "=", id).where("status", "=", "sending").execute();
        }
      }
      await this.changed(id);
    } catch (err) {
      log.error({ err, whatsappMessage: id }, "WhatsApp message could not be handled");
    }
  }

  private async settle(id: string, change: Pick<WhatsAppMessagesTable, "status" | "error" | "next_attempt_at">) {
    await this.deps.database.db
      .updateTable("whatsapp_messages")
      .set({ ...change, updated_at: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .execute();
  }

  /** Sends what is due: retries, rows a stopped process left queued, and unconfirmed rows whose wait is over. */
  async sweep(now = new Date(), limit = 50): Promise<number> {
    const rows = await this.deps.database.db
      .selectFrom("whatsapp_messages")
      .select("id")
      .where("direction", "=", "out")
      .where("status", "in", ["queued", "sending"])
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .limit(limit)
      .execute();
    for (const r of rows) await this.dispatch(r.id, now);
    return rows.length;
  }

  /**
   * WhatsApp's report on an outbound message: found by its wamid, or by our
   * id it echoes when we never learnt the wamid (the answer to our send was
   * lost). A report never moves a message back (read stays read).
   */
  async applyStatus(update: StatusUpdate): Promise<boolean> {
    const { db } = this.deps.database;
    let row = await db.selectFrom("whatsapp_messages").select(["id", "status", "wamid"]).where("wamid", "=", update.wamid).where("direction", "=", "out").executeTakeFirst();
    if (!row && update.reference && isUuid(update.reference)) {
      row = await db.selectFrom("whatsapp_messages").select(["id", "status", "wamid"]).where("id", "=", update.reference).where("direction", "=", "out").executeTakeFirst();
      if (row && !row.wamid) {
        await db.updateTable("whatsapp_messages").set({ wamid: update.wamid, sent_at: update.at.toISOString(), next_attempt_at: null }).where("id", "=", row.id).where("wamid", "is", null).execute();
      }
    }
    if (!row) return false;
    if (DELIVERY_RANK[update.status] <= DELIVERY_RANK[row.status]) return true;
    const error = update.status === "failed" ? plainReason(update.error?.code ?? null, update.error?.reason ? `WhatsApp could not deliver it: ${update.error.reason}` : "WhatsApp could not deliver it.") : null;
    const r = await db
      .updateTable("whatsapp_messages")
      .set({ status: update.status, status_at: update.at.toISOString(), error, next_attempt_at: null, updated_at: nowIso() })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    // Another report changed it meanwhile: read it again and decide once more.
    if (Number(r.numUpdatedRows) === 0) return this.applyStatus(update);
    await this.changed(row.id);
    return true;
  }
}
