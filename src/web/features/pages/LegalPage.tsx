import type { LegalContent } from "@content/page-types";
import { Hero } from "~/components/ui/Hero";

// Letters of any script (a Hindi heading's id is its Hindi words), so no two sections share an id.
const slug = (s: string) => s.toLowerCase().replace(/^\d+\.\s*/, "").replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").replace(/(^-|-$)/g, "");

/** A legal text: contents list on wide screens, numbered sections, last-updated date. */
export function LegalPage({ t }: { t: LegalContent }) {
  return (
    <>
      <Hero {...t.hero} />
      <section className="on-light bg-white py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 sm:px-8 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-label={t.contentsLabel} className="hidden lg:block">
            <div className="sticky top-24 rounded-2xl bg-soil-50 p-5">
              <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-soil-700">{t.contentsLabel}</h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {t.sections.map((s) => (
                  <li key={s.heading}>
                    <a href={`#${slug(s.heading)}`} className="block py-0.5 text-forest-800 underline-offset-4 hover:underline">{s.heading}</a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl">
            <p className="inline-flex rounded-full bg-forest-50 px-4 py-1.5 text-sm font-semibold text-forest-800" data-testid="last-updated">{t.lastUpdated}</p>
            <p className="mt-6 text-lead text-ink">{t.intro}</p>
            {t.sections.map((s) => (
              <section key={s.heading} id={slug(s.heading)} aria-labelledby={`${slug(s.heading)}-h`} className="mt-10 scroll-mt-24">
                <h2 id={`${slug(s.heading)}-h`} className="text-2xl font-semibold text-forest-900 sm:text-[1.7rem]">{s.heading}</h2>
                {s.paragraphs.map((p) => (
                  <p key={p} className="mt-4 leading-relaxed text-ink">{p}</p>
                ))}
                {s.list ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-forest-600">
                    {s.list.map((li) => (
                      <li key={li}>{li}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </article>
        </div>
      </section>
    </>
  );
}
