import type { Db } from "../db/index.server.ts";

/**
 * How many mails any public call (a chat transcript, its verification link, a
 * newsletter confirmation, the first admin's sign-up) may make the site send
 * to one person in any 24 hours, whatever the client address, device or
 * spelling of the address. Staff notifications are not counted: they go to
 * the team's own addresses.
 */
export const PUBLIC_MAILS_PER_RECIPIENT_PER_DAY = 2;
const DAY_MS = 24 * 3600 * 1000;
const PRUNE_EVERY = 200;

/** One of the per-recipient mail slots (migration 0019). */
export interface MailRecipientSlotsTable {
  /** The normalised address (recipientKey). */
  recipient_key: string;
  slot: number;
  /** When the slot was last taken; free again 24 hours later. */
  used_at: string;
}

/** Providers that ignore dots in the local part (and deliver googlemail.com to the same box). */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The person behind an address, for counting only (mail still goes to the
 * address as given): lower-cased and trimmed, a `+tag` removed from the local
 * part (most providers deliver `name+anything@` to `name@`), and for Gmail the
 * dots too (`n.a.m.e@gmail.com` is `name@gmail.com`). Other domains keep their
 * dots: many of them treat `a.b@` and `ab@` as different people.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}

/**
 * Claims one of the recipient's mails for today: true when a mail may be
 * sent, false once the ceiling is reached. Each slot is taken by one
 * conditional upsert (a new slot, or one last used over 24 hours ago), so two
 * processes can never both take the same slot and the ceiling holds for any
 * 24 hours, not per calendar day.
 */
export async function claimPublicMail(db: Db, address: string, now = Date.now()): Promise<boolean> {
  // Now and then a claim clears the slots that no longer count, so the table needs no job of its own.
  if (Math.random() < 1 / PRUNE_EVERY) await pruneRecipientSlots(db, now).catch(() => {});
  const key = recipientKey(address);
  const usedAt = new Date(now).toISOString();
  const freeBefore = new Date(now - DAY_MS).toISOString();
  for (let slot = 0; slot < PUBLIC_MAILS_PER_RECIPIENT_PER_DAY; slot++) {
    const taken = await db
      .insertInto("mail_recipient_slots")
      .values({ recipient_key: key, slot, used_at: usedAt })
      .onConflict((oc) => oc.columns(["recipient_key", "slot"]).doUpdateSet({ used_at: usedAt }).where("mail_recipient_slots.used_at", "<=", freeBefore))
      .returning("slot")
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

/** Forgets slots that no longer count (over a day old); run now and then. */
export async function pruneRecipientSlots(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom("mail_recipient_slots").where("used_at", "<=", new Date(now - DAY_MS).toISOString()).execute();
}
