import type { Route } from "./+types/blog";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("blog");
}

export default function BlogPage() {
  return <PlaceholderPage page="blog" />;
}
