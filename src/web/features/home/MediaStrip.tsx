import type { HomeContent, MediaMention } from "@content/types";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { MEDIA_CARD_PX, MEDIA_STEP_PX } from "~/islands/media-strip";

function Card({ item, decorative }: { item: MediaMention; decorative: boolean }) {
  const body = (
    <>
      <span className="flex h-12 items-center">
        {item.logo ? (
          <img src={item.logo} alt={decorative ? "" : item.name} width={160} height={48} loading="lazy" className="h-10 w-auto object-contain" />
        ) : (
          <span className="font-display text-xl font-semibold text-white">{item.name}</span>
        )}
      </span>
      <span className="mt-3 block text-[0.95rem] leading-relaxed text-forest-100">{item.description}</span>
    </>
  );
  const cls = "block h-full rounded-2xl border border-white/15 bg-white/[0.06] p-6 transition-colors";
  return (
    <li className="shrink-0" style={{ width: MEDIA_CARD_PX }}>
      {item.link && !decorative ? (
        <a href={item.link} rel="noopener noreferrer" target="_blank" className={`${cls} hover:bg-white/12`}>
          {body}
        </a>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}

/**
 * 'As Seen On': a horizontally scrollable row that drifts on its own (one pass
 * of all mentions in 30 s) and has left/right buttons moving it 300 px. The
 * list is rendered three times so the drift can wrap without a jump. Drifting
 * stops while the pointer or focus is inside, when the row is off screen, and
 * for visitors who prefer reduced motion. The markup is all here; the drift
 * and the buttons are the `media-strip` island (src/web/islands/media-strip.ts).
 */
export function MediaStrip({ t }: { t: HomeContent["media"] }) {
  const items = t.items;
  const loopPx = items.length * MEDIA_STEP_PX;

  const btn =
    "inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:bg-white hover:text-forest-900";

  return (
    <div data-island="media-strip">
      <div className="mx-auto flex max-w-7xl justify-end gap-3 px-5 sm:px-8">
        <button type="button" className={btn} aria-label={t.scrollLeft} data-media-step="-1">
          <ChevronLeft />
        </button>
        <button type="button" className={btn} aria-label={t.scrollRight} data-media-step="1">
          <ChevronRight />
        </button>
      </div>
      <div
        className="no-scrollbar mt-6 overflow-x-auto"
        data-media-scroller=""
        data-loop-px={loopPx}
        data-testid="media-strip"
        tabIndex={0}
        role="region"
        aria-label={t.subtitle}
      >
        <div className="flex w-max px-5 sm:px-8" style={{ gap: MEDIA_STEP_PX - MEDIA_CARD_PX }}>
          <ul className="flex" style={{ gap: MEDIA_STEP_PX - MEDIA_CARD_PX }}>
            {items.map((m) => (
              <Card key={m.name} item={m} decorative={false} />
            ))}
          </ul>
          {/* Copies for the seamless wrap (two, so even very wide screens never reach the end). */}
          {[1, 2].map((copy) => (
            <ul key={copy} className="flex" style={{ gap: MEDIA_STEP_PX - MEDIA_CARD_PX }} aria-hidden="true">
              {items.map((m) => (
                <Card key={m.name} item={m} decorative />
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}
