import { z } from "zod";
import { LANGUAGES, languageLabel, LEAD_SOURCES, leadSourceLabel, LIMITS, USER_TYPES, userTypeLabel } from "./constants.ts";
import { formatIstDateTime } from "./ist.ts";
import { canonicalPhone, displayPhone } from "./phone.ts";
import { emailField, jsonObjectField, optionalText, requiredText, timestampField, uuidField } from "./schemas.ts";

/**
 * A lead's fields, declared once. Each field says how it is stored (its
 * column kind and the zod rule every written value passes), where a visitor
 * gives it, and whether the CSV export, the staff e-mail, the admin's lead
 * details and the capture on the timeline carry it. The leads table's
 * columns, the data API's allowlist, the wire types, the capture schemas, the
 * CSV, the e-mail and the admin's detail component are all made from this
 * list, so a new field is one entry here plus its migration and its labels.
 *
 * Labels: `label` is the field's key in `adminDeskCopy.fields` (the admin, the
 * CSV and the staff e-mail are English); a form that asks for the field has
 * its label, in English and Hindi, under the same key in its own copy.
 *
 * Browser-safe: the chat panel reads the capture rules from here.
 */

/** The forms a visitor can become a lead through. */
export type LeadCapture = "chat" | "contact" | "partner" | "csr" | "booking";
const EVERY_FORM: readonly LeadCapture[] = ["chat", "contact", "partner", "csr", "booking"];

interface LeadFieldDecl<S extends z.ZodType = z.ZodType> {
  /** How both databases store it (see server/db/columns.ts). */
  kind: "uuid" | "text" | "json" | "timestamp";
  /** The stored value's rule: the data API checks every written value with it. */
  schema: S;
  /** The key of its English label in adminDeskCopy.fields (admin, CSV, staff e-mail). */
  label: string;
  /** The forms that ask the visitor for it. */
  capturedIn: readonly LeadCapture[];
  /** Its CSV column: the header, and whether it is one of the specification's first columns or comes after the desk's pipeline. */
  csv?: { header: string; place: "spec" | "extra" };
  /** A line of the staff e-mail. */
  mail?: boolean;
  /** A row of the admin's lead details. */
  detail?: boolean;
  /** Kept in the capture's entry on the lead's timeline (what that visit brought). */
  timeline?: boolean;
  /** The value for people; "" when there is none (each place shows its own empty mark). */
  show?: (value: unknown) => string;
}

const decl = <S extends z.ZodType, const D extends Omit<LeadFieldDecl<S>, "schema">>(schema: S, d: D) => ({ schema, ...d });

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A phone number a visitor typed (optional): any usual Indian form, stored as
 * E.164 so one farmer typing it two ways is one person.
 */
