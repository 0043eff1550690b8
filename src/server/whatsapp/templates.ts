import { renderTemplateBody, templateVariables, type WhatsAppTemplateOut } from "../../shared/whatsapp-types.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import type { RemoteTemplate, WhatsAppApi } from "./cloud-api.ts";
import type { TemplateStatusUpdate } from "./webhook-payload.ts";

/**
 * The business account's message templates: synced from the Graph API
 * (GET {waba}/message_templates) into a table, offered to agents when the
 * 24-hour window is closed. Only what the console can fill in is offered:
 * approved templates whose values are all in the body (a header with a
 * variable or a picture, or a button with a variable, needs more than the
 * console asks for).
 */

interface Component {
  type?: unknown;
  format?: unknown;
  text?: unknown;
  buttons?: Array<{ url?: unknown; text?: unknown }>;
}

const textOf = (c: Component | undefined) => (typeof c?.text === "string" ? c.text : null);

/** The template as the console shows it, or null when the console cannot send it. */
export function templateOut(name: string, language: string, category: string, components: unknown[]): WhatsAppTemplateOut | null {
  const parts = components as Component[];
  const find = (type: string) => parts.find((c) => String(c.type).toUpperCase() === type);
  const body = textOf(find("BODY"));
  if (!body) return null;
  const header = find("HEADER");
  if (header && (String(header.format ?? "TEXT").toUpperCase() !== "TEXT" || /\{\{/.test(textOf(header) ?? ""))) return null;
  const buttons = find("BUTTONS")?.buttons ?? [];
  if (buttons.some((b) => typeof b.url === "string" && /\{\{/.test(b.url))) return null;
  return { name, language, category, body, header: textOf(header), footer: textOf(find("FOOTER")), variables: templateVariables(body) };
}

/** Meta refuses a value with a new line, a tab or more than four spaces in a row (error 132018). */
const BAD_VALUE = /[\n\r\t]| {5,}/;

export class Templates {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly api: WhatsAppApi | undefined,
  ) {}

  /** Reads the account's templates now; those no longer there are dropped. Answers how many there are. */
  async sync(): Promise<number> {
    if (!this.api) throw new DomainError("conflict", "whatsapp_off", "WhatsApp is not set up on this site");
    const remote: RemoteTemplate[] = await this.api.templates();
    const at = nowIso();
    await this.database.db.transaction().execute(async (trx) => {
      for (const t of remote) {
        const row = { name: t.name, language: t.language, status: t.status, category: t.category, components: JSON.stringify(t.components), synced_at: at, status_reason: null, status_at: null };
        await trx
          .insertInto("whatsapp_templates")
          .values(row)
          .onConflict((oc) => oc.columns(["name", "language"]).doUpdateSet({ status: row.status, category: row.category, components: row.components, synced_at: at }))
          .execute();
      }
      await trx.deleteFrom("whatsapp_templates").where("synced_at", "<", at).execute();
    });
    return remote.length;
  }

  /** When the templates were last read from the account; null before the first sync. */
  async lastSync(): Promise<string | null> {
    const row = await this.database.db.selectFrom("whatsapp_templates").select((eb) => eb.fn.max("synced_at").as("at")).executeTakeFirst();
    return (row?.at as string | null | undefined) ?? null;
  }

  /**
   * Meta's word on one template (the status webhook): its status now, with
   * the reason, so the console stops offering a paused or rejected template
   * at once and offers one approved a moment ago. A template we never synced
   * (approved after the last sync) answers false: the caller syncs, since its
   * text comes only from the account. A deleted one is dropped.
   */
  async applyStatus(update: TemplateStatusUpdate): Promise<boolean> {
    const { db } = this.database;
    const at = nowIso();
    if (update.event === "DELETED" || update.event === "PENDING_DELETION") {
      await db.deleteFrom("whatsapp_templates").where("name", "=", update.name).where("language", "=", update.language).execute();
      return true;
    }
    // A reinstated template is approved again; a flagged one (quality dropping) may still be sent.
    const status = update.event === "REINSTATED" || update.event === "FLAGGED" ? "APPROVED" : update.event;
    const r = await db
      .updateTable("whatsapp_templates")
      .set({ status, status_reason: update.event === "FLAGGED" ? `Flagged: ${update.reason ?? "quality is dropping"}` : update.reason, status_at: at })
      .where("name", "=", update.name)
      .where("language", "=", update.language)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Every synced template with its status and Meta's reason (the admin's list). */
  async all() {
    const rows = await this.database.db.selectFrom("whatsapp_templates").select(["name", "language", "status", "category", "status_reason", "status_at", "synced_at"]).orderBy("name").orderBy("language").execute();
    return rows.map((r) => ({ name: r.name, language: r.language, status: r.status, category: r.category, reason: r.status_reason, changedAt: r.status_at, syncedAt: r.synced_at }));
  }

  async approved(): Promise<WhatsAppTemplateOut[]> {
    const rows = await this.database.db.selectFrom("whatsapp_templates").selectAll().where("status", "=", "APPROVED").orderBy("name").orderBy("language").execute();
    return rows.flatMap((r) => {
      const out = templateOut(r.name, r.language, r.category, readJson<unknown[]>(r.components));
      return out ? [out] : [];
    });
  }

  /** The approved template with these values, checked as Meta will check them; the text the farmer will read. */
  async prepare(name: string, language: string, values: string[]): Promise<{ template: WhatsAppTemplateOut; text: string; values: string[] }> {
    const template = (await this.approved()).find((t) => t.name === name && t.language === language);
    if (!template) throw new DomainError("invalid", "unknown_template", `template: "${name}" (${language}) is not an approved template; sync the templates and choose again`);
    const clean = values.map((v) => v.trim());
    if (clean.length !== template.variables) throw new DomainError("invalid", "invalid_input", `Invalid input: values: this template takes ${template.variables} value(s), not ${clean.length}`);
    clean.forEach((v, i) => {
      if (!v) throw new DomainError("invalid", "invalid_input", `Invalid input: values.${i}: {{${i + 1}}} must not be empty`);
      if (BAD_VALUE.test(v)) throw new DomainError("invalid", "invalid_input", `Invalid input: values.${i}: {{${i + 1}}} may not hold a new line, a tab or more than four spaces in a row`);
      if (v.length > 1000) throw new DomainError("invalid", "invalid_input", `Invalid input: values.${i}: {{${i + 1}}} is too long: at most 1000 characters`);
    });
    const text = [template.header, renderTemplateBody(template.body, clean), template.footer].filter(Boolean).join("\n\n");
    return { template, text, values: clean };
  }
}
