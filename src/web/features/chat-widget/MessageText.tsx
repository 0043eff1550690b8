import { Link } from "~/components/ui/Link";
import { publicRoutes } from "@content/routes";

// Longest first, so "/for-farmers" is not read as "/" followed by text.
const paths = publicRoutes.map((r) => r.path).filter((p) => p !== "/").sort((a, b) => b.length - a.length);
const pathPattern = new RegExp(`(${paths.map((p) => p.replace(/[-/]/g, "\\$&")).join("|")})(?![\\w-])`, "g");

/**
 * A message as plain text. In replies from the assistant or an agent, the
 * site's own page addresses ("See /find-clinic") become links; nothing a
 * person typed is ever read as markup.
 */
export function MessageText({ text, linkPages }: { text: string; linkPages: boolean }) {
  if (!linkPages) return <>{text}</>;
  const parts = text.split(pathPattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={part} className="font-semibold text-forest-700 underline underline-offset-2">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