export const leadPhoneInput = z
  .string({ error: "must be a string or null" })
  .trim()
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters`)
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const e164 = canonicalPhone(v);
    if (!e164) ctx.addIssue({ code: "custom", message: "is not a valid phone number (for example 98765 43210 or +91 98765 43210)" });
    return e164 ?? v;
  });

export const LEAD_FIELDS = {
  id: decl(uuidField, { kind: "uuid", label: "id", capturedIn: [] }),
  name: decl(requiredText(LIMITS.name), { kind: "text", label: "name", capturedIn: EVERY_FORM, csv: { header: "Name", place: "spec" }, mail: true, detail: true, timeline: true }),
  /** Empty for a lead who gave only a phone: many farmers have no e-mail. */
  email: decl(emailField, { kind: "text", label: "email", capturedIn: EVERY_FORM, csv: { header: "Email", place: "spec" }, mail: true, detail: true, timeline: true }),
  phone: decl(optionalText(LIMITS.phone), {
    kind: "text",
    label: "phone",
    capturedIn: EVERY_FORM,
    csv: { header: "Phone", place: "spec" },
    mail: true,
    detail: true,
    timeline: true,
    show: (v) => {
      const e164 = typeof v === "string" ? canonicalPhone(v) : null;
      return e164 ? displayPhone(e164) : text(v);
    },
  }),
  location: decl(optionalText(LIMITS.location), { kind: "text", label: "location", capturedIn: ["chat"], csv: { header: "Location", place: "spec" }, mail: true, detail: true, timeline: true }),
  user_type: decl(z.enum(USER_TYPES, { error: () => `must be one of ${USER_TYPES.join(", ")} (user types)` }), {
    kind: "text",
    label: "user_type",
    capturedIn: EVERY_FORM,
    csv: { header: "User Type", place: "spec" },
    mail: true,
    detail: true,
    timeline: true,
    show: (v) => (v ? userTypeLabel(text(v)) : ""),
  }),
  source: decl(z.enum(LEAD_SOURCES, { error: () => `must be one of ${LEAD_SOURCES.join(", ")} (lead sources)` }), {
    kind: "text",
    label: "source",
    capturedIn: [],
    csv: { header: "Source", place: "spec" },
    mail: true,
    detail: true,
    timeline: true,
    show: (v) => (v ? leadSourceLabel(text(v)) : ""),
  }),
  /** What each form asked beyond the lead's own fields (the organisation, the message, the clinic...). */
  metadata: decl(jsonObjectField.nullable(), { kind: "json", label: "metadata", capturedIn: [] }),
  /** The language the visitor used on the site. */
  language: decl(z.enum(LANGUAGES, { error: () => `must be one of ${LANGUAGES.join(", ")} (site languages)` }).nullable(), {
    kind: "text",
    label: "language",
    capturedIn: [],
    csv: { header: "Language", place: "extra" },
    mail: true,
    detail: true,
    timeline: true,
    show: (v) => (v ? languageLabel(text(v)) : ""),
  }),
  /** The farmer's village, asked by the chat and the clinic booking. */
  village: decl(optionalText(LIMITS.village), { kind: "text", label: "village", capturedIn: ["chat", "booking"], csv: { header: "Village", place: "extra" }, mail: true, detail: true, timeline: true }),
  /**
   * The farmer's consent to WhatsApp messages from us (the checkbox on the
   * site's lead forms and the chat's form, never ticked for them): when, on
   * which form, and the words they agreed to, in the language they read them.
   * Set by the server from the ticked box, never taken from the visitor as a value.
   */
  whatsapp_consent_at: decl(timestampField.nullable(), { kind: "timestamp", label: "whatsapp_consent_at", capturedIn: [], detail: true, timeline: true, show: (v) => (v ? formatIstDateTime(text(v)) : "") }),
  whatsapp_consent_source: decl(optionalText(40), { kind: "text", label: "whatsapp_consent_source", capturedIn: [], detail: true, timeline: true }),
  whatsapp_consent_text: decl(optionalText(600), { kind: "text", label: "whatsapp_consent_text", capturedIn: [], timeline: true }),
  created_at: decl(timestampField, { kind: "timestamp", label: "created_at", capturedIn: [], csv: { header: "Created At", place: "spec" }, detail: true, show: (v) => (v ? formatIstDateTime(text(v)) : "") }),
};

export type LeadFieldName = keyof typeof LEAD_FIELDS;
const NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[];
const field = (k: LeadFieldName): LeadFieldDecl => LEAD_FIELDS[k];

/** Each field's stored rule, by name (the data API checks written columns with these). */
export const leadFields = Object.fromEntries(NAMES.map((k) => [k, field(k).schema])) as { [K in LeadFieldName]: (typeof LEAD_FIELDS)[K]["schema"] };

type Widen<T> = T extends string ? string : T;
/** A stored lead, as the data API and the desk's functions answer it. */
export type LeadRecord = { -readonly [K in LeadFieldName]: Widen<z.output<(typeof LEAD_FIELDS)[K]["schema"]>> };

type NullableKeys<T> = { [K in keyof T]: null extends T[K] ? K : never }[keyof T];
type Written = Omit<LeadRecord, "id" | "created_at">;
/** A lead that already passed its form's schema: what a capture writes (the empty fields may be left out). */
export type NewLead = Omit<Written, NullableKeys<Written>> & Partial<Pick<Written, NullableKeys<Written>>>;

/** The stored row of a new lead: every field present, empty ones null. */
export function newLeadRecord(lead: NewLead, id: string, createdAt: string): LeadRecord {
  const out: Record<string, unknown> = { id, created_at: createdAt };
  const given = lead as Record<string, unknown>;
  for (const k of NAMES) {
    if (k === "id" || k === "created_at") continue;
    const v = given[k];
    out[k] = v === undefined || v === "" ? (k === "email" ? "" : null) : v;
  }
  // Metadata keeps an empty object as given; only a missing one is null.
  return out as LeadRecord;
}

/** What a capture brought, for its entry on the lead's timeline (the form's own fields under `fields`). */
export function captureEntry(lead: LeadRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of NAMES) if (field(k).timeline) out[k] = lead[k];
  return { ...out, fields: lead.metadata };
}

/** A field's value for people; "" when empty. */
export function showLeadField(k: LeadFieldName, lead: Partial<Record<LeadFieldName, unknown>>): string {
  const v = lead[k];
  if (v === null || v === undefined) return "";
  const f = field(k);
  return f.show ? f.show(v) : text(v);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One of a form's own details (the lead's metadata) for people: a time it kept
 * (e.g. "submitted at") in IST as the desk writes times, text as it is, anything else as JSON.
 */
export function showLeadDetail(value: unknown): string {
  if (typeof value === "string") return ISO_TIME.test(value) ? formatIstDateTime(value) : value;
  return JSON.stringify(value);
}

/** A lead's own details (metadata) worth showing: the empty ones left out. */
export const leadDetails = (metadata: Record<string, unknown> | null | undefined): Array<[string, unknown]> =>
  metadata ? Object.entries(metadata).filter(([, v]) => v !== null && v !== undefined && v !== "") : [];

/** The fields the admin's lead details show, in order, with their label keys. */
export const LEAD_DETAIL_FIELDS = NAMES.filter((k) => field(k).detail).map((k) => ({ name: k, label: field(k).label }));
/** The fields of the staff e-mail, in order, with their label keys. */
export const LEAD_MAIL_FIELDS = NAMES.filter((k) => field(k).mail).map((k) => ({ name: k, label: field(k).label }));
/** The CSV's lead columns: the specification's (before the pipeline) and the rest (after it). */
export const LEAD_CSV_FIELDS = {
  spec: NAMES.filter((k) => field(k).csv?.place === "spec").map((k) => ({ name: k, header: field(k).csv!.header })),
  extra: NAMES.filter((k) => field(k).csv?.place === "extra").map((k) => ({ name: k, header: field(k).csv!.header })),
};
/** Every stored column but the metadata: what a list or the CSV reads. */
export const LEAD_PLAIN_COLUMNS = NAMES.filter((k) => k !== "metadata") as Exclude<LeadFieldName, "metadata">[];

// ---------------------------------------------------------------- capture

type CapturedIn<F extends LeadCapture> = {
  [K in LeadFieldName]: (typeof LEAD_FIELDS)[K]["capturedIn"] extends readonly (infer C)[] ? (F extends C ? K : never) : never;
}[LeadFieldName];
/** The chat lead form's fields. */
export type ChatLeadField = CapturedIn<"chat">;

/**
 * What a form says about the contact fields, in the page's language. A lead
 * needs a way back to the person: a phone number or an e-mail address, either one.
 */
export interface LeadContactMessages {
  /** Neither a phone number nor an e-mail address was given. */
  phoneOrEmail: string;
  emailTooLong: string;
  emailInvalid: string;
  phoneTooLong: string;
  phoneInvalid: string;
}

/** The API's own words (English), for callers that are not a page. */
export const API_CONTACT_MESSAGES: LeadContactMessages = {
  phoneOrEmail: "needs a phone number or an email address (either one)",
  emailTooLong: `must be at most ${LIMITS.email} characters`,
  emailInvalid: "must be a valid email address",
  phoneTooLong: `must be at most ${LIMITS.phone} characters`,
  phoneInvalid: "is not a valid phone number (for example 98765 43210 or +91 98765 43210)",
};

/** Where the "phone or e-mail" issue is reported: on the phone, the field most farmers have. */
export const PHONE_OR_EMAIL_PATH = "phone";
const PHONE_OR_EMAIL = "phone_or_email";

/**
 * The e-mail and phone as a visitor types them: both optional, the e-mail
 * checked when given ("" when not), the phone checked and stored canonically
 * (E.164) so one farmer typing it two ways is one person.
 */
export function contactInputs(m: LeadContactMessages = API_CONTACT_MESSAGES) {
  return {
    email: z
      .string({ error: m.emailInvalid })
      .trim()
      .max(LIMITS.email, m.emailTooLong)
      .refine((v) => v === "" || emailField.safeParse(v).success, m.emailInvalid)
      .nullish()
      .transform((v) => v ?? ""),
    phone: z
      .string({ error: m.phoneInvalid })
      .trim()
      .max(LIMITS.phone, m.phoneTooLong)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const e164 = canonicalPhone(v);
        if (!e164) ctx.addIssue({ code: "custom", message: m.phoneInvalid });
        return e164 ?? v;
      }),
  };
}

/**
 * The rule every capture shares: a phone or an e-mail, either one. It runs even
 * when other fields were refused, so a form names every problem at once.
 */
export function requirePhoneOrEmail<T extends z.ZodType<{ email?: string | null; phone?: string | null }>>(schema: T, message: string): T {
  return schema.refine((v) => Boolean(v.email || v.phone), {
    path: [PHONE_OR_EMAIL_PATH],
    message,
    params: { rule: PHONE_OR_EMAIL },
    // Also when another field was refused (a form names every problem at once), unless the phone or
    // the e-mail itself was: then that field's own message says what is wrong.
    // Never on a value that is not an object at all (a missing or mistyped body): its own issue says so.
    when: (payload) =>
      typeof payload.value === "object" && payload.value !== null && !payload.issues.some((i) => i.path?.[0] === "email" || i.path?.[0] === "phone"),
  }) as T;
}

/** Whether a refused field is the missing phone-or-e-mail (not a badly typed phone). */
export const isPhoneOrEmailIssue = (issue: object) => "params" in issue && (issue.params as { rule?: unknown } | undefined)?.rule === PHONE_OR_EMAIL;

/** The inputs of the fields a form asks for, from their declarations (the contact fields optional). */
function captureShape<F extends LeadCapture>(form: F) {
  const contact = contactInputs();
  const shape: Record<string, z.ZodType> = {};
  for (const k of NAMES) {
    const f = field(k);
    if (!f.capturedIn.includes(form)) continue;
    shape[k] = k === "email" || k === "phone" ? contact[k] : f.schema.safeParse(null).success ? f.schema.optional() : f.schema;
  }
  return shape as { [K in CapturedIn<F>]: K extends "email" | "phone" ? ReturnType<typeof contactInputs>[K] : (typeof LEAD_FIELDS)[K]["schema"] };
}

/**
 * The chat's lead form, as the server checks `start_chat` and the chat panel
 * checks it before sending: the same schema on both ends.
 */
export const chatLeadShape = () => captureShape("chat");
export const chatLeadSchema = () => requirePhoneOrEmail(z.object(chatLeadShape()), API_CONTACT_MESSAGES.phoneOrEmail);
/** The chat form's values as `start_chat` takes them (without the page's language and metadata). */
export type ChatLeadInput = { [K in keyof z.input<ReturnType<typeof chatLeadSchema>>]: Widen<z.input<ReturnType<typeof chatLeadSchema>>[K]> };

/**
 * A lead as the original widget posted it (`send-lead-email`'s `leadData`):
 * the stored fields a visitor may give, with the same contact rules as every capture.
 */
export const leadInsertSchema = requirePhoneOrEmail(
  z.object({
    name: leadFields.name,
    ...contactInputs(),
    location: leadFields.location.optional(),
    user_type: leadFields.user_type,
    source: leadFields.source.default("live_chat"),
    metadata: leadFields.metadata.optional(),
    language: leadFields.language.optional(),
  }),
  API_CONTACT_MESSAGES.phoneOrEmail,
);

/** Why the chat's lead form cannot start a chat yet; the panel says it in the page's language. */
export type ChatLeadProblem = "required" | "phoneOrEmail" | "invalidEmail" | "phoneInvalid" | "tooLong";

/**
 * The chat panel's check before 'Start Chat', with the schema `start_chat`
 * checks on the server: name and user type (the specification's alert when
 * they are missing), then a phone or an e-mail, then each one's form. On
 * success, the values as the server will store them (the phone in E.164).
 */
export function checkChatLead(draft: ChatLeadInput): { ok: true; lead: z.output<ReturnType<typeof chatLeadSchema>> } | { ok: false; problem: ChatLeadProblem } {
  const parsed = chatLeadSchema().safeParse(draft);
  if (parsed.success) return { ok: true, lead: parsed.data };
  const issues = parsed.error.issues;
  const at = (k: string) => issues.some((i) => i.path[0] === k && !isPhoneOrEmailIssue(i));
  if (issues.some((i) => (i.path[0] === "name" || i.path[0] === "user_type") && (i.code === "too_small" || i.code === "invalid_value" || i.code === "invalid_type"))) return { ok: false, problem: "required" };
  if (issues.some(isPhoneOrEmailIssue)) return { ok: false, problem: "phoneOrEmail" };
  if (at("email")) return { ok: false, problem: "invalidEmail" };
  if (at("phone")) return { ok: false, problem: "phoneInvalid" };
  return { ok: false, problem: "tooLong" };
}

/**
 * The chat lead form's draft as the panel keeps it (and stores it for a
 * reload): each field the chat asks for, as typed, the user type under the
 * panel's own name. A field added to the chat is optional here, so drafts
 * stored before it existed still read.
 */
export type ChatLeadDraft = { [K in Exclude<ChatLeadField, "user_type">]?: string } & {
  name: string;
  email: string;
  phone: string;
  userType: string;
  /** "yes" when the WhatsApp consent box is ticked (never by default); `start_chat` records it with the time and the words. */
  whatsappConsent?: string;
};
