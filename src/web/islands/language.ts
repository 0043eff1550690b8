import { isLocale, langCookie, localeFromPath, pathInLocale } from "~/lib/locale";

/** Remembers a choice of language for a year; the server reads it to decide whether to offer another. */
function remember(locale: string | undefined) {
  if (isLocale(locale)) document.cookie = langCookie(locale);
}

/**
 * A language switch link (`data-island="language-switch"`, `data-language-switch`
 * naming its language): a plain link to the same page in the other language.
 * A click also remembers the choice, and carries over any query the page
 * changed in place since it loaded (the clinic finder's filters).
 */
export function enhanceLanguageSwitch(link: HTMLElement) {
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener("click", (e) => {
    const target = link.dataset.languageSwitch;
    remember(target);
    if (!isLocale(target) || link.dataset.toHome !== undefined) return;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const current = pathInLocale(window.location, target);
    if (current !== link.getAttribute("href")) {
      e.preventDefault();
      window.location.assign(current);
    }
  });
}

/**
 * The one-line offer of the page in the visitor's language. Its link is a
 * language switch; closing it remembers the page's own language as the choice.
 */
export function enhanceLanguageSuggestion(bar: HTMLElement) {
  bar.querySelector("a[hreflang]")?.addEventListener("click", () => remember(bar.dataset.languageSuggestion));
  bar.querySelector("button[data-dismiss]")?.addEventListener("click", () => {
    remember(localeFromPath(window.location.pathname));
    // Hidden, not removed: on pages React still hydrates, the node is React's.
    bar.hidden = true;
  });
}
