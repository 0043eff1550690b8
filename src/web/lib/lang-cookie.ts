/**
 * The cookie that remembers the language a visitor chose with the switch. Apart
 * from lib/locale.ts so the islands script sets it without carrying the list of
 * languages: the script grows with nothing a new language adds.
 */
export const LANG_COOKIE = "lang";
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The cookie string that remembers a choice for a year (set from the browser, so not HttpOnly). */
export function langCookie(code: string): string {
  return `${LANG_COOKIE}=${code}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
