import type { Route } from "./+types/for-partners";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("forPartners");
}

export default function ForPartnersPage() {
  return <PlaceholderPage page="forPartners" />;
}
