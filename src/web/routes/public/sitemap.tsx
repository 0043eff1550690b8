import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { publicRoutes } from "@content/routes";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("sitemap");
}

export default function SitemapPage() {
  return (
    <PlaceholderPage page="sitemap">
      <ul className="mt-2 grid w-full gap-2 text-left sm:grid-cols-2">
        {publicRoutes.map((r) => (
          <li key={r.path}>
            <Link to={r.path} className="block rounded-xl border border-forest-100 px-4 py-3 font-medium text-forest-800 hover:bg-forest-50">
              {r.name}
            </Link>
          </li>
        ))}
      </ul>
    </PlaceholderPage>
  );
}
