import { createContext, useContext } from "react";
import { defaultLocale, type Locale, type Localized } from "@content/i18n";

/** The page's language, provided once by the root layout from the address (see lib/locale.ts). */
export const LocaleContext = createContext<Locale>(defaultLocale);

/** The current page's language, for helpers that format or link (never for branching on copy). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Picks the current language's entry of a content record. */
export function useContent<T>(record: Localized<T>): T {
  return record[useContext(LocaleContext)];
}

/** Same as useContent for code outside components (loaders and meta functions pass the locale). */
export function contentFor<T>(record: Localized<T>, locale: Locale = defaultLocale): T {
  return record[locale];
}
