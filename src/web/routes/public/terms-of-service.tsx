import type { Route } from "./+types/terms-of-service";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("termsOfService");
}

export default function TermsOfServicePage() {
  return <PlaceholderPage page="termsOfService" />;
}
