import { expect, test } from "vitest";
import { setUpSite } from "./helpers/set-up-site.ts";

/**
 * The cookie banner is reached by the keyboard right after the skip link, on any page: it covers
 * the bottom of the window until answered, and it took 101 Tabs to reach on Draw (after every
 * link of the page).
 */
const site = setUpSite();

test("Tab reaches the cookie banner right after the skip link, and Enter answers it", async () => {
  const page = await site.page(375, { consent: "unanswered" });
  await page.goto(`${site.baseUrl}/draw`);
  await page.locator("[data-tool-workspace][data-interactive]").waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  const seen: string[] = [];
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Tab");
    seen.push(await focused());
  }
  expect(seen).toEqual(["Skip to content", "Cookie policy", "Decline non-essential"]);
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-consent-open")))
    .toBe(false);
  await page.context().close();
});
