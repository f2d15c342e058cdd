import { allPosts } from "../../src/content/blog.server.ts";
import { absoluteUrl, canonicalPagePaths } from "../../src/site/route-table.ts";
import { siteTools } from "../../src/site/tools.ts";

const toolPaths = new Set<string>(siteTools.map((tool) => tool.path));

/** sitemap.xml, written at build time from the route table and the blog list. */
export function loader() {
  const posts = allPosts();
  // ISO dates sort as text.
  const latestPostDate =
    posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1) ?? "";
  const entries = [
    ...canonicalPagePaths().map((path) => ({
      loc: absoluteUrl(path),
      lastmod: path === "/blog" ? latestPostDate : undefined,
      priority:
        path === "/" ? "1.0" : toolPaths.has(path) ? "0.9" : path === "/blog" ? "0.7" : "0.5",
    })),
    ...posts.map((post) => ({
      loc: absoluteUrl(`/blog/${post.slug}`),
      lastmod: post.updated ?? post.date,
      priority: "0.6",
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${entry.loc}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}<priority>${entry.priority}</priority></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
