import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpSite } from "./helpers/set-up-site.ts";

/**
 * Issue 41: the first click on "Start recording" was lost when it came before the page's code
 * had started (the prerendered form hydrates on intent), and Prompt to GIF painted an enabled
 * form on a server without a generation backend; the cookie banner covered "Choose a file" on
 * phones. Screenshots at 375 and 1280 px go to
 * $TMPDIR/gifkit-first-click-screenshots.
 */
/** getDisplayMedia counted and left pending (the screen picker "open"): no capture device. */
function countDisplayMediaCalls(page: Page) {
  return page.addInitScript(() => {
    const calls = { count: 0 };
    (window as unknown as { displayMediaCalls: typeof calls }).displayMediaCalls = calls;
    Object.defineProperty(navigator.mediaDevices, "getDisplayMedia", {
      value: () => {
        calls.count += 1;
        return new Promise(() => {});
      },
    });
  });
}

describe("Input-free tool pages before and without their code", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "gifkit-first-click-screenshots");

  it('a click on "Start recording" before the code has started is not lost', async () => {
    const page = await site.page(1280);
    await countDisplayMediaCalls(page);
    // The flow's code arrives 1.5 s late, as on a slow phone: the click lands on the
    // prerendered button before anything could handle it.
    let delayed = 0;
    await page.route(/\/assets\/input-free-flow-[^/]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${site.baseUrl}/record`);
    await page.getByRole("button", { name: "Start recording" }).click();
    expect(await page.locator("[data-tool-workspace][data-interactive]").count()).toBe(0);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { displayMediaCalls: { count: number } }).displayMediaCalls,
        ),
      )
      .toEqual({ count: 1 });
    expect(delayed).toBe(1);
    await expect
      .poll(() => page.locator("[data-record-screen]").getAttribute("data-record-screen"))
      .toBe("asking");
    await page.context().close();
  });

  it('a click on "Start recording" before any of the app\'s code has arrived is not lost', async () => {
    const page = await site.page(1280);
    await countDisplayMediaCalls(page);
    // Every script 1.5 s late: the app starts after the first paint (scripts/defer-app-scripts.ts),
    // so the click lands when only the page's first script listens; it keeps the click for
    // early-intent.ts.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${site.baseUrl}/record`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Start recording" }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { displayMediaCalls: { count: number } }).displayMediaCalls,
        ),
      )
      .toEqual({ count: 1 });
    await expect
      .poll(() => page.locator("[data-record-screen]").getAttribute("data-record-screen"))
      .toBe("asking");
    await page.context().close();
  });

  it("Prompt to GIF on a server without a generation backend: a notice for visitors, no form, no menu entry", async () => {
    await mkdir(screenshotDir, { recursive: true });
    for (const width of [375, 1280]) {
      const page = await site.page(width);
      // No script at all: what the first paint shows.
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(`${site.baseUrl}/prompt-gif`);
      const notice = page.getByRole("heading", {
        name: "AI GIF generation is not available on this site",
      });
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Generate GIF" }).isVisible()).toBe(false);
      expect(await page.getByRole("textbox", { name: "Prompt", exact: true }).isVisible()).toBe(
        false,
      );
      expect(
        await page.locator('header a[href="/prompt-gif"]:not([data-language-switch])').count(),
      ).toBe(0);
      await page.screenshot({ path: join(screenshotDir, `prompt-gif-${width}.png`) });
      await page.context().close();
    }
  });

  it('the cookie banner leaves "Choose a file" uncovered on 375 × 812 and 390 × 844 phones', async () => {
    for (const [width, height] of [
      [375, 812],
      [390, 844],
    ] as const) {
      const page = await site.page(width, { consent: "unanswered", height });
      await page.goto(`${site.baseUrl}/resize`);
      const banner = await page.getByTestId("consent-banner").locator("> div").boundingBox();
      const choose = await page.getByText("Choose a file", { exact: true }).boundingBox();
      expect(banner, `${width} px`).not.toBeNull();
      expect(choose!.y + choose!.height, `${width} px`).toBeLessThanOrEqual(banner!.y);
      await page.context().close();
    }
  });

  it('"Pause all" stops every looping example on the home page, and plays them again', async () => {
    const page = await site.page(1280);
    await page.goto(`${site.baseUrl}/`);
    const strip = page.locator("[data-example-strip]");
    await strip.scrollIntoViewIfNeeded();
    const all = strip.locator("[data-example-pause-all]");
    await all.waitFor({ state: "visible" });
    const boxes = strip.locator("[data-example-motion]");
    const states = () =>
      boxes.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.state));
    await expect.poll(async () => (await states()).includes("playing")).toBe(true);
    expect(await boxes.count()).toBeGreaterThanOrEqual(8);
    await all.click();
    await expect.poll(async () => new Set(await states())).toEqual(new Set(["paused"]));
    expect(await all.textContent()).toBe("Play all");
    expect(await all.getAttribute("aria-pressed")).toBe("true");
    // Scrolling does not restart a paused strip.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    expect(new Set(await states())).toEqual(new Set(["paused"]));
    await all.click();
    await expect.poll(async () => (await states()).includes("playing")).toBe(true);
    expect(await all.textContent()).toBe("Pause all");
    await page.context().close();
  });
});
