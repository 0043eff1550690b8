import type { Route } from "./+types/solutions";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("solutions");
}

export default function SolutionsPage() {
  return <PlaceholderPage page="solutions" />;
}
