import type { LanguagePack } from "@content/language-pack";

/**
 * The copy a part of a public page needs in the browser, by area of the
 * language pack. The page itself arrives as HTML in its language; what a
 * script still has to say later (the chat panel, the clinic finder's count
 * and booking form) comes as one small module per part and language, built
 * by scripts/build-islands.ts, so a page's scripts never carry another
 * language's words and grow with nothing a new language adds (decision 0036).
 */
export const BROWSER_COPY = {
  /** The chat panel: its own copy, the user types, the team's hours, page names in replies, the live chat's notes. */
  chat: ["chatWidget", "optionLabels", "siteText", "routeNames", "liveChat"],
  /** The clinic finder's island: the count of clinics shown and the booking dialog's lines. */
  finder: ["clinicFinder"],
  /** Page names, for a chat reply in another language than the page's that names a page in its language. */
  routes: ["routeNames"],
} as const satisfies Record<string, readonly (keyof LanguagePack)[]>;

export type BrowserCopyName = keyof typeof BROWSER_COPY;
export type BrowserCopy<N extends BrowserCopyName> = Pick<LanguagePack, (typeof BROWSER_COPY)[N][number]>;

/**
 * Where the build puts one part's copy in one language. The version is the
 * build's (a hash of its sources), so a new build's copy never meets an old
 * build's cached modules, and the address needs no table that would grow
 * with the languages.
 */
export function browserCopyPath(name: BrowserCopyName, code: string, version: string): string {
  return `/assets/copy-${name}-${code}-${version}.js`;
}

/** One part's copy in the page's language (`<html lang>`) or another; the browser fetches each module once. */
export async function loadBrowserCopy<N extends BrowserCopyName>(name: N, code: string = document.documentElement.lang): Promise<BrowserCopy<N>> {
  const mod = (await import(/* @vite-ignore */ browserCopyPath(name, code, __COPY_VERSION__))) as { default: BrowserCopy<N> };
  return mod.default;
}

declare global {
  /** The build's version of the browser copy modules (scripts/build-islands.ts defines it). */
  const __COPY_VERSION__: string;
}
