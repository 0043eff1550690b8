import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "@content/legal";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";
import { LegalPage } from "~/features/pages/LegalPage";

// The copy travels as loader data (in the HTML), not in the page's script.
export function loader({ request }: Route.LoaderArgs) {
  return { t: contentFor(privacyPolicy, localeOf(request)) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return data ? pageMeta(data.t.meta, { path: "/privacy-policy", locale: localeOf(location) }) : [];
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage t={loaderData.t} />;
}
