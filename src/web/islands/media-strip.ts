/** As specified: cards 300 px wide, 320 px apart; buttons move 300 px; one full pass takes 30 s. */
export const MEDIA_CARD_PX = 300;
export const MEDIA_STEP_PX = 320;
export const MEDIA_SCROLL_PX = 300;
export const MEDIA_LOOP_S = 30;
/** How long the drift waits after an arrow press. */
export const MEDIA_PAUSE_MS = 6000;

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * 'As Seen On' (`data-island="media-strip"`): the scrollable row
 * (`data-media-scroller`, its list rendered three times, `data-loop-px` the
 * width of one) drifts on its own, one pass in 30 s, wrapping through the
 * copies without a jump. It stops while the pointer or focus is inside, when
 * the row is off screen, and for visitors who prefer reduced motion. The
 * arrows (`data-media-step`, -1 or 1) move it 300 px and pause the drift for
 * a while, so the move is seen and read.
 */
export function enhanceMediaStrip(root: HTMLElement) {
  const el = root.querySelector<HTMLElement>("[data-media-scroller]");
  if (!el) return;
  const loopPx = Number(el.dataset.loopPx) || 0;
  // The drift would otherwise overwrite the arrows' smooth scroll frame by frame.
  let pausedUntil = 0;

  root.querySelectorAll<HTMLElement>("[data-media-step]").forEach((button) =>
    button.addEventListener("click", () => {
      const dir = Number(button.dataset.mediaStep) < 0 ? -1 : 1;
      pausedUntil = performance.now() + MEDIA_PAUSE_MS;
      // Wrap through the copies so both directions never hit an end.
      if (dir < 0 && el.scrollLeft < MEDIA_SCROLL_PX) el.scrollLeft += loopPx;
      else if (dir > 0 && el.scrollLeft >= loopPx) el.scrollLeft -= loopPx;
      el.scrollBy({ left: dir * MEDIA_SCROLL_PX, behavior: reducedMotion() ? "auto" : "smooth" });
    }),
  );

  if (!loopPx || reducedMotion()) return;
  let frame = 0;
  let last = 0;
  let visible = false;
  let held = false;
  // Read once the row is on screen: asked earlier, an unrendered section would be laid out for it.
  let pos = 0;
  const speed = loopPx / (MEDIA_LOOP_S * 1000);
  const tick = (now: number) => {
    if (last && !held && now >= pausedUntil) {
      // Keep sub-pixel progress here; scrollLeft may round.
      if (Math.abs(el.scrollLeft - pos) > 2) pos = el.scrollLeft;
      pos += (now - last) * speed;
      if (pos >= loopPx) pos -= loopPx;
      el.scrollLeft = pos;
    }
    last = now;
    frame = visible ? requestAnimationFrame(tick) : 0;
  };
  new IntersectionObserver(([entry]) => {
    visible = !!entry?.isIntersecting;
    if (visible && !frame) {
      last = 0;
      pos = el.scrollLeft;
      frame = requestAnimationFrame(tick);
    }
  }).observe(el);
  const hold = () => (held = true);
  const release = () => {
    held = false;
    pos = el.scrollLeft;
  };
  el.addEventListener("pointerenter", hold);
  el.addEventListener("pointerleave", release);
  el.addEventListener("focusin", hold);
  el.addEventListener("focusout", release);
}
