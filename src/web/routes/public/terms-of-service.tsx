import type { Route } from "./+types/terms-of-service";
import { termsOfService } from "@content/legal";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { LegalPage } from "~/features/pages/LegalPage";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(termsOfService, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/terms-of-service", locale: localeOf(location) }) : [];
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <LegalPage t={loaderData.t} />;
}
