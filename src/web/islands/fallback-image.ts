/**
 * An image that handles its own load errors (`data-island="fallback-image"`,
 * rendered by FallbackImage): it switches to `data-fallback-src` if it has
 * one; failing that it hides, and shows the replacement rendered hidden right
 * after it (`data-image-fallback`), or, with none, hides the figure it is the
 * picture of, so no caption is left on an empty strip. A failure before this
 * script ran is found on arrival.
 */
export function enhanceFallbackImage(img: HTMLElement) {
  if (!(img instanceof HTMLImageElement)) return;
  const fail = () => {
    // An error event from the address already replaced (queued before the
    // check on arrival handled it) finds the new one loading or loaded.
    if (!img.complete || img.naturalWidth > 0) return;
    const next = img.dataset.fallbackSrc;
    if (next && img.getAttribute("src") !== next) {
      img.src = next;
      return;
    }
    // Hidden, not removed: on pages React still hydrates, the nodes are React's.
    img.hidden = true;
    const stand = img.nextElementSibling;
    if (stand instanceof HTMLElement && stand.dataset.imageFallback !== undefined) stand.hidden = false;
    else {
      const figure = img.closest("figure");
      if (figure && !figure.querySelector("img:not([hidden])")) figure.hidden = true;
    }
  };
  img.addEventListener("error", fail);
  fail();
}
