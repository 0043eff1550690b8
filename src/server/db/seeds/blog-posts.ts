import { randomUUID } from "node:crypto";
import { sampleBlogPosts } from "../../../../content/blog-posts.ts";
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
