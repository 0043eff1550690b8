import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus
 * inside, Escape closes it and focus returns to what opened it. A click on the
 * backdrop closes it too.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  closeLabel = "Close",
  children,
  className,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto overscroll-contain rounded-3xl border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-forest-950/60 ${className ?? ""}`}
    >
      {open ? (
        <div className="p-5 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-h3 font-semibold text-forest-900">
                {title}
              </h2>
              {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-forest-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
