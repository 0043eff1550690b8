import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Badge, buttonStyles, DataTable, formatDate, PageHeader, Panel, type Column } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { deletePost, listPosts, type PostSummary } from "~/features/admin-api/blog.ts";

const copy = adminCopy.blog;

const postColumns: Column[] = [
  { label: copy.columns.title },
  { label: copy.columns.status },
  { label: copy.columns.author, from: "md" },
  { label: copy.columns.date, from: "sm" },
  { label: copy.columns.category, from: "lg" },
  { label: copy.columns.actions, className: "px-4 py-3 text-right" },
];

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

type PostRow = PostSummary;

export default function AdminBlog() {
  const { client } = useSession();
  const location = useLocation();
  const [posts, setPosts] = useState<PostRow[] | null>(null);
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);

  useEffect(() => {
    let cancelled = false;
    listPosts(client).then(
      (list) => {
        if (!cancelled) setPosts(list);
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  const remove = async (post: PostRow) => {
    if (!window.confirm(copy.confirmDelete)) return;
    try {
      await deletePost(client, post.id);
    } catch (error) {
      console.error(error);
      setNotice(error instanceof Error ? error.message : String(error));
      return;
    }
    setPosts((list) => (list ?? []).filter((p) => p.id !== post.id));
    setNotice(copy.deleted);
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <Link to="/admin/blog/new" className={buttonStyles.primary}>
            <span aria-hidden="true">+</span> {copy.newPost}
          </Link>
        }
      />
      <p role="status" aria-live="polite" className={notice ? "mb-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" : "sr-only"}>
        {notice}
      </p>
      <Panel className="overflow-hidden">
        {posts && posts.length === 0 ? (
          <p className="px-5 py-12 text-center text-stone-600">{copy.empty}</p>
        ) : (
          <DataTable columns={postColumns}>
            {(posts ?? []).map((p) => (
              <tr key={p.id} className="hover:bg-stone-50">
                <td className="max-w-[22rem] px-4 py-3">
                  <Link to={`/admin/blog/edit/${p.id}`} className="font-medium text-stone-900 hover:text-emerald-800 hover:underline">
                    {p.title}
                  </Link>
                  <p className="truncate text-xs text-stone-500">/blog/{p.slug}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={p.status === "published" ? "green" : "amber"}>{p.status === "published" ? "Published" : "Draft"}</Badge>
                </td>
                <td className="hidden px-4 py-3 text-stone-700 md:table-cell">{p.author ?? "–"}</td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-stone-600 sm:table-cell">{formatDate(p.published_at ?? p.created_at)}</td>
                <td className="hidden px-4 py-3 text-stone-700 lg:table-cell">{p.category ?? copy.uncategorised}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <Link to={`/admin/blog/edit/${p.id}`} className={buttonStyles.link} aria-label={`${copy.edit} ${p.title}`}>
                    {copy.edit}
                  </Link>
                  {p.status === "published" ? (
                    <a href={`/blog/${p.slug}`} className={`${buttonStyles.link} hidden sm:inline-flex`} aria-label={`${copy.view} ${p.title}`}>
                      {copy.view}
                    </a>
                  ) : null}
                  <button type="button" className={buttonStyles.danger} onClick={() => remove(p)} aria-label={`${copy.delete} ${p.title}`}>
                    {copy.delete}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
    </>
  );
}
