import { canonicalUrl } from "~/lib/meta";

/** /robots.txt: everything public may be crawled; the admin area and the APIs may not. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth/",
    "Disallow: /rest/",
    "Disallow: /functions/",
    "",
    `Sitemap: ${canonicalUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
