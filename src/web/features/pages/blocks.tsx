import type { CtaBlock, Feature, Figure, Story } from "@content/page-types";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight, CheckIcon } from "~/components/ui/icons";
import { FeatureIcon } from "./icons";

const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards with an icon, a title and a sentence. */
export function FeatureGrid({ items, columns = 3, dark = false }: { items: readonly Feature[]; columns?: 2 | 3 | 4; dark?: boolean }) {
  return (
    <ul className={`grid gap-5 ${cols[columns]}`}>
      {items.map((f) => (
        <li
          key={f.title}
          className={dark ? "rounded-3xl border border-white/10 bg-white/[0.06] p-6 sm:p-7" : "rounded-3xl border border-soil-200 bg-white p-6 shadow-card sm:p-7"}
        >
          <span className={`inline-flex size-12 items-center justify-center rounded-2xl ${dark ? "bg-harvest-400 text-soil-950" : "bg-forest-50 text-forest-700"}`}>
            <FeatureIcon name={f.icon} className="size-6" />
          </span>
          <h3 className={`mt-5 text-h3 font-semibold ${dark ? "text-white" : "text-forest-900"}`}>{f.title}</h3>
          <p className={`mt-2 leading-relaxed ${dark ? "text-forest-100" : "text-muted"}`}>{f.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Big numbers with a label underneath. */
export function FigureGrid({ items, dark = false, testId }: { items: readonly Figure[]; dark?: boolean; testId?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 sm:gap-5 ${items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`} data-testid={testId}>
      {items.map((s) => (
        <div key={s.label} className={`flex flex-col rounded-3xl px-4 py-7 text-center sm:px-6 ${dark ? "bg-white/[0.07] ring-1 ring-white/10" : "bg-white shadow-card"}`}>
          <dt className={`order-2 mt-2 text-sm font-medium sm:text-base ${dark ? "text-forest-100" : "text-muted"}`}>{s.label}</dt>
          <dd className={`order-1 font-display text-[1.7rem] leading-tight font-semibold break-words sm:text-4xl lg:text-5xl ${dark ? "text-harvest-300" : "text-forest-700"}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckList({ items, dark = false, className }: { items: readonly string[]; dark?: boolean; className?: string }) {
  return (
    <ul className={`space-y-3 ${className ?? ""}`}>
      {items.map((p) => (
        <li key={p} className={`flex gap-3 leading-relaxed ${dark ? "text-forest-50" : "text-ink"}`}>
          <CheckIcon className={`mt-0.5 size-5 shrink-0 ${dark ? "text-harvest-300" : "text-forest-600"}`} />
          {p}
        </li>
      ))}
    </ul>
  );
}

/** Two or three short case stories with their results. */
export function StoryCards({ items }: { items: readonly Story[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.title} className="flex flex-col rounded-3xl border border-soil-200 bg-white p-7 shadow-card sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-soil-600">
            {s.partner} · {s.place}
          </p>
          <h3 className="mt-3 text-h3 font-semibold text-forest-900">{s.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{s.summary}</p>
          <dl className="mt-6 grid grid-cols-2 gap-3">
            {s.results.map((r) => (
              <div key={r.label} className="flex flex-col rounded-2xl bg-forest-50 px-4 py-3">
                <dt className="order-2 text-sm text-muted">{r.label}</dt>
                <dd className="order-1 font-display text-2xl font-semibold text-forest-700">{r.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps in a row. */
export function NumberedSteps({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <ol className={`grid gap-5 ${steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4"}`}>
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-3xl border border-soil-200 bg-white p-7 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-harvest-400 font-display text-xl font-semibold text-soil-950" aria-hidden="true">
            {i + 1}
          </span>
          {/* The ordered list already tells a screen reader each step's number, in the reader's own language. */}
          <h3 className="mt-5 text-h3 font-semibold text-forest-900">{s.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The closing call-to-action band, as on the home page. */
export function CtaBand({ cta, id = "cta" }: { cta: CtaBlock; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-soil-50 px-5 py-16 sm:px-8 sm:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-harvest-400 px-6 py-14 text-center sm:px-12 sm:py-16">
        <svg aria-hidden="true" viewBox="0 0 800 200" className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full text-harvest-500/60" preserveAspectRatio="none">
          <path d="M0 120c130-40 270-40 400 0s270 40 400 0v80H0z" fill="currentColor" />
          <path d="M0 160c130-30 270-30 400 0s270 30 400 0v40H0z" fill="currentColor" opacity=".7" />
        </svg>
        <div className="relative">
          <h2 id={`${id}-title`} className="text-h2 font-semibold text-soil-950">{cta.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-soil-900">{cta.subtitle}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={cta.primary.to} size="lg" iconRight={<ArrowRight />}>
              {cta.primary.label}
            </ButtonLink>
            {cta.secondary ? (
              <ButtonLink to={cta.secondary.to} size="lg" variant="outline" className="border-soil-950! text-soil-950! hover:bg-soil-950! hover:text-white!">
                {cta.secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
