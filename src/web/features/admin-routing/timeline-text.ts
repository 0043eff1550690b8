import { adminRoutingCopy } from "@content/admin-routing.ts";

const t = adminRoutingCopy.timeline;

/** What an owner change on the timeline adds about why: the rule that chose the owner, or the days the lead lay untouched. */
export function ownerReason(d: Record<string, unknown>): string {
  const idle = d.idle as { days?: unknown } | undefined;
  if (idle && typeof idle.days === "number") return ` (${t.idle(idle.days)})`;
  if (typeof d.rule === "string") return ` (${t.byRule(d.rule)})`;
  if (d.default === true) return ` (${t.byDefault})`;
  return "";
}

/** The heading of a response-time entry on the timeline. */
export function promiseEventHeading(kind: string, d: Record<string, unknown>): string {
  const minutes = typeof d.minutes === "number" ? d.minutes : 0;
  if (kind === "promise_escalated") return t.escalated;
  return d.notified === "admin" ? t.breachedAdmin(minutes) : t.breached(minutes);
}
