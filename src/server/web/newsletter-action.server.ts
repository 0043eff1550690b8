import { data } from "react-router";
import { newsletterPages } from "../../../content/newsletter.ts";
import { localeOfPath } from "../../../content/i18n.ts";
import { HONEYPOT_FIELD } from "../../shared/forms.ts";
import type { FormLimiter } from "../leads/website-forms.ts";
import { subscribeSchema, tokenSchema } from "../newsletter/form.ts";
import type { LinkOutcome, NewsletterLinkResult } from "../../shared/api-types.ts";
import type { NewsletterLanguage, NewsletterService } from "../newsletter/service.ts";

/** The subscribe form's `intent` (the lead forms' convention, so the page's form component fits). */
export const NEWSLETTER_FORM = "newsletter";


const languageOf = (request: Request): NewsletterLanguage => localeOfPath(new URL(request.url).pathname);

/** Reads a posted form; a body that is not one is treated as an empty form (a 4xx follows, never a 5xx). */
async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The newsletter's page actions: thin adapters from a posted form to the
 * service in src/server/newsletter/. They check what arrives (zod, the
 * honeypot, the per-person limit) and turn outcomes into statuses; the rules
 * are the service's.
 */
export function newsletterPageActions(newsletter: NewsletterService, limit: FormLimiter, onError: (err: unknown) => void) {
  return {
    /** The Resources page's form. Every accepted address gets the same answer, so the form tells no one who is subscribed. */
    async subscribe(request: Request) {
      const formData = await formOf(request);
      const email = String(formData.get("email") ?? "");
      const values = { email };
      const form = NEWSLETTER_FORM;
      if (String(formData.get("intent") ?? "") !== form) {
        return data({ form, status: "failed" as const, reason: "server" as const, message: "This form is not recognised. Please reload the page and try again.", values }, { status: 400 });
      }
      // A filled honeypot is a bot: answer as if subscribed, store nothing.
      if (String(formData.get(HONEYPOT_FIELD) ?? "").trim() !== "") return data({ form, status: "sent" as const }, { status: 200 });
      const person = email.trim().toLowerCase();
      if ((await limit(form, person ? `email:${person}` : undefined)) > 0) {
        return data({ form, status: "failed" as const, reason: "rate_limited" as const, message: "Too many requests from your connection. Please wait a few minutes and try again.", values }, { status: 429 });
      }
      const language = languageOf(request);
      const parsed = subscribeSchema(newsletterPages[language].form).safeParse({ email: formData.get("email") ?? undefined });
      if (!parsed.success) {
        return data({ form, status: "invalid" as const, fieldErrors: { email: parsed.error.issues[0]?.message ?? "" }, values }, { status: 400 });
      }
      try {
        await newsletter.subscribe(parsed.data.email, language);
      } catch (err) {
        onError(err);
        return data({ form, status: "failed" as const, reason: "server" as const, message: "Sorry, this could not be sent just now. Please try again.", values }, { status: 503 });
      }
      return data({ form, status: "sent" as const }, { status: 200 });
    },

    confirm: (request: Request) => linkAction(request, (token) => newsletter.confirm(token)),
    unsubscribe: (request: Request) => linkAction(request, (token) => newsletter.unsubscribe(token)),
  };
}

/** A confirm or unsubscribe button: 200 when done (or done before), 410 for a dead link, 400 for no token. */
async function linkAction(request: Request, act: (token: string) => Promise<LinkOutcome>) {
  const parsed = tokenSchema.safeParse({ token: (await formOf(request)).get("token") ?? undefined });
  if (!parsed.success) return data<NewsletterLinkResult>({ outcome: "missing" }, { status: 400 });
  const outcome = await act(parsed.data.token);
  return data<NewsletterLinkResult>({ outcome }, { status: outcome === "unknown" ? 410 : 200 });
}

export type NewsletterPageActions = ReturnType<typeof newsletterPageActions>;
