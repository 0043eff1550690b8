import type { Route } from "./+types/terms-of-service";
import { termsOfService } from "@content/legal";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { LegalPage } from "~/features/pages/LegalPage";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader() {
  return { t: contentFor(termsOfService) };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/terms-of-service" }) : [];
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <LegalPage t={loaderData.t} />;
}
