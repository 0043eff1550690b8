/**
 * Says "the next page is on its way" where a form or a link loads a whole new
 * page (`data-island="busy"` on the block around them): once a form in it is
 * sent, or a link in it marked `data-busy-link` followed, the block gets
 * `data-busy`, which its classes follow (a dimmed list, a button's "Sending..."
 * label), and the form's submit buttons are disabled so it is not sent twice.
 * Coming back to the page with the Back button shows it as it was.
 */
export function enhanceBusy(root: HTMLElement) {
  let disabled: HTMLButtonElement[] = [];
  const busy = (on: boolean) => root.toggleAttribute("data-busy", on);
  // An address that differs from this page's only after its # just scrolls: no page comes.
  const loads = (url: URL) => !url.hash || url.href.split("#")[0] !== location.href.split("#")[0];

  root.addEventListener("submit", (e) => {
    const form = e.target as HTMLFormElement;
    if (e.defaultPrevented) return;
    if (form.method === "get") {
      const url = new URL(form.action);
      url.search = new URLSearchParams(new FormData(form, e.submitter) as unknown as Record<string, string>).toString();
      if (!loads(url)) return;
    }
    busy(true);
    // After the form's data is collected, so a named submit button still counts.
    setTimeout(() => {
      disabled = [...form.querySelectorAll<HTMLButtonElement>("button[type=submit]:not(:disabled)")];
      for (const b of disabled) {
        b.disabled = true;
        b.setAttribute("aria-disabled", "true");
      }
    });
  });
  root.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-busy-link]");
    if (link && loads(new URL(link.href))) busy(true);
  });
  // A page restored from the back/forward cache comes back as it was left: undo.
  window.addEventListener("pageshow", (e) => {
    if (!e.persisted) return;
    busy(false);
    for (const b of disabled) {
      b.disabled = false;
      b.removeAttribute("aria-disabled");
    }
    disabled = [];
  });
}
