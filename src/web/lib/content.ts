import { createContext, useContext } from "react";
import { defaultLocale, type Locale, type Localized } from "@content/i18n";

/** The visitor's language. Only English exists today; a provider can set another later. */
export const LocaleContext = createContext<Locale>(defaultLocale);

/** Picks the current language's entry of a content record. */
export function useContent<T>(record: Localized<T>): T {
  return record[useContext(LocaleContext)];
}

/** Same as useContent for code outside components (meta functions). */
export function contentFor<T>(record: Localized<T>, locale: Locale = defaultLocale): T {
  return record[locale];
}
