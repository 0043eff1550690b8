import type { DatabaseHandle } from "../db/index.server.ts";
import { IST_OFFSET_MS, istDay, istDayBounds } from "../../shared/ist.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { listStaff } from "../staff/roles.ts";
import { OPEN_CALLBACK } from "./callbacks.ts";
import { leadSourceLabel } from "../../shared/constants.ts";
import { returningLeadsSince, type ReturningLead } from "./returning.ts";

/** The digest goes out from 9:00 IST. */
const DIGEST_HOUR_IST = 9;

/**
 * The daily e-mail to each owner with their follow-ups due by the end of the
 * day (IST), open call-back requests of their leads among them, and one line
 * for each of their leads that came back since the last digest (a capture
 * that joined the lead sends no second "New lead" mail). Whichever process first inserts the day's row in `desk_digests`
 * sends it, in the same transaction as the queued mails: with several
 * processes it goes out exactly once, and a crash leaves neither.
 */
export async function sendDailyDigest(
  deps: { database: DatabaseHandle; mailer: Mailer; adminUrl: string },
  now = new Date(),
): Promise<{ outcome: "too_early" | "already_sent" | "sent"; mails: number }> {
  const istHour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
  if (istHour < DIGEST_HOUR_IST) return { outcome: "too_early", mails: 0 };
  const day = istDay(now);
  const { database, mailer } = deps;
  const staff = new Map((await listStaff(database.db)).filter((s) => s.active).map((s) => [s.id, s]));
  const result = await database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("desk_digests")
      .values({ day, claimed_at: now.toISOString() })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    // No row back: another process claimed the day first.
    if (!claimed) return null;
    const endOfDay = istDayBounds(now).end.toISOString();
    const followUps = await trx
      .selectFrom("leads")
      .select(["id", "name", "phone", "owner_id", "next_follow_up_at as at"])
      .where("merged_into", "is", null)
      .where("owner_id", "is not", null)
      .where("next_follow_up_at", "<", endOfDay)
      .execute();
    // A visitor who asked to be called back is due at their slot, like a follow-up.
    const callbacks = await trx
      .selectFrom("callback_requests")
      .innerJoin("leads", "leads.id", "callback_requests.lead_id")
      .select(["leads.id as id", "leads.name as name", "callback_requests.phone as phone", "leads.owner_id as owner_id", "callback_requests.slot_start as at"])
      .where("callback_requests.status", "=", OPEN_CALLBACK)
      .where("leads.merged_into", "is", null)
      .where("leads.owner_id", "is not", null)
      .where("callback_requests.slot_start", "<", endOfDay)
      .execute();
    const due = [...followUps.map((l) => ({ ...l, callback: false })), ...callbacks.map((c) => ({ ...c, callback: true }))].sort((a, b) => Date.parse(String(a.at)) - Date.parse(String(b.at)));
    const byOwner = new Map<string, typeof due>();
    for (const l of due) byOwner.set(l.owner_id!, [...(byOwner.get(l.owner_id!) ?? []), l]);
    // Since the previous digest (or a day, for the first one).
    const previous = await trx.selectFrom("desk_digests").select("claimed_at").where("day", "<", day).orderBy("day", "desc").limit(1).executeTakeFirst();
    const since = previous ? new Date(previous.claimed_at).toISOString() : new Date(now.getTime() - 86_400_000).toISOString();
    const returning = new Map<string, ReturningLead[]>();
    for (const r of await returningLeadsSince(trx, since, now.toISOString())) returning.set(r.owner_id, [...(returning.get(r.owner_id) ?? []), r]);
    const mails = [];
    for (const ownerId of new Set([...byOwner.keys(), ...returning.keys()])) {
      const owner = staff.get(ownerId);
      if (!owner) continue;
      const leads = byOwner.get(ownerId) ?? [];
      const back = returning.get(ownerId) ?? [];
      const lines = leads.map((l) => {
        const at = new Date(Date.parse(String(l.at)) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
        return `- ${at} IST  ${l.callback ? "Call back: " : ""}${l.name}${l.phone ? `  ${l.phone}` : ""}\n  ${deps.adminUrl}/${l.id}`;
      });
      const backLines = back.map((r) => `- Returning lead: ${r.name} (${r.sources.map(leadSourceLabel).join(", ")})\n  ${deps.adminUrl}/${r.id}`);
      const parts = [
        ...(lines.length ? [`These leads are waiting for you today:\n\n${lines.join("\n")}`] : []),
        ...(backLines.length ? [`These leads of yours got in touch again:\n\n${backLines.join("\n")}`] : []),
      ];
      const mail = mailer.draft({
        to: owner.email,
        subject: leads.length ? `Follow-ups due today (${day}): ${leads.length}` : `Returning leads (${day}): ${back.length}`,
        text: `Good morning ${owner.name},\n\n${parts.join("\n\n")}\n`,
      });
      await trx.insertInto("mail_outbox").values(mail).execute();
      mails.push(mail);
    }
    return mails;
  });
  if (!result) return { outcome: "already_sent", mails: 0 };
  mailer.queued(...result);
  return { outcome: "sent", mails: result.length };
}
