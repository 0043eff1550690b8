import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import { publicPaths, type PublicRoute } from "./routes.ts";

/** The public routes with each page's short name in every language (paths are the English ones). */
export const publicRoutesByLocale: Localized<readonly PublicRoute[]> = localized((p) => publicPaths.map((path) => ({ path, name: p.routeNames[path] })));
