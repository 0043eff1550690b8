import { z } from "zod";
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CHAT_LOG_SENDERS,
  CHAT_SESSION_STATUSES,
  CLINIC_SERVICES,
  LANGUAGES,
  LIMITS,
  MIN_PASSWORD_LENGTH,
  SENDER_TYPES,
  USER_TYPES,
} from "./constants.ts";
import { isStorableJson, isStorableText, jsonDepth, storableTime, TIME_RANGE_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from "./storable.ts";
import { clinicTextLocales } from "./clinics.ts";

/**
 * Field schemas shared by forms and the server. The REST layer validates every
 * written column with the field schema of the same name (src/server/rest/tables.server.ts),
 * so a form that passes these checks never gets a 400 from the server.
 */

/** A string both databases can store (no NUL, non-characters or lone surrogates); see storable.ts. */
const text = (error: string) => z.string({ error }).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const oneOf = <T extends readonly [string, ...string[]]>(list: T, what: string) =>
  z.enum(list, { error: () => `must be one of ${list.join(", ")} (${what})` });

export const requiredText = (max: number) =>
  text("must be a string")
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);

/** Optional text: an empty or whitespace-only value is stored as null. */
export const optionalText = (max: number) =>
  text("must be a string or null")
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

export const emailField = text("must be a string")
  .trim()
  .max(LIMITS.email, `must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ error: "must be a valid email address" }));

export const optionalEmail = z
  .union([z.null(), z.literal(""), emailField], { error: "must be a valid email address or null" })
  .transform((v) => (v ? v : null));

export const uuidField = z.guid({ error: "must be a UUID" });

/**
 * Any date-time string JavaScript can read within years 0001–9999 (what both
 * databases hold); stored in one ISO-8601 UTC form so text order is time order.
 */
export const timestampField = z
  .string({ error: "must be an ISO-8601 date-time string" })
  .max(64)
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO-8601 date-time string")
  .refine((v) => storableTime(v) !== undefined, TIME_RANGE_MESSAGE)
  .transform((v) => new Date(v).toISOString());

/** Links stored for display: only http(s) or site-relative, so no javascript: URLs reach a page. */
export const linkField = text("must be a string or null")
  .trim()
  .max(LIMITS.url)
  .refine((v) => v === "" || /^(https?:\/\/|\/)/i.test(v), "must start with http://, https:// or /")
  .nullable()
  .transform((v) => (v ? v : null));

/** Nesting and size a stored JSON object may have: enough for any form's extra fields. */
export const JSON_LIMITS = { depth: 8, bytes: 16 * 1024 } as const;

export const jsonObjectField = z
  .record(z.string(), z.unknown(), { error: "must be a JSON object" })
  .refine((v) => jsonDepth(v) <= JSON_LIMITS.depth, `must be nested at most ${JSON_LIMITS.depth} levels deep`)
  .refine((v) => JSON.stringify(v).length <= JSON_LIMITS.bytes, `must be at most ${JSON_LIMITS.bytes / 1024} KB as JSON`)
  .refine(isStorableJson, `keys and strings ${UNSTORABLE_TEXT_MESSAGE}`);

// ---------------------------------------------------------------- leads
// A lead's fields are declared in lead-fields.ts (one entry per field).

// ---------------------------------------------------------------- chat

export const chatSessionFields = {
  id: uuidField,
  user_name: requiredText(LIMITS.name),
  user_email: emailField,
  user_type: oneOf(USER_TYPES, "user types").nullable(),
  lead_id: uuidField.nullable(),
  status: oneOf(CHAT_SESSION_STATUSES, "chat session statuses"),
  agent_id: uuidField.nullable(),
  created_at: timestampField,
  ended_at: timestampField.nullable(),
};

export const chatSessionMessageFields = {
  id: uuidField,
  session_id: uuidField,
  sender_type: oneOf(SENDER_TYPES, "sender types"),
  sender_name: optionalText(LIMITS.name),
  message: requiredText(LIMITS.chatMessage),
  created_at: timestampField,
};

export const chatLogFields = {
  id: uuidField,
  session_id: uuidField.nullable(),
  sender: oneOf(CHAT_LOG_SENDERS, "chat log senders"),
  message: requiredText(LIMITS.chatMessage),
  created_at: timestampField,
};

// ---------------------------------------------------------------- blog

export const blogPostFields = {
  id: uuidField,
  slug: text("must be a string")
    .trim()
    .min(1, "must not be empty")
    .max(LIMITS.slug)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens"),
  title: requiredText(LIMITS.title),
  excerpt: optionalText(LIMITS.excerpt),
  content: text("must be a string").max(LIMITS.blogContent),
  author: optionalText(LIMITS.name),
  category: oneOf(BLOG_CATEGORIES, "blog categories").nullable(),
  tags: z
    .array(requiredText(LIMITS.tag), { error: "must be an array of strings" })
    .max(LIMITS.tags, `must have at most ${LIMITS.tags} tags`),
  image_url: linkField,
  status: oneOf(BLOG_STATUSES, "blog statuses"),
  published_at: timestampField.nullable(),
  created_at: timestampField,
  updated_at: timestampField,
  /** The language the post is written in; null is English. */
  language: z.enum(LANGUAGES, { error: () => `must be one of ${LANGUAGES.join(", ")} (site languages)` }).nullable(),
  /** The same post in the other language, if there is one. */
  translation_id: uuidField.nullable(),
};

// ---------------------------------------------------------------- clinics

const clinicTextField = (max: number) =>
  text("must be a string or null")
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || undefined);

/** A clinic's texts keyed by language: only registered languages other than English, only the four texts; empty texts are dropped. */
const clinicTranslationsField = z
  .partialRecord(
    z.enum(clinicTextLocales, { error: `must be keyed by language code (${clinicTextLocales.join(", ")})` }),
    z
      .object(
        { name: clinicTextField(LIMITS.name), address: clinicTextField(LIMITS.shortText), district: clinicTextField(LIMITS.name), state: clinicTextField(LIMITS.name) },
        { error: "must be an object of name, address, district and state" },
      )
      .strict(),
    { error: "must be an object keyed by language code" },
  )
  .transform((all) => {
    const out: Record<string, Record<string, string>> = {};
    for (const [locale, texts] of Object.entries(all)) {
      const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => v)) as Record<string, string>;
      if (Object.keys(kept).length > 0) out[locale] = kept;
    }
    return out;
  });

export const clinicFields = {
  id: uuidField,
  name: requiredText(LIMITS.name),
  address: requiredText(LIMITS.shortText),
  district: requiredText(LIMITS.name),
  state: requiredText(LIMITS.name),
  /** The four texts above per language code; a missing or empty text: that language's pages show the English one. */
  translations: clinicTranslationsField,
  services: z
    .array(oneOf(CLINIC_SERVICES, "clinic services"), { error: "must be an array of clinic services" })
    .max(CLINIC_SERVICES.length),
  phone: optionalText(LIMITS.phone),
  email: optionalEmail,
  lat: z.number({ error: "must be a number" }).min(-90).max(90),
  lng: z.number({ error: "must be a number" }).min(-180).max(180),
};

// ---------------------------------------------------------------- auth

/** The setup page and the sign-in form check the same rules as /auth/v1. */
export const passwordField = text("must be a string")
  .min(MIN_PASSWORD_LENGTH, `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(1024, "must be at most 1024 characters");

export const credentialsSchema = z.object({ email: emailField, password: passwordField });
