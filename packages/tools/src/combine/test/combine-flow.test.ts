import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  editorLayoutProblems,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Combine in the browser, through the real server and the built site, at 1280 px (at 375 px the
 * editor's layout): three GIFs uploaded, the third moved to the front with the keyboard only, side
 * by side chosen, the preview and the result size follow, run, download combined.gif and check it;
 * axe on the editor and the result. Screenshots go to /tmp/combine-shots/.
 */
describe("Combine in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "combine-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-combine-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /** The names in the list, in order. */
  const order = (page: Page) =>
    page
      .getByRole("list", { name: "Animations in order" })
      .locator("li p[title]")
      .allTextContents();

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [1280]) {
    it(`${width} px: upload three GIFs, reorder by keyboard, side by side, download combined.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/combine`, [
        fixture("gif/cogs.gif"),
        fixture("gif/dispose-background.gif"),
        fixture("gif/rotating-squares.gif"),
      ]);
      const resultSize = page.getByTestId("result-size");
      // The editor loads, and reads each GIF's size, on a machine that may be busy.
      const slow = { timeout: 20_000 };
      // One after another at the first GIF's size (cogs, 85 × 77).
      await expect.poll(() => resultSize.textContent(), slow).toBe("85 × 77 px");
      expect(await order(page)).toEqual([
        "cogs.gif",
        "dispose-background.gif",
        "rotating-squares.gif",
      ]);

      // Keyboard only: Tab to the third thumbnail, two arrow presses bring it to the front.
      const third = page.getByRole("button", { name: /^Animation 3 of 3: rotating-squares\.gif/ });
      await page.getByRole("button", { name: /^Animation 2 of 3/ }).focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect
        .poll(() => third.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowLeft");
      await expect
        .poll(() => page.getByTestId("move-announcement").textContent(), slow)
        .toBe("Moved rotating-squares.gif from position 2 to position 1 of 3");
      expect(await order(page)).toEqual([
        "rotating-squares.gif",
        "cogs.gif",
        "dispose-background.gif",
      ]);
      // The focus stays on the moved thumbnail.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
        /^Animation 1 of 3: rotating-squares\.gif/,
      );
      // The size now comes from rotating-squares (80 × 80).
      await expect.poll(() => resultSize.textContent(), slow).toBe("80 × 80 px");

      // One after another, the preview plays each GIF for its own length, then the next.
      const preview = page.getByTestId("combine-preview");
      const shown = await preview.textContent();
      expect(shown).toMatch(/^[123] \/ 3$/);
      await expect.poll(() => preview.textContent(), slow).not.toBe(shown);
      expect(await preview.locator("img").getAttribute("src")).toMatch(/^blob:.*#play-\d+$/);

      // Side by side: every GIF at 80 px high: 80 + 88 + 91 px wide.
      await page.getByRole("radio", { name: "Side by side" }).click();
      await expect.poll(() => resultSize.textContent(), slow).toBe("259 × 80 px");
      await expect
        .poll(async () => {
          const box = await preview.boundingBox();
          return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
        }, slow)
        .toBeCloseTo(259 / 80, 1);
      expect(await preview.locator("img").count()).toBe(3);
      await page.getByText("the shorter ones loop until it ends").waitFor();
      // The editor counts the result's frames from the files' delays, as the server will.
      const framesText = page.getByTestId("result-frames");
      await expect.poll(() => framesText.textContent(), slow).toMatch(/^\d+ frames$/);
      const expectedFrames = Number.parseInt((await framesText.textContent()) ?? "", 10);

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `combine-editor-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Combine GIFs", exact: true }).click();
      await page.getByRole("heading", { name: "Your combined GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download combined.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("combined.gif");
      const path = join(workDir, `${width}-combined.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect([info.width, info.height]).toEqual([259, 80]);
      expect(info.frameCount).toBe(expectedFrames);
      // The longest, dispose-background (3 × 50 cs), sets the length.
      expect(info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)).toBe(150);

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `combine-result-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("375 px: the editor with three GIFs fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/combine`, [
      fixture("gif/cogs.gif"),
      fixture("gif/dispose-background.gif"),
      fixture("gif/rotating-squares.gif"),
    ]);
    await expect
      .poll(() => page.getByTestId("result-size").textContent(), { timeout: 20_000 })
      .toBe("85 × 77 px");
    const screenshotPath = join(screenshotDir, "combine-editor-375.png");
    expect(await editorLayoutProblems(page, { action: "Combine GIFs", screenshotPath })).toEqual(
      [],
    );
    await page.context().close();
  });
});
