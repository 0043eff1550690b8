import { useId, useState } from "react";
import { Link } from "~/components/ui/Link";
import type { ResourcesContent } from "@content/page-types";
import { ArrowRight } from "~/components/ui/icons";
import { SearchIcon } from "./icons";

type Library = ResourcesContent["library"];

const control =
  "block w-full rounded-lg border border-soil-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30";

const normalise = (s: string) => s.toLocaleLowerCase("en-IN").normalize("NFKD");

/**
 * Search and three filters over the resources, in the browser. The server
 * renders every item with the filters at "All", so without scripts the whole
 * list is there.
 */
export function ResourceLibrary({ t }: { t: Library }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const [category, setCategory] = useState("");
  const [language, setLanguage] = useState("");

  const q = normalise(query.trim());
  const shown = t.items.filter(
    (r) =>
      (!q || normalise(`${r.title} ${r.description} ${r.category}`).includes(q)) &&
      (!type || r.type === type) &&
      (!category || r.category === category) &&
      (!language || r.language === language),
  );
  const filtered = q || type || category || language;
  const countText = (shown.length === 1 ? t.countOne : t.countMany).replace("{n}", String(shown.length));
  const clear = () => {
    setQuery("");
    setType("");
    setCategory("");
    setLanguage("");
  };

  const select = (key: string, label: string, value: string, set: (v: string) => void, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-semibold text-ink">{label}</label>
      <select id={`${id}-${key}`} value={value} onChange={(e) => set(e.target.value)} className={control}>
        <option value="">{t.filters.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );

  return (
    <div>
      <div role="search" className="rounded-3xl bg-white p-5 shadow-card sm:p-6">
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div>
            <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold text-ink">{t.searchLabel}</label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
              <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t.searchPlaceholder} className={`${control} pl-11`} />
            </div>
          </div>
          {select("type", t.filters.type, type, setType, (Object.keys(t.typeLabels) as (keyof typeof t.typeLabels)[]).map((k) => ({ value: k, label: t.typeLabels[k] })))}
          {select("category", t.filters.category, category, setCategory, t.categories.map((c) => ({ value: c, label: t.categoryLabels?.[c] ?? c })))}
          {select("language", t.filters.language, language, setLanguage, t.languages.map((l) => ({ value: l, label: t.languageLabels?.[l] ?? l })))}
        </div>
        <div className="mt-4 flex min-h-10 items-center justify-between gap-4">
          <p role="status" className="text-sm font-semibold text-forest-800" data-testid="resource-count">{countText}</p>
          {filtered ? (
            <button type="button" onClick={clear} className="min-h-10 rounded-full px-4 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
              {t.clear}
            </button>
          ) : null}
        </div>
      </div>

      {shown.length ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="resource-list">
          {shown.map((r) => (
            <li key={r.title} className="flex flex-col rounded-3xl border border-soil-200 bg-white p-7 shadow-card" data-resource={r.title}>
              <div className="flex flex-wrap gap-2 text-xs font-semibold">
                <span className="rounded-full bg-forest-700 px-3 py-1 text-white">{t.typeLabels[r.type]}</span>
                <span className="rounded-full bg-forest-50 px-3 py-1 text-forest-800">{t.categoryLabels?.[r.category] ?? r.category}</span>
                <span className="rounded-full bg-harvest-100 px-3 py-1 text-soil-900">{t.languageLabels?.[r.language] ?? r.language}</span>
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
      ) : (
        <p className="mt-8 rounded-3xl border border-dashed border-soil-300 bg-white px-6 py-10 text-center text-muted" data-testid="resource-empty">
          {t.empty}
        </p>
      )}
    </div>
  );
}
