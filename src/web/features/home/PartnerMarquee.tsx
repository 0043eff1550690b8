import type { Partner } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";

function Wordmark({ name }: { name: string }) {
  return <span className="line-clamp-2 text-center font-display text-[0.95rem] font-semibold leading-tight text-forest-800">{name}</span>;
}

/** One 160 px slot (tile plus gap). */
function Tile({ partner, decorative }: { partner: Partner; decorative: boolean }) {
  return (
    <li className="w-40 shrink-0 px-2">
      <div className="flex h-20 items-center justify-center rounded-2xl border border-soil-200 bg-white px-3 shadow-sm">
        {partner.logo ? (
          <FallbackImage
            src={partner.logo}
            alt={decorative ? "" : partner.name}
            width={128}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-32 object-contain"
            fallback={<Wordmark name={partner.name} />}
          />
        ) : (
          <Wordmark name={partner.name} />
        )}
      </div>
    </li>
  );
}

/**
 * The 'Trusted by' strip: all partners, then the same list again (hidden from
 * assistive technology) so a 40 s linear loop that moves by half the track
 * width restarts seamlessly. Hover or focus pauses it; reduced motion stops it
 * and leaves a scrollable row.
 */
export function PartnerMarquee({ heading, partners }: { heading: string; partners: readonly Partner[] }) {
  return (
    <section aria-labelledby="partners-title" className="border-b border-soil-200 bg-soil-100/60 py-10 sm:py-12">
      <h2 id="partners-title" className="mx-auto max-w-7xl px-5 text-center font-sans text-sm font-semibold uppercase tracking-[0.14em] text-soil-700 sm:px-8">
        {heading}
      </h2>
      <div className="marquee relative mt-7 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_6%,#000_94%,transparent)]" data-testid="partner-marquee">
        <div className="marquee-track flex w-max">
          <ul className="flex">
            {partners.map((p) => (
              <Tile key={p.name} partner={p} decorative={false} />
            ))}
          </ul>
          <ul className="flex" aria-hidden="true">
            {partners.map((p) => (
              <Tile key={p.name} partner={p} decorative />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
