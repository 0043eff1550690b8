import type { Route } from "./+types/privacy-policy";
import { privacyPolicy } from "@content/legal";
import { contentFor, useContent } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { LegalPage } from "~/features/pages/LegalPage";

export function meta(_: Route.MetaArgs) {
  return pageMeta(contentFor(privacyPolicy).meta, { path: "/privacy-policy" });
}

export default function PrivacyPolicyPage() {
  return <LegalPage t={useContent(privacyPolicy)} />;
}
