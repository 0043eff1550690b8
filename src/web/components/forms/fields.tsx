import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "@shared/forms.ts";

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
const okBorder = "border-soil-300";
const errBorder = "border-red-700";

function useIds(name: string, idPrefix?: string) {
  const id = `${idPrefix ? `${idPrefix}-` : ""}${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}*
        </span>
      ) : null}
    </label>
  );
}

function Messages({ error, errorId, hint, hintId }: { error?: string; errorId: string; hint?: ReactNode; hintId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(error: string | undefined, hint: ReactNode, errorId: string, hintId: string) {
  return [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  name,
  label,
  required,
  error,
  hint,
  defaultValue,
  idPrefix,
  className,
  type = "text",
  autoComplete,
  placeholder,
  maxLength,
  inputMode,
}: BaseFieldProps & {
  type?: "text" | "email" | "tel" | "date" | "number" | "url";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
}) {
  const { id, errorId, hintId } = useIds(name, idPrefix);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={`${control} ${error ? errBorder : okBorder}`}
      />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export function TextAreaField({ name, label, required, error, hint, defaultValue, idPrefix, className, rows = 5, maxLength }: BaseFieldProps & { rows?: number; maxLength?: number }) {
  const { id, errorId, hintId } = useIds(name, idPrefix);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={`${control} ${error ? errBorder : okBorder}`}
      />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  required,
  error,
  hint,
  defaultValue,
  idPrefix,
  className,
  options,
  placeholder = "Select an option",
}: BaseFieldProps & { options: readonly Choice[]; placeholder?: string }) {
  const { id, errorId, hintId } = useIds(name, idPrefix);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={`${control} ${error ? errBorder : okBorder}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
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
  const { id, errorId } = useIds(name, idPrefix);
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
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-level message after a failed send; announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
