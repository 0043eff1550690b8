import { Link } from "~/components/ui/Link";
import type { Route } from "./+types/blog";
import { BLOG_CATEGORY_OPTIONS } from "@shared/constants";
import { pages } from "@content/pages";
import { blog } from "@content/blog";
import { contentFor, useContent, useLocale } from "~/lib/content";
import { useFormat } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { localeOf, localizePath } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { ArrowRight } from "~/components/ui/icons";
import { formatPostDate } from "~/features/blog/format";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = localeOf(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 200);
  const requested = params.get("category") ?? "";
  const category = BLOG_CATEGORY_OPTIONS.some((c) => c.value === requested) ? requested : "";
  const posts = await context.blog.listPublished({ q, category, language });
  return { posts, q, category };
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(contentFor(pages, localeOf(location)).blog.meta, { path: "/blog", locale: localeOf(location) });
}

/** The list's own place on the page: a filter reloads the page, which opens there instead of at the top. */
const LIST = "articles";

function categoryHref(category: string, q: string) {
  const p = new URLSearchParams();
  if (q) p.set("q", q);
  if (category) p.set("category", category);
  const s = p.toString();
  return `${s ? `/blog?${s}` : "/blog"}#${LIST}`;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, q, category } = loaderData;
  const page = useContent(pages).blog;
  const fmt = useFormat();
  const locale = useLocale();
  const t = useContent(blog);
  const categoryLabel = (value: string) => t.categoryLabels?.[value] ?? value;
  const categories = [{ value: "", label: t.allCategories }, ...BLOG_CATEGORY_OPTIONS.map((c) => ({ value: c.value, label: categoryLabel(c.value) }))];

  return (
    <>
      <Hero {...page.hero} />
      {/* A plain form and links that load the filtered page; `busy` dims the list meanwhile. */}
      <section id={LIST} aria-labelledby="articles-title" data-island="busy" className="group/busy bg-soil-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <h2 id="articles-title" className="sr-only">
            {t.listTitle}
          </h2>
          <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
            <form method="get" action={`${localizePath("/blog", locale)}#${LIST}`} role="search" className="flex w-full max-w-xl gap-2">
              <label htmlFor="blog-search" className="sr-only">
                {t.searchLabel}
              </label>
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={200}
                placeholder={t.searchPlaceholder}
                className="min-w-0 flex-1 rounded-full border border-soil-300 bg-white px-5 py-3 text-ink shadow-sm placeholder:text-muted/80 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30"
              />
              {category ? <input type="hidden" name="category" value={category} /> : null}
              <button type="submit" className="rounded-full bg-forest-700 px-6 py-3 font-semibold text-white hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700">
                {t.searchButton}
              </button>
            </form>
            <nav aria-label={t.categoryLabel}>
              <ul className="flex flex-wrap gap-2">
                {categories.map((c) => {
                  const active = c.value === category;
                  return (
                    <li key={c.value || "all"}>
                      <Link
                        to={categoryHref(c.value, q)}
                        data-busy-link
                        aria-current={active ? "page" : undefined}
                        className={`inline-block rounded-full border px-4 py-2 text-sm font-medium transition ${
                          active ? "border-forest-700 bg-forest-700 text-white" : "border-soil-300 bg-white text-ink hover:border-forest-600 hover:text-forest-800"
                        }`}
                      >
                        {c.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>

          <p role="status" className="mt-6 text-sm text-muted" aria-live="polite">
            {fmt.plural(t.resultsCount, posts.length)}
          </p>

          {posts.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-soil-300 bg-white p-10 text-center">
              <p className="text-lead text-ink">{t.empty}</p>
              <Link to={`/blog#${LIST}`} className="mt-4 inline-block font-semibold text-forest-800 underline underline-offset-4">
                {t.clear}
              </Link>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 group-data-busy/busy:opacity-60">
              {posts.map((p, i) => (
                <li key={p.slug}>
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-soil-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
                    <img
                      src={p.imageUrl ?? t.defaultImage}
                      alt=""
                      width={640}
                      height={360}
                      // On a phone the first card's picture is on the first screen and is the
                      // page's largest paint: the browser fetches it with the HTML, not after layout.
                      loading={i === 0 ? "eager" : "lazy"}
                      fetchPriority={i === 0 ? "high" : undefined}
                      decoding="async"
                      className="aspect-[16/9] w-full bg-forest-100 object-cover"
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        {p.category ? <span className="rounded-full bg-forest-50 px-3 py-0.5 font-medium text-forest-800">{categoryLabel(p.category)}</span> : null}
                        <time dateTime={p.publishedAt ?? undefined} className="text-muted">
                          {formatPostDate(p.publishedAt, fmt.locale)}
                        </time>
                      </div>
                      <h3 className="mt-3 font-display text-xl font-semibold leading-snug text-forest-900">
                        <Link to={`/blog/${p.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
                          {p.title}
                        </Link>
                      </h3>
                      {p.excerpt ? <p className="mt-2 line-clamp-3 text-muted">{p.excerpt}</p> : null}
                      <p className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-forest-800" aria-hidden="true">
                        {t.readMore} <ArrowRight className="size-4" />
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
