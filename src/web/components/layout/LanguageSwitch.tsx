import { useLocation } from "react-router";
import { languageOf, languages, type Locale } from "@content/i18n";
import { localeLabels } from "@content/language";
import { useLocale } from "~/lib/content";
import { pathInLocale } from "~/lib/locale";
import { CheckIcon, CloseIcon } from "~/components/ui/icons";

const GlobeIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false" className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);

/**
 * The language menu: the current language's own name in the bar (a `<details>`
 * summary, so it opens before and without scripts), and under it every
 * language of the site, each named in its own script, as a plain link to the
 * same page in that language (to that language's home from a missing page:
 * `toHome`). One short summary fits the bar at 390 px however many languages
 * there are. The `language-switch` island remembers the choice on a click,
 * keeps a query the page changed in place, and closes the menu on Escape or a
 * click outside it (src/web/islands/language.ts).
 */
export function LanguageSwitch({ toHome }: { toHome?: boolean }) {
  const current = useLocale();
  const location = useLocation();
  // A page that does not exist here has no twin either: the other language's home instead.
  const from = toHome ? { pathname: "/" } : location;
  return (
    <details data-island="language-switch" className="group/lang relative">
      <summary
        lang={current}
        className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-full border border-white/40 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 group-data-solid/nav:border-forest-200 group-data-solid/nav:text-forest-800 group-data-solid/nav:hover:bg-forest-50 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon className="size-5 shrink-0" />
        {languageOf(current).name}
      </summary>
      <ul className="absolute right-0 mt-2 w-44 rounded-2xl border border-forest-100 bg-white p-1.5 text-ink shadow-lg">
        {languages.map(({ code, name }) => (
          <li key={code}>
            <a
              href={pathInLocale(from, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? "true" : undefined}
              data-language-switch={code}
              data-to-home={toHome ? "" : undefined}
              className="flex min-h-11 items-center justify-between rounded-xl px-3 font-semibold hover:bg-forest-50 aria-[current]:text-forest-700"
            >
              {name}
              {code === current ? <CheckIcon inline className="size-4" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * One line offering the page in the visitor's language (from the remembered
 * choice or the browser's preferences, decided by the server). Never a
 * redirect; closing it remembers the page's language as the choice.
 */
export function LanguageSuggestion({ target }: { target: Locale }) {
  const location = useLocation();
  const t = localeLabels[target];
  return (
    <div lang={target} data-island="language-suggestion" data-language-suggestion={target} className="border-b border-harvest-300/60 bg-harvest-100 text-soil-950">
      <div className="mx-auto flex max-w-[88rem] items-center justify-between gap-3 px-5 py-1.5 sm:px-8">
        <a href={pathInLocale(location, target)} hrefLang={target} className="inline-flex min-h-10 items-center gap-2 font-semibold underline underline-offset-4">
          <GlobeIcon className="size-5 shrink-0" />
          {t.suggestion}
        </a>
        <button type="button" data-dismiss aria-label={t.dismiss} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-harvest-200">
          <CloseIcon inline className="size-5" />
        </button>
      </div>
    </div>
  );
}
