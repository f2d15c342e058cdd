import { tools } from "@gifkit/tools";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import { launchChromium, newPageAt, startSiteServer } from "./helpers/site.ts";

/**
 * No tool page is wider than a 375 px phone (issue 24: /optimize was 518 px wide, its guide's
 * table pushing the page's grid column wider than the screen instead of scrolling inside it).
 */
describe("Tool pages on a 375 px phone", () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("fit the screen: nothing wider than 375 px, tables scroll inside their own box", async () => {
    const page = await newPageAt(browser, 375);
    const tooWide: string[] = [];
    for (const id of Object.keys(tools)) {
      await page.goto(`${server.baseUrl}/${id}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`/${id}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
    await page.context().close();
  });
});
