import { BLOG_CATEGORIES } from "../../shared/constants.ts";
import { asLocale, defaultLocale, locales, type Locale } from "../../../content/i18n.ts";
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
  /** Its published versions in the other languages (translationsOf), each language once. */
  translations: { slug: string; language: Locale; title: string }[];
}

/** What the translation links are read from: every post's id, link and language, whatever its status. */
interface LinkRow {
  id: string;
  slug: string;
  title: string;
  language: string | null;
  translation_id: string | null;
  status: string;
  published_at: string | null;
}

/**
 * A post's published versions in the other languages. A post names the post it
 * translates (`translation_id`); the versions are every post reached through
 * such links, either way round and through one another, so a Hindi and a
 * Telugu post that both name the English one are each other's versions too,
 * and a chain through a draft still holds. One per language (the latest
 * published), never the post's own language, in the registry's order.
 */
export function translationsOf(id: string, rows: readonly LinkRow[]): { slug: string; language: Locale; title: string }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const linked = new Map<string, string[]>();
  const link = (a: string, b: string) => linked.set(a, [...(linked.get(a) ?? []), b]);
  for (const r of rows) {
    if (!r.translation_id || !byId.has(r.translation_id)) continue;
    link(r.id, r.translation_id);
    link(r.translation_id, r.id);
  }
  const own = byId.get(id);
  if (!own) return [];
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const next of linked.get(queue.shift()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const language = postLanguage(own.language);
  const latest = new Map<Locale, LinkRow>();
  for (const other of seen) {
    const r = byId.get(other)!;
    const l = postLanguage(r.language);
    if (other === id || l === language || r.status !== "published") continue;
    const kept = latest.get(l);
    if (!kept || (r.published_at ?? "") > (kept.published_at ?? "")) latest.set(l, r);
  }
  return locales.filter((l) => latest.has(l)).map((l) => ({ slug: latest.get(l)!.slug, language: l, title: latest.get(l)!.title }));
}

/** Every post's translation link (the blog is small: tens to hundreds of posts). */
function linkRows(database: DatabaseHandle): Promise<LinkRow[]> {
  return database.db.selectFrom("blog_posts").select(["id", "slug", "title", "language", "translation_id", "status", "published_at"]).execute();
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
  return {
    ...toCard(r),
    // Sanitised again on the way out: rows written before a policy change stay safe.
    html: sanitizePostHtml(r.content),
    language: postLanguage(r.language),
    translations: translationsOf(r.id, await linkRows(database)),
  };
}

/**
 * Every published post for the sitemap: its address lives in its own language,
 * and `translations` are its published versions in the other languages (translationsOf).
 */
export async function publishedPostDates(database: DatabaseHandle) {
  const [rows, links] = await Promise.all([
    database.db
      .selectFrom("blog_posts")
      .select(["id", "slug", "language", "published_at", "updated_at"])
      .where("status", "=", "published")
      .orderBy("published_at", "desc")
      .execute(),
    linkRows(database),
  ]);
  return rows.map((r) => ({
    slug: r.slug,
    language: postLanguage(r.language),
    published_at: r.published_at,
    updated_at: r.updated_at,
    translations: translationsOf(r.id, links).map(({ slug, language }) => ({ slug, language })),
  }));
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
