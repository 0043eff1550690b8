import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import type { PageScriptsPlan } from "@shared/page-scripts";

/**
 * Which scripts a page runs in the browser (decision 0030), declared in one
 * place: its routes' `handle`. Every public page is a document: server markup
 * whose few behaviours (the menu, the chat button, a form that posts in place)
 * come from one small islands script, found by each part's `data-island` name
 * (the table in src/web/islands/enhance.ts). Only the admin area hydrates: its layout's
 * handle says `hydrates`. A page whose handle says `showsMap` gets a policy
 * that lets the map's tiles in.
 */
export interface PageScriptsHandle {
  hydrate?: true;
  map?: true;
}

export const hydrates: PageScriptsHandle = { hydrate: true };
export const showsMap: PageScriptsHandle = { map: true };

/** What a page's route handles, together, say about its scripts. */
export function pageScriptsOf(handles: readonly unknown[]): PageScriptsPlan {
  const says = (key: keyof PageScriptsHandle) => handles.some((h) => (h as PageScriptsHandle | undefined)?.[key] === true);
  return { hydrate: says("hydrate"), map: says("map") };
}

/** Whether this page hydrates (root.tsx writes React Router's scripts or the islands loader by it). */
export function usePageHydrates(): boolean {
  return pageScriptsOf(useMatches().map((m) => m.handle)).hydrate;
}

/**
 * The inline module that starts this build's islands script, provided by
 * entry.server.tsx while a document page renders on the server (the browser
 * never renders a page that does not hydrate, so it never needs it). The
 * server's policy allows exactly this text by its hash (decision 0030).
 */
export const IslandLoaderContext = createContext<string | undefined>(undefined);

export function useIslandLoader(): string | undefined {
  return useContext(IslandLoaderContext);
}
