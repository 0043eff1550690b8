import { z } from "zod";
import { LEAD_STATUSES } from "./pipeline.ts";

/**
 * The field desk's wire shapes: an agent's leads for the phone, and the changes
 * the phone queued without a signal. Each change carries an id the phone made
 * (the server applies it once) and when the agent made it (a later change by
 * someone else stays current).
 */
export const CALL_OUTCOMES = ["answered", "no_answer", "busy", "wrong_number", "call_back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

const madeAt = z
  .string()
  .max(64)
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO-8601 date-time")
  .transform((v) => new Date(v).toISOString());

const base = { changeId: z.uuid({ error: "must be a change id" }), leadId: z.uuid({ error: "must be a lead id" }), madeAt };

export const fieldChangeSchema = z.discriminatedUnion("action", [
  z.object({ ...base, action: z.literal("status"), status: z.enum(LEAD_STATUSES), reason: z.string().trim().max(500).optional() }).refine(
    (v) => v.status !== "lost" || Boolean(v.reason),
    { message: "a lost lead needs a reason", path: ["reason"] },
  ),
  z.object({ ...base, action: z.literal("note"), text: z.string().trim().min(1, "must not be empty").max(4000) }),
  z.object({ ...base, action: z.literal("follow_up"), at: madeAt.nullable() }),
  z.object({ ...base, action: z.literal("call"), outcome: z.enum(CALL_OUTCOMES), text: z.string().trim().max(4000).optional() }),
]);
export type FieldChange = z.output<typeof fieldChangeSchema>;
export type FieldChangeInput = z.input<typeof fieldChangeSchema>;

/** In the order the agent made them; at most a day's worth per request (the phone sends the rest next). */
export const fieldSyncSchema = z.object({ changes: z.array(fieldChangeSchema).min(1).max(200) });

export type FieldOutcome = "applied" | "superseded" | "refused";

export interface FieldChangeResult {
  changeId: string;
  leadId: string;
  outcome: FieldOutcome;
  /** True when the server had this change already (a retry): nothing was applied again. */
  repeat: boolean;
  /** For "superseded": the later change that stays current. */
  later?: { by: string | null; at: string; to: string | null };
  /** The lead as it stands now (null when it no longer exists). */
  lead: FieldLead | null;
}

export interface FieldLead {
  id: string;
  name: string;
  phone: string | null;
  location: string | null;
  status: string;
  next_follow_up_at: string | null;
  created_at: string;
}

/** A change as the agent makes it, before the phone gives it an id and a time. */
export type FieldChangeDraft = FieldChangeInput extends infer C ? (C extends unknown ? Omit<C, "changeId" | "madeAt"> : never) : never;
