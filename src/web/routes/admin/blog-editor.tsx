import { asLocale, locales, type Locale } from "@content/i18n";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, buttonStyles, Field, PageHeader, Panel, SelectField, TextAreaField } from "~/components/admin/ui.tsx";
import { RichTextEditor } from "~/features/blog-editor/RichTextEditor.tsx";
import { adminCopy } from "@content/admin.ts";
import { site } from "@content/site.ts";
import { BLOG_CATEGORY_OPTIONS, LIMITS } from "@shared/constants";
import { blogPostFields } from "@shared/schemas";
import { slugify } from "@shared/slug";
import { getPost, listPosts, savePost, type PostInput } from "~/features/admin-api/blog.ts";
import { ApiError } from "~/lib/api-client.ts";

const copy = adminCopy.editor;

export function meta({ params }: { params: { id?: string } }) {
  return [{ title: `${params.id ? copy.editTitle : copy.newTitle} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string;
  imageUrl: string;
  status: "draft" | "published";
  language: Locale;
  translationId: string;
}

interface OtherPost {
  id: string;
  title: string;
  language: string | null;
}

const emptyDraft = (): Draft => ({
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author: `${site.brandName} Team`,
  category: "",
  tags: "",
  imageUrl: "",
  status: "draft",
  language: "en",
  translationId: "",
});

const parseTags = (s: string) => [...new Set(s.split(",").map((t) => t.trim()).filter(Boolean))];

/** /admin/blog/new and /admin/blog/edit/{id}: one form for writing and editing a post. */
export default function BlogEditor() {
  const { id } = useParams();
  const { client } = useSession();
  const navigate = useNavigate();
  const bodyLabelId = useId();
  const [draft, setDraft] = useState<Draft | null>(id ? null : emptyDraft());
  const [slugTouched, setSlugTouched] = useState(Boolean(id));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | "form", string>>>({});
  const [saving, setSaving] = useState(false);
  const [savedSlug, setSavedSlug] = useState<string | null>(null);
  const [others, setOthers] = useState<OtherPost[]>([]);

  // The posts a translation can be linked to (any other post; the list below shows those in other languages, each named with its language).
  useEffect(() => {
    let cancelled = false;
    listPosts(client).then(
      (list) => {
        if (!cancelled) setOthers(list.filter((p) => p.id !== id));
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client, id]);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    getPost(client, id)
      .catch((err: unknown) => {
        console.error(err);
        return undefined;
      })
      .then((data) => {
        if (cancelled) return;
        if (!data) {
          setLoadError(copy.notFound);
          return;
        }
        setDraft({
          title: data.title,
          slug: data.slug,
          excerpt: data.excerpt ?? "",
          content: data.content ?? "",
          author: data.author ?? "",
          category: data.category ?? "",
          tags: Array.isArray(data.tags) ? data.tags.join(", ") : "",
          imageUrl: data.image_url ?? "",
          status: data.status === "published" ? "published" : "draft",
          language: asLocale(data.language),
          translationId: data.translation_id ?? "",
        });
        if (data.status === "published") setSavedSlug(data.slug);
      });
    return () => {
      cancelled = true;
    };
  }, [client, id]);

  if (loadError) {
    return (
      <>
        <PageHeader title={copy.editTitle} />
        <Alert large>{loadError}</Alert>
        <Link to="/admin/blog" className={`${buttonStyles.secondary} mt-4`}>
          {copy.back}
        </Link>
      </>
    );
  }
  if (!draft) return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, [key]: value };
      if (key === "title" && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!draft.title.trim()) problems.title = "Enter a title.";
    if (!blogPostFields.slug.safeParse(draft.slug).success) problems.slug = "Use lower-case letters, digits and single hyphens, e.g. soil-health-basics.";
    if (!blogPostFields.image_url.safeParse(draft.imageUrl).success) problems.imageUrl = "Use an address starting with https://, http:// or /.";
    const tags = parseTags(draft.tags);
    if (tags.length > LIMITS.tags || tags.some((t) => t.length > LIMITS.tag)) problems.tags = `Use at most ${LIMITS.tags} tags of up to ${LIMITS.tag} characters.`;
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setSaving(true);
    const row: PostInput = {
      title: draft.title.trim(),
      slug: draft.slug,
      excerpt: draft.excerpt.trim() || null,
      content: draft.content,
      author: draft.author.trim() || null,
      category: draft.category || null,
      tags,
      image_url: draft.imageUrl.trim() || null,
      status: draft.status,
      language: draft.language,
      translation_id: draft.translationId || null,
    };
    try {
      await savePost(client, id, row);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.code === "23505") setErrors({ slug: copy.slugTaken });
      else setErrors({ form: `${copy.saveFailed} ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    setSaving(false);
    navigate("/admin/blog", { state: { notice: `${copy.saved} ${row.title}` } });
  };

  return (
    <>
      <PageHeader
        title={id ? copy.editTitle : copy.newTitle}
        actions={
          <>
            {savedSlug ? (
              <a href={`/blog/${savedSlug}`} className={buttonStyles.secondary}>
                {copy.view}
              </a>
            ) : null}
            <Link to="/admin/blog" className={buttonStyles.secondary}>
              {copy.back}
            </Link>
          </>
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Panel className="space-y-4 p-5">
          <Field label={copy.title} id="post-title" value={draft.title} onChange={(e) => set("title", e.target.value)} required maxLength={LIMITS.title} error={errors.title} announceError />
          <Field
            label={copy.slug}
            id="post-slug"
            value={draft.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", e.target.value.toLowerCase());
            }}
            required
            maxLength={LIMITS.slug}
            hint={`${copy.slugHint}${draft.slug || "…"}`}
            error={errors.slug}
            announceError
          />
          <TextAreaField
            label={copy.excerpt}
            id="post-excerpt"
            rows={3}
            maxLength={LIMITS.excerpt}
            value={draft.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            hint={copy.excerptHint}
          />
          <div className="space-y-1">
            <span id={bodyLabelId} className="block text-sm font-medium text-stone-800">
              {copy.content}
            </span>
            <RichTextEditor value={draft.content} onChange={(html) => set("content", html)} labelId={bodyLabelId} />
          </div>
        </Panel>

        <div className="space-y-4">
          <Panel className="space-y-4 p-5">
            <fieldset>
              <legend className="text-sm font-medium text-stone-800">{copy.status}</legend>
              <div className="mt-2 flex gap-4">
                {(["draft", "published"] as const).map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm text-stone-800">
                    <input type="radio" name="status" value={s} checked={draft.status === s} onChange={() => set("status", s)} className="size-4 accent-emerald-700" />
                    {s === "draft" ? "Draft" : "Published"}
                  </label>
                ))}
              </div>
            </fieldset>
            <SelectField label={copy.language} id="post-language" value={draft.language} onChange={(e) => set("language", asLocale(e.target.value))}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {copy.languages[l]}
                </option>
              ))}
            </SelectField>
            <SelectField label={copy.translation} id="post-translation" value={draft.translationId} onChange={(e) => set("translationId", e.target.value)} hint={copy.translationHint}>
              <option value="">{copy.noTranslation}</option>
              {others
                .filter((p) => asLocale(p.language) !== draft.language || p.id === draft.translationId)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {copy.languages[asLocale(p.language)]}: {p.title}
                  </option>
                ))}
            </SelectField>
            <SelectField label={copy.category} id="post-category" value={draft.category} onChange={(e) => set("category", e.target.value)}>
              <option value="">{copy.noCategory}</option>
              {BLOG_CATEGORY_OPTIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <Field label={copy.tags} id="post-tags" value={draft.tags} onChange={(e) => set("tags", e.target.value)} hint={copy.tagsHint} error={errors.tags} announceError />
            <Field
              label={copy.imageUrl}
              id="post-image"
              value={draft.imageUrl}
              onChange={(e) => set("imageUrl", e.target.value)}
              hint={copy.imageHint}
              maxLength={LIMITS.url}
              inputMode="url"
              error={errors.imageUrl}
              announceError
            />
            <Field label={copy.author} id="post-author" value={draft.author} onChange={(e) => set("author", e.target.value)} maxLength={LIMITS.name} />
          </Panel>
          {errors.form ? (
            <Alert>{errors.form}</Alert>
          ) : null}
          <button type="submit" className={`${buttonStyles.primary} w-full py-2.5`} disabled={saving}>
            {saving ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </>
  );
}
