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
  /** When the farmer proved the phone with a code sent to it; null when nobody checked it. */
  phone_verified_at?: string | null;
  /** The soonest open call-back's slot (UTC ISO), where the list asked for it. */
  next_callback_at?: string | null;
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
  | {
      type: "chat";
      id: string;
      at: string;
      status: string;
      messages: Array<{ at: string; from: string; text: string }>;
      /** The visitor's 1-5 for the chat, and the agent it counts for. */
      rating: number | null;
      ratedAgent: string | null;
    }
  | {
      type: "callback";
      id: string;
      /** When it was asked for. */
      at: string;
      /** The slot the visitor chose (UTC ISO; shown in IST). */
      slot: string;
      phone: string;
      note: string | null;
      status: "requested" | "done";
      doneAt: string | null;
      doneBy: string | null;
    }
  | { type: "email"; id: string; at: string; to: string; subject: string; status: string };

/** `lead-detail`: a lead, its timeline and the staff to pick an owner from. */
export interface LeadDetail {
  lead: DeskLead;
  timeline: TimelineItem[];
  staff: StaffMember[];
  /** The caller's role, so the page offers only what the server allows. */
  role: StaffRole;
}

/** Something due on a lead: its next follow-up, or an open call-back at its slot. */
export interface DueItem {
  kind: "follow_up" | "callback";
  /** UTC ISO; shown in IST. */
  at: string;
  lead: DeskLead;
  /** The call-back's id and phone, for a call-back. */
  callbackId?: string;
  phone?: string;
}

export interface Conversion {
  total: number;
  converted: number;
}

/** `desk-dashboard`: the funnel, conversion by source and user type, what is due, call-backs and chat ratings. */
export interface DeskDashboard {
  byStatus: Record<string, number>;
  conversionBySource: Record<string, Conversion>;
  conversionByUserType: Record<string, Conversion>;
  /** Follow-ups and call-backs whose time has passed, oldest first. */
  overdue: DueItem[];
  /** Follow-ups and call-backs later today (IST). */
  dueToday: DueItem[];
  /** Call-backs asked for and not yet done (whenever their slot). */
  openCallbacks: number;
  /** Chats rated in the window: the average (null when none) and per agent. */
  rating: { average: number | null; count: number };
  ratingByAgent: Array<{ agentId: string | null; name: string; average: number; count: number }>;
}

/** The desk's settings (`desk-settings`). */
export interface DeskSettings {
  /** New leads go to the next active agent in turn. */
  roundRobin: boolean;
}
