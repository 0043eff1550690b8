/**
 * Every registered language's pack, loaded once when the server (or a build
 * script, or a test) starts, and the `Localized` records built from them.
 *
 * Server-side only in effect: a browser script that imports this (or any
 * record built with `localized`) would download every language's copy. The
 * browser gets its own language's copy another way (docs/decisions/0036).
 *
 * Nothing in a language folder may import this module or a record built from
 * it (only facts such as content/site.ts and types): a pack is being loaded
 * while this module waits for it, so such an import would wait for itself.
 * content/language-imports.test.ts checks it.
 */
import { languages, type Locale, type Localized } from "./i18n.ts";
import type { LanguagePack } from "./language-pack.ts";

/** A language's pack: the default export of its folder's index.ts. */
async function loadPack(code: Locale): Promise<LanguagePack> {
  const mod = (await import(`./${code}/index.ts`)) as { default?: LanguagePack };
  if (!mod.default) throw new Error(`content/${code}/index.ts must export the language's pack as its default export (docs/languages.md)`);
  return mod.default;
}

const loaded = await Promise.all(languages.map(async (l) => [l.code, await loadPack(l.code)] as const));

export const packs: Localized<LanguagePack> = Object.fromEntries(loaded) as Localized<LanguagePack>;

/** One area's copy in every language: `localized((p) => p.home)` → `{ en: …, hi: … }`. */
export function localized<T>(pick: (pack: LanguagePack, locale: Locale) => T): Localized<T> {
  return Object.fromEntries(languages.map((l) => [l.code, pick(packs[l.code], l.code)])) as Localized<T>;
}
