import type { Route } from "./+types/start-clinic";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("startClinic");
}

export default function StartClinicPage() {
  return <PlaceholderPage page="startClinic" />;
}
