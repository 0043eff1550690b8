import { randomBytes, randomUUID } from "node:crypto";
import type { StaffRole } from "../../shared/pipeline.ts";
import { adminDeskCopy } from "../../../content/admin-desk.ts";
import type { DatabaseHandle, Db } from "../db/index.server.ts";
import { nowIso } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { hashPassword } from "../auth/passwords.server.ts";
import { hashToken } from "../auth/tokens.server.ts";
import { findUserByEmail, findUserById, normalizeEmail, userValues, withAccountsLock } from "../auth/users.server.ts";
import { listStaff } from "./roles.ts";

/** An invitation link is valid for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

export interface TeamDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where links in e-mails point (PUBLIC_URL). */
  siteUrl: string;
}

const asRole = (r: string): StaffRole => (r === "agent" ? "agent" : "admin");
/** Seven days from `from` (an ISO time), so an invitation's two times come from one clock reading. */
const expiresAt = (from = nowIso()) => new Date(Date.parse(from) + INVITATION_TTL_MS).toISOString();

/** The staff and the invitations still waiting (neither used, revoked nor expired). */
export async function teamOverview(db: Db) {
  const rows = await db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("created_at", "desc")
    .execute();
  const invitations: PendingInvitation[] = rows.map((r) => ({ id: r.id, email: r.email, role: asRole(r.role), createdAt: r.created_at, expiresAt: r.expires_at }));
  return { staff: await listStaff(db), invitations };
}

async function sendInvitation(deps: TeamDeps, email: string, role: StaffRole, token: string) {
  const link = `${deps.siteUrl}/admin/accept-invite?token=${encodeURIComponent(token)}`;
  const copy = adminDeskCopy.team.mail;
  await deps.mailer.sendMail({ to: email, subject: copy.subject, text: copy.text(adminDeskCopy.role[role], link) });
}

/**
 * Invites a colleague: a row holding only the hash of a random one-time token,
 * and the e-mail with the link. An earlier pending invitation to the same
 * address is revoked, so only the newest link works.
 */
export async function invite(deps: TeamDeps, invitedBy: string, emailRaw: string, role: StaffRole): Promise<PendingInvitation> {
  const db = deps.database.db;
  const email = normalizeEmail(emailRaw);
  if (await findUserByEmail(db, email)) throw new DomainError("conflict", "already_staff", "This e-mail already has a staff account");
  const token = randomBytes(32).toString("base64url");
  const now = nowIso();
  const row = { id: randomUUID(), email, role, token_hash: hashToken(token), invited_by: invitedBy, created_at: now, expires_at: expiresAt(now), accepted_at: null, revoked_at: null };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_invitations").set({ revoked_at: now }).where("email", "=", email).where("accepted_at", "is", null).where("revoked_at", "is", null).execute();
    await trx.insertInto("staff_invitations").values(row).execute();
  });
  await sendInvitation(deps, email, role, token);
  return { id: row.id, email, role, createdAt: row.created_at, expiresAt: row.expires_at };
}

async function pendingById(db: Db, id: string) {
  const row = await db.selectFrom("staff_invitations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.accepted_at || row.revoked_at) throw new DomainError("not_found", "invitation_not_found", "No open invitation with this id");
  return row;
}

/** A new link and a new week; the old link stops working. */
export async function resend(deps: TeamDeps, id: string): Promise<void> {
  const row = await pendingById(deps.database.db, id);
  const token = randomBytes(32).toString("base64url");
  await deps.database.db.updateTable("staff_invitations").set({ token_hash: hashToken(token), expires_at: expiresAt() }).where("id", "=", id).execute();
  await sendInvitation(deps, row.email, asRole(row.role), token);
}

export async function revoke(db: Db, id: string): Promise<void> {
  await pendingById(db, id);
  await db.updateTable("staff_invitations").set({ revoked_at: nowIso() }).where("id", "=", id).execute();
}

/**
 * Deactivating ends every session of the account at once (its access tokens
 * are refused from the next call on) and refuses its sign-in; reactivating
 * lets it sign in again. An admin cannot deactivate themselves, so a team
 * never locks itself out by accident.
 */
export async function setActive(database: DatabaseHandle, actorId: string, userId: string, active: boolean): Promise<void> {
  const db = database.db;
  if (!active && actorId === userId) throw new DomainError("invalid", "cannot_deactivate_self", "You cannot deactivate your own account");
  if (!(await findUserById(db, userId))) throw new DomainError("not_found", "staff_not_found", "No such staff account");
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff_members").select("user_id").where("user_id", "=", userId).executeTakeFirst();
    if (existing) await trx.updateTable("staff_members").set({ active: database.bool(active) }).where("user_id", "=", userId).execute();
    // An account from before roles is an admin; it keeps that role.
    else await trx.insertInto("staff_members").values({ user_id: userId, role: "admin", display_name: null, active: database.bool(active), created_at: nowIso() }).execute();
    if (!active) await trx.deleteFrom("auth_sessions").where("user_id", "=", userId).execute();
  });
}

/** False only for an account an admin deactivated (accounts from before roles are active). */
export async function isActiveAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("staff_members").select("active").where("user_id", "=", userId).executeTakeFirst();
  return !row || Boolean(row.active);
}

const gone = (message: string) => new DomainError("gone", "invitation_invalid", message);

/**
 * Accepting an invitation: a confirmed account with the chosen password and
 * the invited role. The token works once; expired, revoked or used tokens get
 * a plain 410.
 */
export async function acceptInvitation(database: DatabaseHandle, token: string, password: string, displayName: string): Promise<{ email: string; role: StaffRole }> {
  const passwordHash = await hashPassword(password);
  return withAccountsLock(database, async (trx) => {
    const row = await trx.selectFrom("staff_invitations").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
    const copy = adminDeskCopy.team.accept;
    if (!row) throw gone(copy.unknown);
    if (row.accepted_at) throw gone(copy.used);
    if (row.revoked_at) throw gone(copy.revoked);
    if (Date.parse(row.expires_at) <= Date.now()) throw gone(copy.expired);
    if (await findUserByEmail(trx, row.email)) throw new DomainError("conflict", "already_staff", "This e-mail already has a staff account; sign in instead");
    const user = userValues({ email: row.email, password, confirmed: true }, passwordHash);
    const now = nowIso();
    await trx.insertInto("auth_users").values(user).execute();
    await trx.insertInto("staff_members").values({ user_id: user.id, role: asRole(row.role), display_name: displayName, active: database.bool(true), created_at: now }).execute();
    await trx.updateTable("staff_invitations").set({ accepted_at: now }).where("id", "=", row.id).execute();
    return { email: row.email, role: asRole(row.role) };
  });
}

/** A staff member's own name and password. */
export async function updateOwnAccount(database: DatabaseHandle, userId: string, change: { displayName?: string; password?: string }): Promise<void> {
  const db = database.db;
  const now = nowIso();
  if (change.password !== undefined) {
    const encrypted_password = await hashPassword(change.password);
    await db.updateTable("auth_users").set({ encrypted_password, updated_at: now }).where("id", "=", userId).execute();
  }
  if (change.displayName !== undefined) {
    const existing = await db.selectFrom("staff_members").select("user_id").where("user_id", "=", userId).executeTakeFirst();
    if (existing) await db.updateTable("staff_members").set({ display_name: change.displayName }).where("user_id", "=", userId).execute();
    else await db.insertInto("staff_members").values({ user_id: userId, role: "admin", display_name: change.displayName, active: database.bool(true), created_at: now }).execute();
  }
}
