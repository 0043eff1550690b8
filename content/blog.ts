import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import { blogEn } from "./en/blog.ts";

/** What the public blog pages say around the articles. */
export interface BlogCopy {
  /** The article list's heading (read by screen readers), apart from the page's own title. */
  listTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  categoryLabel: string;
  allCategories: string;
  /** Category names shown for the stored English category values. */
  categoryLabels?: Readonly<Record<string, string>>;
  resultsCount: (n: number) => string;
  empty: string;
  clear: string;
  readMore: string;
  by: string;
  backToBlog: string;
  tags: string;
  share: string;
  copied: string;
  copyFailed: string;
  defaultAuthor: string;
  defaultImage: string;
}

/** Copy of the public blog pages in English, also read directly as `blogCopy`. */
export const blogCopy: BlogCopy = blogEn;

/** The blog pages' copy in every language. Articles themselves have one text. */
export const blog: Localized<BlogCopy> = localized((p) => p.blog);
