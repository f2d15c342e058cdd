import { type RouteConfig, route } from "@react-router/dev/routes";
import {
  aliasRedirects,
  notFoundPrerenderPath,
  privacyAliasPath,
  staticPagePaths,
} from "../src/site/route-table.ts";
import { pageTools } from "../src/site/tools.server.ts";

const staticPageFiles: Record<(typeof staticPagePaths)[number], string> = {
  "/tools": "routes/tools.tsx",
  "/about": "routes/about.tsx",
  "/help": "routes/help.tsx",
  "/faq": "routes/faq.tsx",
  "/contact": "routes/contact.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/terms": "routes/terms.tsx",
  "/cookie-policy": "routes/cookie-policy.tsx",
  "/api": "routes/api-info.tsx",
  "/api-key": "routes/api-key.tsx",
};

/**
 * Each page's path, with an optional language segment in front (issue 38: "/es/resize" as well as
 * "/resize"): one route per page whatever the number of languages, so the route manifest every
 * tool page loads does not grow with them. The modules read the language from the path
 * (src/i18n/languages.ts), and only the languages' real addresses are prerendered
 * (prerender-paths.ts); the blog stays English, without the segment.
 */
const inAnyLanguage = (path: string) => (path ? `:lang?/${path}` : ":lang?");

export default [
  route(inAnyLanguage(""), "routes/home.tsx", { id: "routes/home" }),
  // One lazily loaded module serves every tool page; the path tells it which tool.
  ...pageTools.map((tool) =>
    route(inAnyLanguage(tool.path.slice(1)), "routes/tool.tsx", { id: `tool-${tool.id}` }),
  ),
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  ...staticPagePaths.map((path) => route(inAnyLanguage(path.slice(1)), staticPageFiles[path])),
  route(privacyAliasPath.slice(1), "routes/privacy-policy.tsx", { id: "privacy-alias" }),
  ...Object.keys(aliasRedirects).map((path) =>
    route(path.slice(1), "routes/alias-redirect.tsx", { id: `alias${path.replaceAll("/", "-")}` }),
  ),
  // The not-found page's own prerendered address (/404, /es/404: 404.html), named so that the
  // optional language segment of the home route does not take "404" for a language.
  route(inAnyLanguage(notFoundPrerenderPath.slice(1)), "routes/not-found.tsx", {
    id: "not-found-page",
  }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
