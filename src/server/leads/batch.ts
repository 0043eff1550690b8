import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import type { Db } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import type { MailOutboxTable } from "../mail/schema.ts";
import { DEDUPE_WINDOW_DAYS } from "../../shared/pipeline.ts";
import { canonicalPhone } from "../../shared/phone.ts";
import { LEAD_FIELDS, type LeadFieldName } from "../../shared/lead-fields.ts";
import { CONTACT_FIELDS, leadRow, notificationRow, type LeadCapture, type LeadCommandDeps } from "./commands.ts";
import { normalEmail } from "./contacts.ts";
import { nameKey } from "./name-key.ts";
import { nextInTeam, placeText } from "./routing/assign.ts";
import { matchPlace } from "./routing/places.ts";
import { readRules, ruleMatches } from "./routing/rules.ts";
import { claimRoundRobinAgent, readDeskSettings } from "./round-robin.ts";
import { startPromise } from "./sla/clock.ts";
import type { RuleTarget } from "../../shared/routing.ts";
import type { DB } from "../db/schema.ts";
import { returnNotice } from "./returning.ts";
import type { Lead } from "./schema.ts";

/**
 * The capture command for many leads at once (an import's chunk), inside the
 * caller's transaction, with the rules of `captureLeadIn` (commands.ts), each
 * capture taken in order as if captured one after another:
 * - dedupe: the same e-mail (trimmed, any case) or canonical phone given to a
 *   lead in the last DEDUPE_WINDOW_DAYS joins that lead, the most recently
 *   seen first, a merged lead standing for the lead it was merged into; a
 *   capture earlier in the batch counts as the most recent of all;
 * - a new lead: its row, its contacts, its capture (and note) on the
 *   timeline, and the owner the routing rules choose (routing/assign.ts, one
 *   call per new lead, so rules, team turns and the route's record are the same);
 * - a joined lead: the newest non-empty contact fields, every e-mail, phone
 *   and name kept, the language of this capture (with its event), its
 *   capture on the same timeline, and a closed lead's "came back" notice.
 *
 * What makes it fast: the existing contacts of the whole batch are looked up
 * in one query per kind (not per row), the leads it joins are read once, and
 * leads, contacts and timeline entries are written as multi-row inserts.
 *
 * `newLeadMail: false` queues no "New lead" mail for the new leads (an
 * import: staff see its leads in the lists and the digest, not one mail each).
 */

export interface BatchOptions {
  newLeadMail: boolean;
}

export interface BatchOutcome {
  lead: Lead;
  merged: boolean;
  /** For a joined capture, what it changed, so it can be put back (an import's undo). */
  joined?: {
    /** The lead's contact fields and language before this capture. */
    before: Record<string, unknown>;
    /** The timeline entries this capture added. */
    events: string[];
    /** The contacts that were new to the lead. */
    contacts: Array<{ kind: string; normalized: string }>;
  };
}

/** What undo puts back of a lead a capture joined: the fields a join updates (commands.ts), the canonical phone and the language. */
const RESTORABLE = [...CONTACT_FIELDS, "phone_e164", "language"] as const;
const LEAD_KEYS = Object.keys(LEAD_FIELDS) as LeadFieldName[];
/** Rows per multi-row insert: PostgreSQL allows 65,535 parameters a statement, SQLite 32,766. */
const ROWS_PER_INSERT = 200;

type Kind = "email" | "phone" | "name";
type ContactRow = { lead_id: string; kind: Kind; value: string; normalized: string; first_seen_at: string; last_seen_at: string };
type EventRow = { id: string; lead_id: string; kind: string; actor_id: string | null; data: string | null; created_at: string };

const captureData = (l: Lead) => {
  const { id: _id, created_at: _at, metadata, ...fields } = l;
  return { ...fields, fields: metadata };
};

/** contacts.ts's rows of what a capture told, with its canonical phone worked out once. */
function contactRows(told: { name?: string | null; email?: string | null; phone?: string | null }, phoneE164: string | null): Array<[Kind, string, string]> {
  const rows: Array<[Kind, string, string]> = [];
  const email = normalEmail(told.email);
  if (email) rows.push(["email", told.email!.trim(), email]);
  const phone = phoneE164;
  if (phone) rows.push(["phone", told.phone!.trim(), phone]);
  const key = told.name ? nameKey(told.name) : "";
  if (key) rows.push(["name", told.name!.trim(), key]);
  return rows;
}

async function inChunks<T>(rows: T[], write: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await write(rows.slice(i, i + ROWS_PER_INSERT));
}

