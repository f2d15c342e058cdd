/**
 * Old addresses in guide and article text and the page each leads to now (DESIGN §2). The server
 * answers them with 301 (apps/server/src/http/static-site.ts); inside the web app a click on one
 * goes straight to the page (apps/web/src/site/route-table.ts). One list for both.
 */
export const formerPaths: Readonly<Record<string, string>> = {
  "/crop-gif": "/crop",
  "/resize-gif": "/resize",
  "/optimize-gif": "/optimize",
  "/reverse-gif": "/reverse",
  "/add-text-to-gif": "/add-text",
  "/tools/gif-maker": "/gif-maker",
  "/tools/gif-optimizer": "/optimize",
  "/tools/video-to-gif": "/video-to-gif",
};
