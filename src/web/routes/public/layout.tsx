import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { PublicShell } from "~/components/layout/PublicShell";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ChatLauncher } from "~/features/chat-widget/ChatLauncher";

/** Every public page shares the navigation bar, footer and the chat widget (its button; the panel loads on open). */
export default function PublicLayout() {
  return (
    <>
      <PublicShell>
        <Outlet />
      </PublicShell>
      <ChatLauncher />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </PublicShell>
  );
}
