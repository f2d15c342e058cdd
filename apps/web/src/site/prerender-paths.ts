import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { localizedPath, prefixedLanguages } from "../i18n/languages.ts";
import { notFoundPrerenderPath, privacyAliasPath, staticPagePaths } from "./route-table.ts";
import { pageTools, siteTools } from "./tools.server.ts";

/** Every page that gets its own canonical URL, for the sitemap (blog articles come after). */
export function canonicalPagePaths(): string[] {
  return ["/", ...siteTools.map((tool) => tool.path), "/blog", ...staticPagePaths];
}

const blogDirectory = fileURLToPath(new URL("../../content/blog/", import.meta.url));

/** Slugs of the articles present, from their file names. */
export function blogSlugsOnDisk(): string[] {
  return readdirSync(blogDirectory)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

/**
 * The pages every other language has too (issue 38), as English paths: all but the blog (which
 * stays English) and the old addresses.
 */
export function localizablePagePaths(): string[] {
  return ["/", ...pageTools.map((tool) => tool.path), ...staticPagePaths, notFoundPrerenderPath];
}

/** Everything the build renders to HTML (sitemap.xml and robots.txt are written after it). */
export function prerenderPaths(): string[] {
  return [
    ...englishPrerenderPaths(),
    ...prefixedLanguages.flatMap((language) =>
      localizablePagePaths().map((path) => localizedPath(path, language)),
    ),
  ];
}

function englishPrerenderPaths(): string[] {
  return [
    ...canonicalPagePaths(),
    // A page not listed (Prompt to GIF without a generation server) still answers, saying so.
    ...pageTools.filter((tool) => !siteTools.includes(tool)).map((tool) => tool.path),
    privacyAliasPath,
    ...blogSlugsOnDisk().map((slug) => `/blog/${slug}`),
    notFoundPrerenderPath,
  ];
}

/**
 * The pages of each other language the browser suite loads (JS budget, axe at 375 and 1280 px):
 * its home page and one tool page, a different tool per language (the code is the same in every
 * language; what differs is the words, so each language is checked on both templates without
 * loading every route eight times: issue 23, the suite's time).
 */
export function languageSamplePaths(): string[] {
  const tools = [
    "/video-to-gif",
    "/resize",
    "/gif-maker",
    "/crop",
    "/optimize",
    "/add-text",
    "/faq",
  ];
  return prefixedLanguages.flatMap((language, index) => [
    localizedPath("/", language),
    localizedPath(tools[index % tools.length] ?? "/video-to-gif", language),
  ]);
}

/** Whether `path` is a page of a language other than English. */
export const isOtherLanguagePath = (path: string): boolean =>
  prefixedLanguages.some(
    (language) => path === `/${language.prefix}` || path.startsWith(`/${language.prefix}/`),
  );
