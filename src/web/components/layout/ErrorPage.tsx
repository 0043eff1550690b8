import { Link } from "~/components/ui/Link";
import { common } from "@content/common";
import { useContent } from "~/lib/content";
import { ButtonLink } from "~/components/ui/Button";
import { Hero } from "~/components/ui/Hero";
import { ArrowRight } from "~/components/ui/icons";

/** The 404 page, and the page shown when a public route fails. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const t = useContent(common);
  if (!notFound) {
    return <Hero title={t.error.title} subtitle={t.error.subtitle} primary={t.error.home} />;
  }
  const nf = t.notFound;
  return (
    <>
      <Hero eyebrow={nf.eyebrow} title={nf.title} subtitle={nf.subtitle}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={nf.home.to} tone="dark" size="lg" iconRight={<ArrowRight />}>
            {nf.home.label}
          </ButtonLink>
          <ButtonLink to={nf.contact.to} tone="dark" variant="outline" size="lg">
            {nf.contact.label}
          </ButtonLink>
        </div>
      </Hero>
      <section aria-labelledby="nf-links" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <h2 id="nf-links" className="text-h3 font-semibold text-forest-900">{nf.suggestionsHeading}</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {t.nav.links.slice(0, 5).map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="flex items-center justify-between rounded-2xl border border-forest-100 bg-forest-50 px-5 py-4 font-medium text-forest-800 hover:border-forest-300 hover:bg-white">
                  {l.label}
                  <ArrowRight className="size-5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
