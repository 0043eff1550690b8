import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { packs } from "@content/packs";
import { NonceContext } from "~/lib/nonce";
import { PacksContext } from "~/lib/pack-context";
import { IslandLoaderContext, pageScriptsOf } from "~/lib/page-scripts";
import { formatPageScripts, PAGE_SCRIPTS_HEADER } from "@shared/page-scripts";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the page's scripts. The page's route
 * handles say whether it hydrates (src/web/lib/page-scripts.tsx); the answer
 * travels to the server on the response (shared/page-scripts.ts), which writes
 * the page's policy by it. The load context only lends what the server made
 * beforehand (this response's nonce, the islands loader); nothing is written
 * back into it. A page that hydrates gets the nonce: on <ServerRouter> it
 * reaches <Scripts>, <ScrollRestoration> and <Links>; on the stream it reaches
 * React's own inline scripts (streamed Suspense content); through NonceContext
 * it reaches the pages' JSON-LD. A document page gets no nonce, only the
 * islands loader through IslandLoaderContext, so its bytes are the same on
 * every response. React Router's dev server lends nothing: pages then render
 * without either (no policy applies there).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const lent = (loadContext as Partial<AppLoadContext> | undefined)?.pageScripts;
  const handles = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const plan = pageScriptsOf(handles);
  responseHeaders.set(PAGE_SCRIPTS_HEADER, formatPageScripts(plan));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = plan.hydrate ? lent?.nonce : undefined;
  const islandLoader = plan.hydrate ? undefined : lent?.islands?.loader;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode renders wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandLoaderContext.Provider value={islandLoader}>
          <PacksContext.Provider value={packs}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PacksContext.Provider>
        </IslandLoaderContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
