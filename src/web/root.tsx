// First: switches off zod's eval probe before any schema module runs (see the module).
import "~/lib/zod-no-eval";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { commonEn } from "@content/en/common";
import { site } from "@content/site";
import { LocaleContext, useLocale } from "~/lib/content";
import { usePack } from "~/lib/pack-context";
import { localeFromPath, localizePath } from "~/lib/locale";
import { useIslandLoader, usePageHydrates } from "~/lib/page-scripts";
// Linked (not side-effect imported) so the stylesheet comes first in <head>, ahead of the
// script preloads: on a slow connection the page paints as soon as CSS arrives.
import stylesHref from "./styles/app.css?url";
import { SITE_ICONS } from "~/lib/site-icons";

// PNGs, not the SVG they are drawn from (lib/site-icons.ts says why).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: SITE_ICONS.favicon.path, type: "image/png", sizes: `${SITE_ICONS.favicon.size}x${SITE_ICONS.favicon.size}` },
  { rel: "apple-touch-icon", href: SITE_ICONS.homeScreen.path },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The one place the page's language is decided: its address.
  const locale = localeFromPath(useLocation().pathname);
  const hydrate = usePageHydrates();
  const islandLoader = useIslandLoader();
  return (
    // A page that hydrates (the admin area) uses the site's fonts from the start; a
    // document page paints in local fonts first and its islands add them (decision 0030).
    <html lang={locale} data-fonts={hydrate ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#163520" />
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
        {hydrate ? (
          <>
            {/* Scrolls to the top on every new navigation and restores the position on back/forward. */}
            <ScrollRestoration />
            <Scripts />
          </>
        ) : islandLoader ? (
          // A document page: its few behaviours, no React (see lib/page-scripts.tsx),
          // started by an inline script the page policy allows by its hash.
          <script dangerouslySetInnerHTML={{ __html: islandLoader }} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort for errors outside the public layout; public pages use the layout's boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  // The page's language on the server; English in the browser, where only the admin area renders.
  const t = usePack()?.common ?? commonEn;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-forest-950 px-5 text-white">
      <div className="max-w-lg text-center">
        <p className="font-display text-2xl text-harvest-300">{site.brandName}</p>
        <h1 className="mt-4 text-h2 font-semibold">{notFound ? t.notFound.title : t.error.title}</h1>
        <p className="mt-4 text-lead text-forest-100">{notFound ? t.notFound.subtitle : t.error.subtitle}</p>
        <a href={localizePath("/", locale)} className="mt-8 inline-flex min-h-12 items-center rounded-full bg-harvest-400 px-6 font-semibold text-soil-950">
          {t.notFound.home.label}
        </a>
      </div>
    </main>
  );
}
