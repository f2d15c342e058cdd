import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { splitFrontMatter } from "../content/markdown.server.ts";
import { pageDatesFile } from "./page-sources.ts";
import { canonicalPagePaths } from "./prerender-paths.ts";
import { absoluteUrl } from "./route-table.ts";
import { siteTools } from "./tools.server.ts";

const blogDirectory = fileURLToPath(new URL("../../content/blog/", import.meta.url));
const toolPaths = new Set<string>(siteTools.map((tool) => tool.path));
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * Each page's last change (YYYY-MM-DD by path), written before the build by
 * scripts/generate-images.ts from git; missing, the sitemap cannot be honest, so it fails.
 */
function pageDates(): Record<string, string> {
  const file = `${repositoryRoot}${pageDatesFile}`;
  if (!existsSync(file)) throw new Error(`sitemap: ${pageDatesFile} is missing (run the build)`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

const isoDate = (value: unknown): string | undefined =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "string"
      ? value
      : undefined;

/** sitemap.xml from the route table and the articles on disk (written by scripts/post-build.ts). */
export function sitemapXml(): string {
  const posts = readdirSync(blogDirectory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const { data } = splitFrontMatter(readFileSync(`${blogDirectory}${name}`, "utf8"), name);
      const front = data as { slug?: string; date?: unknown; updated?: unknown };
      return {
        slug: front.slug ?? name.slice(0, -".md".length),
        lastmod: isoDate(front.updated) ?? isoDate(front.date) ?? "",
      };
    });
  // ISO dates sort as text.
  const latestPostDate =
    posts
      .map((post) => post.lastmod)
      .sort()
      .at(-1) ?? "";
  const dates = pageDates();
  const entries = [
    ...canonicalPagePaths().map((path) => ({
      loc: absoluteUrl(path),
      // The blog index changes with its newest article as well as with its own code.
      lastmod:
        path === "/blog" ? [latestPostDate, dates[path] ?? ""].sort().at(-1) : (dates[path] ?? ""),
      priority:
        path === "/" ? "1.0" : toolPaths.has(path) ? "0.9" : path === "/blog" ? "0.7" : "0.5",
    })),
    ...posts.map((post) => ({
      loc: absoluteUrl(`/blog/${post.slug}`),
      lastmod: post.lastmod,
      priority: "0.6",
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${entry.loc}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}<priority>${entry.priority}</priority></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the API may be crawled. */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}
