/**
 * Every public route, for the sitemap, the speed benchmark and tests.
 * Names here are the short names used in lists; each page sets its own meta title.
 * Each language's names are in content/<code>/routes.ts (content/route-names.ts
 * has them all); the English ones are here too, as the routes' plain names.
 */
import { routeNamesEn } from "./en/routes.ts";

export const publicPaths = [
  "/",
  "/about",
  "/solutions",
  "/for-farmers",
  "/for-partners",
  "/csr",
  "/find-clinic",
  "/resources",
  "/soil-intelligence",
  "/start-clinic",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
  "/blog",
] as const;

export type PublicPath = (typeof publicPaths)[number];

/** Each public page's short name in one language. */
export type RouteNames = Record<PublicPath, string>;

export interface PublicRoute {
  path: string;
  name: string;
}

export const publicRoutes: readonly PublicRoute[] = publicPaths.map((path) => ({ path, name: routeNamesEn[path] }));
