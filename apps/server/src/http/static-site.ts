import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { formerPaths } from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./http-error.ts";
import { markScriptsForNonce, securePage } from "./security-headers.ts";

export interface StaticSiteOptions {
  /**
   * The ads publisher id given at run time (ADS_CLIENT_ID). The pages are prerendered, so it is
   * handed to them as a meta tag; the page loads the ad script only after consent.
   */
  adsClientId?: string | undefined;
  /**
   * Whether an AI generation backend is set up (GENERATION_BACKEND). Without one every page's
   * <html> says data-generation="off", by which Prompt to GIF's page shows its notice instead of
   * its form from the first paint (app.css), and the sitemap leaves out the tools that need it.
   */
  generationConfigured?: boolean;
}

/** The meta tag the web app reads the run-time publisher id from (apps/web/src/ads/ads.ts). */
export const adsClientMetaName = "gifkit:ads-client";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The query string of a request's URL, with its "?" (empty when there is none). */
const queryOf = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?")) : "");

/** Google's certification authority id for AdSense, the same in every publisher's ads.txt line. */
const googleCertificationId = "f08c47fec0942fa0";

/**
 * /ads.txt (IAB Tech Lab's Authorized Digital Sellers, v1.1): which ad systems may sell this
 * site's ad space. The ads are AdSense's (ADS_CLIENT_ID, "ca-pub-…" in the page's ad tag; the
 * seller's id is the "pub-…" part), so that is the one DIRECT line. Without an id no ads run, and
 * the file says no seller is authorized with the spec's placeholder line (§3.2.1), which buyers
 * read as "nobody": a missing file would mean "anybody" to some of them.
 */
export function adsTxt(adsClientId: string | undefined): string {
  const publisherId = adsClientId?.trim().replace(/^ca-/, "");
  const record = publisherId
    ? `google.com, ${publisherId}, DIRECT, ${googleCertificationId}`
    : "placeholder.example.com, placeholder, DIRECT, placeholder";
  return `# Authorized sellers of this site's ad space (https://iabtechlab.com/ads-txt/)\n${record}\n`;
}

type Encoding = "br" | "gzip" | "identity";

/** A public file's copy named after its content by apps/web/scripts/post-build.ts. */
const contentHashedName = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function preferredEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/**
 * Serves the prerendered web site from the same origin as the API. A path is answered with its
 * prerendered `index.html` when there is one; any other path gets the not-found page with 404.
 * Built assets are served with their pre-compressed .br/.gz siblings (written by the web build);
 * HTML is compressed here, per response: every page carries a fresh CSP nonce on its scripts
 * (security-headers.ts), and the ads meta tag is added at run time.
 */
/** The site's pages are not API calls: the OpenAPI document leaves them out. */
const notInApiDocument = { schema: { hide: true } };

export async function registerStaticSite(
  app: FastifyInstance,
  webRoot: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  // Old links in guide and article text (DESIGN §2): 301 to the page.
  for (const [from, to] of Object.entries(formerPaths)) {
    app.get(from, notInApiDocument, (request, reply) =>
      reply.redirect(`${to}${queryOf(request.url)}`, 301),
    );
  }
  const adsTxtBody = adsTxt(options.adsClientId);
  app.get("/ads.txt", notInApiDocument, (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/plain; charset=utf-8").send(adsTxtBody),
  );
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, "web site not built; only the API is served");
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    serve: false,
    preCompressed: true,
  });

  const adsMeta = options.adsClientId
    ? `<meta name="${adsClientMetaName}" content="${escapeAttribute(options.adsClientId)}"/>`
    : "";
  const htmlCache = new Map<string, { modifiedMs: number; template: string }>();
  const adsEnabled = Boolean(options.adsClientId);
  const generationConfigured = options.generationConfigured ?? false;
  // A site built with a generation backend, served by a server without one: the sitemap's lines
  // for those tools are left out here (a site built without one never lists them).
  const generationPaths = toolList
    .filter((tool) => tool.needsGenerationServer)
    .map((tool) => `/${tool.id}</loc>`);
  let sitemapWithoutGeneration: string | undefined;

  async function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    statusCode: number,
  ) {
    const path = join(webRoot, file);
    const modifiedMs = (await stat(path)).mtimeMs;
    let cached = htmlCache.get(path);
    if (!cached || cached.modifiedMs !== modifiedMs) {
      let html = (await readFile(path, "utf8")).replace("</head>", `${adsMeta}</head>`);
      if (!generationConfigured) html = html.replace("<html ", '<html data-generation="off" ');
      cached = { modifiedMs, template: markScriptsForNonce(html) };
      htmlCache.set(path, cached);
    }
    const plain = Buffer.from(securePage(reply, cached.template, { adsEnabled }));
    // Per response (the nonce differs each time), at levels that take about a millisecond.
    const encoding = preferredEncoding(request);
    const body =
      encoding === "br"
        ? brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === "gzip"
          ? gzipSync(plain, { level: 6 })
          : plain;
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .status(statusCode)
      .header("vary", "accept-encoding")
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(body);
  }

  const notFoundFile = ["404.html", "__spa-fallback.html", "index.html"].find((name) =>
    existsSync(join(webRoot, name)),
  );

  app.get("/*", notInApiDocument, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split("?")[0] ?? "/");
    // "/api/" is the API's page with a trailing slash, as "/blog/" is the blog's; below it, calls.
    if (pathname.startsWith("/api/") && pathname !== "/api/") {
      return reply.status(404).send(errorBody(`No such endpoint: GET ${pathname}`, "not-found"));
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
          if (candidate.endsWith(".html")) return sendHtml(request, reply, candidate, 200);
          if (candidate === "sitemap.xml" && !generationConfigured) {
            sitemapWithoutGeneration ??= (await readFile(join(webRoot, candidate), "utf8"))
              .split("\n")
              .filter((line) => !generationPaths.some((path) => line.includes(path)))
              .join("\n");
            return reply
              .header("cache-control", "no-cache")
              .type("application/xml; charset=utf-8")
              .send(sitemapWithoutGeneration);
          }
          // Only content-hashed names may be cached forever: Vite's assets, and the copies of
          // public files the web build names after their content (`x.3f9a2b1c0d.mp4`).
          const hashed = candidate.startsWith("assets/") || contentHashedName.test(candidate);
          return reply
            .header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache")
            .sendFile(candidate, { cacheControl: false });
        }
      } catch {
        // try the next form
      }
    }
    if (notFoundFile) return sendHtml(request, reply, notFoundFile, 404);
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .send("<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  });
}
