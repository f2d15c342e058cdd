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
 * Cut in the browser, through the real server and the built site, at 375 px (at 1280 px the
 * editor's layout): upload classroom.gif, see the range preview (Chromium has ImageDecoder) and its
 * live summary, change the range and see the preview follow, refuse a range with no frame, cut,
 * download cut.gif. Screenshots go to /tmp/cut-shots/.
 */
describe("Cut in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = "/tmp/cut-shots";

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-cut-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const summary = (page: Page) => page.locator("[data-cut-summary]");
  const thumbPixels = (page: Page, label: string) =>
    page
      .getByRole("img", { name: label })
      .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`at ${width} px: preview the range, change it, cut, download cut.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/cut`, fixture("gif/classroom.gif"));

      // The whole GIF at first: 45 frames, 2.99 s, playing on the canvas from frame 1.
      await page.locator("[data-cut-preview]").waitFor({ timeout: 30_000 });
      await expect
        .poll(() => summary(page).textContent())
        .toBe("Keeps 45 of 45 frames (frames 1 to 45), 2.99 s of 2.99 s.");
      const canvas = page.locator("[data-cut-canvas]");
      expect(await canvas.getAttribute("data-first-frame")).toBe("1");
      const firstBefore = await thumbPixels(page, "First kept frame: frame 1");
      const lastBefore = await thumbPixels(page, "Last kept frame: frame 45");

      // 0.5 s to 2 s: frame 8 (0.47-0.53 s) to frame 30, 1.50 s (the server test asserts the same).
      await page.getByLabel("Start time").fill("0.5");
      await page.getByLabel("End time").fill("2");
      await expect
        .poll(() => summary(page).textContent())
        .toBe("Keeps 23 of 45 frames (frames 8 to 30), 1.50 s of 2.99 s.");
      await expect.poll(() => canvas.getAttribute("data-first-frame")).toBe("8");
      expect(await canvas.getAttribute("data-kept-frames")).toBe("23");
      expect(await thumbPixels(page, "First kept frame: frame 8")).not.toBe(firstBefore);
      expect(await thumbPixels(page, "Last kept frame: frame 30")).not.toBe(lastBefore);
      // The sliders follow the fields.
      expect(await page.getByRole("slider", { name: "Start" }).inputValue()).toBe("0.5");
      expect(await page.getByRole("slider", { name: "End" }).inputValue()).toBe("2");
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `cut-editor-time-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      // By frames: frames 10 to 20 keep their own delays (0.73 s).
      await page.getByRole("radio", { name: "Frames" }).click();
      await page.getByLabel("First frame", { exact: true }).fill("10");
      await page.getByLabel("Last frame", { exact: true }).fill("20");
      await expect
        .poll(() => summary(page).textContent())
        .toBe("Keeps 11 of 45 frames (frames 10 to 20), 0.73 s of 2.99 s.");
      await expect.poll(() => canvas.getAttribute("data-first-frame")).toBe("10");
      // An end before the start, and a start past the last frame, are refused before sending.
      await page.getByLabel("First frame", { exact: true }).fill("21");
      await page
        .getByRole("alert")
        .getByText("end_frame must not be before start_frame.")
        .waitFor();
      await page.getByLabel("Last frame", { exact: true }).fill("");
      await page.getByLabel("First frame", { exact: true }).fill("46");
      await page
        .getByRole("alert")
        .getByText("The range has no frame in it: start_frame is 46, but the GIF has 45 frames.")
        .waitFor();
      expect(await page.getByRole("button", { name: "Cut GIF" }).isDisabled()).toBe(true);
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `cut-editor-frames-error-${width}.png`) });
      // Back to time: the time range was kept.
      await page.getByRole("radio", { name: "Time" }).click();
      expect(await page.getByLabel("Start time").inputValue()).toBe("0.5");

      await page.getByRole("button", { name: "Cut GIF", exact: true }).click();
      await expect
        .poll(() => page.getByRole("progressbar").count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await page.getByRole("heading", { name: "Your cut GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `cut-result-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download cut.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("cut.gif");
      const path = join(workDir, `cut-${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect([info.width, info.height, info.frameCount]).toEqual([480, 270, 23]);
      expect(info.delaysCentiseconds.reduce((total, delay) => total + delay, 0)).toBe(150);
      await page.getByRole("button", { name: "Cut another GIF" }).click();
      await page.getByRole("tab", { name: "Upload File" }).waitFor();
      await page.context().close();
    });
  }

  it("without ImageDecoder: the whole GIF, the range in words, and the cut still works", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    // A browser without WebCodecs' ImageDecoder (Safari before 26, older Firefox).
    await context.addInitScript(() => {
      Reflect.deleteProperty(globalThis, "ImageDecoder");
    });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/cut`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page
      .getByText("This browser cannot play the chosen range here; the whole GIF is shown.")
      .waitFor();
    expect(await page.locator("[data-cut-preview]").count()).toBe(0);
    await page.getByRole("radio", { name: "Frames" }).click();
    await page.getByLabel("First frame", { exact: true }).fill("5");
    await expect.poll(() => summary(page).textContent()).toBe("Keeps frame 5 to the last frame.");
    await page.getByRole("button", { name: "Cut GIF", exact: true }).click();
    await page.getByRole("heading", { name: "Your cut GIF is ready!" }).waitFor({
      timeout: 60_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download cut.gif" }).click(),
    ]);
    const path = join(workDir, "cut-fallback.gif");
    await download.saveAs(path);
    expect((await gifsicleInfo(path)).frameCount).toBe(41);
    await context.close();
  });

  it("1280 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/cut`, fixture("gif/classroom.gif"));
    await page.locator("[data-cut-preview]").waitFor({ timeout: 30_000 });
    const screenshotPath = join(screenshotDir, "cut-editor-1280.png");
    expect(await editorLayoutProblems(page, { action: "Cut GIF", screenshotPath })).toEqual([]);
    await page.context().close();
  });
});
