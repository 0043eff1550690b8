import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from "react";
import { Link } from "./Link";

export type ButtonVariant = "primary" | "secondary" | "outline" | "text";
export type ButtonSize = "sm" | "md" | "lg";
/** Surface the button sits on: outline and text variants flip to light colours on dark grounds. */
export type ButtonTone = "light" | "dark";

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  tone?: ButtonTone;
  iconLeft?: ReactNode;
  iconRight?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold leading-tight transition-[background-color,color,box-shadow,transform] duration-200 select-none motion-safe:active:scale-[0.98]";

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 py-2 text-sm",
  md: "min-h-12 px-6 py-3 text-base",
  lg: "min-h-14 px-8 py-4 text-lg",
};

const variants: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary: "bg-forest-700 text-white shadow-sm hover:bg-forest-800 hover:shadow-md",
    secondary: "bg-harvest-400 text-soil-950 shadow-sm hover:bg-harvest-300",
    outline: "border-2 border-forest-700 text-forest-800 hover:bg-forest-700 hover:text-white",
    text: "text-forest-700 underline-offset-4 hover:underline px-1!",
  },
  dark: {
    primary: "bg-harvest-400 text-soil-950 shadow-sm hover:bg-harvest-300 hover:shadow-md",
    secondary: "bg-white text-forest-900 shadow-sm hover:bg-forest-50",
    outline: "border-2 border-white/85 text-white hover:bg-white hover:text-forest-900",
    text: "text-white underline-offset-4 hover:underline px-1!",
  },
};

const disabledClass = "pointer-events-none opacity-55 cursor-not-allowed";

export function buttonClasses({
  variant = "primary",
  size = "md",
  tone = "light",
  fullWidth,
  disabled,
  className,
}: Pick<CommonProps, "variant" | "size" | "tone" | "fullWidth" | "disabled" | "className">) {
  return [base, sizes[size], variants[tone][variant], fullWidth ? "w-full" : "", disabled ? disabledClass : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}

function Inner({ iconLeft, iconRight, children }: Pick<CommonProps, "iconLeft" | "iconRight" | "children">) {
  return (
    <>
      {iconLeft ? <span className="-ml-1 inline-flex size-5 shrink-0 [&>svg]:size-5">{iconLeft}</span> : null}
      <span>{children}</span>
      {iconRight ? <span className="-mr-1 inline-flex size-5 shrink-0 [&>svg]:size-5">{iconRight}</span> : null}
    </>
  );
}

type ButtonProps = CommonProps & Omit<ComponentPropsWithoutRef<"button">, "children" | "className" | "disabled">;

/** A real <button>. Disabled buttons stay focusable-free and ignore clicks. */
export function Button({ variant, size, tone, iconLeft, iconRight, fullWidth, disabled, className, children, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      className={buttonClasses({ variant, size, tone, fullWidth, disabled, className })}
      {...rest}
    >
      <Inner iconLeft={iconLeft} iconRight={iconRight}>{children}</Inner>
    </button>
  );
}

type ButtonLinkProps = CommonProps & { to: string } & Omit<ComponentPropsWithoutRef<"a">, "children" | "className" | "href">;

/**
 * A link that looks like a button. Internal paths use client navigation;
 * http(s), mailto: and tel: addresses render a plain anchor. A disabled link
 * loses its href, is announced as disabled and suppresses navigation.
 */
export function ButtonLink({ to, variant, size, tone, iconLeft, iconRight, fullWidth, disabled, className, children, onClick, ...rest }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, tone, fullWidth, disabled, className });
  const inner = <Inner iconLeft={iconLeft} iconRight={iconRight}>{children}</Inner>;
  if (disabled) {
    const block = (e: MouseEvent<HTMLAnchorElement>) => e.preventDefault();
    return (
      <a role="link" aria-disabled="true" className={classes} onClick={block} {...rest}>
        {inner}
      </a>
    );
  }
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} className={classes} onClick={onClick} {...rest}>
        {inner}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} onClick={onClick} {...rest}>
      {inner}
    </Link>
  );
}
