import type { SupabaseClient } from "@supabase/supabase-js";
import type { StaffMember } from "@shared/desk-types";
import type { StaffRole } from "@shared/pipeline";
import { invoke } from "~/features/admin-leads/api.ts";

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}

export interface TeamOverview {
  staff: StaffMember[];
  invitations: PendingInvitation[];
}

export type TeamAction =
  | { action: "invite"; email: string; role: StaffRole }
  | { action: "resend" | "revoke"; id: string }
  | { action: "deactivate" | "reactivate"; userId: string };

/** Staff and open invitations (`staff-team`, admins only). */
export const fetchTeam = (client: SupabaseClient) => invoke<TeamOverview>(client, "staff-team", { method: "GET" });

/** One change to the team; answers the team as it now is (an invitation answers the invitation). */
export const changeTeam = (client: SupabaseClient, action: TeamAction) => invoke<unknown>(client, "staff-team", { method: "POST", body: action });

/** The caller's own name or password (`staff-me`). */
export const updateMe = (client: SupabaseClient, change: { displayName?: string; password?: string }) =>
  invoke<{ updated: true }>(client, "staff-me", { method: "POST", body: change });
