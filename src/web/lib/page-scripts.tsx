import { createContext, useContext } from "react";
import { useMatches } from "react-router";

/**
 * Which script a page runs in the browser (decision 0022).
 *
 * Most public pages are documents with a few behaviours (the menu, the chat
 * button, a carousel): they load one small islands script and never React.
 * A page whose work is React's (a form that keeps what was typed when the
 * signal drops, the clinic finder, the whole admin area) says so in its route
 * handle with `hydrates`, and then React Router hydrates it as before.
 */
export const hydrates = { hydrate: true } as const;

/** Whether any of a page's route handles sets `key` (`hydrate`, `map`) to true. */
function anyHandleSays(handles: readonly unknown[], key: "hydrate" | "map"): boolean {
  return handles.some((h) => (h as Record<string, unknown> | undefined)?.[key] === true);
}

/** Whether any of a page's route handles asks for hydration (entry.server decides the page's policy by it). */
export function routeHandlesHydrate(handles: readonly unknown[]): boolean {
  return anyHandleSays(handles, "hydrate");
}

/**
 * A page that shows a map (the clinic finder, the contact page's offices)
 * says so in its route handle with `showsMap`: only such a page's policy
 * lets the browser load the map's tiles from the tile server.
 */
export const showsMap = { map: true } as const;

/** Whether any of a page's route handles shows a map. */
export function routeHandlesShowMap(handles: readonly unknown[]): boolean {
  return anyHandleSays(handles, "map");
}

/** Whether any route of this page asked to be hydrated. */
export function usePageHydrates(): boolean {
  return routeHandlesHydrate(useMatches().map((m) => m.handle));
}

/**
 * The inline module that starts this build's islands script, provided by
 * entry.server.tsx while a document page renders on the server (the browser
 * never renders a page that does not hydrate, so it never needs it). The
 * server's policy allows exactly this text by its hash (decision 0024).
 */
export const IslandLoaderContext = createContext<string | undefined>(undefined);

export function useIslandLoader(): string | undefined {
  return useContext(IslandLoaderContext);
}
