import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { adminRoutingCopy } from "../../../../content/admin-routing.ts";
import { site } from "../../../../content/site.ts";
import { formatIstDateTime } from "../../../shared/ist.ts";
import { leadSourceLabel } from "../../../shared/constants.ts";
import type { DatabaseHandle, Db } from "../../db/index.server.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Mailer } from "../../mail/mailer.server.ts";
import { listStaff } from "../../staff/roles.ts";
import { leadNotification } from "../notification.ts";
import { recordEvent } from "../pipeline.ts";
import { toLead } from "../present.ts";
import { nextOwnerFor } from "../routing/assign.ts";
import { firstResponses, recordFirstResponse } from "./clock.ts";
import { readPromiseSettings } from "./settings.ts";
import { addWorkingMinutes } from "./working-time.ts";

/**
 * The desk's background rounds, run by every process every minute like the
 * daily digest and the SMS resend (plugins/services.ts). Each change is a
 * conditional UPDATE that exactly one process wins, and the winner writes its
 * mail or timeline entry in the same transaction, so a notice goes out once
 * and a lead moves once however many processes sweep.
 *
 * 1. Open clocks learn their first response (clock.ts).
 * 2. A clock past its due time without one is breached: its owner is told
 *    (the admins when it has none).
 * 3. Still unanswered one more target later: the admins are told, once.
 * 4. With idle days set, an owned open lead nobody on the staff touched for
 *    that long goes back to the pool or to the next agent its rules give,
 *    recorded on its timeline.
 */

export interface SweepDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The leads desk's address (PUBLIC_URL/admin/leads). */
  adminUrl: string;
}

const BATCH = 200;
/** Statuses a lead leaves the desk's work with. */
const CLOSED = ["converted", "lost"];

export interface SweepResult {
  answered: number;
  breached: number;
  escalated: number;
  moved: number;
}

export async function sweepPromises(deps: SweepDeps, now = new Date()): Promise<SweepResult> {
  const { database } = deps;
  const db = database.db;
  const settings = await readPromiseSettings(db);
  const result: SweepResult = { answered: 0, breached: 0, escalated: 0, moved: 0 };
  const nowIsoText = now.toISOString();

  // 1 and 2: open clocks that are due (a clock not yet due learns its answer when the lead page or the figures ask).
  const due = await db
    .selectFrom("lead_promises")
    .select(["lead_id", "started_at", "due_at", "target_minutes", "source", "breached_at", "admin_notified_at"])
    .where("first_response_at", "is", null)
    .where("due_at", "<=", nowIsoText)
    .where((eb) => eb.or([eb("breached_at", "is", null), eb("admin_notified_at", "is", null)]))
    .orderBy("due_at")
    .limit(BATCH)
    .execute();
  const answers = await firstResponses(db, due);
  const staff = await listStaff(db);
  const admins = staff.filter((s) => s.active && s.role === "admin");
  for (const p of due) {
    const answer = answers.get(p.lead_id);
    if (answer) {
      if (await recordFirstResponse(db, p.lead_id, answer)) result.answered += 1;
      // Answered after its due time: late, and still a breach the figures count, but nobody needs telling now.
      if (Date.parse(answer.at) > Date.parse(p.due_at)) {
        await db.updateTable("lead_promises").set({ breached_at: p.due_at }).where("lead_id", "=", p.lead_id).where("breached_at", "is", null).execute();
      }
      continue;
    }
    if (!p.breached_at) {
      if (await breach(deps, p, admins, staff)) result.breached += 1;
      continue;
    }
    // One more target later and still nobody: the admins hear of it once.
    const escalateAt = addWorkingMinutes(settings.hours, new Date(p.due_at), p.target_minutes);
    if (!p.admin_notified_at && escalateAt.getTime() <= now.getTime()) {
      if (await escalate(deps, p, admins)) result.escalated += 1;
    }
  }

  if (settings.idleDays) result.moved = await moveIdleLeads(deps, settings.idleDays, settings.idleAction, now);
  return result;
}

type DueRow = { lead_id: string; due_at: string; target_minutes: number; source: string };
type StaffList = Awaited<ReturnType<typeof listStaff>>;

async function leadLine(trx: Db, leadId: string) {
  return trx.selectFrom("leads").select(["id", "name", "owner_id", "language", "merged_into", "status"]).where("id", "=", leadId).executeTakeFirst();
}

/** Marks the clock breached and tells the owner (or, with none, the admins), once. */
async function breach(deps: SweepDeps, p: DueRow, admins: StaffList, staff: StaffList): Promise<boolean> {
  const copy = adminRoutingCopy.mail;
  const drafts = await deps.database.db.transaction().execute(async (trx) => {
    const lead = await leadLine(trx, p.lead_id);
    const owner = lead?.owner_id ? staff.find((s) => s.id === lead.owner_id && s.active) : undefined;
    const at = nowIso();
    const won = await trx
      .updateTable("lead_promises")
      .set({ breached_at: at, breach_owner: lead?.owner_id ?? null, owner_notified_at: owner ? at : null, admin_notified_at: owner ? null : at })
      .where("lead_id", "=", p.lead_id)
      .where("breached_at", "is", null)
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1 || !lead || lead.merged_into || CLOSED.includes(lead.status)) return [];
    const to = owner ? [owner.email] : admins.map((a) => a.email);
    const link = `${deps.adminUrl}/${lead.id}`;
    const text = copy.breachText({ name: lead.name, source: leadSourceLabel(p.source), minutes: p.target_minutes, due: formatIstDateTime(p.due_at), link, owner: owner?.name ?? null });
    const mails = (to.length ? to : [site.emails.sales]).map((address) => deps.mailer.draft({ to: address, subject: copy.breachSubject(lead.name), text }, { leadId: lead.id }));
    for (const m of mails) await trx.insertInto("mail_outbox").values(m).execute();
    await recordEvent(trx, lead.id, "promise_breached", null, { minutes: p.target_minutes, due: p.due_at, notified: owner ? "owner" : "admin", to: owner?.id ?? null });
    return mails;
  });
  if (drafts.length) deps.mailer.queued(...drafts);
  return drafts.length > 0;
}

