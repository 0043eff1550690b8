import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { smsTemplates, type SmsTemplate, type SmsTemplateName } from "../../../content/sms-templates.ts";
import { smsTexts } from "../../../content/sms-texts.ts";
import { defaultLocale, locales, type Locale } from "../../../content/i18n.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { recordEvent } from "../leads/pipeline.ts";
import { ProviderError, type SmsStatusEvent, type TelephonyProvider } from "./provider.ts";
import type { SmsMessagesTable } from "./schema.ts";

/** A lead's language if the site has it, else the default: each language's SMS is registered on its own. */
const smsLanguage = (language: string | null | undefined): Locale => (locales as readonly (string | null | undefined)[]).includes(language) ? (language as Locale) : defaultLocale;

/** DLT allows up to 30 characters per variable; more would not match the registered text. */
const DLT_VARIABLE_MAX = 30;

/** A value made to fit a template variable: spaces folded, never empty, cut at a word (or hard) to DLT's 30 characters. */
export function smsVariable(text: string, max = DLT_VARIABLE_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim() || "–";
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space >= max / 2 ? cut.slice(0, space) : cut).trim();
}

/** The text of a registered template with its variables filled in; anything else is refused. */
export function renderTemplate(name: string, language: string | null | undefined, values: Record<string, string>) {
  const template = (Object.hasOwn(smsTemplates, name) ? smsTemplates[name as SmsTemplateName] : undefined) as SmsTemplate | undefined;
  if (!template) throw new DomainError("invalid", "unregistered_template", `template: "${name}" is not a registered SMS template`);
  const lang = smsLanguage(language);
  const { body, dltTemplateId } = smsTexts[lang][name as SmsTemplateName];
  if (!/^\d{19}$/.test(dltTemplateId)) throw new DomainError("invalid", "unregistered_template", `template: "${name}" has no DLT template id`);
  for (const v of template.variables) {
    const value = values[v];
    if (typeof value !== "string" || !value.trim()) throw new DomainError("invalid", "invalid_input", `Invalid input: variables.${v}: must not be empty`);
    if (value.length > DLT_VARIABLE_MAX) throw new DomainError("invalid", "invalid_input", `Invalid input: variables.${v}: at most ${DLT_VARIABLE_MAX} characters`);
  }
  const extra = Object.keys(values).filter((k) => !template.variables.includes(k));
  if (extra.length) throw new DomainError("invalid", "invalid_input", `Invalid input: variables: ${extra.join(", ")} not in this template`);
  const text = body.replace(/\{(\w+)\}/g, (_m, v: string) => values[v] ?? "");
  return { body: text, dltTemplateId, language: lang };
}

export interface SmsDeps {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  provider: TelephonyProvider | undefined;
  /** SMS is set up (sender id and DLT entity): without it messages are only logged. */
  smsOn: boolean;
  statusCallbackUrl: string;
}

export interface SmsDraft {
  leadId: string | null;
  template: string;
  language: string | null | undefined;
  /** E.164. */
  to: string;
  values: Record<string, string>;
  /** The staff member who sent it from the desk; null when the server sent it. */
  actorId?: string | null;
  /** What the outbox keeps instead of the text (a code is never stored as written). */
  storedBody?: (body: string) => string;
}

type SmsRow = SmsMessagesTable & { dltTemplateId: string; sendBody: string };

/** A message still queued this long after it was written was never handed to the provider (the process stopped). */
const STALE_MS = 60_000;

/**
 * Every SMS is first a row (the outbox), written inside the caller's
 * transaction with its entry on the lead's timeline; after the commit the
 * provider is asked to send it and the row and the entry take its answer.
 * Without a provider the row is `logged` and the text goes to the log.
 */
export class SmsOutbox {
  constructor(private readonly deps: SmsDeps) {}

  /** Whether a drafted SMS goes to a provider (otherwise it is only logged). */
  get sends(): boolean {
    return Boolean(this.deps.provider && this.deps.smsOn);
  }

