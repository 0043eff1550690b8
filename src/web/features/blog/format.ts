import { defaultLocale, type Locale } from "@content/i18n";
import { formatDate } from "~/lib/intl";

/** Post dates as readers in India expect them, in the page's language and India's time zone. */
export function formatPostDate(iso: string | null | undefined, locale: Locale = defaultLocale): string {
  return formatDate(iso, locale);
}
