import type { Award } from "@content/page-types";

function Card({ award, decorative }: { award: Award; decorative: boolean }) {
  return (
    <li className="w-72 shrink-0 px-2.5" data-award={decorative ? undefined : award.title}>
      <div className="flex h-full flex-col items-center rounded-3xl border border-soil-200 bg-white px-6 py-7 text-center shadow-card">
        <img src={award.image.src} alt={decorative ? "" : award.image.alt} width={96} height={96} loading="lazy" decoding="async" className="size-24" />
        <h3 className="mt-4 text-lg font-semibold leading-snug text-forest-900">{award.title}</h3>
        <p className="mt-1 text-sm font-semibold text-soil-700">{award.organization}</p>
        <p className="mt-3 text-sm leading-relaxed text-muted">{award.description}</p>
      </div>
    </li>
  );
}

/**
 * Six awards on a 40 s linear loop (the list twice, the copy hidden from
 * assistive technology, so moving by half the track restarts seamlessly).
 * Hover or keyboard focus pauses it; with reduced motion it stands still and
 * scrolls by hand. Shares the marquee rules in app.css with the partner strip.
 */
export function AwardsStrip({ items, label }: { items: readonly Award[]; label: string }) {
  return (
    <div
      className="marquee relative overflow-hidden py-2 [mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)]"
      data-testid="awards-strip"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <div className="marquee-track flex w-max items-stretch">
        <ul className="flex items-stretch">
          {items.map((a) => (
            <Card key={a.title} award={a} decorative={false} />
          ))}
        </ul>
        <ul className="flex items-stretch" aria-hidden="true">
          {items.map((a) => (
            <Card key={a.title} award={a} decorative />
          ))}
        </ul>
      </div>
    </div>
  );
}
