import type { Route } from "./+types/resources";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("resources");
}

export default function ResourcesPage() {
  return <PlaceholderPage page="resources" />;
}
