import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  budgetBytesFor,
  budgetRoutePaths,
  formatTable,
  isStaticPagePath,
  jsBudgetBytes,
  measurePageJs,
  staticPageJsBudgetBytes,
} from "../scripts/js-budget.ts";
import { siteTools } from "../src/site/tools.server.ts";
import { setUpSite } from "./helpers/set-up-site.ts";

// Every route of the built site, one browser, pages in sequence (issue 18). Axe on every route is
// in site-axe.test.ts: a file of its own, so the two halves can run on both workers at once.
const site = setUpSite();
const routes = await budgetRoutePaths();
const toolPaths = new Set<string>(siteTools.map((tool) => tool.path));

async function openPage(viewport: { width: number; height: number }) {
  const context = await site.browser.newContext({ viewport });
  // Only our own origin: nothing external is needed to check a page.
  await context.route("**/*", (route) =>
    new URL(route.request().url()).origin === site.baseUrl ? route.continue() : route.abort(),
  );
  return context;
}

describe(`JavaScript per page (issue 29: tool pages ≤ ${jsBudgetBytes / 1024} KB, static pages ≤ ${staticPageJsBudgetBytes / 1024} KB, gzip)`, () => {
  test.each(routes)("%s: within its budget before any interaction", async (path) => {
    const row = await measurePageJs(site.browser, site.baseUrl, path);
    expect(row.gzipBytes, formatTable([row])).toBeLessThanOrEqual(budgetBytesFor(path));
    // A tool page's editor code waits for the visitor's intent.
    expect(row.files.filter((file) => /editor|tool-workspace|input-free-flow/.test(file))).toEqual(
      [],
    );
    // A static page fetches its one script and no framework chunk.
    if (isStaticPagePath(path))
      expect(row.files).toEqual([
        expect.stringMatching(/^\/assets\/static-page-[0-9a-f]{10}\.js$/),
      ]);
    else expect(row.files).toContainEqual(expect.stringMatching(/\/framework-/));
  });
});

describe("Content-Security-Policy: no violation", () => {
  test.each(routes)("%s (tool pages: also once the editor's code has loaded)", async (path) => {
    const context = await openPage({ width: 1280, height: 900 });
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
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: "networkidle" });
      if (toolPaths.has(path)) await loadEditorCode(page);
    } finally {
      await context.close();
    }
    expect(violations).toEqual([]);
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
