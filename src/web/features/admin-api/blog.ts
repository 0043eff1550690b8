import type { BlogPostRow } from "@shared/api-types";
import { staffTable, type Staff } from "./staff.ts";

const posts = staffTable<BlogPostRow>("blog_posts");

/** What the blog list shows of a post. */
export type PostSummary = Pick<BlogPostRow, "id" | "slug" | "title" | "status" | "author" | "category" | "published_at" | "created_at" | "language">;

/** A post as the editor writes it. */
export type PostInput = Omit<BlogPostRow, "id" | "published_at" | "created_at" | "updated_at">;

/** Every post, newest first (the data API answers at most 1,000 rows). */
export const listPosts = (staff: Staff) =>
  posts.rows(staff, { select: "id,slug,title,status,author,category,published_at,created_at,language", order: "created_at.desc", limit: "1000" }) as Promise<PostSummary[]>;

/** One post whole, or undefined when there is none with that id. */
export const getPost = async (staff: Staff, id: string) => (await posts.rows(staff, { select: "*", id: `eq.${id}` }))[0];

/** Stores a new post or the changes to one; answers its id. A taken slug fails with ApiError code 23505. */
export const savePost = async (staff: Staff, id: string | undefined, post: PostInput) => (id ? await posts.update(staff, id, post) : await posts.insert(staff, post)).id;

export const deletePost = (staff: Staff, id: string) => posts.remove(staff, id);

/** How many posts there are (the dashboard's figure). */
export const countPosts = (staff: Staff) => posts.count(staff);
