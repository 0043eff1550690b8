import { BLOG_CATEGORIES } from "../../shared/constants.ts";
import { asLocale, defaultLocale, type Locale } from "../../../content/i18n.ts";
import { containsPattern } from "../../shared/lead-filters.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { readJson } from "../db/dialect.ts";
import { sanitizePostHtml } from "./sanitize.server.ts";
import type { BlogPostsTable } from "./schema.ts";

/** Published posts for the public blog pages (the page loaders reach them through `context.blog`). */

export interface PostCard {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string | null;
  category: string | null;
  tags: string[];
  imageUrl: string | null;
  publishedAt: string | null;
}

export interface PublicPost extends PostCard {
  /** Sanitised HTML, safe to render. */
  html: string;
  /** The language the post is written in. */
  language: Locale;
  /** The published version in the other language, if one is linked (either way round). */
  translation: { slug: string; language: Locale; title: string } | null;
}

/** A post's stored language as one of the site's (posts without one are English). */
const postLanguage = (v: string | null): Locale => asLocale(v);

/** At most this many cards on the list page; the blog is small. */
export const PUBLIC_LIST_LIMIT = 100;

const tagsOf = (v: unknown): string[] => {
  const t = readJson<unknown>(v);
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === "string") : [];
};

/** A post as the list and the post page show it (how a row leaves the server). */
function toCard(r: Pick<BlogPostsTable, "slug" | "title" | "excerpt" | "author" | "category" | "tags" | "image_url" | "published_at">): PostCard {
  return {
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    author: r.author,
    category: r.category,
    tags: tagsOf(r.tags),
    imageUrl: r.image_url,
    publishedAt: r.published_at,
  };
}

export async function listPublishedPosts(database: DatabaseHandle, opts: { q?: string; category?: string; language?: Locale }): Promise<PostCard[]> {
  let q = database.db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "author", "category", "tags", "image_url", "published_at"])
    .where("status", "=", "published");
  // Each blog lists the posts written in its language (posts without one are English).
  const language = opts.language;
  if (language === defaultLocale) q = q.where((eb) => eb.or([eb("language", "is", null), eb("language", "=", defaultLocale)]));
  else if (language) q = q.where("language", "=", language);
  const term = opts.q?.trim();
  if (term) {
    const pattern = containsPattern(term);
    q = q.where((eb) => eb.or([database.ilike("title", pattern), database.ilike("excerpt", pattern)]));
  }
  if (opts.category && (BLOG_CATEGORIES as readonly string[]).includes(opts.category)) q = q.where("category", "=", opts.category);
  const rows = await q.orderBy("published_at", "desc").orderBy("created_at", "desc").limit(PUBLIC_LIST_LIMIT).execute();
  return rows.map(toCard);
}

export async function getPublishedPost(database: DatabaseHandle, slug: string): Promise<PublicPost | null> {
  if (slug.length > 200) return null;
  const r = await database.db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
  if (!r) return null;
  const language = postLanguage(r.language);
  // Linked either way round: this post names the other, or the other names this one.
  const other = await database.db
    .selectFrom("blog_posts")
    .select(["slug", "title", "language"])
    .where("status", "=", "published")
    .where("id", "!=", r.id)
    .where((eb) => (r.translation_id ? eb.or([eb("id", "=", r.translation_id), eb("translation_id", "=", r.id)]) : eb("translation_id", "=", r.id)))
    .orderBy("published_at", "desc")
    .execute();
  const translation = other.find((o) => postLanguage(o.language) !== language);
  return {
    ...toCard(r),
    // Sanitised again on the way out: rows written before a policy change stay safe.
    html: sanitizePostHtml(r.content),
    language,
    translation: translation ? { slug: translation.slug, language: postLanguage(translation.language), title: translation.title } : null,
  };
}

/** Every published post's address and dates, for /sitemap.xml. */
/**
 * Every published post for the sitemap: its address lives in its own language,
 * and `translation` names the published post in the other language, linked either way round.
 */
export async function publishedPostDates(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom("blog_posts")
    .select(["id", "slug", "language", "translation_id", "published_at", "updated_at"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .execute();
  return rows.map((r) => {
    const language = postLanguage(r.language);
    const other = rows.find((o) => o.id !== r.id && postLanguage(o.language) !== language && (o.id === r.translation_id || o.translation_id === r.id));
    return {
      slug: r.slug,
      language,
      published_at: r.published_at,
      updated_at: r.updated_at,
      translation: other ? { slug: other.slug, language: postLanguage(other.language) } : null,
    };
  });
}

/** What the public pages may ask of the blog. */
export class BlogService {
  constructor(private readonly database: DatabaseHandle) {}
  listPublished(opts: { q?: string; category?: string; language?: Locale }) {
    return listPublishedPosts(this.database, opts);
  }
  getPublished(slug: string) {
    return getPublishedPost(this.database, slug);
  }
  sitemapEntries() {
    return publishedPostDates(this.database);
  }
}
