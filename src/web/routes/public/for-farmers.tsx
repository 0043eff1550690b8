import type { Route } from "./+types/for-farmers";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("forFarmers");
}

export default function ForFarmersPage() {
  return <PlaceholderPage page="forFarmers" />;
}
