import type { z } from "zod";
import { HONEYPOT_FIELD } from "../../shared/forms.ts";
import type { NewLead } from "./schema.ts";

export type FormResult =
  | { status: "sent"; reference?: string }
  | { status: "invalid"; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: "failed"; reason: "rate_limited" | "server"; message: string; values: Record<string, string> };

export interface WebsiteLeadOptions<S extends z.ZodType> {
  /** Names the form in the lead's metadata ("partner", "csr", "contact", "booking"). */
  form: string;
  schema: S;
  /** Maps the validated values onto a lead (source website, user type, metadata). */
  toLead(values: z.output<S>): NewLead;
  /**
   * After the lead is stored (a booking: its reference, the clinic told): a
   * reference for the answer. A failure here is logged; the farmer's lead stays sent.
   */
  afterCapture?(lead: { id: string }, values: z.output<S>): Promise<{ reference: string }>;
}

/**
 * Submissions of one form: at most 10 in 10 minutes from one person (the same
 * e-mail or phone), and a ceiling 20 times higher for one address. Indian
 * carriers put a whole village behind one address, so the address alone must
 * never be what stops a farmer; it only caps a flood of made-up senders.
 */
export const FORM_LIMIT = { perPerson: 10, perAddress: 200, windowMs: 10 * 60_000 };

/**
 * Counts one submission of `form` by `person` (a normalised e-mail or phone,
 * when the form has one) from the caller's address; the seconds to wait, or 0.
 */
export type FormLimiter = (form: string, person: string | undefined) => Promise<number>;

/** The limiter the pages use, over the app's shared limit store (so it holds across processes). */
export function pageFormLimiter(limits: { hit(bucket: string, key: string, max: number, windowMs: number): Promise<number> }, address: string): FormLimiter {
  return async (form, person) => {
    if (person) {
      const wait = await limits.hit(`form:${form}:person`, person, FORM_LIMIT.perPerson, FORM_LIMIT.windowMs);
      if (wait) return wait;
    }
    return limits.hit(`form:${form}`, address, FORM_LIMIT.perAddress, FORM_LIMIT.windowMs);
  };
}

/** Who sent a form, as far as a limit needs to know: the e-mail, else the phone's digits. */
function personOf(values: Record<string, string>): string | undefined {
  const email = values.email?.trim().toLowerCase();
  if (email) return `email:${email}`;
  const digits = values.phone?.replace(/\D/g, "") ?? "";
  return digits.length >= 10 ? `phone:${digits.slice(-10)}` : undefined;
}

/**
 * The one path every public website form takes: the caller's rate limit,
 * honeypot, the form's shared zod schema, then `capture` (the lead and its
 * notification in one transaction). Page actions call it, so forms work
 * before (and without) JavaScript.
 */
export class WebsiteForms {
  constructor(
    private readonly capture: (lead: NewLead) => Promise<unknown>,
    private readonly onError: (err: unknown, form: string) => void,
  ) {}

  async submit<S extends z.ZodType>(formData: FormData, opts: WebsiteLeadOptions<S>, limit: FormLimiter, language: string | null = null): Promise<FormResult> {
    const values: Record<string, string> = {};
    for (const [k, v] of formData) if (typeof v === "string" && k !== HONEYPOT_FIELD) values[k] = v;

    // A filled honeypot is a bot: answer as if sent, store nothing.
    if (String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "") return { status: "sent" };

    if ((await limit(opts.form, personOf(values))) > 0) {
      return { status: "failed", reason: "rate_limited", message: "Too many messages from your connection. Please wait a few minutes and try again.", values };
    }

    const parsed = opts.schema.safeParse(valuesWithLists(formData));
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        fieldErrors[key] ??= issue.message;
      }
      return { status: "invalid", fieldErrors, values };
    }

    try {
      const lead = opts.toLead(parsed.data);
      const stored = (await this.capture({ ...lead, language, metadata: { form: opts.form, ...lead.metadata, submitted_at: new Date().toISOString() } })) as { id: string };
      if (!opts.afterCapture) return { status: "sent" };
      try {
        return { status: "sent", reference: (await opts.afterCapture(stored, parsed.data)).reference };
      } catch (err) {
        this.onError(err, opts.form);
        return { status: "sent" };
      }
    } catch (err) {
      this.onError(err, opts.form);
      return { status: "failed", reason: "server", message: "Sorry, your message could not be sent just now. Nothing you typed is lost; please try again.", values };
    }
  }
}

/** Form fields as an object; a repeated name (checkboxes) becomes a list. */
function valuesWithLists(formData: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}
