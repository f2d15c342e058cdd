import { useContext, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { adsClientId } from "../src/ads/ads-config.ts";
import { consentModeBootstrapScript } from "../src/consent/consent.ts";
import { ConsentBanner } from "../src/consent/consent-banner.tsx";
import { siteCatalogs } from "../src/i18n/catalogs.server.ts";
import { fill } from "../src/i18n/format.ts";
import { localizedPath, splitLanguagePath } from "../src/i18n/languages.ts";
import type { SiteMessages } from "../src/i18n/messages/en.ts";
import { translatedStaticPagePaths } from "../src/i18n/page-copies.server.ts";
import { usePageLanguage } from "../src/i18n/page-language.ts";
import { markCurrentLinks, startSiteShell } from "../src/shell/site-shell.ts";
import { limitFacts } from "../src/site/limits.ts";
import { isDocumentPagePath, staticPagePaths } from "../src/site/route-table.ts";
import { staticPageScriptPlaceholder } from "../src/site/static-page-script.ts";
import { localizedSiteTools } from "../src/site/tools.server.ts";
import { PrerenderedOnly } from "../src/ui/prerendered-only.tsx";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LanguageSuggestion } from "./layout/language-switcher.tsx";
import { SiteFooter } from "./layout/site-footer.tsx";
import { SiteHeader } from "./layout/site-header.tsx";
import { SpaFallbackRender } from "./spa-fallback-render.ts";

/**
 * Runs at build time: the tool list of the menus, footer and cards, and the page's own language's
 * strings (only that one catalog: issue 38), as every page's data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const { language, path } = splitLanguagePath(pathname);
  return {
    /**
     * A static page whose words are not written in this language yet (the API pages): its body
     * says so and is marked English (tool pages do this themselves).
     */
    englishOnlyPage:
      language.code !== "en" &&
      (staticPagePaths as readonly string[]).includes(path) &&
      !(translatedStaticPagePaths as readonly string[]).includes(path),
    siteTools: localizedSiteTools(language.code),
    languageCode: language.code,
    messages: withLimits(siteCatalogs[language.code]),
    // The switcher's links carry each language's suggestion line, in that language.
    languageSuggestions: Object.fromEntries(
      Object.entries(siteCatalogs).map(([code, catalog]) => [
        code,
        {
          suggestion: catalog.language.suggestion,
          suggestionLink: catalog.language.suggestionLink,
          dismiss: catalog.language.dismiss,
        },
      ]),
    ),
  };
}

