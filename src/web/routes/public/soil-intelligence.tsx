import type { Route } from "./+types/soil-intelligence";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("soilIntelligence");
}

export default function SoilIntelligencePage() {
  return <PlaceholderPage page="soilIntelligence" />;
}