/** The lead each id stands for now (following merges), in one query per hop. */
async function resolveMerges(trx: Db, ids: string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  let pending = new Map(ids.map((id) => [id, id])); // start id -> current id
  for (let hops = 0; pending.size && hops <= 10; hops++) {
    const current = [...new Set(pending.values())];
    const rows = await trx.selectFrom("leads").select(["id", "merged_into"]).where("id", "in", current).execute();
    const byId = new Map(rows.map((r) => [r.id, r.merged_into]));
    const next = new Map<string, string>();
    for (const [start, cur] of pending) {
      if (!byId.has(cur)) out.set(start, null);
      else if (!byId.get(cur)) out.set(start, cur);
      else if (hops < 10) next.set(start, byId.get(cur)!);
      else out.set(start, null);
    }
    pending = next;
  }
  return out;
}

/**
 * routing/assign.ts's `routeNewLead` for a batch: the rules, which staff are
 * active and the round-robin setting are read once; a team's turn and the
 * desk's round-robin are still taken lead by lead (UPDATE ... RETURNING), so
 * turns go round exactly as with single captures; the routes are written together.
 */
async function batchRouter(trx: Db) {
  const { rules, defaultTarget } = await readRules(trx);
  const staff = await trx.selectFrom("auth_users").leftJoin("staff_members", "staff_members.user_id", "auth_users.id").select(["auth_users.id", "staff_members.active"]).execute();
  // An account without a staff row predates roles and counts as an active admin (staff/roles.ts).
  const active = new Set(staff.filter((r) => r.active === null || r.active === undefined || Boolean(r.active)).map((r) => r.id));
  const roundRobin = (await readDeskSettings(trx)).roundRobin;
  const routes: Array<Insertable<DB["lead_routing"]>> = [];
  const pick = async (target: RuleTarget) => (target.kind === "team" ? nextInTeam(trx, target.id) : active.has(target.id) ? target.id : null);
  const choose = async (lead: Parameters<typeof ruleMatches>[1]) => {
    for (const rule of rules) {
      if (!rule.active || !ruleMatches(rule.conditions, lead)) continue;
      const ownerId = await pick(rule.target);
      if (ownerId) return { ownerId, ruleId: rule.id, ruleName: rule.name, why: { rule: rule.name, ...(rule.target.kind === "team" ? { team: true } : {}) } };
    }
    if (defaultTarget.kind !== "desk") {
      const ownerId = await pick(defaultTarget);
      if (ownerId) return { ownerId, ruleId: null, ruleName: null, why: { rule: null, default: true } };
    }
    const ownerId = roundRobin ? await claimRoundRobinAgent(trx) : null;
    if (ownerId) return { ownerId, ruleId: null, ruleName: null, why: { roundRobin: true } };
    return { ownerId: null, ruleId: null, ruleName: null, why: {} };
  };
  return {
    async route(lead: Lead, actorId: string | null): Promise<{ ownerId: string | null; why: Record<string, unknown> }> {
      const place = matchPlace(placeText(lead));
      const chosen = await choose({ user_type: lead.user_type, source: lead.source, language: lead.language ?? null, place });
      routes.push({
        lead_id: lead.id,
        pincode: place?.pincode ?? null,
        district: place?.district ?? null,
        state: place?.state ?? null,
        matched_by: place?.by ?? null,
        matched_text: place?.matched ?? null,
        rule_id: chosen.ruleId,
        rule_name: chosen.ruleName,
        assigned_to: chosen.ownerId,
        routed_at: nowIso(),
      });
      await startPromise(trx, lead, actorId);
      return { ownerId: chosen.ownerId, why: chosen.why };
    },
    write: () => inChunks(routes, (part) => trx.insertInto("lead_routing").values(part).execute()),
  };
}

