import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { splitFrontMatter } from "../content/markdown.server.ts";
import { toolContentLanguages } from "../content/tool-content.server.ts";
import { localizedPath, prefixedLanguages } from "../i18n/languages.ts";
import { translatedStaticPagePaths } from "../i18n/page-copies.server.ts";
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
    // Every page in every other language it is written in (issue 38): the home page and each
    // tool page with its content.<code>.md, each static page with its i18n/pages copy. A page still in English under /<lang>/ has the
    // English page as its canonical, so it is not listed twice.
    ...prefixedLanguages.flatMap((language) =>
      [...translatedPagePaths(language.code)].map((path) => ({
        loc: absoluteUrl(localizedPath(path, language)),
        lastmod: dates[path] ?? "",
        priority: path === "/" ? "1.0" : toolPaths.has(path) ? "0.9" : "0.5",
      })),
    ),
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

/** The English paths of the pages whose own words exist in `languageCode` (a language but English). */
export function translatedPagePaths(languageCode: string): string[] {
  return [
    "/",
    ...siteTools
      .filter((tool) => toolContentLanguages(tool.id).includes(languageCode))
      .map((tool) => tool.path),
    ...translatedStaticPagePaths,
  ];
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
