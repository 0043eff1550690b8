import { data } from "react-router";
import type { z } from "zod";
import type { AppLoadContext } from "react-router";
import type { WebsiteLeadOptions } from "./website-form.server.ts";

/**
 * A route action for a page with lead forms: picks the form by its `intent`
 * field, submits it through the shared website-lead path and answers with the
 * result (400 when a field was refused, 429/503 when the send failed).
 */
export async function handleLeadFormAction(
  request: Request,
  context: AppLoadContext,
  forms: Record<string, WebsiteLeadOptions<z.ZodType>>,
) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const options = forms[intent];
  if (!options) return data({ form: intent, status: "failed" as const, reason: "server" as const, message: "This form is not recognised. Please reload the page and try again.", values: {} }, { status: 400 });
  const result = await context.websiteLeads.submit(formData, context.ip, options, `${context.origin}/admin/leads`);
  const status = result.status === "sent" ? 200 : result.status === "invalid" ? 400 : result.reason === "rate_limited" ? 429 : 503;
  return data({ form: intent, ...result }, { status });
}
