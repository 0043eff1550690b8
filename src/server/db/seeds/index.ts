import type { Seed } from "../seed.server.ts";
import { blogPostsSeed, hindiBlogPostsSeed } from "./blog-posts.ts";
import { clinicsLanguagesSeed, clinicsSeed } from "./clinics.ts";

/**
 * Sample content for a fresh site, in the order it is applied. Each feature
 * adds its seed here (sample clinics, blog posts, ...). Names must never change:
 * a recorded name is what keeps a seed from running twice.
 */
export const seeds: readonly Seed[] = [blogPostsSeed, clinicsSeed, hindiBlogPostsSeed, clinicsLanguagesSeed];
