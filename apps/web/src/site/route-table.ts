// Its own entry: the client code that reads this table loads no other contract.
import { formerPaths } from "@gifkit/contracts/former-paths";
import { splitLanguagePath } from "../i18n/languages.ts";

/** The site's own origin, used for canonical links, Open Graph and the sitemap. */
export const siteOrigin = "https://gifkit.app";
export const siteName = "GifKit";
export const supportEmail = "support@gifkit.app";
export const socialProfiles = [
  { name: "GifKit on X", label: "X", href: "https://x.com/gifkitapp" },
  { name: "GifKit on GitHub", label: "GitHub", href: "https://github.com/gifkit" },
] as const;

/** Static pages of the route table (spec: site §2), in sitemap order. */
export const staticPagePaths = [
  "/tools",
  "/about",
  "/help",
  "/faq",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/api",
  "/api-key",
] as const;

/** A second address of the privacy policy; its canonical is /privacy-policy (DESIGN §2). */
export const privacyAliasPath = "/privacy";

/**
 * Old links in guide and article text and where they lead (DESIGN §2; the list is shared with the
 * server, which answers them with 301); inside the app a click on one goes straight to the page.
 */
export const aliasRedirects = formerPaths;

/** The path whose prerendered HTML becomes 404.html (the not-found screen). */
export const notFoundPrerenderPath = "/404";

export const absoluteUrl = (path: string): string => `${siteOrigin}${path === "/" ? "/" : path}`;

/**
 * Pages that are plain documents in the browser (issue 29: static pages ship no framework code):
 * home, the blog, the static pages and the not-found screen. Their prerendered HTML loads only
 * src/static-page/static-page.ts; a link to one from a tool page loads it as a document. Tool pages
 * (and the old addresses that lead to them) are the app.
 */
export function isDocumentPagePath(pathname: string): boolean {
  // The same in every language: "/es/faq" is a document like "/faq".
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const { path } = splitLanguagePath(trimmed);
  return (
    path === "/" ||
    path === "/blog" ||
    path.startsWith("/blog/") ||
    path === privacyAliasPath ||
    path === notFoundPrerenderPath ||
    (staticPagePaths as readonly string[]).includes(path)
  );
}
