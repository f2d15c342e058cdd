import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SpaFallbackRender } from "./spa-fallback-render.ts";

/** Prerendering must not outlive a slow page forever. */
export const streamTimeout = 10_000;

/**
 * Runs only at build time (ssr: false + prerender). It waits for everything, lazily loaded parts
 * included, so each HTML file holds the whole page rather than streamed fallbacks.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallbackRender.Provider value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallbackRender.Provider>,
      {
        // React moves a large finished Suspense boundary out of place (a fallback, then a script
        // that swaps the content in), which shifts the page while it loads: keep every boundary
        // inline (Prompt to GIF's prerendered form is one).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
