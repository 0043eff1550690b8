import { langCookie } from "~/lib/lang-cookie";

/**
 * The language menu and the offer of a language, without the list of the
 * site's languages: the server wrote each link's address and language, and
 * <html lang> says the page's. So this script grows with nothing a new
 * language adds (decision 0036).
 */

/** Remembers a choice of language for a year; the server reads it to decide whether to offer another. */
function remember(code: string | undefined) {
  if (code && /^[a-z]{2,3}$/.test(code)) document.cookie = langCookie(code);
}

/**
 * The language menu (`data-island="language-switch"`, a `<details>` whose
 * links carry `data-language-switch`): plain links to the same page in each
 * language. A click also remembers the choice, and carries over any query the
 * page changed in place since it loaded (the clinic finder's filters). Escape
 * or a click elsewhere closes the menu.
 */
export function enhanceLanguageSwitch(menu: HTMLElement) {
  menu.addEventListener("click", (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-language-switch]");
    if (!link) return;
    remember(link.dataset.languageSwitch);
    if (link.dataset.toHome !== undefined) return;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = new URL(link.href);
    target.search = location.search;
    target.hash = location.hash;
    if (target.href !== link.href) {
      e.preventDefault();
      window.location.assign(target.href);
    }
  });
  if (!(menu instanceof HTMLDetailsElement)) return;
  const close = () => (menu.open = false);
  document.addEventListener("click", (e) => {
    if (menu.open && !menu.contains(e.target as Node)) close();
  });
  document.addEventListener("keydown", (e) => {
    if (menu.open && e.key === "Escape") {
      close();
      menu.querySelector("summary")?.focus();
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
    remember(document.documentElement.lang);
    // Hidden, not removed: on pages React still hydrates, the node is React's.
    bar.hidden = true;
  });
}
