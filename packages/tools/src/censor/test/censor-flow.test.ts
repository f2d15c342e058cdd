import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "../../../../../apps/web/test/helpers/site.ts";

const run = promisify(execFile);

/**
 * Censor in the browser, through the real server and the built site, at 375 px and 1280 px: draw
 * a region with the mouse (then move and resize it), make one with the keyboard (Add region,
 * arrows, Shift, Alt, Delete), give it a box style and the first a time range, axe on the
 * editor; at 1280 px run, download censored.gif and check its frames; the regions survive a
 * failed task. Screenshots go to /tmp/censor-shots/.
 */
describe("Censor in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "censor-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-censor-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  // A small fixture keeps the flow quick: 370 × 285, 10 frames of 3 s (the last 15 s), 2 loops.
  const input = fixture("gif/animated-loop-3.gif");
  const [pictureWidth, pictureHeight] = [370, 285];

  /** The selected region's X, Y, width and height fields. */
  const geometry = (page: Page) =>
    Promise.all(
      ["X", "Y", "Width", "Height"].map(async (label) =>
        Number(await page.getByLabel(label, { exact: true }).inputValue()),
      ),
    );

  /** A point of the picture (in its pixels) in page coordinates. */
  async function pagePoint(page: Page, x: number, y: number) {
    const box = await page.locator("[data-censor-stage]").boundingBox();
    if (!box) throw new Error("no stage");
    return {
      x: box.x + (x / pictureWidth) * box.width,
      y: box.y + (y / pictureHeight) * box.height,
    };
  }

  async function drag(page: Page, from: [number, number], to: [number, number]) {
    const start = await pagePoint(page, ...from);
    const end = await pagePoint(page, ...to);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2);
    await page.mouse.move(end.x, end.y);
    await page.mouse.up();
  }

  const near = (actual: number[], expected: number[]) =>
    actual.every((value, index) => Math.abs(value - (expected[index] as number)) <= 2);

  for (const width of [375, 1280]) {
    it(`${width} px: draw a region with the mouse and one with the keyboard, time one${width === 1280 ? ", download censored.gif" : ""}`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/censor`, input);
      await page.locator("[data-censor-stage]").waitFor();
      await page.getByText("No region yet: draw one on the picture.").waitFor();

      // Mouse: draw from (40, 30) to (160, 100) on the 370 × 285 picture.
      await drag(page, [40, 30], [160, 100]);
      await page.getByText("1 of 20 regions.").waitFor();
      expect(near(await geometry(page), [40, 30, 120, 70])).toBe(true);
      // Drag it 40 px right and 20 down, then its bottom-right corner 20 px further out.
      await drag(page, [100, 65], [140, 85]);
      expect(near(await geometry(page), [80, 50, 120, 70])).toBe(true);
      const handle = page.locator('[data-handle="se"]');
      const handleBox = await handle.boundingBox();
      if (!handleBox) throw new Error("no handle");
      const stage = await page.locator("[data-censor-stage]").boundingBox();
      const scale = (stage?.width ?? pictureWidth) / pictureWidth;
      await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
      await page.mouse.down();
      await page.mouse.move(
        handleBox.x + handleBox.width / 2 + 20 * scale,
        handleBox.y + handleBox.height / 2 + 20 * scale,
      );
      await page.mouse.up();
      expect(near(await geometry(page), [80, 50, 140, 90])).toBe(true);
      // Region 1 is hidden from 3.5 s to 9 s only: frames 2 and 3.
      await page.getByLabel("Start (s)").fill("3.5");
      await page.getByLabel("End (s)").fill("9");
      await page.getByLabel("End (s)").press("Enter");
      await page.getByText("3.50 s to 9.00 s").waitFor();
      // At 0 s the region is outlined, not applied.
      await expect
        .poll(() => page.locator('[data-region-index="0"]').getAttribute("aria-label"))
        .toContain("not hidden at this moment");
      const [x1, y1] = await geometry(page);

      // Keyboard: Add region puts a centered quarter-size region in focus; arrows move it.
      await page.getByRole("button", { name: "Add region" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText("2 of 20 regions.").waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-region-index")))
        .toBe("1");
      expect(await geometry(page)).toEqual([139, 107, 93, 71]);
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowDown");
      await page.keyboard.press("Alt+ArrowRight");
      await page.keyboard.press("Alt+Shift+ArrowUp");
      expect(await geometry(page)).toEqual([142, 117, 94, 61]);
      await page.getByRole("radio", { name: "Box" }).click();
      // A third one by keyboard, removed with Delete.
      await page.getByRole("button", { name: "Add region" }).click();
      await page.getByText("3 of 20 regions.").waitFor();
      await page.locator('[data-region-index="2"]').focus();
      await page.keyboard.press("Delete");
      await page.getByText("2 of 20 regions.").waitFor();

      // The playhead at 4 s: region 1 applies.
      await page.getByLabel("Preview at").evaluate((input) => {
        // A range input cannot be typed into: set its value as React's own setter would.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
        setValue?.call(input, "4");
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await expect
        .poll(() => page.locator('[data-region-index="0"]').getAttribute("aria-label"))
        .not.toContain("not hidden");

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `censor-editor-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The task and its result once (the result screen is the shared one, tested elsewhere).
      if (width !== 1280) {
        await page.context().close();
        return;
      }

      await page.getByRole("button", { name: "Censor GIF", exact: true }).click();
      await page.getByRole("heading", { name: "Your censored GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download censored.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("censored.gif");
      const path = join(workDir, `${width}-censored.gif`);
      await download.saveAs(path);
      const before = await gifsicleInfo(input);
      const after = await gifsicleInfo(path);
      expect(after.frameCount).toBe(10);
      expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
      expect(after.loop).toBe(2);

      // Frame 0: the box (black, the default color) is there, region 1 (3.5-9 s) is not.
      const [first] = await decodeFramesWithFfmpeg(input, pictureWidth, pictureHeight);
      const [output] = await decodeFramesWithFfmpeg(path, pictureWidth, pictureHeight);
      const pixel = (frame: Buffer | undefined, x: number, y: number) => {
        const offset = (y * pictureWidth + x) * 4;
        return [...(frame?.subarray(offset, offset + 4) ?? [])].join(",");
      };
      expect(pixel(output, 200, 150)).toBe("0,0,0,255");
      const [left, top] = [x1 as number, y1 as number];
      for (const [x, y] of [
        [left, top],
        [left + 20, top + 20],
      ] as const)
        expect(pixel(output, x, y)).toBe(pixel(first, x, y));

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `censor-result-${width}.png`) });
      await page.context().close();
    });
  }

  it("keeps the regions after a failed task (more frames than a result may have)", async () => {
    // 605 frames of cogs.gif: the worker refuses results over 600 frames.
    const long = join(workDir, "cogs-605.gif");
    await run("gifsicle", [...Array(121).fill(fixture("gif/cogs.gif")), "-o", long]);
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/censor`, long);
    await page.locator("[data-censor-stage]").waitFor();
    await page.getByRole("button", { name: "Add region" }).click();
    await page.getByRole("radio", { name: "Pixelate" }).click();
    const drawn = await geometry(page);
    await page.getByRole("button", { name: "Censor GIF", exact: true }).click();
    await page
      .getByRole("alert")
      .getByText("The GIF has 605 frames; results can have at most 600 frames.")
      .waitFor({ timeout: 60_000 });
    await page.getByText("1 of 20 regions.").waitFor();
    expect(await page.getByRole("radio", { name: "Pixelate" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(await geometry(page)).toEqual(drawn);
    await page.context().close();
  });
});
