/**
 * Copy is stored per language: each content area exports a `Localized<T>`
 * record whose English entry lives in content/en/. Adding a language means
 * adding a sibling folder and one key per record; the type checker lists
 * every text that still needs translating.
 */
export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type Localized<T> = Record<Locale, T>;

/**
 * What the language switch and the offer of another language say. Each entry
 * is written in its own language, because it speaks to a reader of that
 * language on a page in another one.
 */
export interface LocaleLabels {
  /** The language's own name, the text of the switch (`हिंदी`, `English`). */
  name: string;
  /** The one-line offer to read the current page in this language. */
  suggestion: string;
  /** Accessible name of the button that closes the offer. */
  dismiss: string;
}

export const localeLabels: { [L in Locale]: LocaleLabels } & Partial<Record<string, LocaleLabels>> = {
  en: { name: "English", suggestion: "Read this page in English", dismiss: "Close" },
  hi: { name: "हिंदी", suggestion: "यह पेज हिंदी में पढ़ें", dismiss: "बंद करें" },
};

/**
 * A counted phrase in each plural category of a language (`Intl.PluralRules`),
 * `{n}` standing for the number: `{ one: "{n} Clinic Found", other: "{n} Clinics Found" }`.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
