import type { LeadRow } from "@shared/api-types";
import { DASHBOARD_RECENT_LEADS, periodStart } from "@shared/lead-filters";
import { staffTable, type Staff } from "./staff.ts";
import { countPosts } from "./blog.ts";

/** A lead as the dashboard's "recent" list shows it. */
export type RecentLead = Pick<LeadRow, "id" | "name" | "email" | "location" | "user_type" | "source" | "created_at">;

export interface DashboardFigures {
  today: number;
  week: number;
  month: number;
  total: number;
  chatMessages: number;
  blogPosts: number;
  recent: RecentLead[];
}

const leads = staffTable<LeadRow>("leads");
const chatMessages = staffTable<{ id: string }>("chat_messages");

/**
 * The dashboard's figures. Every one is a count the server computes (HEAD
 * with `count=exact`), so the dashboard reads no more rows than the few it lists.
 */
export async function fetchDashboardFigures(staff: Staff, now = new Date()): Promise<DashboardFigures> {
  const since = (p: "today" | "7d" | "30d") => ({ created_at: `gte.${periodStart(p, now)!.toISOString()}` });
  const [today, week, month, total, chat, blogPosts, recent] = await Promise.all([
    leads.count(staff, since("today")),
    leads.count(staff, since("7d")),
    leads.count(staff, since("30d")),
    leads.count(staff),
    chatMessages.count(staff, { sender: "eq.user" }),
    countPosts(staff),
    leads.rows(staff, { select: "id,name,email,location,user_type,source,created_at", order: "created_at.desc", limit: String(DASHBOARD_RECENT_LEADS) }) as Promise<RecentLead[]>,
  ]);
  return { today, week, month, total, chatMessages: chat, blogPosts, recent };
}
