import type { Route } from "./+types/about";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("about");
}

export default function AboutPage() {
  return <PlaceholderPage page="about" />;
}
