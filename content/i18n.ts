/**
 * The site's languages: one line each. A language is a folder of copy plus its
 * line below; nothing else in the code names a language. Its pack is the
 * folder named by its code: content/<code>/index.ts exports the whole
 * `LanguagePack` (content/language-pack.ts) as its default export, and the
 * server loads every registered pack once at start (content/packs.ts).
 * docs/languages.md is the recipe.
 *
 * This file holds no copy, so a browser script may read the list of languages
 * without downloading anyone's words.
 */
export const languages = [
  { code: "en", tag: "en-IN", script: "Latin", name: "English" },
  { code: "hi", tag: "hi-IN", script: "Devanagari", name: "हिंदी" },
  { code: "mr", tag: "mr-IN", script: "Devanagari", name: "मराठी" },
  { code: "gu", tag: "gu-IN", script: "Gujarati", name: "ગુજરાતી" },
  { code: "kn", tag: "kn-IN", script: "Kannada", name: "ಕನ್ನಡ" },
  { code: "te", tag: "te-IN", script: "Telugu", name: "తెలుగు" },
  { code: "pa", tag: "pa-IN", script: "Gurmukhi", name: "ਪੰਜਾਬੀ" },
] as const satisfies readonly Language[];

export interface Language {
  /** The path prefix (`/hi/...`), the page's `lang` and the language stored with a lead. */
  code: string;
  /** BCP 47 tag for `Intl` (numbers, dates, plurals, sorting): the language as written in India. */
  tag: `${string}-IN`;
  /** The script its letters are in (see `scripts`): the font and the checks follow it. */
  script: ScriptName;
  /** The language's name in its own script, as the language switch shows it. */
  name: string;
}

export type Locale = (typeof languages)[number]["code"];
export const locales = languages.map((l) => l.code) as [Locale, ...Locale[]];
export const defaultLocale: Locale = "en";

/** Every language's entry of a piece of copy. */
export type Localized<T> = Record<Locale, T>;

/** A language's line, by code. */
export function languageOf(code: Locale): (typeof languages)[number] {
  return languages.find((l) => l.code === code) ?? languages[0];
}

/** Whether a value (a stored language, a cookie, a form field) is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** A stored or requested language as one of the site's, or the default for anything else. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The language of a site path: `/hi/about` → `hi`, `/about` → the default (every other language lives under its code). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** Where a language's pages live: "" for the default language, `/hi` for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/**
 * The tag `Intl` formats a language with: its BCP 47 tag with Western digits,
 * as the copy writes every figure (Marathi's own default would be ७:३५).
 */
export function intlTag(locale: Locale): string {
  return `${languageOf(locale).tag}-u-nu-latn`;
}

/** The language's name in English, for staff screens and logs ("Marathi"). */
export function englishName(locale: string): string {
  try {
    return new Intl.DisplayNames("en", { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** Every language's name in English, for the staff screens (the admin area reads English). */
export const languageNames = Object.fromEntries(locales.map((l) => [l, englishName(l)])) as Record<Locale, string>;

/**
 * The scripts the site's languages are written in, with the Unicode blocks of
 * their letters. The blocks decide which letters count as the language's own in
 * the copy checks (content/languages.test.ts) and which characters a script's
 * font is cut to and declared for (scripts/build-fonts.ts). `font` is the Noto
 * Sans family the script's pages are set in (its @fontsource-variable package
 * is a dependency), `otTag` its OpenType script tag (shaping the first-screen
 * cut), `local` the names phones and computers ship it under, for the odd word
 * in it on a page in another script (the language menu). A language in a new
 * script adds the script's line here.
 */
export const scripts = {
  Latin: { ranges: [[0x41, 0x5a], [0x61, 0x7a], [0xc0, 0x24f]], font: null, otTag: "Latn", local: [] },
  Devanagari: {
    ranges: [[0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]],
    font: "Noto Sans Devanagari",
    otTag: "Deva",
    local: ["Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", "Mangal"],
  },
  Gurmukhi: { ranges: [[0x0a00, 0x0a7f]], font: "Noto Sans Gurmukhi", otTag: "Guru", local: ["Noto Sans Gurmukhi", "Nirmala UI", "Gurmukhi Sangam MN", "Gurmukhi MN", "Raavi"] },
  Gujarati: { ranges: [[0x0a80, 0x0aff]], font: "Noto Sans Gujarati", otTag: "Gujr", local: ["Noto Sans Gujarati", "Nirmala UI", "Kohinoor Gujarati", "Gujarati Sangam MN", "Shruti"] },
  Telugu: { ranges: [[0x0c00, 0x0c7f]], font: "Noto Sans Telugu", otTag: "Telu", local: ["Noto Sans Telugu", "Nirmala UI", "Kohinoor Telugu", "Telugu Sangam MN", "Gautami"] },
  Kannada: { ranges: [[0x0c80, 0x0cff]], font: "Noto Sans Kannada", otTag: "Knda", local: ["Noto Sans Kannada", "Nirmala UI", "Kannada Sangam MN", "Tunga"] },
} as const satisfies Record<string, { ranges: readonly (readonly [number, number])[]; font: string | null; otTag: string; local: readonly string[] }>;

export type ScriptName = keyof typeof scripts;

/** Whether a character is in a script's blocks. */
export function inScript(char: string, script: ScriptName): boolean {
  const c = char.codePointAt(0) ?? -1;
  return scripts[script].ranges.some(([from, to]) => c >= from && c <= to);
}

/**
 * A counted phrase in each plural category of a language (`Intl.PluralRules`),
 * `{n}` standing for the number: `{ one: "{n} Clinic Found", other: "{n} Clinics Found" }`.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
