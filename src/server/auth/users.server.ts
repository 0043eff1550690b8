import { randomUUID } from "node:crypto";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import type { AuthUsersTable } from "./schema.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { hashPassword } from "./passwords.server.ts";

export type UserRow = AuthUsersTable;

/** GoTrue's User object, as the official client reads it. */
export function userJson(u: UserRow) {
  const appMeta = readJson<Record<string, unknown>>(u.app_metadata);
  const userMeta = readJson<Record<string, unknown>>(u.user_metadata);
  return {
    id: u.id,
    aud: "authenticated",
    role: "authenticated",
    email: u.email,
    email_confirmed_at: u.email_confirmed_at,
    phone: "",
    confirmation_sent_at: u.confirmation_sent_at,
    confirmed_at: u.email_confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: appMeta,
    user_metadata: userMeta,
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: u.email_confirmed_at !== null, phone_verified: false, sub: u.id },
        provider: "email",
        last_sign_in_at: u.last_sign_in_at,
        created_at: u.created_at,
        updated_at: u.updated_at,
        email: u.email,
      },
    ],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: false,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("auth_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("auth_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  password: string;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
}

export function userValues(u: NewUser, passwordHash: string): UserRow {
  const now = nowIso();
  return {
    id: randomUUID(),
    email: normalizeEmail(u.email),
    encrypted_password: passwordHash,
    email_confirmed_at: u.confirmed ? now : null,
    confirmation_sent_at: null,
    last_sign_in_at: null,
    app_metadata: JSON.stringify({ provider: "email", providers: ["email"] }),
    user_metadata: JSON.stringify(u.userMetadata ?? {}),
    created_at: now,
    updated_at: now,
  };
}

/** The lock that serialises account creation, so two first sign-ups racing in two processes cannot both win. */
const ACCOUNTS_LOCK = 734501;

export function withAccountsLock<T>(database: DatabaseHandle, fn: (trx: Db) => Promise<T>): Promise<T> {
  return database.withLock(ACCOUNTS_LOCK, fn);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom("auth_users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates a confirmed account, or sets the password of an existing one and
 * confirms it: the operator path (npm run admin:create), which works whether or
 * not accounts exist.
 */
export async function upsertConfirmedUser(database: DatabaseHandle, email: string, password: string): Promise<{ user: UserRow; created: boolean }> {
  const passwordHash = await hashPassword(password);
  return withAccountsLock(database, async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      const now = nowIso();
      await trx
        .updateTable("auth_users")
        .set({ encrypted_password: passwordHash, email_confirmed_at: existing.email_confirmed_at ?? now, updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      return { user: (await findUserById(trx, existing.id))!, created: false };
    }
    const row = userValues({ email, password, confirmed: true }, passwordHash);
    await trx.insertInto("auth_users").values(row).execute();
    return { user: row, created: true };
  });
}
