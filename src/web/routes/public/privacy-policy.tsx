import type { Route } from "./+types/privacy-policy";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("privacyPolicy");
}

export default function PrivacyPolicyPage() {
  return <PlaceholderPage page="privacyPolicy" />;
}
