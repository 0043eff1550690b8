import { Link } from "~/components/ui/Link";
import type { ResourcesContent } from "@content/page-types";
import { ArrowRight } from "~/components/ui/icons";
import { SearchIcon } from "./icons";
import { languageNames, languages } from "@content/i18n";
import { useLocale } from "~/lib/content";
import { intlLocale } from "~/lib/locale";

type Library = ResourcesContent["library"];

const control =
  "block w-full rounded-lg border border-soil-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30";

/** One library per page, so its controls' ids are fixed. */
const id = "resources";

/**
 * Search and three filters over the resources. The server renders every item
 * with the filters at "All", so without scripts the whole list is there; the
 * `resource-library` island (src/web/islands/resource-library.ts) narrows it
 * as the visitor types or chooses, from each item's `data-` attributes.
 */
export function ResourceLibrary({ t }: { t: Library }) {
  const label = useLanguageLabel(t);
  // The listed languages, and any other an item is in (a guide in the page's own language).
  const resourceLanguages = [...new Set([...t.languages, ...t.items.map((r) => r.language)])];
  const countText = (t.items.length === 1 ? t.countOne : t.countMany).replace("{n}", String(t.items.length));

  const select = (key: "type" | "category" | "language", label: string, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-semibold text-ink">{label}</label>
      <select id={`${id}-${key}`} data-filter={key} defaultValue="" className={control}>
        <option value="">{t.filters.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );

  return (
    <div data-island="resource-library" data-count-one={t.countOne} data-count-many={t.countMany}>
      <div role="search" className="rounded-3xl bg-white p-5 shadow-card sm:p-6">
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div>
            <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-ink">{t.searchLabel}</label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
              <input id={`${id}-q`} type="search" data-filter="q" defaultValue="" placeholder={t.searchPlaceholder} className={`${control} pl-11`} />
            </div>
          </div>
          {select("type", t.filters.type, (Object.keys(t.typeLabels) as (keyof typeof t.typeLabels)[]).map((k) => ({ value: k, label: t.typeLabels[k] })))}
          {select("category", t.filters.category, t.categories.map((c) => ({ value: c, label: t.categoryLabels?.[c] ?? c })))}
          {select("language", t.filters.language, resourceLanguages.map((l) => ({ value: l, label: label(l) })))}
        </div>
        <div className="mt-4 flex min-h-10 items-center justify-between gap-4">
          <p role="status" className="text-sm font-semibold text-forest-800" data-testid="resource-count">{countText}</p>
          <button type="button" hidden data-clear="" className="min-h-10 rounded-full px-4 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
            {t.clear}
          </button>
        </div>
      </div>

      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="resource-list" hidden={t.items.length === 0}>
        {t.items.map((r) => (
          <li
            key={r.title}
            className="flex flex-col rounded-3xl border border-soil-200 bg-white p-7 shadow-card"
            data-resource={r.title}
            data-type={r.type}
            data-category={r.category}
            data-language={r.language}
            data-search={`${r.title} ${r.description} ${r.category}`}
          >
            <div className="flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-full bg-forest-700 px-3 py-1 text-white">{t.typeLabels[r.type]}</span>
              <span className="rounded-full bg-forest-50 px-3 py-1 text-forest-800">{t.categoryLabels?.[r.category] ?? r.category}</span>
              <span className="rounded-full bg-harvest-100 px-3 py-1 text-soil-900">{label(r.language)}</span>
            </div>
            <h3 className="mt-4 text-h3 font-semibold text-forest-900">{r.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{r.description}</p>
            <p className="mt-4 text-sm text-soil-700">{r.length}</p>
            {r.link.to.endsWith(".pdf") ? (
              <a href={r.link.to} download className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
                {r.link.label}
                <ArrowRight className="size-5" />
              </a>
            ) : (
              <Link to={r.link.to} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
                {r.link.label}
                <ArrowRight className="size-5" />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p
        className="mt-8 rounded-3xl border border-dashed border-soil-300 bg-white px-6 py-10 text-center text-muted"
        data-testid="resource-empty"
        hidden={t.items.length > 0}
      >
        {t.empty}
      </p>
    </div>
  );
}

/**
 * A resource language's name on this page: the page's own words for it where
 * its copy has them, else the language's name as the page's language writes
 * it (`Intl.DisplayNames`: "હિન્દી" on a Gujarati page), else as stored.
 */
function useLanguageLabel(t: Library): (language: string) => string {
  const page = useLocale();
  const names = new Intl.DisplayNames([intlLocale(page)], { type: "language" });
  return (language) => {
    const code = languages.find((l) => languageNames[l.code] === language)?.code;
    return t.languageLabels?.[language] ?? (code ? (names.of(code) ?? language) : language);
  };
}
