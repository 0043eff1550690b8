import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

/**
 * The behaviour every modal shares, on the native <dialog> element: the
 * browser keeps focus inside, Escape closes it and focus returns to what
 * opened it; a click on the backdrop closes it too. The content is rendered
 * only while open, so a closed dialog holds no stale form state.
 */
function ModalShell({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={className}
    >
      {open ? children : null}
    </dialog>
  );
}

/** The public site's rounded dialog with a close button, or the admin screens' plainer one (their content has its own buttons). */
const looks = {
  site: {
    dialog: "m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto overscroll-contain rounded-3xl border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-forest-950/60",
    body: "p-5 sm:p-7",
    title: "text-h3 font-semibold text-forest-900",
    content: "mt-5",
    closeButton: true,
  },
  admin: {
    dialog: "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50",
    body: "p-6",
    title: "text-lg font-semibold",
    content: "mt-4",
    closeButton: false,
  },
} as const;

/** The public site's dialog look, for a `<dialog>` a page island opens (the clinic finder's). */
export const siteDialogClass = looks.site.dialog;

export function Dialog({
  open,
  title,
  description,
  onClose,
  closeLabel = "Close",
  look = "site",
  children,
  className,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  look?: keyof typeof looks;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const l = looks[look];
  return (
    <ModalShell open={open} onClose={onClose} labelledBy={titleId} className={`${l.dialog} ${className ?? ""}`}>
      <div className={l.body}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className={l.title}>
              {title}
            </h2>
            {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
          </div>
          {l.closeButton ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-forest-50"
            >
              <CloseIcon className="size-5" />
            </button>
          ) : null}
        </div>
        <div className={l.content}>{children}</div>
      </div>
    </ModalShell>
  );
}
