import { Link } from "~/components/ui/Link";
import type { Route } from "./+types/sitemap";
import { sitemapPage } from "@content/sitemap-page";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { Hero } from "~/components/ui/Hero";
import { ArrowRight } from "~/components/ui/icons";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(sitemapPage, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/sitemap", locale: localeOf(location) }) : [];
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <Hero {...t.hero} />
      {/* One navigation of the whole site; its groups are headed lists (as landmarks they would repeat the footer's). */}
      <nav className="on-light bg-white py-14 sm:py-20" aria-label={t.hero.title}>
        <div className="mx-auto grid max-w-7xl gap-6 px-5 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
          {t.groups.map((g) => (
            <div key={g.title} className="rounded-3xl border border-soil-200 bg-soil-50 p-6 sm:p-7">
              <h2 id={`group-${g.title.replace(/\s+/g, "-").toLowerCase()}`} className="text-h3 font-semibold text-forest-900">{g.title}</h2>
              <ul className="mt-4 space-y-3">
                {g.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="group flex items-start gap-2 rounded-lg font-semibold text-forest-800 underline-offset-4 hover:underline">
                      <ArrowRight className="mt-0.5 size-5 shrink-0 text-harvest-600" />
                      <span>
                        {l.label}
                        <span className="block text-sm font-normal text-muted">{l.description}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mx-auto mt-10 max-w-7xl px-5 text-sm text-muted sm:px-8">
          {t.xmlNote.text}{" "}
          <a href={t.xmlNote.to} className="font-semibold text-forest-700 underline underline-offset-4">{t.xmlNote.label}</a>
        </p>
      </nav>
    </>
  );
}
