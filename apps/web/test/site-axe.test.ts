import { describe, test } from "vitest";
import { budgetRoutePaths } from "../scripts/js-budget.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { seriousAxeViolations } from "./helpers/site.ts";

// Axe on every route of the built site at 375 px (issue 18). The 1280 px pass is in
// site-quality.test.ts, on the page load that also measures the page's JavaScript and CSP: one
// load per route and width instead of two (issue 23), and the two files run side by side.
const site = setUpSite();
const routes = await budgetRoutePaths();

describe("axe at 375 px: no serious or critical finding", () => {
  // Two pages at a time (maxConcurrency in vitest.config.ts): much of a page's time is spent
  // waiting (load, fonts), not computing.
  test.concurrent.for(routes)("%s", async (path, { expect }) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    // Only our own origin: nothing external is needed to check a page.
    await context.route("**/*", (route) =>
      new URL(route.request().url()).origin === site.baseUrl ? route.continue() : route.abort(),
    );
    try {
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}${path}`);
      // The cookie banner is part of a first visit: check it too.
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
