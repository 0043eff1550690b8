import type { Route } from "./+types/csr";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("csr");
}

export default function CsrPage() {
  return <PlaceholderPage page="csr" />;
}
