import type { ReactNode } from "react";

export type SectionTone = "light" | "green" | "dark" | "white";

const tones: Record<SectionTone, string> = {
  light: "bg-soil-50 text-ink on-light",
  white: "bg-white text-ink on-light",
  green: "bg-forest-50 text-ink on-light",
  dark: "bg-forest-900 text-white",
};

interface SectionProps {
  tone?: SectionTone;
  /** Id of the heading is derived from this; also an anchor target. */
  id?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  /** Centre the heading block (default) or align it left. */
  align?: "center" | "left";
  /** Set false to let the content span the full width. */
  contained?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A titled page section on one of four grounds whose content fades in once
 * when 10 % visible: the `reveal` island (src/web/islands/reveal.ts) hides it
 * first, so without scripts it is simply there.
 */
export function Section({ tone = "light", id, eyebrow, title, subtitle, align = "center", contained = true, className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${tones[tone]} py-16 sm:py-20 lg:py-24 ${className ?? ""}`}>
      <div data-island="reveal" className={contained ? "mx-auto max-w-7xl px-5 sm:px-8" : ""}>
        {title ? (
          <header className={`mb-10 sm:mb-14 ${align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"} ${contained ? "" : "px-5 sm:px-8"}`}>
            {eyebrow ? (
              <p className={`mb-3 text-sm font-semibold uppercase tracking-[0.14em] ${dark ? "text-harvest-300" : "text-soil-600"}`}>{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className={`text-h2 font-semibold ${dark ? "text-white" : "text-forest-900"}`}>
              {title}
            </h2>
            {subtitle ? <p className={`mt-4 text-lead ${dark ? "text-forest-100" : "text-muted"}`}>{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
