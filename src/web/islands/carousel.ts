/** Index arithmetic: previous from the first goes to the last and next from the last to the first. */
export function wrapIndex(i: number, count: number) {
  return ((i % count) + count) % count;
}

/**
 * A carousel (`data-island="carousel"`) showing one slide at a time. Every
 * slide is in the server HTML, the first one shown; the others are hidden from
 * assistive technology and out of the tab order (`aria-hidden`, `inert`).
 * Buttons with `data-carousel-step` (-1, 1) move by one, wrapping at both
 * ends; `data-carousel-to` buttons (the dots) jump to a slide and carry
 * `aria-current` while it shows.
 */
export function enhanceCarousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  if (!track) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = root.querySelectorAll<HTMLElement>("[data-carousel-to]");
  let index = Math.max(0, slides.findIndex((s) => s.dataset.active === "true"));

  const go = (i: number) => {
    index = wrapIndex(i, slides.length);
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, n) => {
      const on = n === index;
      slide.dataset.active = String(on);
      slide.setAttribute("aria-hidden", String(!on));
      slide.inert = !on;
    });
    dots.forEach((dot, n) => (n === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
  };

  root.addEventListener("click", (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLElement>("[data-carousel-step],[data-carousel-to]");
    if (!button || !root.contains(button)) return;
    const { carouselTo, carouselStep } = button.dataset;
    go(carouselTo !== undefined ? Number(carouselTo) : index + Number(carouselStep));
  });
}
