import type { Dispatch, FormEvent, RefObject } from "react";
import type { Locale } from "@content/i18n";
import type { ChatWidgetCopy } from "@content/chat-widget";
import { withLabels } from "@shared/option-labels";
import { LIMITS, USER_TYPE_OPTIONS } from "@shared/constants";
import { useChatCopy } from "./copy";
import { TeamHours } from "./CallbackForm";
import type { Lead } from "./storage";
import type { ChatAction, PhoneVerify as VerifyState } from "./chat-state";
import { PhoneVerify } from "./PhoneVerify";

export interface LeadFormProps {
  t: ChatWidgetCopy;
  /** Prefix for the ids the form's messages are described by. */
  idPrefix: string;
  lead: Lead;
  onChange(patch: Partial<Lead>): void;
  onSubmit(): void;
  busy: boolean;
  /** The form was filled offline and waits for the network. */
  queued: boolean;
  phoneError: string;
  firstField: RefObject<HTMLInputElement | null>;
  /** An agent is online now (null: not known). */
  agentOnline: boolean | null;
  /** The optional check of the phone by a code. */
  verify: VerifyState;
  language: Locale;
  dispatch: Dispatch<ChatAction>;
}

export const fieldClass =
  "mt-1 block w-full rounded-lg border border-forest-200 bg-white px-3 py-2.5 text-base text-soil-950 placeholder:text-soil-500 focus:border-forest-600 focus:outline-2 focus:outline-forest-600/30";

/** Step 1 of the chat: who the visitor is, before the conversation starts. */
export function LeadForm({ t, idPrefix, lead, onChange, onSubmit, busy, queued, phoneError, firstField, agentOnline, verify, language, dispatch }: LeadFormProps) {
  const userTypes = useChatCopy().optionLabels.userType;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm text-soil-900">
      <p className="text-soil-700">{t.formIntro}</p>
      <TeamHours t={t} agentOnline={agentOnline} />
      {queued && (
        <p role="status" className="rounded-lg bg-harvest-100 px-3 py-2 text-soil-900" data-testid="chat-lead-queued">
          {t.leadQueued}
        </p>
      )}
      <label className="block font-medium">
        {t.labels.name}
        <input ref={firstField} className={fieldClass} name="name" autoComplete="name" maxLength={LIMITS.name} value={lead.name} onChange={(e) => onChange({ name: e.target.value })} />
      </label>
      <label className="block font-medium">
        {t.labels.email}
        <input className={fieldClass} name="email" type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email} value={lead.email} onChange={(e) => onChange({ email: e.target.value })} />
      </label>
      <label className="block font-medium">
        {t.labels.phone}
        <input
          className={fieldClass}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={LIMITS.phone}
          value={lead.phone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${idPrefix}-phone` : undefined}
          onChange={(e) => onChange({ phone: e.target.value })}
        />
      </label>
      {phoneError && (
        <p id={`${idPrefix}-phone`} role="alert" className="text-sm text-red-800" data-testid="chat-phone-error">
          {phoneError}
        </p>
      )}
      <PhoneVerify t={t.verify} idPrefix={idPrefix} phone={lead.phone} verify={verify} language={language} dispatch={dispatch} />
      <p className="text-xs text-soil-700">{t.phoneOrEmailHint}</p>
      <label className="block font-medium">
        {t.labels.location}
        <input className={fieldClass} name="location" autoComplete="address-level2" placeholder={t.locationPlaceholder} maxLength={LIMITS.location} value={lead.location} onChange={(e) => onChange({ location: e.target.value })} />
      </label>
      <label className="block font-medium">
        {t.labels.village}
        <input className={fieldClass} name="village" autoComplete="address-level3" maxLength={LIMITS.village} value={lead.village ?? ""} onChange={(e) => onChange({ village: e.target.value })} />
      </label>
      <label className="block font-medium">
        {t.labels.userType}
        <select className={fieldClass} name="userType" value={lead.userType} onChange={(e) => onChange({ userType: e.target.value })}>
          <option value="">{t.userTypePlaceholder}</option>
          {withLabels(USER_TYPE_OPTIONS, userTypes).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-start gap-2 text-sm text-soil-800">
        <input
          type="checkbox"
          name="whatsapp_consent"
          value="yes"
          className="mt-0.5 size-5 shrink-0 accent-forest-700"
          checked={lead.whatsappConsent === "yes"}
          onChange={(e) => onChange({ whatsappConsent: e.target.checked ? "yes" : "" })}
          data-testid="chat-whatsapp-consent"
        />
        <span>{t.whatsappConsent}</span>
      </label>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-harvest-400 px-6 text-base font-semibold text-soil-950 hover:bg-harvest-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-70"
      >
        {busy ? t.connecting : t.start}
      </button>
    </form>
  );
}
