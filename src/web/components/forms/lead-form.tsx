import type { ReactNode } from "react";
import { useActionData, useFormAction } from "react-router";
import { Button } from "~/components/ui/Button.tsx";
import { FormAlert, Honeypot } from "./fields.tsx";
import { formAlerts } from "@content/form-messages";
import { useContent } from "~/lib/content";

/** What a lead form's route action returns (mirrors FormResult on the server). */
export type LeadFormResult =
  | { form?: string; status: "sent"; reference?: string }
  | { form?: string; status: "invalid"; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { form?: string; status: "failed"; reason?: "rate_limited" | "server"; message: string; values: Record<string, string> };

export const INTENT_FIELD = "intent";

/**
 * The result of the last submission of the form named `form` on this page, if
 * any: field errors and typed values to refill, or that it was sent.
 */
export function useLeadFormResult(form: string) {
  const result = useActionData() as LeadFormResult | undefined;
  const mine = result && (result.form ?? form) === form ? result : undefined;
  const alerts = useContent(formAlerts);
  return {
    sent: mine?.status === "sent",
    /** A booking's reference, when the send gave one. */
    reference: mine?.status === "sent" ? mine.reference : undefined,
    errors: mine?.status === "invalid" ? mine.fieldErrors : {},
    values: mine && mine.status !== "sent" ? mine.values : {},
    failure: mine?.status === "invalid" ? alerts.invalid : mine?.status === "failed" ? failureText(mine, alerts) : undefined,
  };
}

/** A refused send in the page's language: the server's known reasons have their own words. */
function failureText(result: Extract<LeadFormResult, { status: "failed" }>, alerts: (typeof formAlerts)["en"]) {
  if (result.reason === "rate_limited") return alerts.rateLimited;
  if (result.reason === "server") return alerts.server;
  return result.message;
}

/**
 * A lead form that posts to its page's route action. Without scripts it is a
 * normal form post; with them it posts in place through the `lead-form`
 * island (islands/lead-form.ts), which also shows it busy while it sends.
 * Public pages are documents that never hydrate, so the form is plain HTML
 * with no state of its own. A send that never reaches the server keeps the
 * form and everything typed, and says so. `intent` names the form so a page
 * can hold more than one.
 */
export function LeadForm({
  form,
  submitLabel,
  busyLabel,
  thanks,
  children,
  className,
  action,
  anchor,
  fresh = false,
}: {
  form: string;
  submitLabel: string;
  busyLabel: string;
  /** Replaces the form once it was sent. */
  thanks: ReactNode;
  children: ReactNode;
  className?: string;
  /** Route to post to; defaults to the current page. */
  action?: string;
  /**
   * Id of the element around the form: the post returns there, so without
   * scripts the reloaded page opens at the thank-you or the errors, not at its top.
   */
  anchor?: string;
  /** Always the empty form, whatever the page's last post said (another form of the same name shows that). */
  fresh?: boolean;
}) {
  const result = useLeadFormResult(form);
  const { sent, failure } = fresh ? { sent: false, failure: undefined } : result;
  const target = useFormAction(action);
  const alerts = useContent(formAlerts);
  if (sent) return <div role="status" tabIndex={-1} className="outline-none">{thanks}</div>;
  return (
    <form
      method="post"
      action={anchor ? `${target}#${anchor}` : target}
      className={`relative space-y-5 ${className ?? ""}`}
      data-island="lead-form"
      data-anchor={anchor}
      data-busy-label={busyLabel}
      data-offline-message={alerts.offline}
      data-server-message={alerts.server}
    >
      <input type="hidden" name={INTENT_FIELD} value={form} />
      <Honeypot />
      <FormAlert message={failure} />
      {children}
      <Button type="submit" variant="primary" size="lg">
        {submitLabel}
      </Button>
    </form>
  );
}
