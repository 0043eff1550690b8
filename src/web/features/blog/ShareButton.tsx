import { blog } from "@content/blog";
import { useContent } from "~/lib/content";

/**
 * Shares the article with the device's share sheet (title and address), or
 * copies the address where there is none; if copying is not allowed either,
 * shows the address so it can be copied by hand. The markup holds both
 * messages, hidden; the `share` island (src/web/islands/share.ts) does the rest.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useContent(blog);
  return (
    <div className="flex flex-wrap items-center gap-3" data-island="share" data-title={title}>
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-full border-2 border-forest-700 px-5 py-2 text-sm font-semibold text-forest-800 transition hover:bg-forest-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t.share}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        <span data-copied hidden>
          {t.copied}
        </span>
      </p>
      <label data-manual hidden className="block w-full text-sm text-muted">
        {t.copyFailed}
        <input readOnly className="mt-1 block w-full rounded-md border border-soil-300 bg-white px-3 py-2 text-ink" />
      </label>
    </div>
  );
}
