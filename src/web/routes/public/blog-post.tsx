import { data, isRouteErrorResponse, Link as ExactLink } from "react-router";
import { localeLabels } from "@content/language";
import { Link } from "~/components/ui/Link";
import type { Route } from "./+types/blog-post";
import { site } from "@content/site";
import { common } from "@content/common";
import { contentFor, useContent, useLocale } from "~/lib/content";
import { canonicalUrl, ogImageTags, pageMeta } from "~/lib/meta";
import { defaultLocale, type Locale } from "@content/i18n";
import { ogImagePath } from "~/lib/og-image";
import { localeOf, localizePath } from "~/lib/locale";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { blog } from "@content/blog";
import { ChevronLeft } from "~/components/ui/icons";
import { formatPostDate } from "~/features/blog/format";
import { ShareButton } from "~/features/blog/ShareButton";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.blog.getPublished(params.slug);
  // A real 404 (status and page) for an unknown or unpublished slug.
  if (!post) throw data(null, { status: 404 });
  return { post };
}

const postUrl = (slug: string, language: Locale) => canonicalUrl(localizePath(`/blog/${encodeURIComponent(slug)}`, language));

/** hreflang links for a post: its own language, each published translation, and x-default on the English one when there is one. */
function postAlternates(post: { slug: string; language: Locale; translations: { slug: string; language: Locale }[] }) {
  const versions = [{ slug: post.slug, language: post.language }, ...post.translations];
  const fallback = versions.find((v) => v.language === defaultLocale) ?? versions[0]!;
  return [
    ...versions.map((v) => ({ tagName: "link", rel: "alternate", hrefLang: v.language, href: postUrl(v.slug, v.language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: postUrl(fallback.slug, fallback.language) },
  ];
}

export function meta({ data: loaderData, location }: Route.MetaArgs) {
  const post = loaderData?.post;
  const locale = localeOf(location);
  if (!post) return [...pageMeta(contentFor(common, locale).notFound.meta, { locale }), { name: "robots", content: "noindex" }];
  const title = `${post.title} | ${site.brandName}`;
  const description = post.excerpt ?? post.title;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: post.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site.brandName },
    // The post's own picture when it is one that apps show (not SVG; size unknown), else the blog's card in the page's language.
    ...(post.imageUrl && !/\.svg($|\?)/i.test(post.imageUrl)
      ? ogImageTags(post.imageUrl, post.title, undefined)
      : ogImageTags(ogImagePath("/blog", locale), post.title)),
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
    // The post's address is the one in the language it is written in, and its alternates are its real
    // versions only (itself and its translations), as in the sitemap: no search engine is told a Gujarati
    // page exists for a post nobody wrote in Gujarati.
    { tagName: "link", rel: "canonical", href: postUrl(post.slug, post.language) },
    ...postAlternates(post),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const locale = useLocale();
  const t = useContent(blog);
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-forest-950 text-white">
        <img
          src={post.imageUrl ?? t.defaultImage}
          alt=""
          width={1600}
          height={700}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/95 via-forest-950/75 to-forest-950/40" />
        <div className="mx-auto max-w-4xl px-5 pb-12 pt-32 sm:px-8 sm:pb-16 sm:pt-40">
          <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-white/90 hover:text-white hover:underline">
            <ChevronLeft className="size-4" /> {t.backToBlog}
          </Link>
          {post.category ? (
            <p className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-harvest-300">{t.categoryLabels?.[post.category] ?? post.category}</p>
          ) : null}
          <h1 id="page-title" className="mt-3 font-display text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-white/90">
            <span>
              {t.by} {post.author ?? t.defaultAuthor}
            </span>
            {post.publishedAt ? (
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
            ) : null}
          </p>
          {post.translations.length > 0 ? (
            // Every other language's version, each offered in its own language (as the site's language offer is).
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
              {post.translations.map((tr) => (
                <li key={tr.language}>
                  <ExactLink
                    to={localizePath(`/blog/${encodeURIComponent(tr.slug)}`, tr.language)}
                    hrefLang={tr.language}
                    lang={tr.language}
                    data-post-translation={tr.language}
                    className="font-semibold text-harvest-300 underline underline-offset-4 hover:text-white"
                  >
                    {localeLabels[tr.language].suggestion}
                  </ExactLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className="bg-white">
        <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
          {post.excerpt ? <p className="text-lead text-muted">{post.excerpt}</p> : null}
          {/* Sanitised on save and again by the loader (src/server/blog/sanitize.server.ts). */}
          <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="mt-12 flex flex-col gap-6 border-t border-soil-200 pt-8 sm:flex-row sm:items-start sm:justify-between">
            {post.tags.length ? (
              <div>
                <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{t.tags}</h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-forest-50 px-3 py-1 text-sm font-medium text-forest-800">
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <span />
            )}
            <ShareButton title={post.title} />
          </footer>
        </div>
      </div>
    </article>
  );
}

/** An unknown slug: the site's 404 page inside the public layout, with status 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
