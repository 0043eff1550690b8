/**
 * How a chat shows times and people, in the reader's language: the same on
 * the visitor's panel and in the agents' console.
 */
import { defaultLocale, intlTag, type Locale } from "../../content/i18n.ts";

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A message's time of day in India time: "7:35 am" in English, "सुबह 7:35" in
 * Hindi and likewise in the other Indian languages (the day's part in words,
 * as people say it, not a padded "07:35 am").
 */
export function chatTime(iso: string, locale: Locale): string {
  let f = timeFormats.get(locale);
  if (!f) {
    f =
      locale === defaultLocale
        ? new Intl.DateTimeFormat(intlTag(locale), { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true })
        : new Intl.DateTimeFormat(intlTag(locale), { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", dayPeriod: "short" });
    timeFormats.set(locale, f);
  }
  return f.format(new Date(iso));
}

/**
 * Up to two initials for an avatar: the first letter of the first two words,
 * as the reader sees a letter (a grapheme cluster), so "सुनीता जाधव" gives
 * "सुजा" with its vowel signs, not "सज".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  const first = (w: string) => (segmenter ? (segmenter.segment(w)[Symbol.iterator]().next().value?.segment ?? "") : Array.from(w)[0] ?? "");
  return words.map((w) => first(w).toLocaleUpperCase()).join("");
}
