import { useLocation } from "react-router";
import { locales, type Locale } from "@content/i18n";
import { localeLabels } from "@content/language";
import { useLocale } from "~/lib/content";
import { pathInLocale } from "~/lib/locale";
import { CloseIcon } from "~/components/ui/icons";

const GlobeIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false" className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);

/**
 * A plain link to the same page in another language, so it works before and
 * without scripts; the `language-switch` island also remembers the choice on
 * a click (src/web/islands/language.ts).
 */
function SwitchLink({ target, className, toHome }: { target: Locale; className: string; toHome?: boolean }) {
  const location = useLocation();
  // A page that does not exist here has no twin either: the other language's home instead.
  const href = pathInLocale(toHome ? { pathname: "/" } : location, target);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-island="language-switch"
      data-language-switch={target}
      data-to-home={toHome ? "" : undefined}
      className={className}
    >
      <GlobeIcon className="size-5 shrink-0" />
      <span>{localeLabels[target].name}</span>
    </a>
  );
}

/**
 * Links to the current page in each other language, named in that language
 * (to that language's home from a missing page: `toHome`).
 */
export function LanguageSwitch({ className, toHome }: { className: string; toHome?: boolean }) {
  const current = useLocale();
  return (
    <>
      {locales
        .filter((l) => l !== current)
        .map((l) => (
          <SwitchLink key={l} target={l} className={className} toHome={toHome} />
        ))}
    </>
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
