import type { Locale, PluralForms } from "@content/i18n";
import { useLocale } from "./content";
import { intlLocale } from "./locale";

/**
 * Numbers, dates and counted phrases in the page's language: `en-IN` and
 * `hi-IN` (lakh grouping, Indian month names), always in India's time zone so
 * the server and the browser print the same text.
 */
export const TIME_ZONE = "Asia/Kolkata";


const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

export function formatNumber(n: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const tag = intlLocale(locale);
  return cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options)).format(n);
}

/** Rupees without paise: ₹1,20,000. */
export function formatRupees(n: number, locale: Locale): string {
  return formatNumber(n, locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
}

const longDate: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** A date (or an ISO string) as readers in India write it; empty for a missing or invalid value. */
export function formatDate(value: Date | string | null | undefined, locale: Locale, options: Intl.DateTimeFormatOptions = longDate): string {
  if (!value) return "";
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  const tag = intlLocale(locale);
  return cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE })).format(d);
}

/**
 * The phrase for `n` from a content record's plural forms, chosen by the
 * language's own rules (Hindi counts 0 and 1 as "one"). A record that still
 * holds a function of `n` is called as it is.
 */
export function plural(forms: PluralForms | ((n: number) => string), n: number, locale: Locale): string {
  if (typeof forms === "function") return forms(n);
  const tag = intlLocale(locale);
  const category = cached(`p|${tag}`, () => new Intl.PluralRules(tag)).select(n);
  return (forms[category] ?? forms.other).replaceAll("{n}", formatNumber(n, locale));
}

/** The helpers above bound to the current page's language, for components. */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    number: (n: number, options?: Intl.NumberFormatOptions) => formatNumber(n, locale, options),
    rupees: (n: number) => formatRupees(n, locale),
    date: (value: Date | string | null | undefined, options?: Intl.DateTimeFormatOptions) => formatDate(value, locale, options),
    plural: (forms: PluralForms | ((n: number) => string), n: number) => plural(forms, n, locale),
  };
}
