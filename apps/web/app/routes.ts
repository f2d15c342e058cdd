import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { prefixedLanguages } from "../src/i18n/languages.ts";
import { aliasRedirects, privacyAliasPath, staticPagePaths } from "../src/site/route-table.ts";
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

export default [
  index("routes/home.tsx"),
  // One lazily loaded module serves every tool page; the path tells it which tool.
  ...pageTools.map((tool) =>
    route(tool.path.slice(1), "routes/tool.tsx", { id: `tool-${tool.id}` }),
  ),
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  ...staticPagePaths.map((path) => route(path.slice(1), staticPageFiles[path])),
  route(privacyAliasPath.slice(1), "routes/privacy-policy.tsx", { id: "privacy-alias" }),
  ...Object.keys(aliasRedirects).map((path) =>
    route(path.slice(1), "routes/alias-redirect.tsx", { id: `alias${path.replaceAll("/", "-")}` }),
  ),
  // Every page but the blog again under each other language's prefix (issue 38), with ids of their
  // own; the modules read the language from the path. The blog stays English.
  ...prefixedLanguages.flatMap(({ prefix }) => [
    route(prefix, "routes/home.tsx", { id: `home-${prefix}` }),
    ...pageTools.map((tool) =>
      route(`${prefix}${tool.path}`, "routes/tool.tsx", { id: `tool-${tool.id}-${prefix}` }),
    ),
    ...staticPagePaths.map((path) =>
      route(`${prefix}${path}`, staticPageFiles[path], {
        id: `${prefix}${path.replace("/", "-")}`,
      }),
    ),
    route(`${prefix}/*`, "routes/not-found.tsx", { id: `not-found-${prefix}` }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
