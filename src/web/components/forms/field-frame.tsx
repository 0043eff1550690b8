import type { ReactNode } from "react";

/** The classes of one family of forms (the public site's, the admin's); the structure is the same for both. */
export interface FieldLook {
  wrapper?: string;
  label: string;
  hint: string;
  error: string;
}

/** What a field's control needs so its label, hint and error reach screen readers. */
export interface FieldA11y {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Shows the asterisk after the label (the control still carries `required` itself). */
  required?: boolean;
  hint?: ReactNode;
  /** The message for this field after a refused submission. */
  error?: string;
  /** Announces the error as soon as it appears (for forms that validate in place). */
  announceError?: boolean;
  look: FieldLook;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * A label, the control, a hint and an error message, tied together by ids, so
 * every form field is described the same way whatever it looks like.
 */
export function FieldFrame({ id, label, required, hint, error, announceError, look, className, children }: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const wrapper = [look.wrapper, className].filter(Boolean).join(" ") || undefined;
  return (
    <div className={wrapper}>
      <label htmlFor={id} className={look.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}*
          </span>
        ) : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={announceError ? "alert" : undefined} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
