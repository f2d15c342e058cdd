import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { launchChromium, startSiteServer } from "./helpers/site.ts";

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pages = ["/", "/gif-maker", "/blog", "/blog/ultimate-guide-to-viral-gifs", "/contact"];

describe.each([
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "mobile", viewport: { width: 375, height: 800 } },
])("axe finds no serious or critical violation ($name)", ({ viewport }) => {
  test.each(pages)("%s", async (path) => {
    const context = await browser.newContext({ viewport });
    // Only our own origin: nothing external is needed to check the page.
    await context.route("**/*", (route) =>
      new URL(route.request().url()).origin === server.baseUrl ? route.continue() : route.abort(),
    );
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${path}`);
      // The cookie banner is part of the first visit: check it too.
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
