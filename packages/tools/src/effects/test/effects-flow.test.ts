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
 * Effects in the browser, through the real server and the built site, at 1280 px (at 375 px the
 * editor's layout): presets fill the list, a filter is added, its slider moved by keyboard, moved
 * up and removed; the preview's CSS filter follows every change and holds the first frame on
 * request; run, download effects.gif and check its frames and delays; axe on the editor and the
 * result. Screenshots go to /tmp/effects-shots/.
 */
describe("Effects in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "effects-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-effects-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const cssFilter = (page: Page) =>
    page.locator("[data-effects-preview] img").first().getAttribute("data-css-filter");
  const filterList = (page: Page) =>
    page
      .locator("[data-filter-list] > li")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-filter")));

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [1280]) {
    it(`${width} px: presets, add, slide, reorder and remove filters; the preview follows; download effects.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/effects`, fixture("gif/iss634.gif"));

      // The default: Black & white.
      await page.locator("[data-filter-list]").waitFor({ timeout: 20_000 });
      await expect.poll(() => cssFilter(page)).toBe("grayscale(1) contrast(1.15)");
      expect(await filterList(page)).toEqual(["grayscale", "contrast"]);
      expect(
        await page.getByRole("radio", { name: "Black & white" }).getAttribute("aria-checked"),
      ).toBe("true");

      // Old film: sepia, contrast and a vignette shaded over the picture.
      await page.getByRole("radio", { name: "Old film" }).click();
      await expect.poll(() => cssFilter(page)).toBe("sepia(1) contrast(1.1)");
      expect(await filterList(page)).toEqual(["sepia", "contrast", "vignette"]);

      // Add a hue filter, then turn it with the keyboard (+10 steps of 1°).
      await page.getByLabel("Add a filter").selectOption("hue");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      expect(await filterList(page)).toEqual(["sepia", "contrast", "vignette", "hue"]);
      const hueSlider = page.getByLabel("Hue 4: value");
      await hueSlider.focus();
      for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
      await expect.poll(() => cssFilter(page)).toBe("sepia(1) contrast(1.1) hue-rotate(100deg)");
      expect(await page.getByRole("radio", { name: "Old film" }).getAttribute("aria-checked")).toBe(
        "false",
      );

      // Move it up twice (by mouse, then by keyboard) and remove the vignette.
      await page.getByRole("button", { name: "Move Hue up" }).click();
      await page.getByRole("button", { name: "Move Hue up" }).focus();
      await page.keyboard.press("Enter");
      expect(await filterList(page)).toEqual(["sepia", "hue", "contrast", "vignette"]);
      await expect.poll(() => cssFilter(page)).toBe("sepia(1) hue-rotate(100deg) contrast(1.1)");
      await page.getByRole("button", { name: "Remove Vignette" }).click();
      expect(await filterList(page)).toEqual(["sepia", "hue", "contrast"]);

      // Hold the first frame: a still with the same filter.
      await page.getByRole("button", { name: "Show first frame" }).click();
      const still = page.getByRole("img", { name: "First frame of iss634.gif with the effects" });
      await still.waitFor();
      expect(await still.evaluate((image) => (image as HTMLImageElement).style.filter)).toBe(
        "sepia(1) hue-rotate(100deg) contrast(1.1)",
      );
      await page.getByRole("button", { name: "Play", exact: true }).click();

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `effects-editor-${width}.png`) });
      await page.screenshot({
        path: join(screenshotDir, `effects-page-${width}.png`),
        fullPage: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Apply Effects" }).click();
      await page.getByRole("heading", { name: "Your GIF with effects is ready!" }).waitFor({
        timeout: 90_000,
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download effects.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("effects.gif");
      const path = join(workDir, `${width}-effects.gif`);
      await download.saveAs(path);
      const before = await gifsicleInfo(fixture("gif/iss634.gif"));
      const after = await gifsicleInfo(path);
      expect([after.width, after.height, after.frameCount]).toEqual([245, 245, 42]);
      expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
      expect(after.loop).toBe("forever");

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `effects-result-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("keeps the filters and settings after a failed task (a broken GIF)", async () => {
    const page = await site.page(1280);
    await page.goto(`${site.baseUrl}/effects`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: "broken.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00", "latin1"),
    });
    await page.getByRole("radio", { name: "Invert" }).waitFor();
    await page.getByRole("radio", { name: "Invert" }).click();
    await page.getByLabel("Transparency").selectOption("fill");
    await page.getByRole("button", { name: "Apply Effects" }).click();
    await page
      .getByRole("alert")
      .getByText("The GIF file is damaged or incomplete: it has no frame.")
      .waitFor({ timeout: 60_000 });
    expect(await filterList(page)).toEqual(["negate"]);
    expect(await page.getByLabel("Transparency").inputValue()).toBe("fill");
    await page.context().close();
  });

  it("375 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/effects`, fixture("gif/iss634.gif"));
    await page.locator("[data-filter-list]").waitFor({ timeout: 20_000 });
    const screenshotPath = join(screenshotDir, "effects-editor-375.png");
    expect(await editorLayoutProblems(page, { action: "Apply Effects", screenshotPath })).toEqual(
      [],
    );
    await page.context().close();
  });
});
