import AxeBuilder from "@axe-core/playwright";
import { describe, test } from "vitest";
import { budgetRoutePaths } from "../scripts/js-budget.ts";
import { setUpSite } from "./helpers/set-up-site.ts";

// Axe on every route of the built site at 375 and 1280 px (issue 18), split from
// site-quality.test.ts (JavaScript and CSP per page) so that the two run side by side.
const site = setUpSite();
const routes = await budgetRoutePaths();

async function openPage(viewport: { width: number; height: number }) {
  const context = await site.browser.newContext({ viewport });
  // Only our own origin: nothing external is needed to check a page.
  await context.route("**/*", (route) =>
    new URL(route.request().url()).origin === site.baseUrl ? route.continue() : route.abort(),
  );
  return context;
}

describe.each([
  { name: "375 px", viewport: { width: 375, height: 800 } },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
])("axe: no serious or critical finding ($name)", ({ viewport }) => {
  // Two pages at a time (maxConcurrency in vitest.config.ts): much of a page's time is spent waiting (load,
  // fonts), not computing.
  test.concurrent.for(routes)("%s", async (path, { expect }) => {
    const context = await openPage(viewport);
    try {
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}${path}`);
      // The cookie banner is part of a first visit: check it too.
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        // Only violations are read: axe skips collecting every passing node (its speed option).
        .options({ resultTypes: ["violations"] })
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
