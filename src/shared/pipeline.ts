import { z } from "zod";

/**
 * A lead's pipeline and the staff roles, shared by the server's commands and
 * the admin pages (which label them from content/).
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "sample_collected", "report_shared", "converted", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STAFF_ROLES = ["admin", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A new capture with the same e-mail or phone as a lead this recent joins that lead's timeline. */
export const DEDUPE_WINDOW_DAYS = 90;

/** What can happen on a lead's timeline. */
export const LEAD_EVENT_KINDS = ["capture", "note", "status", "owner", "follow_up", "merge", "unmerge", "callback_done"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

const uuid = z.uuid({ error: "must be a lead id" });
const followUp = z
  .string()
  .max(64)
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO-8601 date-time")
  .transform((v) => new Date(v).toISOString())
  .nullable();

/** One change to a lead, as the admin sends it (`lead-update`). */
export const leadChangeSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("status"),
    status: z.enum(LEAD_STATUSES),
    reason: z.string().trim().max(500).optional(),
  }).refine((v) => v.status !== "lost" || Boolean(v.reason), { message: "a lost lead needs a reason", path: ["reason"] }),
  z.object({ action: z.literal("owner"), ownerId: uuid.nullable() }),
  /** `call`: the note records a call with the lead (it counts as the first response, leads/sla/clock.ts). */
  z.object({ action: z.literal("note"), text: z.string().trim().min(1, "must not be empty").max(4000), call: z.boolean().optional() }),
  z.object({ action: z.literal("follow_up"), at: followUp }),
]);
export type LeadChange = z.output<typeof leadChangeSchema>;

export const leadUpdateSchema = z.object({ id: uuid }).and(leadChangeSchema);

/** The same change for many leads (`leads-bulk`): only owner and status. */
export const leadsBulkSchema = z.object({
  ids: z.array(uuid).min(1).max(500),
  change: z.union([
    z.object({ action: z.literal("owner"), ownerId: uuid.nullable() }),
    z.object({ action: z.literal("status"), status: z.enum(LEAD_STATUSES), reason: z.string().trim().max(500).optional() }),
  ]),
});

export const leadDeleteSchema = z.object({ id: uuid, confirmName: z.string().max(400) });

/** Marks a call-back done (`callback-done`). */
export const callbackDoneSchema = z.object({ id: z.uuid({ error: "must be a call-back id" }) });

/** Merges lead `sourceId` into lead `id` (`lead-merge`); the other lead's history moves over. */
export const leadMergeSchema = z
  .object({ id: uuid, sourceId: uuid })
  .refine((v) => v.id !== v.sourceId, { message: "a lead cannot be merged into itself", path: ["sourceId"] });

/** Undoes the merge recorded by event `eventId` on lead `id` (`lead-unmerge`). */
export const leadUnmergeSchema = z.object({ id: uuid, eventId: z.uuid({ error: "must be a timeline event id" }) });

/** The desk's settings, as an admin sends them (`desk-settings`). */
export const deskSettingsSchema = z.object({ roundRobin: z.boolean({ error: "must be true or false" }) });
