import type { StaffMember } from "../../shared/desk-types.ts";
import type { StaffRole } from "../../shared/pipeline.ts";
import type { Db } from "../db/index.server.ts";
import { DomainError } from "../domain-error.ts";

/**
 * Who a signed-in caller is on the team. An account without a staff row was
 * made before roles existed (the first admin, or on the command line) and is
 * an active admin, so upgrading keeps today's account working.
 */
export async function roleOf(db: Db, userId: string): Promise<StaffRole | null> {
  const row = await db.selectFrom("staff_members").select(["role", "active"]).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return (await db.selectFrom("auth_users").select("id").where("id", "=", userId).executeTakeFirst()) ? "admin" : null;
  if (!row.active) return null;
  return row.role === "admin" ? "admin" : "agent";
}

/** 403 unless the caller holds `role` (admin may do everything an agent may). */
export async function requireRole(db: Db, userId: string, role: StaffRole): Promise<StaffRole> {
  const held = await roleOf(db, userId);
  if (!held) throw new DomainError("forbidden", "inactive_account", "This staff account is not active");
  if (role === "admin" && held !== "admin") throw new DomainError("forbidden", "admin_only", "Only an admin may do this");
  return held;
}

/** Every staff account with its role, for owner pickers and the team page. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("auth_users")
    .leftJoin("staff_members", "staff_members.user_id", "auth_users.id")
    .select(["auth_users.id", "auth_users.email", "auth_users.last_sign_in_at", "staff_members.role", "staff_members.display_name", "staff_members.active"])
    .orderBy("auth_users.email")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.display_name || r.email,
    role: r.role === "agent" ? "agent" : "admin",
    active: r.active === null || r.active === undefined ? true : Boolean(r.active),
    lastSignInAt: r.last_sign_in_at,
  }));
}

/** An active staff member by id (a lead's owner must be one), or a 400. */
export async function requireActiveStaff(db: Db, userId: string): Promise<void> {
  if (!(await roleOf(db, userId))) throw new DomainError("invalid", "invalid_owner", "The owner must be an active staff member");
}