/** The error messages' limits filled in from the enforced constants, at build time. */
function withLimits(catalog: SiteMessages): SiteMessages {
  const values = { maxUpload: limitFacts.maxUpload, minutes: limitFacts.resultTtlMinutes };
  const apiErrors = Object.fromEntries(
    Object.entries(catalog.apiErrors).map(([code, text]) => [code, fill(text, values)]),
  ) as SiteMessages["apiErrors"];
  return { ...catalog, apiErrors };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/generated/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { language } = splitLanguagePath(pathname);
  const spaFallback = useContext(SpaFallbackRender);
  // A static page's built HTML carries no framework code: the page is complete as rendered, and
  // one small script (src/static-page/static-page.ts) runs its menus, examples, form and ads
  // (issue 29: ≤ 15 KB). The development server keeps the app everywhere.
  const documentPage =
    import.meta.env.SSR && import.meta.env.PROD && !spaFallback && isDocumentPagePath(pathname);
  return (
    <html lang={language.hreflang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {/* Consent Mode defaults must exist before any other script runs; the same script shows
            and answers the cookie banner (consent.ts). The text is written into the prerendered
            HTML only: hydration keeps the existing script as it is, so the browser bundle need
            not carry it. */}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? consentModeBootstrapScript : "",
          }}
          suppressHydrationWarning
        />
        {/* The stylesheet as a React resource (it has a precedence): React writes it before the
            route modules' preloads, so the first paint does not wait behind ten module fetches
            (issue 29). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        {documentPage ? (
          // post-build.ts builds the script and writes its hashed name here.
          <script type="module" src={staticPageScriptPlaceholder} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

// zod (it comes with the editors) probes for eval support with `new Function("")` at start-up;
// the CSP (no 'unsafe-eval') blocks it and reports a violation even though zod catches the error.
// Its jitless mode skips the probe, and zod reads this global when it loads.
if (!import.meta.env.SSR) {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

// Static pages are documents (isDocumentPagePath): a link to one from a tool page loads it as a
// page instead of drawing it with the router, so what those pages do in the browser lives in one
// place, their own small script. Captured on window, before the router's listener on document.
if (!import.meta.env.SSR) {
  addEventListener(
    "click",
    (event) => {
      const { button, metaKey, ctrlKey, shiftKey, altKey, target } = event;
      if (event.defaultPrevented || button !== 0 || metaKey || ctrlKey || shiftKey || altKey)
        return;
      const anchor = target instanceof Element ? target.closest("a") : null;
      if (!anchor?.href || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin === location.origin && isDocumentPagePath(url.pathname))
        event.stopPropagation();
    },
    true,
  );
}

// Not part of the prerendered page: loaded after the page is interactive, with a publisher id.
const loadAdScript = () => import("../src/ads/ads.ts");

function Shell({ children }: { children: React.ReactNode }) {
  const { messages, language } = usePageLanguage();
  const englishOnly =
    useRouteLoaderData<{ englishOnlyPage?: boolean }>("root")?.englishOnlyPage === true;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {messages.shell.skipToContent}
      </a>
      {/* Hidden until the head script shows it (no choice stored, or Cookie Settings). Early in
          the page, fixed to the bottom of the window: the keyboard reaches it after the skip
          link, not after every link of the page (it took 101 Tabs on Draw). */}
      <PrerenderedOnly>{import.meta.env.SSR ? <ConsentBanner /> : null}</PrerenderedOnly>
      <PrerenderedOnly>{import.meta.env.SSR ? <SiteHeader /> : null}</PrerenderedOnly>
      <PrerenderedOnly>{import.meta.env.SSR ? <LanguageSuggestion /> : null}</PrerenderedOnly>
      <main id="main" className="flex-1" lang={englishOnly ? "en" : undefined}>
        {englishOnly && (
          <p
            className="container-page pt-4 text-sm text-slate-600"
            lang={language.hreflang}
            data-not-translated
          >
            {messages.language.notTranslated}
          </p>
        )}
        {children}
      </main>
      <PrerenderedOnly>{import.meta.env.SSR ? <SiteFooter /> : null}</PrerenderedOnly>
    </>
  );
}

/**
 * The JSON-LD of a page exists only in its prerendered HTML (src/seo/meta.ts). Once the visitor
 * moves to another page inside the app, it no longer describes what is shown, so it goes.
 */
function useDropStaleStructuredData() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = "";
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
  }, [pathname]);
}

/**
 * The header and footer are prerendered markup (PrerenderedOnly): their links are plain links. A
 * plain click on one to a tool page goes through the router, so it stays a quick move inside the
 * app, and their current-page marks follow it. (Links to static pages load documents: see the
 * capturing listener above, which runs first.)
 */
function usePrerenderedLinksInApp() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => markCurrentLinks(pathname), [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const { button, metaKey, ctrlKey, shiftKey, altKey, target } = event;
      if (event.defaultPrevented || button !== 0 || metaKey || ctrlKey || shiftKey || altKey)
        return;
      const anchor = target instanceof Element ? target.closest("[data-prerendered] a") : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target ||
        anchor.hasAttribute("download")
      )
        return;
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
      // Another language's page is another document (its strings are its own page data).
      if (anchor.hasAttribute("data-language-switch")) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

export default function App() {
  useDropStaleStructuredData();
  usePrerenderedLinksInApp();
  useEffect(() => {
    // The header's menus, Cookie Settings and the footer's year, as on the static pages.
    startSiteShell();
    // For measurements and tests: the page's own start-up code has run.
    document.documentElement.dataset.hydrated = "";
  }, []);
  useEffect(() => {
    // Without a publisher id there are no ads: the loader's code is not even fetched.
    if (!adsClientId()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadAdScript().then(({ startAdLoader }) => {
      if (!cancelled) stop = startAdLoader();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { messages, language } = usePageLanguage();
  const text = messages.errors;
  return (
    <Shell>
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {notFound ? text.notFoundTitle : text.errorTitle}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-slate-600">
          {notFound ? text.notFoundText : text.errorText}
        </p>
        <a href={localizedPath("/", language)} className="btn btn-primary mt-8">
          {text.goHome}
        </a>
      </section>
    </Shell>
  );
}
