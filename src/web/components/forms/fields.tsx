import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "@shared/forms.ts";
import { FieldFrame, type FieldA11y, type FieldLook } from "./field-frame.tsx";
import { commonEn } from "@content/en/common";
import { usePack } from "~/lib/pack-context";

/**
 * Fields for the public lead forms (partner, CSR, contact, booking). Each field
 * has a real label, browser validation (required, type) that works before
 * scripts load, and the server's message for it, tied with aria-describedby.
 */
interface BaseFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** The server's message for this field, if the last submission was refused. */
  error?: string;
  hint?: ReactNode;
  /** What the visitor typed last time, so a refused or failed send loses nothing. */
  defaultValue?: string;
  /** Id prefix when two forms share a page. */
  idPrefix?: string;
  className?: string;
}

const control =
  "block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-muted/70 focus:outline-none focus:ring-2 focus:ring-forest-600/30 focus:border-forest-600";
const controlClass = (error?: string) => `${control} ${error ? "border-red-700" : "border-soil-300"}`;

const look: FieldLook = {
  label: "mb-1.5 block text-sm font-semibold text-ink",
  hint: "mt-1 text-sm text-muted",
  error: "mt-1 text-sm font-medium text-red-700",
};

const fieldId = (name: string, idPrefix?: string) => `${idPrefix ? `${idPrefix}-` : ""}${name}`;

/** The frame every public field shares: label, the server's message and the hint, tied to the control. */
function PublicField({ name, label, required, error, hint, idPrefix, className, children }: BaseFieldProps & { children: (a11y: FieldA11y) => ReactNode }) {
  return (
    <FieldFrame id={fieldId(name, idPrefix)} label={label} required={required} error={error} hint={hint} look={look} className={className}>
      {children}
    </FieldFrame>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  placeholder,
  maxLength,
  inputMode,
  ...field
}: BaseFieldProps & {
  type?: "text" | "email" | "tel" | "date" | "number" | "url";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
}) {
  const { name, required, defaultValue, error } = field;
  return (
    <PublicField {...field}>
      {(a11y) => (
        <input
          {...a11y}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          inputMode={inputMode}
          defaultValue={defaultValue}
          className={controlClass(error)}
        />
      )}
    </PublicField>
  );
}

export function TextAreaField({ rows = 5, maxLength, ...field }: BaseFieldProps & { rows?: number; maxLength?: number }) {
  const { name, required, defaultValue, error } = field;
  return (
    <PublicField {...field}>
      {(a11y) => <textarea {...a11y} name={name} rows={rows} required={required} maxLength={maxLength} defaultValue={defaultValue} className={controlClass(error)} />}
    </PublicField>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({ options, placeholder = "Select an option", ...field }: BaseFieldProps & { options: readonly Choice[]; placeholder?: string }) {
  const { name, required, defaultValue, error } = field;
  return (
    <PublicField {...field}>
      {(a11y) => (
        <select {...a11y} name={name} required={required} defaultValue={defaultValue ?? ""} className={controlClass(error)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </PublicField>
  );
}

/** Checkboxes sharing one name; the server receives every checked value. */
export function CheckboxGroup({
  name,
  legend,
  options,
  defaultValues = [],
  error,
  idPrefix,
  className,
}: {
  name: string;
  legend: string;
  options: readonly Choice[];
  defaultValues?: readonly string[];
  error?: string;
  idPrefix?: string;
  className?: string;
}) {
  const id = fieldId(name, idPrefix);
  const errorId = `${id}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o, i) => (
          <label key={o.value} htmlFor={`${id}-${i}`} className="flex min-h-11 items-center gap-3 rounded-lg border border-soil-200 bg-white px-3 py-2 text-sm">
            <input id={`${id}-${i}`} type="checkbox" name={name} value={o.value} defaultChecked={defaultValues.includes(o.value)} className="size-5 accent-forest-700" />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A field people never see or fill (off-screen, skipped by keyboard and screen
 * readers); bots that fill every input give themselves away.
 */
export function Honeypot() {
  // The admin area's forms render it in the browser too (lib/pack-context.ts).
  const t = usePack()?.common ?? commonEn;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{t.honeypotLabel}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The form-level message after a failed send; announced to screen readers.
 * With no message it is an empty, hidden alert that a form island can fill
 * (a send that never reached the server, see islands/lead-form.ts).
 */
export function FormAlert({ message }: { message?: string }) {
  return (
    <p role="alert" hidden={!message} data-form-alert className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
