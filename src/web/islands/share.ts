/**
 * An article's Share button (`data-island="share"`, the title to share in
 * `data-title`): the device's share sheet gets the title and address; where
 * there is none, the address is copied and the status line says so; if copying
 * is not allowed either, a field shows the address to copy by hand. Messages
 * are in the markup, hidden until needed.
 */
export function enhanceShare(root: HTMLElement) {
  const copied = root.querySelector<HTMLElement>("[data-copied]");
  const manual = root.querySelector<HTMLElement>("[data-manual]");
  const field = manual?.querySelector("input");
  field?.addEventListener("focus", () => field.select());

  const show = (what: "copied" | "manual", url: string) => {
    if (copied) copied.hidden = what !== "copied";
    if (manual) manual.hidden = what !== "manual";
    if (field) field.value = url;
  };

  root.querySelector("button")?.addEventListener("click", async () => {
    const url = location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: root.dataset.title ?? document.title, url });
        return;
      } catch (err) {
        // The reader closed the share sheet: nothing to do.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show("copied", url);
    } catch {
      show("manual", url);
    }
  });
}
