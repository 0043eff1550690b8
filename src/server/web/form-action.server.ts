import { data } from "react-router";
import type { z } from "zod";
import { localeOfPath } from "../../../content/i18n.ts";
import type { LeadsService } from "../leads/service.ts";
import type { FormLimiter, WebsiteLeadOptions } from "../leads/website-forms.ts";

/** The forms a page's action accepts, by their `intent` field. */
export type PageForms = Record<string, WebsiteLeadOptions<z.ZodType>>;

/**
 * A page action with lead forms: picks the form by its `intent` field (an own
 * key only, so `__proto__` or `toString` are simply unknown forms), submits it
 * through the leads service and answers with the result (400 when a field was
 * refused, 429/503 when the send failed).
 */
export async function submitPageForm(leads: LeadsService, request: Request, limit: FormLimiter, forms: PageForms) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const options = Object.hasOwn(forms, intent) ? forms[intent] : undefined;
  if (!options) return data({ form: intent, status: "failed" as const, reason: "server" as const, message: "This form is not recognised. Please reload the page and try again.", values: {} }, { status: 400 });
  // A page's language is its path's (`/hi/...`, content/i18n.ts); the team answers a lead in its language.
  const language = localeOfPath(new URL(request.url).pathname);
  const result = await leads.websiteForms.submit(formData, options, limit, language);
  const status = result.status === "sent" ? 200 : result.status === "invalid" ? 400 : result.reason === "rate_limited" ? 429 : 503;
  return data({ form: intent, ...result }, { status });
}
