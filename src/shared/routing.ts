import { z } from "zod";
import { LEAD_SOURCES, USER_TYPES } from "./constants.ts";

/**
 * The desk's routing rules, teams, staff languages and response-time
 * promises: wire types and the zod rules both the admin pages and the
 * server's functions use.
 */

/**
 * The languages staff may speak and rules may name: the site's languages and
 * those coming (content/i18n.ts), each a lead's `language` code.
 */
export const DESK_LANGUAGES = ["en", "hi", "mr", "te", "kn", "gu", "pa"] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];
const deskLanguage = z.enum(DESK_LANGUAGES, { error: () => `must be one of ${DESK_LANGUAGES.join(", ")}` });

/** Where a lead's place text points (shown on the lead). */
export interface PlaceMatch {
  /** What decided it: a PIN code, a district's name, a sub-district's (taluka, tehsil, mandal) or only a state's. */
  by: "pincode" | "district" | "sub_district" | "state";
  pincode: string | null;
  district: string | null;
  state: string;
  /** The words of the text that matched. */
  matched: string;
}

const text = (max: number) => z.string().trim().min(1, { error: "must not be empty" }).max(max, { error: `must be at most ${max} characters` });
const list = <T extends z.ZodType>(item: T, max = 200) => z.array(item).max(max, { error: `must list at most ${max}` }).default([]);

/** What a rule looks at; an empty list matches any lead. */
export const ruleConditionsSchema = z.object({
  states: list(text(80)),
  districts: list(text(80), 500),
  /** PIN codes or their first digits ("422" is the Nashik area). */
  pincodes: list(z.string().trim().regex(/^[1-9]\d{0,5}$/, { error: "must be a PIN code or its first digits" }), 500),
  userTypes: list(z.enum(USER_TYPES)),
  sources: list(z.enum(LEAD_SOURCES)),
  languages: list(deskLanguage),
});
export type RuleConditions = z.output<typeof ruleConditionsSchema>;

/** Who a rule hands its leads to: one agent, or a team in turn. */
export const ruleTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("agent"), id: z.uuid({ error: "must be a staff member's id" }) }),
  z.object({ kind: z.literal("team"), id: z.uuid({ error: "must be a team's id" }) }),
]);
export type RuleTarget = z.output<typeof ruleTargetSchema>;

/** When no rule matches: the desk's round-robin setting decides (in turn when on, else the pool), or one agent or team. */
export const defaultTargetSchema = z.union([z.object({ kind: z.literal("desk") }), ruleTargetSchema]);
export type DefaultTarget = z.output<typeof defaultTargetSchema>;

export interface RoutingRule {
  id: string;
  name: string;
  position: number;
  active: boolean;
  conditions: RuleConditions;
  target: RuleTarget;
}

export interface RoutingTeam {
  id: string;
  name: string;
  /** Staff ids in their turn order. */
  members: string[];
}

/** `desk-routing` (GET): everything the rules page shows. */
export interface RoutingOverview {
  rules: RoutingRule[];
  defaultTarget: DefaultTarget;
  teams: RoutingTeam[];
  staff: Array<{ id: string; name: string; role: string; active: boolean; languages: DeskLanguage[] }>;
  states: string[];
  districts: Array<{ district: string; state: string }>;
}

/** One change on the rules page (`desk-routing`, POST, admins only). */
export const routingActionSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("save_rule"),
    id: z.uuid().optional(),
    name: text(80),
    active: z.boolean().default(true),
    conditions: ruleConditionsSchema,
    target: ruleTargetSchema,
  }),
  z.object({ action: z.literal("delete_rule"), id: z.uuid() }),
  z.object({ action: z.literal("move_rule"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ action: z.literal("save_default"), target: defaultTargetSchema }),
  z.object({ action: z.literal("save_team"), id: z.uuid().optional(), name: text(80), members: z.array(z.uuid()).max(200) }),
  z.object({ action: z.literal("delete_team"), id: z.uuid() }),
]);
export type RoutingAction = z.output<typeof routingActionSchema>;

/** A staff member's languages (`staff-languages`): their own, or anyone's for an admin. */
export const staffLanguagesSchema = z.object({
  userId: z.uuid().optional(),
  languages: z.array(deskLanguage).max(DESK_LANGUAGES.length),
});

/** The route a lead took (shown on the lead). */
export interface LeadRouting {
  place: PlaceMatch | null;
  /** The rule that chose its first owner; null for the default. */
  rule: string | null;
  assignedTo: string | null;
  at: string;
}

/* ---------------------------------------------------------------- promises */

/** Minutes after midnight, IST; day 0 is Sunday (the shape of content/site.ts openingHoursIst). */
export const workingDaySchema = z
  .object({
    day: z.number().int().min(0).max(6),
    open: z.number().int().min(0).max(24 * 60),
    close: z.number().int().min(0).max(24 * 60),
  })
  .refine((d) => d.close > d.open, { message: "a day must close after it opens", path: ["close"] });

const minutes = z.number({ error: "must be a number of minutes" }).int().min(1).max(7 * 24 * 60).nullable();

/** The response-time settings an admin sets (`desk-promises`). */
export const promiseSettingsSchema = z.object({
  /** Working minutes to the first response, per source; null: no promise for that source. */
  targets: z.partialRecord(z.enum(LEAD_SOURCES), minutes),
  /** For sources added later (an import, a new channel). */
  otherMinutes: minutes,
  hours: z.array(workingDaySchema).max(14),
  /** Leads untouched this many days move on; null: never. */
  idleDays: z.number().int().min(1).max(365).nullable(),
  /** Where an idle lead goes: back to the pool, or to the next agent in turn. */
  idleAction: z.enum(["pool", "next"]),
});
export type PromiseSettings = z.output<typeof promiseSettingsSchema>;

/** A lead's response-time promise, as the lead page shows it. */
export interface LeadPromise {
  targetMinutes: number;
  startedAt: string;
  dueAt: string;
  firstResponseAt: string | null;
  firstResponseBy: string | null;
  /** How it was first answered: a chat reply, a call, a status change, a manual entry. */
  firstResponseKind: string | null;
  /** Working minutes left now (negative: late); null once answered. */
  minutesLeft: number | null;
  /** Working minutes the first response took; null while unanswered. */
  tookMinutes: number | null;
  state: "running" | "met" | "breached" | "late_reply";
  /** False outside working hours, when the clock stands still. */
  clockRunning: boolean;
}

/** First-response figures of one agent or source (working minutes). */
export interface ResponseFigures {
  key: string;
  name: string;
  answered: number;
  median: number | null;
  p90: number | null;
  breaches: number;
}

/** `desk-promises` figures on the dashboard. */
export interface PromiseFigures {
  byAgent: ResponseFigures[];
  bySource: ResponseFigures[];
  breaches: number;
  open: number;
}
