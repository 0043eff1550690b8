import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { BroadcastAudience, BroadcastOut, BroadcastReport } from "../../shared/whatsapp-types.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { waIdOf } from "./contacts.ts";
import type { WhatsAppBroadcastsTable } from "./schema.ts";
import type { WhatsAppSender } from "./sender.ts";
import type { Templates } from "./templates.ts";

/**
 * Broadcasts: one approved template sent to every contact of a filtered set
 * who agreed to our messages (they wrote to us, or ticked the consent box on
 * a form) and did not write STOP.
 *
 * - **Who:** chosen once when staff start it, each number once (the
 *   recipients' primary key), kept with the broadcast. Each farmer's turn
 *   checks again: one who wrote STOP (or whose number was opted out) after
 *   it started is skipped with the reason.
 * - **Exactly one message per farmer:** a recipient moves from `pending` to
 *   `queued` in the same transaction that writes their outbox message, by a
 *   conditional UPDATE; a process killed before the commit leaves them
 *   pending (nothing was written), after it leaves the message in the outbox
 *   (the sender's sweep sends it). The one exception is the sender's (decision
 *   0032): a message whose request reached WhatsApp but whose answer was
 *   lost and whose status report never comes is sent again after the
 *   confirmation wait, so that farmer may read it twice. With one message in
 *   flight at a time, a crash costs at most one such duplicate.
 * - **At the provider's rate:** one process sends a broadcast at a time (it
 *   holds a lease it renews as it goes, and another process takes over a
 *   lease that ran out: a crashed sender's broadcast is resumed), at most
 *   `ratePerSecond` messages a second (Cloud API: 80 a second per business
 *   number by default), one after another. The rate is the business number's,
 *   so one broadcast is sent at a time: a second one started meanwhile waits
 *   until no other holds a lease, and the next sweep takes it up.
 */

export interface BroadcastTiming {
  /** Messages a second at most (the business number's throughput). */
  ratePerSecond: number;
  /** How long a process holds a broadcast without renewing it before another may take it over. */
  leaseMs: number;
}

/** The database-wide lock broadcast leases are taken under (an advisory lock's key on PostgreSQL). */
const BROADCAST_LEASE_LOCK = 734_502;

export const DEFAULT_BROADCAST_TIMING: BroadcastTiming = { ratePerSecond: 80, leaseMs: 30_000 };

export interface BroadcastDeps {
  database: DatabaseHandle;
  sender: WhatsAppSender;
  templates: Templates;
  log: FastifyBaseLogger;
  timing: BroadcastTiming;
}

