import type { Page } from "playwright-core";
import { describe, test } from "vitest";
import {
  budgetBytesFor,
  budgetRoutePaths,
  formatTable,
  isStaticPagePath,
  jsBudgetBytes,
  measureJsOnPage,
  staticPageJsBudgetBytes,
} from "../scripts/js-budget.ts";
import { siteTools } from "../src/site/tools.server.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { seriousAxeViolations } from "./helpers/site.ts";

// Every route of the built site, one cold load each (issues 18, 23, 29): at 1280 px the JavaScript
// it fetches before any interaction, axe on one page per template (`axeAt1280`), then, on tool
// pages, the editor's code loaded as a visitor's intent would; then the same page at 375 px, axe
// on every route; all with no Content-Security-Policy violation. One load serves every check
// (issue 23: the suite's time; the page at 375 px is the same document laid out narrow, as on a
// phone turned or a window narrowed).
const site = setUpSite();
const routes = await budgetRoutePaths();
const toolPaths = new Set<string>(siteTools.map((tool) => tool.path));

/**
 * Routes axe checks at 1280 px as well: every page whose template is its own, and one page of
 * each shared template (a GIF tool, Video to GIF, an article). At 375 px axe checks every route,
 * which covers what differs between pages of one template (their text, images and links); at
 * 1280 px only the layout differs, and it is the template's (issue 23: the suite's time).
 */
const firstArticle = routes.find((path) => path.startsWith("/blog/"));
const firstGifTool = [...toolPaths].find((path) => path !== "/video-to-gif");
const axeAt1280 = new Set(
  routes.filter(
    (path) =>
      (!toolPaths.has(path) && !path.startsWith("/blog/")) ||
      path === firstArticle ||
      path === firstGifTool ||
      path === "/video-to-gif",
  ),
);

describe(`each page: JavaScript at 1280 px (tool pages ≤ ${jsBudgetBytes / 1024} KB, static pages ≤ ${staticPageJsBudgetBytes / 1024} KB, gzip), axe at 1280 px (one page per template) and 375 px (every page), no CSP violation`, () => {
  // Two pages at a time (maxConcurrency in vitest.config.ts): much of a page's time is spent
  // waiting (load, fonts, network idle), not computing.
  test.concurrent.for(routes)("%s", async (path, { expect }) => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only our own origin: an ad or analytics script (not loaded without consent) is not ours.
    await context.route("**/*", (route) =>
      new URL(route.request().url()).origin === site.baseUrl ? route.continue() : route.abort(),
    );
    const violations: string[] = [];
    try {
      const page = await context.newPage();
      await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        ),
      );
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });

      const row = await measureJsOnPage(page, site.baseUrl, path);
      expect(row.gzipBytes, formatTable([row])).toBeLessThanOrEqual(budgetBytesFor(path));
      // A tool page's editor code waits for the visitor's intent.
      expect(
        row.files.filter((file) => /editor|tool-workspace|input-free-flow/.test(file)),
      ).toEqual([]);
      // A static page fetches its one script and no framework chunk.
      if (isStaticPagePath(path))
        expect(row.files).toEqual([
          expect.stringMatching(/^\/assets\/static-page-[0-9a-f]{10}\.js$/),
        ]);
      else expect(row.files).toContainEqual(expect.stringMatching(/\/framework-/));

      if (axeAt1280.has(path)) {
        // A first visit: the cookie banner is on screen and checked too.
        // (Its name is in the page's language: found by its choice buttons' region.)
        await page.locator("section:has([data-consent-choice])").waitFor();
        expect(await seriousAxeViolations(page), "axe at 1280 px").toEqual([]);
      }

      if (toolPaths.has(path)) await loadEditorCode(page);

      // The same page at 375 px, the cookie banner still up (a first visit).
      await page.setViewportSize({ width: 375, height: 800 });
      await page.locator("section:has([data-consent-choice])").waitFor();
      expect(await seriousAxeViolations(page), "axe at 375 px").toEqual([]);
    } finally {
      await context.close();
    }
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });
});

/** Hovers the tool area (intent) and waits until the editor's code has arrived and run. */
async function loadEditorCode(page: Page) {
  const isEditorChunk = (url: string) =>
    /\/assets\/(tool-workspace|input-free-flow)-[^/]+\.js$/.test(url);
  const workspace = page.locator("[data-tool-workspace]");
  await workspace.waitFor();
  const alreadyLoaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  const editorChunk = alreadyLoaded.some(isEditorChunk)
    ? Promise.resolve()
    : page.waitForResponse((response) => isEditorChunk(response.url()));
  await workspace.hover();
  await editorChunk;
  await page.waitForLoadState("networkidle");
}
