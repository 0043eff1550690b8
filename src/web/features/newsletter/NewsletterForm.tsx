import type { NewsletterForm as NewsletterFormCopy } from "@content/newsletter";
import { LeadForm, useLeadFormResult } from "~/components/forms/lead-form";
import { TextField } from "~/components/forms/fields";
import { CheckIcon, MailIcon } from "~/components/ui/icons";

/** The subscribe form's name, as the server's page action expects it. */
const FORM = "newsletter";
/** The element the post returns to, so without scripts the reloaded page opens at the answer. */
const ANCHOR = "newsletter";

/**
 * The newsletter's subscribe form on the Resources page: one address, a real
 * form post (works before scripts load). After a send it says "check your
 * inbox", whatever the address's state, so it never tells who is subscribed.
 */
export function NewsletterForm({ t }: { t: NewsletterFormCopy }) {
  const { errors, values } = useLeadFormResult(FORM);
  return (
    <div id={ANCHOR} className="w-full scroll-mt-20 rounded-3xl bg-white p-6 text-left text-ink shadow-card sm:p-8">
      <h3 className="flex items-center gap-2 text-h3 font-semibold text-forest-900">
        <MailIcon className="size-6 shrink-0 text-forest-700" />
        {t.heading}
      </h3>
      <LeadForm
        form={FORM}
        anchor={ANCHOR}
        submitLabel={t.submit}
        busyLabel={t.busy}
        className="mt-5"
        thanks={
          <div className="mt-5 rounded-2xl bg-forest-50 px-5 py-6 text-center">
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-forest-700 text-white">
              <CheckIcon className="size-6" />
            </span>
            <p className="mt-4 font-display text-xl font-semibold text-forest-900">{t.thanksTitle}</p>
            <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted">{t.thanksBody}</p>
          </div>
        }
      >
        <TextField name="email" idPrefix="newsletter" type="email" label={t.label} hint={t.hint} required autoComplete="email" inputMode="email" maxLength={254} error={errors.email} defaultValue={values.email} />
      </LeadForm>
    </div>
  );
}