/** The admins hear of a lead still unanswered a second target after its due time, once. */
async function escalate(deps: SweepDeps, p: DueRow, admins: StaffList): Promise<boolean> {
  const copy = adminRoutingCopy.mail;
  const drafts = await deps.database.db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable("lead_promises")
      .set({ admin_notified_at: nowIso() })
      .where("lead_id", "=", p.lead_id)
      .where("admin_notified_at", "is", null)
      .where("first_response_at", "is", null)
      .executeTakeFirst();
    const lead = await leadLine(trx, p.lead_id);
    if (Number(won.numUpdatedRows) !== 1 || !lead || lead.merged_into || CLOSED.includes(lead.status)) return [];
    const text = copy.escalateText({ name: lead.name, source: leadSourceLabel(p.source), minutes: p.target_minutes, due: formatIstDateTime(p.due_at), link: `${deps.adminUrl}/${lead.id}` });
    const mails = (admins.length ? admins.map((a) => a.email) : [site.emails.sales]).map((address) => deps.mailer.draft({ to: address, subject: copy.escalateSubject(lead.name), text }, { leadId: lead.id }));
    for (const m of mails) await trx.insertInto("mail_outbox").values(m).execute();
    await recordEvent(trx, lead.id, "promise_escalated", null, { minutes: p.target_minutes, due: p.due_at });
    return mails;
  });
  if (drafts.length) deps.mailer.queued(...drafts);
  return drafts.length > 0;
}

/**
 * Owned open leads no staff member touched for `days` days: no timeline entry
 * by a person, no call, no chat reply, and no change of owner since. Each
 * moves in its own transaction, only if its owner is still the one the sweep
 * saw (a person or another process may have moved it meanwhile). A lead that
 * goes to another agent brings them the lead's e-mail, as a new lead does,
 * saying it is now theirs; it is written with the move, so it goes once.
 */
async function moveIdleLeads(deps: SweepDeps, days: number, action: "pool" | "next", now: Date): Promise<number> {
  const db = deps.database.db;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const idle = await db
    .selectFrom("leads as l")
    .select(["l.id", "l.owner_id"])
    .where("l.owner_id", "is not", null)
    .where("l.merged_into", "is", null)
    .where("l.status", "not in", CLOSED)
    .where("l.created_at", "<", cutoff)
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom("lead_events as e")
              .select(sql`1`.as("one"))
              .whereRef("e.lead_id", "=", "l.id")
              .where("e.created_at", ">=", cutoff)
              .where((w) => w.or([w("e.actor_id", "is not", null), w("e.kind", "=", "owner")])),
          ),
          exists(selectFrom("calls as c").select(sql`1`.as("one")).whereRef("c.lead_id", "=", "l.id").where("c.created_at", ">=", cutoff).where("c.agent_id", "is not", null)),
          exists(
            selectFrom("chat_session_messages as m")
              .innerJoin("chat_sessions as s", "s.id", "m.session_id")
              .select(sql`1`.as("one"))
              .whereRef("s.lead_id", "=", "l.id")
              .where("m.sender_type", "=", "agent")
              .where("m.created_at", ">=", cutoff),
          ),
        ]),
      ),
    )
    .orderBy("l.created_at")
    .limit(BATCH)
    .execute();
  let moved = 0;
  for (const lead of idle) {
    const from = lead.owner_id!;
    const done = await db.transaction().execute(async (trx) => {
      const to = action === "next" ? (await nextOwnerFor(trx, lead.id, from)).ownerId : null;
      const won = await trx.updateTable("leads").set({ owner_id: to }).where("id", "=", lead.id).where("owner_id", "=", from).executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) return null;
      // Dated by the sweep's clock, which is what the next sweep measures "untouched" against.
      await trx
        .insertInto("lead_events")
        .values({ id: randomUUID(), lead_id: lead.id, kind: "owner", actor_id: null, data: JSON.stringify({ from, to, idle: { days, action } }), created_at: now.toISOString() })
        .execute();
      const mail = to ? await newOwnerMail(trx, deps, lead.id, to, days) : null;
      if (mail) await trx.insertInto("mail_outbox").values(mail).execute();
      return { mail };
    });
    if (!done) continue;
    moved += 1;
    if (done.mail) deps.mailer.queued(done.mail);
  }
  return moved;
}

/** The lead's e-mail to its new owner: the fields a new lead's e-mail shows, headed by why it is now theirs. */
async function newOwnerMail(trx: Db, deps: SweepDeps, leadId: string, ownerId: string, days: number) {
  const owner = await trx.selectFrom("auth_users").select("email").where("id", "=", ownerId).executeTakeFirst();
  const row = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!owner || !row) return null;
  const copy = adminRoutingCopy.mail;
  const link = `${deps.adminUrl}/${leadId}`;
  const usual = leadNotification(toLead(row), link);
  const why = copy.movedIntro(days);
  return deps.mailer.draft(
    { to: owner.email, subject: copy.movedSubject(row.name), text: `${why}\n\n${usual.text}`, html: `<p>${why}</p>${usual.html ?? ""}` },
    { leadId },
  );
}

/** Runs the sweep every `everyMs` in this process; returns stop(). */
export function startPromiseSweep(deps: SweepDeps, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepPromises(deps)
      .catch((err: unknown) => log.error({ err }, "the response-time sweep failed"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
