import { publicRoutesByLocale } from "@content/route-names";
import type { Locale } from "@content/i18n";

/** Each page's name by the address a reply writes: `/find-clinic` → "Find a Clinic", `/hi/find-clinic` → "क्लिनिक खोजें". */
const names = new Map<string, string>([
  ...publicRoutesByLocale.en.filter((r) => r.path !== "/").map((r) => [r.path, r.name] as const),
  ...publicRoutesByLocale.hi.map((r) => [r.path === "/" ? "/hi" : `/hi${r.path}`, r.name] as const),
]);

// Longest first, so "/hi/contact" is not read as "/hi" followed by text; not inside a longer path or word.
const escaped = [...names.keys()].sort((a, b) => b.length - a.length).map((p) => p.replace(/[-/]/g, "\\$&"));
const pathPattern = new RegExp(`(?<![\\w/])(${escaped.join("|")})(?![\\w/-])`, "g");

/** The language of a page address a reply names, from its prefix. */
const localeOfPath = (path: string): Locale => (path === "/hi" || path.startsWith("/hi/") ? "hi" : "en");

/**
 * A message as plain text. In replies from the assistant or an agent, the
 * site's own page addresses ("See /find-clinic") become links that show the
 * page's name in the address's language ("See Find a Clinic"); the link leads
 * exactly where the reply said (a whole page load: the chat reopens there).
 * Nothing a person typed is ever read as markup.
 */
export function MessageText({ text, linkPages }: { text: string; linkPages: boolean }) {
  if (!linkPages) return <>{text}</>;
  const parts = text.split(pathPattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} lang={localeOfPath(part)} className="font-semibold text-forest-700 underline underline-offset-2">
            {names.get(part) ?? part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
