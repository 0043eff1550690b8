import { useEffect, useState } from "react";
import { defaultLocale, locales, type Locale } from "@content/i18n";
import { publicRoutes } from "@content/routes";
import { loadBrowserCopy } from "~/lib/browser-copy";
import { useLocale } from "~/lib/content";
import { useChatCopy } from "./copy";

/** Every page address a reply may write, in every language: `/find-clinic`, `/hi`, `/hi/find-clinic`, ... */
const addresses = new Map<string, { locale: Locale; path: string }>([
  ...publicRoutes.filter((r) => r.path !== "/").map((r) => [r.path, { locale: defaultLocale, path: r.path }] as const),
  ...locales
    .filter((l) => l !== defaultLocale)
    .flatMap((l) => publicRoutes.map((r) => [r.path === "/" ? `/${l}` : `/${l}${r.path}`, { locale: l, path: r.path }] as const)),
]);

// Longest first, so "/hi/contact" is not read as "/hi" followed by text; not inside a longer path or word.
const escaped = [...addresses.keys()].sort((a, b) => b.length - a.length).map((p) => p.replace(/[-/]/g, "\\$&"));
const pathPattern = new RegExp(`(?<![\\w/])(${escaped.join("|")})(?![\\w/-])`, "g");

type Names = Readonly<Record<string, string>>;
const englishNames: Names = Object.fromEntries(publicRoutes.map((r) => [r.path, r.name]));

/** Page names of languages other than the page's, fetched when a reply names one of their pages. */
const otherNames = new Map<Locale, Promise<Names>>();
function namesIn(locale: Locale): Promise<Names> {
  let names = otherNames.get(locale);
  if (!names) {
    names = loadBrowserCopy("routes", locale).then((c) => c.routeNames as Names);
    names.catch(() => otherNames.delete(locale));
    otherNames.set(locale, names);
  }
  return names;
}

/**
 * A message as plain text. In replies from the assistant or an agent, the
 * site's own page addresses ("See /find-clinic") become links that show the
 * page's name in the address's language ("See Find a Clinic", "क्लिनिक
 * खोजें"); the link leads exactly where the reply said (a whole page load: the
 * chat reopens there). The panel carries its page's names; another
 * language's come when a reply names one of its pages (English meanwhile).
 * Nothing a person typed is ever read as markup.
 */
export function MessageText({ text, linkPages }: { text: string; linkPages: boolean }) {
  const page = useLocale();
  const own = useChatCopy().routeNames as Names;
  const parts = linkPages ? text.split(pathPattern) : [text];
  const wanted = [...new Set(parts.filter((_, i) => i % 2 === 1).map((p) => addresses.get(p)!.locale))].filter((l) => l !== page && l !== defaultLocale);
  const [fetched, setFetched] = useState<Partial<Record<Locale, Names>>>({});
  const key = wanted.join();
  useEffect(() => {
    let live = true;
    for (const l of wanted) void namesIn(l).then((names) => live && setFetched((f) => ({ ...f, [l]: names })), () => {});
    return () => void (live = false);
    // `key` names the languages wanted; the array itself is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!linkPages) return <>{text}</>;
  const namesOf = (l: Locale): Names | undefined => (l === page ? own : l === defaultLocale ? englishNames : fetched[l]);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const address = addresses.get(part)!;
        const name = namesOf(address.locale)?.[address.path];
        return (
          <a key={i} href={part} lang={name ? address.locale : defaultLocale} className="font-semibold text-forest-700 underline underline-offset-2">
            {name ?? englishNames[address.path] ?? part}
          </a>
        );
      })}
    </>
  );
}
