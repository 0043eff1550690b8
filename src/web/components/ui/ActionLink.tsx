import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./Button";

type Props = {
  /** Where the link leads before (or without) scripts: a page that does the same thing. */
  href: string;
  /** What it does once the page is live, instead of following the link. */
  onAction: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<"a">, "href" | "onClick" | "className" | "children" | "role">;

/**
 * A control that works without scripts: a real link to a page that does the
 * job (a clinic's own view, a reset address), which acts as a button (a dialog,
 * a reset in place) once the page's scripts run. Space presses it as a button.
 */
export function ActionLink({ href, onAction, variant = "primary", size = "md", className, children, ...rest }: Props) {
  return (
    <a
      href={href}
      role="button"
      className={buttonClasses({ variant, size, className })}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onAction();
      }}
      onKeyDown={(e) => {
        if (e.key !== " ") return;
        e.preventDefault();
        onAction();
      }}
      {...rest}
    >
      <span>{children}</span>
    </a>
  );
}
