import type { Route } from "./+types/contact";
import { PlaceholderPage, placeholderMeta } from "~/components/layout/PlaceholderPage";

export function meta(_: Route.MetaArgs) {
  return placeholderMeta("contact");
}

export default function ContactPage() {
  return <PlaceholderPage page="contact" />;
}
