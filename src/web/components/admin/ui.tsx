import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldFrame, type FieldLook } from "~/components/forms/field-frame.tsx";
import { Dialog } from "~/components/ui/Dialog.tsx";
import { formatIstDateTime } from "@shared/ist";

/**
 * The admin screens' one kit: page header, panels, tables, form fields,
 * buttons, badges, alerts and the modal dialog, so every screen looks and
 * behaves alike.
 */

/**
 * What a screen for admins shows anyone else (the server refuses them its data
 * too): the screen's title and why it stays empty.
 */
export function AdminsOnly({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p role="alert" className="text-stone-800">
        {message}
      </p>
    </>
  );
}

export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Panel({ title, children, className, actions }: { title?: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-stone-200 bg-white shadow-sm ${className ?? ""}`}>
      {title ? (
        <header className="flex items-center justify-between gap-3 border-b border-stone-100 px-5 py-3">
          <h2 className="text-base font-semibold text-stone-900">{title}</h2>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}

const fieldLook: FieldLook = {
  wrapper: "space-y-1",
  label: "block text-sm font-medium text-stone-800",
  hint: "text-xs text-stone-600",
  error: "text-sm font-medium text-red-700",
};

const control =
  "block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30";
const controlClass = (error?: string) => `${control} ${error ? "border-red-600" : "border-stone-300"}`;

interface FieldProps {
  label: string;
  id: string;
  hint?: ReactNode;
  /** The message for this field after a refused save. */
  error?: string;
  /** Shows the asterisk after the label. */
  requiredMark?: boolean;
  /** Announces the error as it appears (forms that check on submit without moving focus to it). */
  announceError?: boolean;
}

/** A labelled input; the label, hint and error are tied to it for screen readers. */
export function Field({ label, id, hint, error, requiredMark, announceError, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={requiredMark} announceError={announceError} look={fieldLook}>
      {(a11y) => <input {...input} {...a11y} className={controlClass(error)} />}
    </FieldFrame>
  );
}

export function TextAreaField({ label, id, hint, error, requiredMark, announceError, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={requiredMark} announceError={announceError} look={fieldLook}>
      {(a11y) => <textarea {...textarea} {...a11y} className={controlClass(error)} />}
    </FieldFrame>
  );
}

export function SelectField({ label, id, hint, error, requiredMark, announceError, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={requiredMark} announceError={announceError} look={fieldLook}>
      {(a11y) => (
        <select {...select} {...a11y} className={controlClass(error)}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A failure the person should read: announced as it appears. */
export function Alert({ children, large, className }: { children: ReactNode; large?: boolean; className?: string }) {
  return (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-red-800 ${large ? "" : "text-sm"} ${className ?? ""}`}>
      {children}
    </p>
  );
}

const hiddenBelow = { sm: "hidden sm:table-cell", md: "hidden md:table-cell", lg: "hidden lg:table-cell" } as const;

export interface Column {
  label: ReactNode;
  /** Leaves the column out on screens narrower than this. */
  from?: keyof typeof hiddenBelow;
  /** Replaces the usual cell padding. */
  className?: string;
}

/** A list of records as a table that scrolls sideways on a narrow screen; `children` are its rows. */
export function DataTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`${c.className ?? "px-4 py-3"} font-semibold ${c.from ? hiddenBelow[c.from] : ""}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

const badgeTones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-50 text-amber-900 ring-amber-600/20",
  stone: "bg-stone-100 text-stone-700 ring-stone-500/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20",
} as const;

export function Badge({ tone = "stone", children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${badgeTones[tone]}`}>{children}</span>;
}

export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600",
  link: "inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-emerald-800 hover:bg-emerald-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
  /** The one action of a sign-in card, across its width. */
  block:
    "w-full rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
} as const;

/** The sign-in and setup cards' submit button. */
export function PrimaryButton({ children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button {...rest} className={buttonStyles.block}>
      {children}
    </button>
  );
}

/** The card that holds the sign-in and first-account forms, alone in the middle of the page. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-stone-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The admin's modal: the site's one dialog in the admin screens' look. */
export function Modal(props: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return <Dialog {...props} look="admin" />;
}

/** Admin times are India's, whatever the browser's zone: a post dated 21 Nov shows 21 Nov everywhere. */
const IST = "Asia/Kolkata";

/** A date and time in IST; "–" when missing or invalid (empty cells look the same everywhere). */
export const formatDateTime = formatIstDateTime;

/** A date in IST; "–" when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "–";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "–" : d.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: IST });
}
