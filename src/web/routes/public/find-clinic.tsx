import type { Route } from "./+types/find-clinic";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("findClinic");
}

export default function FindClinicPage() {
  return <PlaceholderPage page="findClinic" />;
}
