import type { HomeContent } from "@content/types";
import { PersonByline } from "~/components/ui/PersonByline";
import { ChevronLeft, ChevronRight, QuoteIcon } from "~/components/ui/icons";

type Props = { t: HomeContent["testimonials"] };

const fill = (template: string, n: number, count: number) => template.replace("{n}", String(n)).replace("{count}", String(count));

/**
 * Four testimonials, all in the server HTML. One is shown at a time (the
 * first until a visitor moves); the others stay in the document but are
 * hidden from assistive technology and out of the tab order. The buttons are
 * the `carousel` island's (src/web/islands/carousel.ts); the dots follow
 * `aria-current`.
 */
export function TestimonialCarousel({ t }: Props) {
  const items = t.items;
  const count = items.length;
  // The first slide shows until a visitor moves the carousel.
  const index = 0;

  const navButton =
    "inline-flex size-12 items-center justify-center rounded-full border-2 border-forest-700 text-forest-800 transition-colors hover:bg-forest-700 hover:text-white";

  return (
    <div data-island="carousel" role="region" aria-roledescription="carousel" aria-label={t.carouselLabel} className="mx-auto max-w-5xl">
      <div className="overflow-hidden rounded-3xl">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live="polite"
          data-carousel-track=""
          data-testid="testimonial-track"
        >
          {items.map((item, i) => {
            const active = i === index;
            return (
              <figure
                key={item.author}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slideLabel, i + 1, count)}
                aria-hidden={!active}
                inert={!active}
                data-active={active ? "true" : "false"}
                className="w-full shrink-0 px-1"
              >
                <div className="grid h-full gap-8 rounded-3xl bg-white p-6 shadow-card sm:p-10 md:grid-cols-[1fr_15rem] md:gap-10">
                  <div>
                    <QuoteIcon className="size-10 text-harvest-400" />
                    <blockquote className="mt-4 font-display text-xl leading-snug text-forest-900 sm:text-2xl">
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption className="mt-8 flex items-center gap-4">
                      <PersonByline name={item.author} role={item.role} location={item.location} image={item.image} />
                    </figcaption>
                  </div>
                  <dl className="grid grid-cols-2 gap-3 self-center md:grid-cols-1">
                    {item.stats.map((s) => (
                      <div key={s.label} className="rounded-2xl bg-forest-50 px-5 py-4">
                        <dt className="text-sm text-muted">{s.label}</dt>
                        <dd className="mt-1 font-display text-2xl font-semibold text-forest-800">{s.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </figure>
            );
          })}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-center gap-6">
        <button type="button" className={navButton} aria-label={t.previous} data-carousel-step="-1">
          <ChevronLeft />
        </button>
        <div className="flex items-center gap-1">
          {items.map((item, i) => (
            <button
              key={item.author}
              type="button"
              aria-label={fill(t.dotLabel, i + 1, count)}
              aria-current={i === index ? "true" : undefined}
              data-carousel-to={i}
              className="group inline-flex h-11 items-center justify-center px-1"
              data-testid="testimonial-dot"
            >
              <span className="block h-2.5 w-2.5 rounded-full bg-forest-300 transition-all duration-300 group-hover:bg-forest-500 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-forest-700" />
            </button>
          ))}
        </div>
        <button type="button" className={navButton} aria-label={t.next} data-carousel-step="1">
          <ChevronRight />
        </button>
      </div>
    </div>
  );
}
