import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import {
  budgetRoutePaths,
  formatTable,
  jsBudgetBytes,
  measureAllPages,
} from "../scripts/js-budget.ts";
import { siteTools } from "../src/site/tools.ts";
import { launchChromium, startSiteServer } from "./helpers/site.ts";

// Every route of the built site, one browser, pages in sequence (issue 18).
let browser: Browser;
let server: TestServer;
const routes = budgetRoutePaths();
const toolPaths = new Set<string>(siteTools.map((tool) => tool.path));

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  // Only our own origin: nothing external is needed to check a page.
  await context.route("**/*", (route) =>
    new URL(route.request().url()).origin === server.baseUrl ? route.continue() : route.abort(),
  );
  return context;
}

describe("JavaScript per page", () => {
  test(`every route fetches at most ${jsBudgetBytes / 1024} KB of JS (gzip) before any interaction`, async () => {
    const rows = await measureAllPages(browser, server.baseUrl, routes);
    console.log(formatTable(rows));
    expect(rows.map((row) => row.path)).toEqual(routes);
    expect(rows.filter((row) => row.gzipBytes > jsBudgetBytes).map((row) => row.path)).toEqual([]);
    // The editors are not part of a cold tool page.
    for (const row of rows.filter((candidate) => toolPaths.has(candidate.path)))
      expect(
        row.files.filter((file) => /editor|tool-workspace|input-free-flow/.test(file)),
      ).toEqual([]);
  });
});

describe("Content-Security-Policy", () => {
  test("no page, nor a tool's editor code once loaded, triggers a violation", async () => {
    const context = await openPage({ width: 1280, height: 900 });
    const violations: string[] = [];
    try {
      for (const path of routes) {
        const page = await context.newPage();
        await page.exposeFunction("reportViolation", (text: string) =>
          violations.push(`${path}: ${text}`),
        );
        await page.addInitScript(() =>
          document.addEventListener("securitypolicyviolation", (event) =>
            (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
              `${event.violatedDirective} ${event.blockedURI}`,
            ),
          ),
        );
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text()))
            violations.push(`${path}: ${message.text()}`);
        });
        await page.goto(`${server.baseUrl}${path}`, { waitUntil: "networkidle" });
        if (toolPaths.has(path)) await loadEditorCode(page);
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(violations).toEqual([]);
  });
});

/** Hovers the tool area (intent) and waits until the editor's code has arrived and run. */
async function loadEditorCode(page: Page) {
  const workspace = page.locator("[data-tool-workspace]");
  await workspace.waitFor();
  const editorChunk = page.waitForResponse((response) =>
    /\/assets\/(tool-workspace|input-free-flow)-[^/]+\.js$/.test(response.url()),
  );
  await workspace.hover();
  await editorChunk;
  await page.waitForLoadState("networkidle");
}

describe.each([
  { name: "375 px", viewport: { width: 375, height: 800 } },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
])("axe: no serious or critical finding on any route ($name)", ({ viewport }) => {
  test("every route", async () => {
    const context = await openPage(viewport);
    const findings: string[] = [];
    try {
      const page = await context.newPage();
      for (const path of routes) {
        await page.goto(`${server.baseUrl}${path}`);
        await context.clearCookies();
        // The cookie banner is part of a first visit: check it too.
        await page.getByRole("region", { name: "Cookie consent" }).waitFor();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact !== "serious" && violation.impact !== "critical") continue;
          findings.push(
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
        }
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});