  async draftIn(trx: Db, draft: SmsDraft): Promise<SmsRow> {
    const { body, dltTemplateId, language } = renderTemplate(draft.template, draft.language, draft.values);
    const now = nowIso();
    const row: SmsMessagesTable = {
      id: randomUUID(),
      provider_sid: null,
      lead_id: draft.leadId,
      event_id: null,
      template: draft.template,
      language,
      to_number: draft.to,
      body: draft.storedBody ? draft.storedBody(body) : body,
      status: this.deps.smsOn ? "queued" : "logged",
      error: null,
      created_at: now,
      updated_at: now,
    };
    if (draft.leadId) {
      await recordEvent(trx, draft.leadId, "sms", draft.actorId ?? null, { smsId: row.id, template: row.template, language, to: row.to_number, body: row.body, status: row.status, providerId: null });
      const events = await trx.selectFrom("lead_events").select(["id", "data"]).where("lead_id", "=", draft.leadId).where("kind", "=", "sms").execute();
      row.event_id = events.find((e) => e.data != null && readJson<{ smsId?: string }>(e.data).smsId === row.id)?.id ?? null;
    }
    await trx.insertInto("sms_messages").values(row).execute();
    return { ...row, dltTemplateId, sendBody: body };
  }

  /** Sends a drafted SMS (after its transaction committed); never throws. */
  async dispatch(row: SmsRow): Promise<void> {
    const { provider, smsOn, log } = this.deps;
    if (!provider || !smsOn) {
      log.info({ sms: row.id, to: row.to_number, template: row.template, text: row.sendBody }, "SMS not sent (no SMS provider set up); its text is in the log");
      return;
    }
    try {
      const sent = await provider.sendSms({
        to: row.to_number,
        body: row.sendBody,
        dltTemplateId: row.dltTemplateId,
        statusCallbackUrl: this.deps.statusCallbackUrl,
        unicode: !/^[\x20-\x7e\n\r\t]*$/.test(row.sendBody),
      });
      await this.setStatus(row.id, { provider_sid: sent.providerSid, status: sent.status, error: null });
    } catch (err) {
      log.error({ err, sms: row.id }, "SMS could not be sent");
      await this.setStatus(row.id, { status: "failed", error: err instanceof ProviderError ? err.message : "could not send" }).catch(() => undefined);
    }
  }

  /**
   * Sends what a stopped process left queued, once: each row is claimed by
   * moving its time on, so of several processes only one sends it. A code is
   * not sent again (its text is not kept); the visitor asks for a new one.
   */
  async resendStale(now = new Date()): Promise<number> {
    if (!this.deps.provider || !this.deps.smsOn) return 0;
    const { db } = this.deps.database;
    const rows = await db
      .selectFrom("sms_messages")
      .selectAll()
      .where("status", "=", "queued")
      .where("provider_sid", "is", null)
      .where("template", "!=", "otp")
      .where("updated_at", "<", new Date(now.getTime() - STALE_MS).toISOString())
      .orderBy("created_at")
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of rows) {
      const claimed = await db.updateTable("sms_messages").set({ updated_at: nowIso() }).where("id", "=", row.id).where("updated_at", "=", row.updated_at).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const template = (smsTemplates as Record<string, SmsTemplate>)[row.template];
      const dltTemplateId = template ? smsTexts[smsLanguage(row.language)][row.template as SmsTemplateName].dltTemplateId : undefined;
      if (!dltTemplateId) continue;
      await this.dispatch({ ...row, dltTemplateId, sendBody: row.body });
      sent += 1;
    }
    return sent;
  }

  /** The provider's delivery report. */
  async delivery(ev: SmsStatusEvent): Promise<boolean> {
    const row = await this.deps.database.db.selectFrom("sms_messages").select("id").where("provider_sid", "=", ev.providerSid).executeTakeFirst();
    if (!row) return false;
    await this.setStatus(row.id, { status: ev.status, error: ev.detail });
    return true;
  }

  private async setStatus(id: string, change: Partial<Pick<SmsMessagesTable, "provider_sid" | "status" | "error">>) {
    const { db } = this.deps.database;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("sms_messages").set({ ...change, updated_at: nowIso() }).where("id", "=", id).execute();
      const row = await trx.selectFrom("sms_messages").select(["event_id", "provider_sid", "status"]).where("id", "=", id).executeTakeFirst();
      if (!row?.event_id) return;
      const event = await trx.selectFrom("lead_events").select("data").where("id", "=", row.event_id).executeTakeFirst();
      if (!event) return;
      // The timeline entry of a message shows where the message stands now, as the provider last said.
      const data = { ...(event.data == null ? {} : readJson<Record<string, unknown>>(event.data)), status: row.status, providerId: row.provider_sid };
      await trx.updateTable("lead_events").set({ data: JSON.stringify(data) }).where("id", "=", row.event_id).execute();
    });
  }
}
