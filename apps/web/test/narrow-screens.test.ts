import { tools } from "@gifkit/tools";
import { describe, expect, it } from "vitest";
import { setUpSite } from "./helpers/set-up-site.ts";

/**
 * No tool page is wider than a 375 px phone (issue 24: /optimize was 518 px wide, its guide's
 * table pushing the page's grid column wider than the screen instead of scrolling inside it).
 */
describe("Tool pages on a 375 px phone", () => {
  const site = setUpSite();

  it("fit the screen: nothing wider than 375 px, tables scroll inside their own box", async () => {
    const page = await site.page(375);
    const tooWide: string[] = [];
    for (const id of Object.keys(tools)) {
      await page.goto(`${site.baseUrl}/${id}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`/${id}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
    await page.context().close();
  });
});
