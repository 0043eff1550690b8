import type { LeadFormCopy } from "@content/page-types";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadFormResult } from "~/components/forms/lead-form";
import { CheckIcon } from "~/components/ui/icons";
import { CSR_FOCUS_AREA_OPTIONS, CSR_MODEL_OPTIONS, LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS } from "@shared/lead-forms/enquiry-options";
import { CheckList } from "./blocks";
import { optionLabels, withLabels } from "@content/option-labels";
import { formMessages } from "@content/form-messages";
import { useContent } from "~/lib/content";
import { WhatsAppConsentBox } from "~/features/whatsapp/ConsentBox";

function Thanks({ t }: { t: LeadFormCopy["thanks"] }) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-forest-50 px-6 py-12 text-center" data-testid="form-thanks">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-forest-700 text-white">
        <CheckIcon className="size-8" />
      </span>
      <h3 className="mt-5 text-h3 font-semibold text-forest-900">{t.title}</h3>
      <p className="mt-3 max-w-md leading-relaxed text-muted">{t.text}</p>
    </div>
  );
}

/**
 * The form card's id: a post returns there, so without scripts the reloaded
 * page opens at the thank-you or the errors themselves. On a phone the card
 * stands below the heading and the aside, a screen or more under the
 * section's top.
 */
const cardOf = (id: string) => `${id}-card`;

/** The heading, the "what happens next" aside and the form card around a form's fields. */
function FormFrame({ id, t, children }: { id: string; t: LeadFormCopy; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="on-light scroll-mt-20 bg-soil-50 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          {t.eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-soil-600">{t.eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-3 text-h2 font-semibold text-forest-900">{t.title}</h2>
          {t.subtitle ? <p className="mt-4 text-lead text-muted">{t.subtitle}</p> : null}
          <div className="mt-8 rounded-3xl bg-forest-800 p-7 text-white">
            <h3 className="font-sans text-base font-semibold uppercase tracking-[0.12em] text-harvest-300">{t.aside.title}</h3>
            <CheckList items={t.aside.points} dark className="mt-5" />
          </div>
        </div>
        <div id={cardOf(id)} className="scroll-mt-20 rounded-3xl bg-white p-6 shadow-card sm:p-9 lg:col-span-3">
          {children}
        </div>
      </div>
    </section>
  );
}

const FORM_PARTNER = "partner";
const FORM_CSR = "csr";

export function PartnerForm({ t }: { t: LeadFormCopy }) {
  const { errors, values } = useLeadFormResult(FORM_PARTNER);
  const labels = useContent(optionLabels);
  const messages = useContent(formMessages);
  const f = t.fields;
  const p = "partner";
  return (
    <FormFrame id="partner-form" t={t}>
      <LeadForm form={FORM_PARTNER} anchor={cardOf("partner-form")} submitLabel={t.submit} busyLabel={t.busy} thanks={<Thanks t={t.thanks} />}>
        <p className="text-sm text-muted">{t.required}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField idPrefix={p} name="name" label={f.name!} required autoComplete="name" maxLength={LEAD_FORM_LIMITS.name} error={errors.name} defaultValue={values.name} />
          <TextField idPrefix={p} name="organization" label={f.organization!} required autoComplete="organization" maxLength={LEAD_FORM_LIMITS.organization} error={errors.organization} defaultValue={values.organization} />
        </div>
        <SelectField idPrefix={p} name="organization_type" label={f.organization_type!} required options={withLabels(PARTNER_ORG_TYPE_OPTIONS, labels.partnerOrgType)} placeholder={t.selectPlaceholder} error={errors.organization_type} defaultValue={values.organization_type} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField idPrefix={p} name="phone" type="tel" label={f.phone!} autoComplete="tel" inputMode="tel" maxLength={LEAD_FORM_LIMITS.phone} hint={messages.phoneOrEmailHint} error={errors.phone} defaultValue={values.phone} />
          <TextField idPrefix={p} name="email" type="email" label={f.email!} autoComplete="email" inputMode="email" maxLength={LEAD_FORM_LIMITS.email} error={errors.email} defaultValue={values.email} />
        </div>
        <TextAreaField idPrefix={p} name="message" label={f.message!} required rows={5} maxLength={LEAD_FORM_LIMITS.message} error={errors.message} defaultValue={values.message} hint={t.placeholders?.message} />
        <WhatsAppConsentBox idPrefix={p} label={messages.whatsappConsent} checked={values.whatsapp_consent === "yes"} />
      </LeadForm>
    </FormFrame>
  );
}

export function CsrForm({ t }: { t: LeadFormCopy }) {
  const { errors, values } = useLeadFormResult(FORM_CSR);
  const labels = useContent(optionLabels);
  const messages = useContent(formMessages);
  const f = t.fields;
  const p = "csr";
  return (
    <FormFrame id="csr-form" t={t}>
      <LeadForm form={FORM_CSR} anchor={cardOf("csr-form")} submitLabel={t.submit} busyLabel={t.busy} thanks={<Thanks t={t.thanks} />}>
        <p className="text-sm text-muted">{t.required}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField idPrefix={p} name="name" label={f.name!} required autoComplete="name" maxLength={LEAD_FORM_LIMITS.name} error={errors.name} defaultValue={values.name} />
          <TextField idPrefix={p} name="organization" label={f.organization!} required autoComplete="organization" maxLength={LEAD_FORM_LIMITS.organization} error={errors.organization} defaultValue={values.organization} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField idPrefix={p} name="phone" type="tel" label={f.phone!} autoComplete="tel" inputMode="tel" maxLength={LEAD_FORM_LIMITS.phone} hint={messages.phoneOrEmailHint} error={errors.phone} defaultValue={values.phone} />
          <TextField idPrefix={p} name="email" type="email" label={f.email!} autoComplete="email" inputMode="email" maxLength={LEAD_FORM_LIMITS.email} error={errors.email} defaultValue={values.email} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField idPrefix={p} name="focus_area" label={f.focus_area!} required options={withLabels(CSR_FOCUS_AREA_OPTIONS, labels.csrFocusArea)} placeholder={t.selectPlaceholder} error={errors.focus_area} defaultValue={values.focus_area} />
          <SelectField idPrefix={p} name="partnership_model" label={f.partnership_model!} options={withLabels(CSR_MODEL_OPTIONS, labels.csrModel)} placeholder={t.selectPlaceholder} error={errors.partnership_model} defaultValue={values.partnership_model} />
        </div>
        <TextAreaField idPrefix={p} name="message" label={f.message!} required rows={5} maxLength={LEAD_FORM_LIMITS.message} error={errors.message} defaultValue={values.message} hint={t.placeholders?.message} />
        <WhatsAppConsentBox idPrefix={p} label={messages.whatsappConsent} checked={values.whatsapp_consent === "yes"} />
      </LeadForm>
    </FormFrame>
  );
}
