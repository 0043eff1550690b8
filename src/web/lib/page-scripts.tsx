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

/** Whether any route of this page asked to be hydrated. */
export function usePageHydrates(): boolean {
  return useMatches().some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}

/**
 * The islands script's address in this build, provided by entry.server.tsx
 * while a page renders on the server (the browser never renders a page that
 * does not hydrate, so it never needs it).
 */
export const IslandScriptContext = createContext<string | undefined>(undefined);

export function useIslandScript(): string | undefined {
  return useContext(IslandScriptContext);
}
