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
 * Edit frames in the browser, through the real server and the built site, at 375 px (at 1280 px the
 * editor's layout): cogs.gif (5 frames, the first with delay 0) is decoded into thumbnails; frames
 * are selected, deleted and moved with the keyboard only; undo and redo; a duplicate is merged back
 * by the pixel digests; a delay is set; the result is saved and downloaded as frames.gif and
 * checked with gifsicle. Screenshots go to /tmp/frames-shots/.
 */
describe("Edit frames in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = "/tmp/frames-shots";

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-frames-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const options = (page: Page) => page.getByRole("option");
  /** The input frame (0-based) shown at each place, in order. */
  const order = (page: Page) =>
    options(page).evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute("data-source"))),
    );
  const delays = (page: Page) =>
    options(page).evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute("data-delay-cs"))),
    );
  const selectedCount = (page: Page) => page.locator("[data-selection-count]").textContent();
  const summary = (page: Page) => page.locator("[data-frames-summary]").textContent();

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`at ${width} px: select and reorder with the keyboard, undo, merge, retime, save`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/frames`, fixture("gif/cogs.gif"));
      await page.locator("[data-frame-strip]").waitFor({ timeout: 30_000 });
      expect(await order(page)).toEqual([0, 1, 2, 3, 4]);
      // The delays as stored: 0 for the first frame, 5 hundredths for the others.
      expect(await delays(page)).toEqual([0, 5, 5, 5, 5]);
      expect(await summary(page)).toBe("5 frames, 0.20 s in all");

      // Keyboard only: into the list, right, Space selects frame 2, Shift+Right extends to 3.
      await options(page).first().focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Space");
      await page.keyboard.press("Shift+ArrowRight");
      expect(await selectedCount(page)).toBe("2 frames selected.");
      await page.keyboard.press("Delete");
      expect(await order(page)).toEqual([0, 3, 4]);
      expect(await page.locator("[data-frames-announcement]").textContent()).toBe(
        "Deleted 2 frames.",
      );

      // The last frame to the front: End, Space, Alt+Left twice.
      await page.keyboard.press("End");
      await page.keyboard.press("Space");
      await page.keyboard.press("Alt+ArrowLeft");
      await page.keyboard.press("Alt+ArrowLeft");
      expect(await order(page)).toEqual([4, 0, 3]);
      // The focus followed the moved frame.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-source"))).toBe(
        "4",
      );

      // Undo twice and redo twice.
      await page.keyboard.press("Control+z");
      await page.keyboard.press("Control+z");
      expect(await order(page)).toEqual([0, 3, 4]);
      await page.keyboard.press("Control+Shift+z");
      await page.keyboard.press("Control+Shift+z");
      expect(await order(page)).toEqual([4, 0, 3]);

      // Ctrl+A selects all; Escape clears.
      await page.keyboard.press("Control+a");
      expect(await selectedCount(page)).toBe("3 frames selected.");
      await page.keyboard.press("Escape");
      expect(await selectedCount(page)).toBe("No frame selected.");

      // Duplicate the focused frame (input 4), then merge it back: identical pixels, delays added.
      await page.keyboard.press("Space");
      await page.getByRole("button", { name: "Duplicate", exact: true }).click();
      expect(await order(page)).toEqual([4, 4, 0, 3]);
      await page.getByRole("button", { name: "Merge duplicate frames" }).click();
      expect(await order(page)).toEqual([4, 0, 3]);
      expect(await delays(page)).toEqual([10, 0, 5]);

      // A delay of 250 ms on the last frame (click selects it alone).
      await options(page).last().click();
      await page.getByLabel("Delay", { exact: true }).fill("250");
      await page.getByRole("button", { name: "Set on selected" }).click();
      expect(await delays(page)).toEqual([10, 0, 25]);
      expect(await summary(page)).toBe("3 frames, 0.35 s in all (the input: 5 frames, 0.20 s)");
      await page.getByRole("radio", { name: "Forever" }).click();

      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `frames-editor-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      await page.getByRole("button", { name: "Save GIF" }).click();
      await page.getByRole("heading", { name: "Your edited GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `frames-result-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download frames.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("frames.gif");
      const path = join(workDir, `frames-${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect([info.width, info.height, info.frameCount]).toEqual([85, 77, 3]);
      // Input frame 4 held for its own 5 plus its merged copy's 5; frame 0 keeps its stored 0.
      expect(info.delaysCentiseconds).toEqual([10, 0, 25]);
      expect(info.loop).toBe("forever");
      await page.context().close();
    });
  }

  it("moves a frame by dragging it with the mouse", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/frames`, fixture("gif/cogs.gif"));
    await page.locator("[data-frame-strip]").waitFor({ timeout: 30_000 });
    // The last frame dropped on the left half of the first: it goes before it.
    await options(page)
      .last()
      .dragTo(options(page).first(), { targetPosition: { x: 5, y: 20 } });
    await expect.poll(() => order(page)).toEqual([4, 0, 1, 2, 3]);
    await page.keyboard.press("Control+z");
    await expect.poll(() => order(page)).toEqual([0, 1, 2, 3, 4]);
    await page.context().close();
  });

  it("without ImageDecoder: says why the frames cannot be edited here, and the loop still can be set", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    // A browser without WebCodecs' ImageDecoder (Safari before 26, older Firefox).
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, "ImageDecoder");
    });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/frames`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/cogs.gif"));
    await page.getByText("This browser cannot show the frames of this file one by one").waitFor();
    expect(await page.locator("[data-frame-strip]").count()).toBe(0);
    // Nothing to do until a loop setting is chosen.
    expect(await page.getByRole("button", { name: "Save GIF" }).isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "Once" }).click();
    await page.getByRole("button", { name: "Save GIF" }).click();
    await page.getByRole("heading", { name: "Your edited GIF is ready!" }).waitFor({
      timeout: 60_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download frames.gif" }).click(),
    ]);
    const path = join(workDir, "frames-fallback.gif");
    await download.saveAs(path);
    const info = await gifsicleInfo(path);
    expect([info.frameCount, info.loop]).toEqual([5, null]);
    expect(info.delaysCentiseconds).toEqual([0, 5, 5, 5, 5]);
    await context.close();
  });

  it("1280 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/frames`, fixture("gif/cogs.gif"));
    await page.locator("[data-frame-strip]").waitFor({ timeout: 30_000 });
    const screenshotPath = join(screenshotDir, "frames-editor-1280.png");
    expect(await editorLayoutProblems(page, { action: "Save GIF", screenshotPath })).toEqual([]);
    await page.context().close();
  });
});