interface Candidate {
  waId: string;
  leadId: string | null;
  language: string | null;
  userType: string | null;
  status: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Broadcasts {
  /** This process's name on the leases it holds. */
  readonly owner = randomUUID();
  /** The rate and the lease (tests shorten the lease). */
  readonly timing: BroadcastTiming;

  constructor(private readonly deps: BroadcastDeps) {
    this.timing = deps.timing;
  }

  /** Everyone who may get a broadcast now: consent recorded, no STOP since, matching the filter. */
  async audience(filter: BroadcastAudience): Promise<Candidate[]> {
    const { db } = this.deps.database;
    const contacts = await db
      .selectFrom("whatsapp_contacts as c")
      .leftJoin("leads as l", "l.id", "c.lead_id")
      .select(["c.wa_id", "c.lead_id", "c.language as contact_language", "c.opted_out_at", "c.consent_at", "l.language", "l.user_type", "l.status"])
      .execute();
    const byWa = new Map<string, Candidate>();
    const stopped = new Set<string>();
    for (const c of contacts) {
      if (c.opted_out_at) stopped.add(c.wa_id);
      else if (c.consent_at) byWa.set(c.wa_id, { waId: c.wa_id, leadId: c.lead_id, language: c.language ?? c.contact_language, userType: c.user_type ?? null, status: c.status ?? null });
    }
    // Consent given on a form (the lead keeps it): the number's WhatsApp id is its digits.
    const leads = await db
      .selectFrom("leads")
      .select(["id", "phone_e164", "language", "user_type", "status"])
      .where("whatsapp_consent_at", "is not", null)
      .where("phone_e164", "is not", null)
      .where("merged_into", "is", null)
      .orderBy("created_at", "desc")
      .execute();
    for (const l of leads) {
      const waId = waIdOf(l.phone_e164!);
      if (stopped.has(waId) || byWa.has(waId)) continue;
      byWa.set(waId, { waId, leadId: l.id, language: l.language, userType: l.user_type, status: l.status });
    }
    return [...byWa.values()].filter(
      (c) =>
        (!filter.languages?.length || (c.language !== null && filter.languages.includes(c.language as never))) &&
        (!filter.userTypes?.length || (c.userType !== null && filter.userTypes.includes(c.userType as never))) &&
        (!filter.statuses?.length || (c.status !== null && filter.statuses.includes(c.status as never))),
    );
  }

  /**
   * A broadcast, its recipients chosen now; sending starts with `run`.
   * Refused when the template is not approved (or its values do not fit it)
   * or when nobody matches.
   */
  async create(input: { title: string; templateName: string; templateLanguage: string; values: string[]; audience: BroadcastAudience; createdBy: string | null; lease?: { owner: string; ms: number } }): Promise<BroadcastOut> {
    await this.deps.templates.prepare(input.templateName, input.templateLanguage, input.values);
    const people = await this.audience(input.audience);
    if (people.length === 0) throw new DomainError("invalid", "broadcast_empty", "audience: nobody who agreed to WhatsApp messages matches this filter");
    const id = randomUUID();
    const at = nowIso();
    await this.deps.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("whatsapp_broadcasts")
        .values({
          id,
          title: input.title,
          template_name: input.templateName,
          template_language: input.templateLanguage,
          template_values: JSON.stringify(input.values),
          audience: JSON.stringify(input.audience),
          status: "sending",
          total: people.length,
          created_by: input.createdBy,
          created_at: at,
          finished_at: null,
          // Held from the start by the process that will send it, when it says so.
          lease_owner: input.lease?.owner ?? null,
          lease_until: input.lease ? new Date(Date.now() + input.lease.ms).toISOString() : null,
        })
        .execute();
      for (let i = 0; i < people.length; i += 200) {
        await trx
          .insertInto("whatsapp_broadcast_recipients")
          .values(people.slice(i, i + 200).map((p) => ({ broadcast_id: id, wa_id: p.waId, lead_id: p.leadId, language: p.language, status: "pending" as const, message_id: null, reason: null, updated_at: at })))
          .execute();
      }
    });
    return (await this.get(id))!;
  }

  /**
   * Takes (or renews) the broadcast's lease for this process; false when another
   * process holds it, or while another broadcast is being sent (they share the
   * business number's rate).
   */
  private async lease(id: string, owner: string): Promise<boolean> {
    const now = new Date().toISOString();
    // Under one lock: two processes leasing two broadcasts at once would each miss the other's lease, not yet written.
    const r = await this.deps.database.withLock(BROADCAST_LEASE_LOCK, (trx) =>
      trx
        .updateTable("whatsapp_broadcasts")
        .set({ lease_owner: owner, lease_until: new Date(Date.parse(now) + this.timing.leaseMs).toISOString() })
        .where("id", "=", id)
        .where("status", "=", "sending")
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now), eb("lease_owner", "=", owner)]))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("whatsapp_broadcasts as other").select("other.id").where("other.id", "!=", id).where("other.status", "=", "sending").where("other.lease_until", ">", now))),
        )
        .executeTakeFirst(),
    );
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Sends the broadcast's pending recipients one after another at the rate,
   * while this process holds its lease. Answers why it stopped: `done` (every
   * recipient queued or skipped), `held` (another process sends it), or
   * `stopped` (cancelled, or `signal` aborted). `onQueued` hears of each
   * message handed to the sender (the crash test counts them).
   */
  async run(id: string, opts: { owner?: string; signal?: AbortSignal; onQueued?: (waId: string) => void } = {}): Promise<"done" | "held" | "stopped"> {
    const owner = opts.owner ?? this.owner;
    const { db } = this.deps.database;
    const { sender, templates, log } = this.deps;
    const { timing } = this;
    if (!(await this.lease(id, owner))) return "held";
    const b = await db.selectFrom("whatsapp_broadcasts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const values = readJson<string[]>(b.template_values);
    // The template in each farmer's language when one is approved, else the broadcast's own.
    const approved = await templates.approved();
    const texts = new Map<string, { language: string; text: string; values: string[] }>();
    const versionFor = async (language: string | null) => {
      const lang = language && approved.some((t) => t.name === b.template_name && t.language === language) ? language : b.template_language;
      let v = texts.get(lang);
      if (!v) {
        const p = await templates.prepare(b.template_name, lang, values);
        v = { language: lang, text: p.text, values: p.values };
        texts.set(lang, v);
      }
      return v;
    };
    const gap = 1000 / Math.max(timing.ratePerSecond, 0.1);
    let nextAt = Date.now();
    let leasedAt = Date.now();
    for (;;) {
      const batch = await db.selectFrom("whatsapp_broadcast_recipients").selectAll().where("broadcast_id", "=", id).where("status", "=", "pending").orderBy("wa_id").limit(50).execute();
      if (batch.length === 0) break;
      for (const r of batch) {
        if (opts.signal?.aborted) return "stopped";
        // Renewed well before it runs out; a process that lost it (it stalled past the lease) stops.
        if (Date.now() - leasedAt > timing.leaseMs / 3) {
          if (!(await this.lease(id, owner))) return (await this.get(id))?.status === "cancelled" ? "stopped" : "held";
          leasedAt = Date.now();
        }
        const wait = nextAt - Date.now();
        if (wait > 0) await sleep(wait);
        // Never a catch-up burst after a slow step: the next message waits a whole gap from now.
        nextAt = Math.max(nextAt, Date.now()) + gap;
        const version = await versionFor(r.language);
        const outboxId = await db.transaction().execute(async (trx) => {
          const contact = await trx.selectFrom("whatsapp_contacts").select(["opted_out_at"]).where("wa_id", "=", r.wa_id).executeTakeFirst();
          const at = nowIso();
          if (contact?.opted_out_at) {
            await trx.updateTable("whatsapp_broadcast_recipients").set({ status: "skipped", reason: "The farmer wrote STOP", updated_at: at }).where("broadcast_id", "=", id).where("wa_id", "=", r.wa_id).where("status", "=", "pending").execute();
            return null;
          }
          const messageId = await sender.queueIn(trx, {
            waId: r.wa_id,
            sessionId: null,
            leadId: r.lead_id,
            chatMessageId: null,
            body: version.text,
            message: { type: "template", name: b.template_name, language: version.language, bodyValues: version.values },
          });
          const moved = await trx
            .updateTable("whatsapp_broadcast_recipients")
            .set({ status: "queued", message_id: messageId, updated_at: at })
            .where("broadcast_id", "=", id)
            .where("wa_id", "=", r.wa_id)
            .where("status", "=", "pending")
            .executeTakeFirst();
          // Someone else queued it meanwhile (a lease taken over while this one stalled): write nothing.
          if (Number(moved.numUpdatedRows) !== 1) throw new Superseded();
          return messageId;
        }).catch((err: unknown) => {
          if (err instanceof Superseded) return null;
          throw err;
        });
        if (outboxId) {
          opts.onQueued?.(r.wa_id);
          await sender.dispatch(outboxId);
        }
      }
    }
    await db.updateTable("whatsapp_broadcasts").set({ status: "done", finished_at: nowIso(), lease_owner: null, lease_until: null }).where("id", "=", id).where("status", "=", "sending").execute();
    log.info({ broadcast: id }, "WhatsApp broadcast handed to the sender");
    return "done";
  }

  /** Broadcasts whose sender stopped (a crash, a restart): this process takes each over once its lease ran out. */
  async resumeDue(): Promise<void> {
    const due = await this.deps.database.db
      .selectFrom("whatsapp_broadcasts")
      .select("id")
      .where("status", "=", "sending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", nowIso())]))
      .orderBy("created_at")
      .execute();
    for (const b of due) await this.run(b.id);
  }

  /** Stops a broadcast: recipients not yet sent to get nothing. */
  async cancel(id: string): Promise<BroadcastOut> {
    const { db } = this.deps.database;
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      const r = await trx.updateTable("whatsapp_broadcasts").set({ status: "cancelled", finished_at: at, lease_owner: null, lease_until: null }).where("id", "=", id).where("status", "=", "sending").executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        const b = await trx.selectFrom("whatsapp_broadcasts").select("status").where("id", "=", id).executeTakeFirst();
        if (!b) throw new DomainError("not_found", "broadcast_not_found", "No such broadcast");
        throw new DomainError("conflict", "broadcast_finished", `This broadcast is already ${b.status}`);
      }
      await trx.updateTable("whatsapp_broadcast_recipients").set({ status: "skipped", reason: "The broadcast was stopped", updated_at: at }).where("broadcast_id", "=", id).where("status", "=", "pending").execute();
    });
    return (await this.get(id))!;
  }

  /** Where each recipient stands: not yet sent, skipped, or their message's state as WhatsApp reports it. */
  async report(id: string): Promise<BroadcastReport> {
    const { db } = this.deps.database;
    const rows = await db
      .selectFrom("whatsapp_broadcast_recipients as r")
      .leftJoin("whatsapp_messages as m", "m.id", "r.message_id")
      .select(["r.status", "m.status as message_status"])
      .where("r.broadcast_id", "=", id)
      .execute();
    const out: BroadcastReport = { pending: 0, skipped: 0, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 };
    for (const r of rows) {
      if (r.status !== "queued") out[r.status] += 1;
      else if (r.message_status === "sent" || r.message_status === "delivered" || r.message_status === "read" || r.message_status === "failed") out[r.message_status] += 1;
      else out.queued += 1;
    }
    return out;
  }

  /** The recipients whose message failed or who were skipped, with why (staff read the list). */
  async problems(id: string, limit = 200) {
    const rows = await this.deps.database.db
      .selectFrom("whatsapp_broadcast_recipients as r")
      .leftJoin("whatsapp_messages as m", "m.id", "r.message_id")
      .leftJoin("leads as l", "l.id", "r.lead_id")
      .select(["r.wa_id", "r.lead_id", "l.name", "r.status", "r.reason", "m.status as message_status", "m.error"])
      .where("r.broadcast_id", "=", id)
      .where((eb) => eb.or([eb("r.status", "=", "skipped"), eb("m.status", "=", "failed")]))
      .orderBy("r.wa_id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ waId: r.wa_id, leadId: r.lead_id, name: r.name ?? null, reason: r.status === "skipped" ? (r.reason ?? "Skipped") : (r.error ?? "WhatsApp could not deliver it") }));
  }

  async get(id: string): Promise<BroadcastOut | undefined> {
    const b = await this.deps.database.db.selectFrom("whatsapp_broadcasts").selectAll().where("id", "=", id).executeTakeFirst();
    return b ? { ...outOf(b), report: await this.report(id) } : undefined;
  }

  async list(limit = 50): Promise<BroadcastOut[]> {
    const rows = await this.deps.database.db.selectFrom("whatsapp_broadcasts").selectAll().orderBy("created_at", "desc").limit(limit).execute();
    return Promise.all(rows.map(async (b) => ({ ...outOf(b), report: await this.report(b.id) })));
  }
}

class Superseded extends Error {}

function outOf(b: WhatsAppBroadcastsTable): Omit<BroadcastOut, "report"> {
  return {
    id: b.id,
    title: b.title,
    templateName: b.template_name,
    templateLanguage: b.template_language,
    values: readJson<string[]>(b.template_values),
    audience: readJson<BroadcastAudience>(b.audience),
    status: b.status,
    total: b.total,
    createdAt: b.created_at,
    finishedAt: b.finished_at,
  };
}
