import { createContext, useContext } from "react";

/**
 * The page response's Content-Security-Policy nonce, provided by
 * entry.server.tsx while a page that hydrates renders on the server (a
 * document page has none: decision 0024). In the browser it stays empty:
 * browsers hide a nonce from the page, and hydration keeps the attribute the
 * server wrote.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** JSON for an inline script element: "<" escaped, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Structured data for search engines as an inline JSON script. A data block is
 * never run, so the page policy does not apply to it; on a page that hydrates
 * it still carries the nonce like every inline script there. `json` must
 * already be escaped for a script element (`scriptJson`).
 */
export function JsonLd({ json, id }: { json: string; id?: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" id={id} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
