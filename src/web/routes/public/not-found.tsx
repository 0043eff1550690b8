import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { common } from "@content/common";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";

/** Any address no other route matches: answers 404 inside the public layout. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta(contentFor(common).notFound.meta), { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <ErrorPage notFound />;
}
