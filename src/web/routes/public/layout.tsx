import { Outlet, isRouteErrorResponse, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { PublicShell } from "~/components/layout/PublicShell";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { ChatLauncher } from "~/features/chat-widget/ChatLauncher";
import { localeOf, suggestedLocale } from "~/lib/locale";

/**
 * Whether to offer the page in another language: read from the request (the
 * remembered choice, else the browser's languages), so the offer is in the
 * HTML and works without scripts.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { suggest: suggestedLocale(localeOf(request), request.headers) ?? null };
}

/** The same address renders differently by cookie and Accept-Language (the offer only). */
export function headers() {
  return { Vary: "Accept-Language, Cookie" };
}

/**
 * Every public page shares the navigation bar, footer and the chat widget (its
 * button; the panel loads on open). A public page is a document: rendered on
 * the server only, brought to life by the islands script (lib/page-scripts.tsx).
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  // The not-found page says so in its handle (see not-found.tsx).
  const lost = useMatches().some((m) => (m.handle as { notFound?: boolean } | undefined)?.notFound);
  return (
    <>
      <PublicShell suggest={loaderData.suggest} lost={lost}>
        <Outlet />
      </PublicShell>
      <ChatLauncher />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell lost>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </PublicShell>
  );
}
