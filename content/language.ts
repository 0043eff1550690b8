import { languageOf, type Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/**
 * What the offer of another language says. Each language's offer is written
 * in that language, because it speaks to a reader of that language on a page
 * in another one.
 */
export interface LanguageOffer {
  /** The one-line offer to read the current page in this language. */
  suggestion: string;
  /** Accessible name of the button that closes the offer. */
  dismiss: string;
}

/** What the language switch and the offer of a language say: its own name (from content/i18n.ts) and its offer. */
export interface LocaleLabels extends LanguageOffer {
  /** The language's own name, the text of the switch (`हिंदी`, `English`). */
  name: string;
}

export const localeLabels: Localized<LocaleLabels> = localized((p, code) => ({ name: languageOf(code).name, ...p.languageOffer }));