export async function captureBatchIn(trx: Db, deps: Omit<LeadCommandDeps, "database">, captures: LeadCapture[], opts: BatchOptions): Promise<{ outcomes: BatchOutcome[]; mails: Array<Insertable<MailOutboxTable>> }> {
  const since = new Date(Date.now() - DEDUPE_WINDOW_DAYS * 86_400_000).toISOString();
  const fresh = captures.map((c) => {
    const lead = leadRow(c, c.capturedAt ?? nowIso());
    return { capture: c, lead, email: normalEmail(lead.email), phoneE164: lead.phone ? canonicalPhone(lead.phone) : null };
  });

  // Who the batch's e-mails and phones belong to already: contacts, newest first; leads without contacts by their own columns.
  const emails = [...new Set(fresh.flatMap((f) => (f.email ? [f.email] : [])))];
  const phones = [...new Set(fresh.flatMap((f) => (f.phoneE164 ? [f.phoneE164] : [])))];
  const seen = new Map<string, Array<{ leadId: string; at: string }>>();
  const fallback = new Map<string, Array<{ leadId: string; at: string }>>();
  for (const [kind, values] of [["email", emails], ["phone", phones]] as const) {
    for (let i = 0; i < values.length; i += 500) {
      const part = values.slice(i, i + 500);
      const rows = await trx.selectFrom("lead_contacts").select(["normalized", "lead_id", "last_seen_at"]).where("kind", "=", kind).where("normalized", "in", part).where("last_seen_at", ">=", since).execute();
      for (const r of rows) (seen.get(`${kind}:${r.normalized}`) ?? seen.set(`${kind}:${r.normalized}`, []).get(`${kind}:${r.normalized}`)!).push({ leadId: r.lead_id, at: r.last_seen_at });
      const column = kind === "email" ? sql<string>`lower(email)` : sql<string>`phone_e164`;
      const direct = await trx.selectFrom("leads").select([column.as("v"), "id", "created_at"]).where(column, "in", part).where("created_at", ">=", since).execute();
      for (const r of direct) (fallback.get(`${kind}:${r.v}`) ?? fallback.set(`${kind}:${r.v}`, []).get(`${kind}:${r.v}`)!).push({ leadId: r.id, at: r.created_at });
    }
  }
  const candidatesOf = (keys: string[]) => {
    const byContact = keys.flatMap((k) => seen.get(k) ?? []);
    const list = byContact.length ? byContact : keys.flatMap((k) => fallback.get(k) ?? []);
    return [...new Set(list.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map((c) => c.leadId))];
  };
  const stands = await resolveMerges(trx, [...new Set([...seen.values(), ...fallback.values()].flat().map((c) => c.leadId))]);

  // Leads this batch joins, read once; their contacts, to know which are new to them.
  const joinedIds = new Set<string>();
  const keysOf = (f: (typeof fresh)[number]) => [f.email && `email:${f.email}`, f.phoneE164 && `phone:${f.phoneE164}`].filter((k): k is string => Boolean(k));
  for (const f of fresh) for (const id of candidatesOf(keysOf(f))) if (stands.get(id)) joinedIds.add(stands.get(id)!);
  const state = new Map<string, Record<string, unknown>>();
  const contactsOf = new Map<string, Set<string>>();
  for (let i = 0, ids = [...joinedIds]; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    for (const r of await trx.selectFrom("leads").selectAll().where("id", "in", part).execute()) state.set(r.id, { ...r });
    for (const c of await trx.selectFrom("lead_contacts").select(["lead_id", "kind", "normalized"]).where("lead_id", "in", part).execute()) {
      (contactsOf.get(c.lead_id) ?? contactsOf.set(c.lead_id, new Set()).get(c.lead_id)!).add(`${c.kind}:${c.normalized}`);
    }
  }

  // The batch in order: a key given in this batch points at the lead that last took it.
  let router: Awaited<ReturnType<typeof batchRouter>> | undefined;
  const latest = new Map<string, { leadId: string; seq: number }>();
  let seq = 0;
  const outcomes: BatchOutcome[] = [];
  const mails: Array<Insertable<MailOutboxTable>> = [];
  const newLeads: Array<Record<string, unknown>> = [];
  const contacts = new Map<string, ContactRow>();
  const events: EventRow[] = [];
  const changed = new Set<string>();
  const event = (leadId: string, kind: string, actor: string | null, data: Record<string, unknown>) => {
    const id = randomUUID();
    events.push({ id, lead_id: leadId, kind, actor_id: actor, data: JSON.stringify(data), created_at: nowIso() });
    return id;
  };
  const remember = (leadId: string, told: Lead, phoneE164: string | null, at: string) => {
    const added: Array<{ kind: string; normalized: string }> = [];
    const have = contactsOf.get(leadId) ?? contactsOf.set(leadId, new Set()).get(leadId)!;
    for (const [kind, value, normalized] of contactRows(told, phoneE164)) {
      const key = `${leadId}\u0000${kind}\u0000${normalized}`;
      const prior = contacts.get(key);
      contacts.set(key, { lead_id: leadId, kind, value, normalized, first_seen_at: prior?.first_seen_at ?? at, last_seen_at: at });
      if (!have.has(`${kind}:${normalized}`)) {
        have.add(`${kind}:${normalized}`);
        added.push({ kind, normalized });
      }
      if (kind !== "name") latest.set(`${kind}:${normalized}`, { leadId, seq: ++seq });
    }
    return added;
  };

  for (const f of fresh) {
    const { capture, lead } = f;
    const at = lead.created_at;
    const actor = capture.actorId ?? null;
    const keys = keysOf(f);
    // Of two keys taken in this batch, the one taken last is the most recently seen.
    const recent = keys
      .map((k) => latest.get(k))
      .filter((x) => x !== undefined)
      .sort((a, b) => b.seq - a.seq)[0]?.leadId;
    const earlier = recent ?? candidatesOf(keys).map((id) => stands.get(id)).find((id): id is string => Boolean(id));

    if (!earlier) {
      const { ownerId: owner, why } = await (router ??= await batchRouter(trx)).route(lead, actor);
      const row: Record<string, unknown> = Object.fromEntries(LEAD_KEYS.map((k) => [k, (lead as unknown as Record<string, unknown>)[k] ?? null]));
      row.metadata = lead.metadata === null || lead.metadata === undefined ? null : JSON.stringify(lead.metadata);
      newLeads.push({ ...row, phone_e164: f.phoneE164, owner_id: owner ?? null });
      // Every field a later repeat in this batch may update is in the state, empty when the capture had none.
      state.set(lead.id, { ...Object.fromEntries(CONTACT_FIELDS.map((k) => [k, null])), ...row, phone_e164: f.phoneE164, owner_id: owner ?? null, status: "new" });
      remember(lead.id, lead, f.phoneE164, at);
      event(lead.id, "capture", actor, captureData(lead));
      if (owner) event(lead.id, "owner", null, { from: null, to: owner, ...why });
      if (capture.notes) event(lead.id, "note", actor, { text: capture.notes });
      if (opts.newLeadMail) mails.push(notificationRow(deps, lead));
      outcomes.push({ lead, merged: false });
      continue;
    }

    const was = state.get(earlier)!;
    const before = Object.fromEntries(RESTORABLE.map((k) => [k, was[k] ?? null]));
    const update: Record<string, unknown> = {};
    for (const k of CONTACT_FIELDS) {
      const v = (lead as unknown as Record<string, unknown>)[k];
      if (k in was && v && v !== was[k]) update[k] = v;
    }
    if (update.phone && f.phoneE164 && f.phoneE164 === was.phone_e164) delete update.phone;
    if (update.phone) update.phone_e164 = f.phoneE164;
    const languageChanged = Boolean(lead.language && lead.language !== was.language);
    if (languageChanged) update.language = lead.language;
    const priorLanguage = was.language;
    Object.assign(was, update);
    if (Object.keys(update).length) changed.add(earlier);
    const added = remember(earlier, lead, f.phoneE164, at);
    const ids = [event(earlier, "capture", actor, { ...captureData(lead), joined: true })];
    if (languageChanged) ids.push(event(earlier, "language", null, { from: priorLanguage, to: lead.language, source: lead.source }));
    if (capture.notes) ids.push(event(earlier, "note", actor, { text: capture.notes }));
    const stored = { ...was } as unknown as Lead & { status: string; owner_id: string | null };
    const mail = await returnNotice(trx, deps, stored, lead.source);
    if (mail) mails.push(mail);
    outcomes.push({ lead: stored, merged: true, joined: { before, events: ids, contacts: added } });
  }

  // A lead made in this batch and joined later in it is inserted as it ended up.
  const newIds = new Set(newLeads.map((l) => l.id as string));
  const finalNew = newLeads.map((l) => {
    const s = state.get(l.id as string)!;
    return { ...l, ...Object.fromEntries(RESTORABLE.map((k) => [k, s[k] ?? null])) };
  });
  await inChunks(finalNew, (part) => trx.insertInto("leads").values(part as never).execute());
  await router?.write();
  for (const id of changed) {
    if (newIds.has(id)) continue;
    const s = state.get(id)!;
    await trx
      .updateTable("leads")
      .set(Object.fromEntries(RESTORABLE.map((k) => [k, s[k] ?? null])))
      .where("id", "=", id)
      .execute();
  }
  await inChunks([...contacts.values()], (part) =>
    trx
      .insertInto("lead_contacts")
      .values(part)
      .onConflict((oc) => oc.columns(["lead_id", "kind", "normalized"]).doUpdateSet({ value: sql`excluded.value`, last_seen_at: sql`excluded.last_seen_at` }))
      .execute(),
  );
  // A phone the farmer proved with a code marks the lead, as one capture does.
  for (const [i, f] of fresh.entries()) {
    const proved = f.capture.phoneVerified;
    if (!proved || !f.phoneE164 || proved.phoneE164 !== f.phoneE164) continue;
    const leadId = outcomes[i]!.lead.id;
    await trx.updateTable("leads").set({ phone_verified_at: proved.at }).where("id", "=", leadId).execute();
    event(leadId, "phone_verified", null, { phone: f.phoneE164, by: "code" });
  }
  await inChunks(events, (part) => trx.insertInto("lead_events").values(part).execute());
  await inChunks(mails, (part) => trx.insertInto("mail_outbox").values(part).execute());
  return { outcomes, mails };
}
