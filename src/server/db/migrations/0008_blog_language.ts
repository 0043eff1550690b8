import type { Kysely } from "kysely";
import { uuidType, type Dialectname } from "../dialect.ts";

/**
 * A blog post is written in one language (en or hi; null, as for older posts, is English)
 * and may name its translation, so the Hindi blog lists Hindi posts and a post
 * links to the other language's version.
 */
export function blogLanguage(kind: Dialectname) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("blog_posts").addColumn("language", "text").execute();
      await db.schema.alterTable("blog_posts").addColumn("translation_id", uuidType(kind)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("blog_posts").dropColumn("translation_id").execute();
      await db.schema.alterTable("blog_posts").dropColumn("language").execute();
    },
  };
}
