import { randomUUID } from "node:crypto";
import { sampleBlogPosts, sampleHindiPosts } from "../../../../content/blog-posts.ts";
import { sanitizePostHtml } from "../../blog/sanitize.server.ts";
import type { Seed } from "../seed.server.ts";

const DAY_MS = 86_400_000;

/** The sample articles, published, so a fresh site has a blog. */
export const blogPostsSeed: Seed = {
  name: "blog_sample_posts",
  async run(db) {
    const now = Date.now();
    await db
      .insertInto("blog_posts")
      .values(
        sampleBlogPosts.map((p) => {
          const at = new Date(now - p.daysAgo * DAY_MS).toISOString();
          return {
            id: randomUUID(),
            slug: p.slug,
            title: p.title,
            excerpt: p.excerpt,
            content: sanitizePostHtml(p.content),
            author: p.author,
            category: p.category,
            tags: JSON.stringify(p.tags),
            image_url: p.imageUrl,
            status: "published",
            published_at: at,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  },
};

/**
 * The Hindi sample articles, published on the Hindi blog; one is linked to
 * the English post it translates (when that post still exists).
 */
export const hindiBlogPostsSeed: Seed = {
  name: "blog_hindi_posts",
  async run(db) {
    const now = Date.now();
    for (const p of sampleHindiPosts) {
      const original = p.translationOf
        ? await db.selectFrom("blog_posts").select("id").where("slug", "=", p.translationOf).executeTakeFirst()
        : undefined;
      const at = new Date(now - p.daysAgo * DAY_MS).toISOString();
      await db
        .insertInto("blog_posts")
        .values({
          id: randomUUID(),
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          content: sanitizePostHtml(p.content),
          author: p.author,
          category: p.category,
          tags: JSON.stringify(p.tags),
          image_url: p.imageUrl,
          status: "published",
          published_at: at,
          created_at: at,
          updated_at: at,
          language: "hi",
          translation_id: original?.id ?? null,
        })
        .execute();
    }
  },
};
