import { useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { localeLabels, locales, type Locale } from "@content/i18n";
import { useLocale } from "~/lib/content";
import { langCookie, pathInLocale } from "~/lib/locale";
import { CloseIcon } from "~/components/ui/icons";

const GlobeIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false" className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);

/** Remembers a choice of language for a year; the server reads it to decide whether to offer another. */
export function rememberLocale(locale: Locale) {
  document.cookie = langCookie(locale);
}

/**
 * A plain link to the same page in another language, so it works before and
 * without scripts. With scripts, a click also remembers the choice, and picks
 * up any query the page changed in place (the clinic finder's filters).
 */
function useSwitchTo(target: Locale, toHome = false) {
  const location = useLocation();
  const navigate = useNavigate();
  // A page that does not exist here has no twin either: the other language's home instead.
  const where = toHome ? { pathname: "/" } : location;
  const href = pathInLocale(where, target);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(target);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const current = pathInLocale(toHome ? where : window.location, target);
    if (current !== href) {
      e.preventDefault();
      navigate(current);
    }
  };
  return { href, onClick };
}

function SwitchLink({ target, className, toHome }: { target: Locale; className: string; toHome?: boolean }) {
  const { href, onClick } = useSwitchTo(target, toHome);
  return (
    <Link to={href} onClick={onClick} hrefLang={target} lang={target} data-language-switch={target} className={className}>
      <GlobeIcon className="size-5 shrink-0" />
      <span>{localeLabels[target].name}</span>
    </Link>
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
  const current = useLocale();
  const [closed, setClosed] = useState(false);
  const { href, onClick } = useSwitchTo(target);
  if (closed) return null;
  const t = localeLabels[target];
  return (
    <div lang={target} data-language-suggestion={target} className="border-b border-harvest-300/60 bg-harvest-100 text-soil-950">
      <div className="mx-auto flex max-w-[88rem] items-center justify-between gap-3 px-5 py-1.5 sm:px-8">
        <Link to={href} onClick={onClick} hrefLang={target} className="inline-flex min-h-10 items-center gap-2 font-semibold underline underline-offset-4">
          <GlobeIcon className="size-5 shrink-0" />
          {t.suggestion}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberLocale(current);
            setClosed(true);
          }}
          aria-label={t.dismiss}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-harvest-200"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
