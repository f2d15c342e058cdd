/**
 * Build step after `react-router build`: turns the prerendered not-found screen into 404.html
 * (the server sends it with status 404 for any unknown path), drops files the static server does
 * not need, checks that every route has its HTML, and gives every public file (examples, images,
 * icons) a content-hashed name the pages use, so the server can let browsers keep it for a year.
 */
import { createHash } from "node:crypto";
import { access, copyFile, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { build } from "vite";
import { deferAppScriptsIn } from "./defer-app-scripts.ts";
import { importSiteModule } from "./import-site-module.ts";

const { prerenderPaths } = await importSiteModule<typeof import("../src/site/prerender-paths.ts")>(
  "../src/site/prerender-paths.ts",
);
const { notFoundPrerenderPath } = await importSiteModule<
  typeof import("../src/site/route-table.ts")
>("../src/site/route-table.ts");
const { staticPageScriptPlaceholder } = await importSiteModule<
  typeof import("../src/site/static-page-script.ts")
>("../src/site/static-page-script.ts");
const { robotsTxt, sitemapXml } =
  await importSiteModule<typeof import("../src/site/sitemap.ts")>("../src/site/sitemap.ts");

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const notFoundDirectory = `${client}${notFoundPrerenderPath.slice(1)}`;

await rename(`${notFoundDirectory}/index.html`, `${client}404.html`);
await rm(notFoundDirectory, { recursive: true, force: true });
// The not-found route has no loader, but drop any data file and the SPA fallback we never serve.
for (const leftover of [`${notFoundDirectory}.data`, `${client}__spa-fallback.html`]) {
  await rm(leftover, { force: true });
}

const missing: string[] = [];
for (const path of prerenderPaths()) {
  if (path === notFoundPrerenderPath) continue;
  const file = path.includes(".")
    ? `${client}${path.slice(1)}`
    : `${client}${path === "/" ? "" : `${path.slice(1)}/`}index.html`;
  try {
    await access(file);
  } catch {
    missing.push(path);
  }
}
if (missing.length) {
  console.error(`post-build: no prerendered file for ${missing.join(", ")}`);
  process.exit(1);
}
await writeFile(`${client}sitemap.xml`, sitemapXml());
await writeFile(`${client}robots.txt`, robotsTxt());

await buildStaticPageScript();
await hashPublicFiles();
const deferred = await deferAppScriptsIn(client);

// Pre-compressed siblings: the server sends foo.js.br or foo.js.gz to browsers that accept them.
const compressible = /\.(js|css|svg|xml|txt|data|webmanifest|json)$/;
let compressed = 0;
for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}

const pages = prerenderPaths().length;
console.log(
  `post-build: 404.html written; ${pages} prerendered paths present; ${compressed} files pre-compressed; app scripts deferred to after the first paint in ${deferred} pages`,
);

/**
 * The static pages' one script (src/static-page/static-page.ts): built on its own, so it shares
 * no chunk with the app (a shared chunk would pull the framework in), as one minified file named
 * after its content, which replaces the placeholder app/root.tsx writes in those pages.
 */
async function buildStaticPageScript(): Promise<void> {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    root: fileURLToPath(new URL("../", import.meta.url)),
    // As in vite.config.ts: a publisher id given at build time (the server's meta tag wins).
    define: { __GIFKIT_ADS_CLIENT_ID__: JSON.stringify(process.env.ADS_CLIENT_ID ?? "") },
    build: {
      write: false,
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL("../src/static-page/static-page.ts", import.meta.url)),
        // One file: the examples' player (a lazy import in the app) is small enough to come along.
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output : [],
  );
  const [chunk, ...others] = chunks.filter((file) => file.type === "chunk");
  if (!chunk || others.length)
    throw new Error("post-build: the static page script is not one file");
  const code = chunk.code;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
  const publicPath = `/assets/static-page-${hash}.js`;
  await writeFile(`${client}${publicPath.slice(1)}`, code);
  let pages = 0;
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const path = join(entry.parentPath, entry.name);
    const html = await readFile(path, "utf8");
    const tag = `src="${staticPageScriptPlaceholder}"`;
    if (!html.includes(tag)) continue;
    await writeFile(path, html.replace(tag, `src="${publicPath}"`));
    pages += 1;
  }
  console.log(
    `post-build: ${publicPath} (${(gzipSync(code).length / 1024).toFixed(1)} KB gzip) in ${pages} static pages`,
  );
}

/**
 * Files copied from public/ keep their names, so they cannot be cached for long: a new build may
 * change them. Each gets a copy named after its content (`speed-output.3f9a2b1c0d.mp4`) and every
 * root-relative reference to it in the built pages, page data, scripts, styles and the web
 * manifest is rewritten to that name; the server caches such names for a year (static-site.ts).
 * The plain names stay, revalidated, for links from outside (a shared image, /favicon.ico).
 * Absolute URLs (Open Graph images, the logo in structured data) keep the plain names: crawlers
 * keep them for a long time.
 */
async function hashPublicFiles(): Promise<void> {
  const renamed = new Map<string, string>();
  const allFiles = async () =>
    (await readdir(client, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  const hashCopies = async (pattern: RegExp) => {
    for (const path of await allFiles()) {
      const publicPath = `/${relative(client, path).split("\\").join("/")}`;
      // Vite's own output is already hashed; /favicon.ico is asked for by name.
      if (!pattern.test(publicPath) || publicPath.startsWith("/assets/")) continue;
      if (publicPath === "/favicon.ico" || renamed.has(publicPath)) continue;
      if ([...renamed.values()].includes(publicPath)) continue;
      const hash = createHash("sha256")
        .update(await readFile(path))
        .digest("hex")
        .slice(0, 10);
      const dot = publicPath.lastIndexOf(".");
      const hashed = `${publicPath.slice(0, dot)}.${hash}${publicPath.slice(dot)}`;
      await copyFile(path, `${client}${hashed.slice(1)}`);
      renamed.set(publicPath, hashed);
    }
  };
  // A path counts only as a whole quoted, bracketed or srcset-separated token.
  const reference =
    /(?<=["'(\s,])\/[\w./-]+\.(?:gif|webp|png|jpe?g|avif|svg|mp4|webm|webmanifest)(?=["')\s,?#\\])/g;
  let rewrittenFiles = 0;
  const rewriteReferences = async (pattern: RegExp) => {
    for (const path of await allFiles()) {
      if (!pattern.test(path)) continue;
      const text = await readFile(path, "utf8");
      const rewritten = text.replace(reference, (match) => renamed.get(match) ?? match);
      if (rewritten === text) continue;
      await writeFile(path, rewritten);
      rewrittenFiles += 1;
    }
  };
  // Media first; the web manifest names icons, so it is hashed once its own references are.
  await hashCopies(/\.(gif|webp|png|jpe?g|avif|svg|mp4|webm)$/);
  await rewriteReferences(/\.webmanifest$/);
  await hashCopies(/\.webmanifest$/);
  await rewriteReferences(/\.(html|data|js|css|json)$/);
  console.log(
    `post-build: ${renamed.size} public files given hashed names; references rewritten in ${rewrittenFiles} files`,
  );
}
