import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Old links in guide and article text, answered with 301 to the canonical route (DESIGN §2). */
export const aliasRedirects: Record<string, string> = {
  "/crop-gif": "/crop",
  "/resize-gif": "/resize",
  "/optimize-gif": "/optimize",
  "/reverse-gif": "/reverse",
  "/add-text-to-gif": "/add-text",
  "/tools/gif-maker": "/gif-maker",
  "/tools/gif-optimizer": "/optimize",
  "/tools/video-to-gif": "/video-to-gif",
};

/**
 * Serves the prerendered web site from the same origin as the API. A path is answered with its
 * prerendered `index.html` when there is one; any other path gets the not-found page with 404.
 */
export async function registerStaticSite(app: FastifyInstance, webRoot: string): Promise<void> {
  for (const [from, to] of Object.entries(aliasRedirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, "web site not built; only the API is served");
    return;
  }
  await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false, serve: false });

  const notFoundPage = async () => {
    for (const name of ["404.html", "__spa-fallback.html", "index.html"]) {
      const path = join(webRoot, name);
      if (existsSync(path)) return readFile(path);
    }
    return Buffer.from("<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  };

  app.get("/*", async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (pathname.startsWith("/api/")) {
      return reply
        .status(404)
        .send({ error: `No such endpoint: GET ${pathname}`, code: "not-found" });
    }
    const relative = normalize(pathname)
      .replace(/^(\.\.(\/|\\|$))+/, "")
      .replace(/^\/+/, "");
    const candidates = [
      relative,
      join(relative, "index.html"),
      `${relative.replace(/\/$/, "")}.html`,
    ];
    for (const candidate of candidates) {
      if (!candidate || candidate.startsWith("..")) continue;
      try {
        if ((await stat(join(webRoot, candidate))).isFile()) {
          // Only Vite's content-hashed assets may be cached forever.
          const hashed = candidate.startsWith("assets/");
          return reply
            .header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache")
            .sendFile(candidate);
        }
      } catch {
        // try the next form
      }
    }
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .send(await notFoundPage());
  });
}
