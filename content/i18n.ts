/**
 * Copy is stored per language: each content area exports a `Localized<T>`
 * record whose English entry lives in content/en/. Adding a language means
 * adding a sibling folder and one key per record; the type checker lists
 * every text that still needs translating.
 */
export const locales = ["en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type Localized<T> = Record<Locale, T>;
