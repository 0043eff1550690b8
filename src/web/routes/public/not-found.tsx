import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { common } from "@content/common";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf } from "~/lib/locale";

/** Tells the layout this address has no page, so the language switch leads home. */
export const handle = { notFound: true };

/** Any address no other route matches: answers 404 inside the public layout. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return [...pageMeta(contentFor(common, localeOf(location)).notFound.meta, { locale: localeOf(location) }), { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <ErrorPage notFound />;
}
