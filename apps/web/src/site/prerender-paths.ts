import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { canonicalPagePaths, notFoundPrerenderPath, privacyAliasPath } from "./route-table.ts";

const blogDirectory = fileURLToPath(new URL("../../content/blog/", import.meta.url));

/** Slugs of the articles present, from their file names. */
export function blogSlugsOnDisk(): string[] {
  return readdirSync(blogDirectory)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

/** Everything the build renders to HTML (sitemap.xml and robots.txt are written after it). */
export function prerenderPaths(): string[] {
  return [
    ...canonicalPagePaths(),
    privacyAliasPath,
    ...blogSlugsOnDisk().map((slug) => `/blog/${slug}`),
    notFoundPrerenderPath,
  ];
}
