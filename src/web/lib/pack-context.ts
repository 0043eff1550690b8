import { createContext, useContext } from "react";
import type { LanguagePack } from "@content/language-pack";
import type { Localized } from "@content/i18n";
import { useLocale } from "./content";

/**
 * Every language's pack, lent by the server's renderer (entry.server.tsx).
 * Components that the admin area also renders in the browser read the page's
 * copy from here instead of importing a language record, which would bring
 * every language's copy into the admin's scripts; in the browser there is no
 * pack, and they say it in English (the admin area's language).
 */
export const PacksContext = createContext<Localized<LanguagePack> | null>(null);

/** The page's language pack while the server renders the page; null in the browser. */
export function usePack(): LanguagePack | null {
  const packs = useContext(PacksContext);
  const locale = useLocale();
  return packs ? packs[locale] : null;
}
