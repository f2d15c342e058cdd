import { legalSources } from "./legal-sources.ts";

/**
 * What each canonical page is made from (repository paths; a folder counts for everything in
 * it). The sitemap's `lastmod` of a page is the date of the last commit that changed any of
 * them: scripts/generate-images.ts asks git before the build and writes page-dates.json.
 * Articles are dated by their own front matter instead.
 */
const staticPageSources: Record<string, readonly string[]> = {
  "/": ["apps/web/app/routes/home.tsx", "apps/web/src/content/examples.json"],
  "/blog": ["apps/web/app/routes/blog-index.tsx", "apps/web/content/blog"],
  "/tools": [
    "apps/web/app/routes/tools.tsx",
    "apps/web/src/site/tool-groups.ts",
    // Each tool's name, card and group (a git pathspec: every folder's about.ts).
    "packages/tools/src/*/about.ts",
  ],
  "/about": ["apps/web/app/routes/about.tsx"],
  "/help": ["apps/web/app/routes/help.tsx"],
  "/faq": [
    "apps/web/app/routes/faq.tsx",
    "apps/web/src/content/faq.server.ts",
    // Its words in every language (the English ones too).
    "apps/web/src/i18n/pages/faq",
  ],
  "/contact": ["apps/web/app/routes/contact.tsx"],
  "/privacy-policy": legalSources.privacy,
  "/terms": legalSources.terms,
  "/cookie-policy": legalSources.cookies,
  "/api": [
    "apps/web/app/routes/api-info.tsx",
    "apps/web/src/content/api-page.server.ts",
    // Its words in every language (the English ones too) and the key request form's.
    "apps/web/src/i18n/pages/api",
    "apps/web/src/api-keys/key-request-form.tsx",
    "packages/tools/src/generated/registry.ts",
    "packages/contracts/src/caller-limits.ts",
  ],
  "/api-key": ["apps/web/app/routes/api-key.tsx", "apps/web/src/api-keys"],
};

/**
 * A tool page is its folder (content.md, about.ts, the editor) but its tests (a git pathspec
 * exclusion: they change no page), and the shared tool page.
 */
export function pageSources(path: string): readonly string[] {
  return (
    staticPageSources[path] ?? [
      `packages/tools/src${path}`,
      `:(exclude)packages/tools/src${path}/test`,
      "apps/web/app/routes/tool.tsx",
      "apps/web/src/tool-page",
    ]
  );
}

/** Where scripts/generate-images.ts writes each page's date (a cache: made again by every build). */
export const pageDatesFile = "apps/web/node_modules/.cache/gifkit/page-dates.json";
