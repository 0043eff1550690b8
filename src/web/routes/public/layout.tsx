import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { PublicShell } from "~/components/layout/PublicShell";
import { ErrorPage } from "~/components/layout/ErrorPage";

/** Every public page shares the navigation bar, footer and (later) the chat widget. */
export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </PublicShell>
  );
}
