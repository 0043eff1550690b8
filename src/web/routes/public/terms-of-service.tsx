import type { Route } from "./+types/terms-of-service";
import { termsOfService } from "@content/legal";
import { contentFor, useContent } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { LegalPage } from "~/features/pages/LegalPage";

export function meta(_: Route.MetaArgs) {
  return pageMeta(contentFor(termsOfService).meta, { path: "/terms-of-service" });
}

export default function TermsOfServicePage() {
  return <LegalPage t={useContent(termsOfService)} />;
}
