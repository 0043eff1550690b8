import type { LeadRow } from "./api-types.ts";
import type { LeadStatus, StaffRole } from "./pipeline.ts";

/** Wire types of the lead desk (staff functions), shared by the server and the admin pages. */

/** A lead with its pipeline, as the desk's functions answer it. */
export interface DeskLead extends LeadRow {
  status: LeadStatus;
  owner_id: string | null;
  lost_reason: string | null;
  /** UTC ISO time; shown in IST. */
  next_follow_up_at: string | null;
  merged_into: string | null;
}

export interface StaffMember {
  id: string;
  email: string;
  /** The display name, or the e-mail when none is set. */
  name: string;
  role: StaffRole;
  active: boolean;
  lastSignInAt: string | null;
}

/** One entry of a lead's timeline, newest first. */
export type TimelineItem =
  | { type: "event"; id: string; at: string; kind: string; actor: string | null; data: Record<string, unknown> | null }
  | { type: "chat"; id: string; at: string; status: string; messages: Array<{ at: string; from: string; text: string }> }
  | { type: "email"; id: string; at: string; to: string; subject: string; status: string };

/** `lead-detail`: a lead, its timeline and the staff to pick an owner from. */
export interface LeadDetail {
  lead: DeskLead;
  timeline: TimelineItem[];
  staff: StaffMember[];
  /** The caller's role, so the page offers only what the server allows. */
  role: StaffRole;
}

/** `desk-dashboard`: the funnel, conversion by source and the follow-ups due. */
export interface DeskDashboard {
  byStatus: Record<string, number>;
  conversionBySource: Record<string, { total: number; converted: number }>;
  /** Follow-ups whose time has passed, oldest first. */
  overdue: DeskLead[];
  /** Follow-ups later today (IST). */
  dueToday: DeskLead[];
}
