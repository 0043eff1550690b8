import type { LeadFormResult } from "~/components/forms/lead-form";
import { formAlerts } from "@content/form-messages";
import { contentFor } from "~/lib/content";
import { localeOf } from "~/lib/locale";

/**
 * Runs a page's server action and turns a lost connection (common on rural
 * networks) into a "failed" form result instead of the error page, so the form
 * stays on screen with everything the visitor typed and says what happened.
 */
export async function sendOrKeep(request: Request, serverAction: () => Promise<unknown>, message = contentFor(formAlerts, localeOf(request)).offline): Promise<unknown> {
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (err) {
    if (!(err instanceof TypeError)) throw err; // fetch reports network failures as TypeError
    const values: Record<string, string> = {};
    for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
    const result: LeadFormResult = {
      form: String(formData.get("intent") ?? ""),
      status: "failed",
      message,
      values,
    };
    return result;
  }
}
