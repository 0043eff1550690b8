/**
 * How a rendered page's scripts run, as the page renderer (src/web/entry.server.tsx)
 * tells the server (src/server/web/ssr.server.ts) on the response itself: the
 * route handles decide it (src/web/lib/page-scripts.tsx), the server reads it
 * after rendering to write the page's policy, and strips the header.
 *
 * `islands`: a document page; its only script is the islands loader, allowed
 * by hash. `react`: a page React Router hydrates (the admin area), its inline
 * scripts allowed by this response's nonce. `map`: the page shows a map, so
 * its policy lets the map's tiles in.
 */
export const PAGE_SCRIPTS_HEADER = "x-page-scripts";

export interface PageScriptsPlan {
  hydrate: boolean;
  map: boolean;
}

export function formatPageScripts(plan: PageScriptsPlan): string {
  return [plan.hydrate ? "react" : "islands", ...(plan.map ? ["map"] : [])].join(", ");
}

/** Absent or unknown words read as a document page without a map: the strictest policy. */
export function parsePageScripts(value: string | null): PageScriptsPlan {
  const words = (value ?? "").split(",").map((w) => w.trim());
  return { hydrate: words.includes("react"), map: words.includes("map") };
}
