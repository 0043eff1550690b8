import type { Route } from "./+types/sitemap-xml";
import { publicRoutes } from "@content/routes";
import { locales, type Locale } from "@content/i18n";
import { alternateLinks, canonicalUrl } from "~/lib/meta";
import { localizePath } from "~/lib/locale";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Pages whose address is a fixed part of the site rank above single posts. */
const priority = (path: string) => (path === "/" ? "1.0" : ["/find-clinic", "/for-farmers", "/solutions", "/start-clinic"].includes(path) ? "0.9" : "0.7");

/** /sitemap.xml: every public page and every published blog post, in every language, each naming its alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await context.blog.sitemapEntries();

  const pages = publicRoutes.flatMap((r) =>
    locales.map((l) => ({ loc: canonicalUrl(localizePath(r.path, l)), alternates: alternateLinks(r.path), lastmod: undefined as string | undefined, priority: priority(r.path) })),
  );
  // A post is listed once, at the address of the language it is written in; its translations, when there are any, are its alternates.
  const postUrl = (slug: string, language: Locale) => canonicalUrl(localizePath(`/blog/${encodeURIComponent(slug)}`, language));
  const postPages = posts.map((p) => {
    const versions = [{ slug: p.slug, language: p.language }, ...p.translations];
    return {
      loc: postUrl(p.slug, p.language),
      alternates: versions.map((v) => ({ hrefLang: v.language, href: postUrl(v.slug, v.language) })),
      lastmod: toDate(p.updated_at ?? p.published_at),
      priority: "0.6",
    };
  });
  const urls = [...pages, ...postPages];
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>` +
          u.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`).join("") +
          `${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}<priority>${u.priority}</priority></url>`,
      )
      .join("\n") +
    "\n</urlset>\n";
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}

function toDate(value: unknown): string | undefined {
  if (!value) return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10);
}
