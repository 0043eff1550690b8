import type { ClinicFinderContent } from "@content/clinic-finder";
import type { Clinic } from "@shared/clinics.ts";
import { CLINIC_SERVICE_OPTIONS, LIMITS } from "@shared/constants.ts";
import { LeadForm, useLeadFormResult } from "~/components/forms/lead-form";
import { CheckboxGroup, TextField } from "~/components/forms/fields";
import { Button, buttonClasses } from "~/components/ui/Button";
import { CheckIcon } from "~/components/ui/icons";
import { optionLabels, withLabels } from "@content/option-labels";
import { useContent } from "~/lib/content";
import { WhatsAppConsentBox } from "~/features/whatsapp/ConsentBox";

export const BOOKING_FORM = "booking";

/**
 * The short booking form, in the finder's dialog or on a clinic's own view
 * (`?clinic=`, which works without scripts); both post to the /find-clinic action.
 * `doneHref` makes Done a link (the clinic view), `anchor` brings the reloaded page back to the form.
 * `allServices`: the finder dialog's one form for every clinic, which the
 * `clinic-finder` island sets to the chosen clinic (its id, its services, its
 * name in the thank-you) and gives a way back to the clinic's details.
 */
export function BookingForm({
  clinic,
  t,
  doneHref,
  anchor,
  allServices = false,
  fresh = false,
  action,
  idPrefix = "booking",
}: {
  clinic: Clinic;
  t: ClinicFinderContent["booking"];
  doneHref?: string;
  anchor?: string;
  allServices?: boolean;
  /** Always the empty form: the page's last booking was sent from the other form (a clinic's own view). */
  fresh?: boolean;
  /** Where it posts; the current address by default. */
  action?: string;
  idPrefix?: string;
}) {
  const result = useLeadFormResult(BOOKING_FORM);
  const { errors, values } = fresh ? { errors: {} as Record<string, string>, values: {} as Record<string, string> } : result;
  const services = useContent(optionLabels).clinicService;
  const reference = fresh ? undefined : result.reference;
  const offered = withLabels(allServices ? CLINIC_SERVICE_OPTIONS : CLINIC_SERVICE_OPTIONS.filter((o) => (clinic.services as readonly string[]).includes(o.value)), services);
  const chosen = values.services ? [values.services] : [];
  return (
    <LeadForm
      form={BOOKING_FORM}
      anchor={anchor}
      action={action}
      fresh={fresh}
      submitLabel={t.submit}
      busyLabel={t.busy}
      thanks={
        <div className="text-center">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <CheckIcon className="size-7" />
          </span>
          <p className="mt-4 font-display text-2xl font-semibold text-forest-900">{t.thanksTitle}</p>
          <p data-booking-thanks className="mt-2 leading-relaxed text-muted">
            {t.thanksBody(clinic.name)}
          </p>
          {reference ? (
            <p data-booking-reference className="mt-3 rounded-lg bg-forest-50 px-3 py-2 font-semibold text-forest-900">
              {t.reference(reference)}
            </p>
          ) : null}
          {doneHref ? (
            <a href={doneHref} className={buttonClasses({ className: "mt-6" })}>
              {t.done}
            </a>
          ) : (
            <Button className="mt-6" data-booking-done>
              {t.done}
            </Button>
          )}
        </div>
      }
    >
      <input type="hidden" name="clinic_id" value={clinic.id} />
      {errors.clinic_id ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.clinic_id}
        </p>
      ) : null}
      <TextField idPrefix={idPrefix} name="name" label={t.name} required autoComplete="name" maxLength={200} error={errors.name} defaultValue={values.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField idPrefix={idPrefix} name="phone" type="tel" inputMode="tel" label={t.phone} autoComplete="tel" maxLength={40} hint={t.phoneHint} error={errors.phone} defaultValue={values.phone} />
        <TextField idPrefix={idPrefix} name="village" label={t.village} autoComplete="address-level3" maxLength={LIMITS.village} error={errors.village} defaultValue={values.village} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField idPrefix={idPrefix} name="preferred_date" type="date" label={t.date} error={errors.preferred_date} defaultValue={values.preferred_date} />
        <TextField idPrefix={idPrefix} name="email" type="email" label={t.email} autoComplete="email" maxLength={254} hint={t.emailHint} error={errors.email} defaultValue={values.email} />
      </div>
      {offered.length > 0 ? <CheckboxGroup idPrefix={idPrefix} name="services" legend={t.services} options={offered} defaultValues={chosen} error={errors.services} /> : null}
      <WhatsAppConsentBox idPrefix={idPrefix} label={t.errors.whatsappConsent} checked={values.whatsapp_consent === "yes"} />
      {allServices ? (
        <button type="button" data-booking-back hidden className="block min-h-11 pb-2 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
          {t.back}
        </button>
      ) : null}
    </LeadForm>
  );
}
