/**
 * Build step after `react-router build`: turns the prerendered not-found screen into 404.html
 * (the server sends it with status 404 for any unknown path), drops files the static server does
 * not need, and checks that every route has its HTML.
 */
import { access, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { importSiteModule } from "./import-site-module.ts";

const { prerenderPaths } = await importSiteModule<typeof import("../src/site/prerender-paths.ts")>(
  "../src/site/prerender-paths.ts",
);
const { notFoundPrerenderPath } = await importSiteModule<
  typeof import("../src/site/route-table.ts")
>("../src/site/route-table.ts");
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
  `post-build: 404.html written; ${pages} prerendered paths present; ${compressed} files pre-compressed`,
);
