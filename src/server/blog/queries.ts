import { BLOG_CATEGORIES } from "../../shared/constants.ts";
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
}

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

export async function listPublishedPosts(database: DatabaseHandle, opts: { q?: string; category?: string }): Promise<PostCard[]> {
  let q = database.db
    .selectFrom("blog_posts")
    .select(["slug", "title", "excerpt", "author", "category", "tags", "image_url", "published_at"])
    .where("status", "=", "published");
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
  return {
    ...toCard(r),
    // Sanitised again on the way out: rows written before a policy change stay safe.
    html: sanitizePostHtml(r.content),
  };
}

/** Every published post's address and dates, for /sitemap.xml. */
export async function publishedPostDates(database: DatabaseHandle) {
  return database.db
    .selectFrom("blog_posts")
    .select(["slug", "published_at", "updated_at"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .execute();
}

/** What the public pages may ask of the blog. */
export class BlogService {
  constructor(private readonly database: DatabaseHandle) {}
  listPublished(opts: { q?: string; category?: string }) {
    return listPublishedPosts(this.database, opts);
  }
  getPublished(slug: string) {
    return getPublishedPost(this.database, slug);
  }
  sitemapEntries() {
    return publishedPostDates(this.database);
  }
}
