import { belowFirstScreen } from "./sections";

let observer: IntersectionObserver | undefined;
const waiting: HTMLElement[] = [];

const show = (el: Element) => {
  (el as HTMLElement).dataset.reveal = "shown";
  observer?.unobserve(el);
};

/**
 * A page section's content (`data-island="reveal"`) fades in once, when 10 %
 * of it is visible. The server renders everything visible, so without this
 * script (or before it runs) nothing is hidden; only here, for visitors who
 * allow motion and only for content still below the screen, is it hidden
 * first (`data-reveal`, which app.css follows). Content too tall ever to be
 * 10 % on screen shows as soon as it enters, and printing shows everything.
 */
export function enhanceReveal(el: HTMLElement) {
  if (typeof IntersectionObserver === "undefined" || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (!belowFirstScreen(el)) return;
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          const tall = e.boundingClientRect.height * 0.1 > (e.rootBounds?.height ?? innerHeight) / 2;
          if (e.intersectionRatio >= 0.1 || tall) show(e.target);
        }
      },
      { threshold: [0, 0.1] },
    );
    addEventListener("beforeprint", () => waiting.forEach(show));
  }
  el.dataset.reveal = "hidden";
  waiting.push(el);
  observer.observe(el);
}
