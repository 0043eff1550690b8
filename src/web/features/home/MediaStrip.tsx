import { useEffect, useRef } from "react";
import type { HomeContent, MediaMention } from "@content/types";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";

/** As specified: cards 300 px wide, 320 px apart; buttons move 300 px; one full pass takes 30 s. */
export const MEDIA_CARD_PX = 300;
export const MEDIA_STEP_PX = 320;
export const MEDIA_SCROLL_PX = 300;
export const MEDIA_LOOP_S = 30;
/** How long the drift waits after an arrow press. */
export const MEDIA_PAUSE_MS = 6000;

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
 * list is rendered twice so the drift can wrap without a jump. Drifting stops
 * while the pointer or focus is inside, when the row is off screen, and for
 * visitors who prefer reduced motion.
 */
export function MediaStrip({ t }: { t: HomeContent["media"] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const items = t.items;
  const loopPx = items.length * MEDIA_STEP_PX;
  // A press of an arrow pauses the drift (which would otherwise overwrite the
  // smooth scroll frame by frame) for a while, so the move is seen and read.
  const pausedUntil = useRef(0);

  useEffect(() => {
    const el = scroller.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let last = 0;
    let visible = false;
    let held = false;
    let pos = el.scrollLeft;
    const speed = loopPx / (MEDIA_LOOP_S * 1000);
    const tick = (now: number) => {
      if (last && !held && now >= pausedUntil.current) {
        // Keep sub-pixel progress ourselves; scrollLeft may round.
        if (Math.abs(el.scrollLeft - pos) > 2) pos = el.scrollLeft;
        pos += (now - last) * speed;
        if (pos >= loopPx) pos -= loopPx;
        el.scrollLeft = pos;
      }
      last = now;
      frame = visible ? requestAnimationFrame(tick) : 0;
    };
    const io = new IntersectionObserver(([entry]) => {
      visible = !!entry?.isIntersecting;
      if (visible && !frame) {
        last = 0;
        frame = requestAnimationFrame(tick);
      }
    });
    io.observe(el);
    const hold = () => (held = true);
    const release = () => {
      held = false;
      pos = el.scrollLeft;
    };
    el.addEventListener("pointerenter", hold);
    el.addEventListener("pointerleave", release);
    el.addEventListener("focusin", hold);
    el.addEventListener("focusout", release);
    return () => {
      cancelAnimationFrame(frame);
      io.disconnect();
      el.removeEventListener("pointerenter", hold);
      el.removeEventListener("pointerleave", release);
      el.removeEventListener("focusin", hold);
      el.removeEventListener("focusout", release);
    };
  }, [loopPx]);

  const scrollByStep = (dir: -1 | 1) => {
    const el = scroller.current;
    if (!el) return;
    pausedUntil.current = performance.now() + MEDIA_PAUSE_MS;
    // Wrap through the duplicate half so both directions never hit an end.
    if (dir < 0 && el.scrollLeft < MEDIA_SCROLL_PX) el.scrollLeft += loopPx;
    else if (dir > 0 && el.scrollLeft >= loopPx) el.scrollLeft -= loopPx;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: dir * MEDIA_SCROLL_PX, behavior: smooth ? "smooth" : "auto" });
  };

  const btn =
    "inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:bg-white hover:text-forest-900";

  return (
    <div>
      <div className="mx-auto flex max-w-7xl justify-end gap-3 px-5 sm:px-8">
        <button type="button" className={btn} aria-label={t.scrollLeft} onClick={() => scrollByStep(-1)}>
          <ChevronLeft />
        </button>
        <button type="button" className={btn} aria-label={t.scrollRight} onClick={() => scrollByStep(1)}>
          <ChevronRight />
        </button>
      </div>
      <div
        ref={scroller}
        className="no-scrollbar mt-6 overflow-x-auto"
        data-testid="media-strip"
        tabIndex={0}
        role="region"
        aria-label={t.title}
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
