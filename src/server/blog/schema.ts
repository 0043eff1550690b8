import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { blogPostFields } from "../../shared/schemas.ts";
import { column, FULL_ACCESS, NO_ACCESS, type RowOf, type TableDecl } from "../db/columns.ts";
import { nowIso } from "../db/dialect.ts";
import { sanitizePostHtml } from "./sanitize.server.ts";

export const blogPostColumns = {
  id: column.uuid(blogPostFields.id, { default: () => randomUUID(), immutable: true }),
  slug: column.text(blogPostFields.slug),
  title: column.text(blogPostFields.title),
  excerpt: column.text(blogPostFields.excerpt),
  // Post bodies are HTML shown on the public site: cleaned on every write.
  content: column.text(blogPostFields.content.transform(sanitizePostHtml)),
  author: column.text(blogPostFields.author),
  category: column.text(blogPostFields.category),
  /** JSON array of strings */
  tags: column.json(blogPostFields.tags, { default: () => [] }),
  image_url: column.text(blogPostFields.image_url),
  /** draft | published */
  status: column.text(blogPostFields.status, { default: () => "draft" }),
  published_at: column.timestamp(blogPostFields.published_at),
  created_at: column.timestamp(blogPostFields.created_at, { default: nowIso }),
  updated_at: column.timestamp(blogPostFields.updated_at, { default: nowIso, onUpdate: nowIso }),
  /** en | hi; null (older posts) is English. */
  language: column.text(blogPostFields.language),
  translation_id: column.uuid(blogPostFields.translation_id),
};

export type BlogPostsTable = RowOf<typeof blogPostColumns>;

export const blogPostsTable = {
  name: "blog_posts",
  columns: blogPostColumns,
  policies: {
    anon: { ...NO_ACCESS, select: { status: "published" } },
    authenticated: FULL_ACCESS,
  },
  // Publishing stamps the publication time unless one is given.
  onInsert(row) {
    if (row.status === "published" && (row.published_at === null || row.published_at === undefined)) row.published_at = nowIso();
  },
  onUpdate(set) {
    if (set.status === "published" && !("published_at" in set)) {
      return { published_at: sql`coalesce(published_at, ${nowIso()})` };
    }
    return {};
  },
} satisfies TableDecl;
