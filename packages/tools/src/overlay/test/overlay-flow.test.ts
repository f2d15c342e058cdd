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
import {
  editorLayoutProblems,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

const exec = promisify(execFile);

/**
 * Overlay in the browser, through the real server and the built site, at 1280 px (at 375 px the
 * editor's layout): upload a GIF, choose a logo, place it with a preset, the arrow keys (Shift: 10
 * px) and a mouse drag, run, download overlay.gif and find the logo where it was placed. Axe on the
 * editor. Screenshots go to /tmp/overlay-shots/.
 */
describe("Overlay in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  let logoPath: string;
  const screenshotDir = join(tmpdir(), "overlay-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-overlay-flow-"));
    await mkdir(screenshotDir, { recursive: true });
    logoPath = join(workDir, "logo.png");
    await exec("ffmpeg", [
      ...["-v", "error", "-f", "lavfi", "-i", "color=red:s=20x10,format=rgba"],
      ...["-frames:v", "1", "-y", logoPath],
    ]);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const positionText = (page: Page) =>
    page
      .locator("[data-overlay-position]")
      .textContent()
      .then((text) => text?.trim());

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [1280]) {
    it(`${width} px: choose a logo, place it by preset, keys and drag, download overlay.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/overlay`, fixture("gif/cogs.gif"));
      expect(await page.getByRole("button", { name: "Add Overlay" }).isDisabled()).toBe(true);

      await page.getByLabel("Overlay image (PNG, WebP, JPG or GIF)").setInputFiles(logoPath);
      // First placement: bottom right, 10 px from the edges of the 85 × 77 GIF.
      await expect.poll(() => positionText(page)).toBe("· overlay at x 55, y 57");
      await page.getByRole("radio", { name: "Top left" }).click();
      await expect.poll(() => positionText(page)).toBe("· overlay at x 10, y 10");

      // Keyboard: two steps right, one Shift step down.
      const handle = page.locator("[data-overlay-handle]");
      await handle.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowDown");
      await expect.poll(() => positionText(page)).toBe("· overlay at x 12, y 20");

      // Mouse: drag 10 GIF pixels to the right (the preview's scale is measured, not assumed).
      const scale = await page
        .locator("[data-overlay-stage] > img")
        .evaluate((image: HTMLImageElement) => image.clientWidth / image.naturalWidth);
      const box = await handle.boundingBox();
      if (!box) throw new Error("the overlay handle is not shown");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 5 * scale, box.y + box.height / 2, {
        steps: 2,
      });
      await page.mouse.move(box.x + box.width / 2 + 10 * scale, box.y + box.height / 2, {
        steps: 2,
      });
      await page.mouse.up();
      await expect.poll(() => positionText(page)).toBe("· overlay at x 22, y 20");

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `overlay-editor-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Add Overlay", exact: true }).click();
      await page
        .getByRole("heading", { name: "Your GIF with its overlay is ready!" })
        .waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download overlay.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("overlay.gif");
      const path = join(workDir, `${width}-overlay.gif`);
      await download.saveAs(path);
      const before = await gifsicleInfo(fixture("gif/cogs.gif"));
      const after = await gifsicleInfo(path);
      expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
      expect(after.frameCount).toBe(before.frameCount);
      // The logo covers x 22-41, y 20-29 on every frame (its width is 20 px: a quarter of 85).
      for (const frame of await decodeFramesWithFfmpeg(path, 85, 77)) {
        const at = (pixelX: number, pixelY: number) => {
          const offset = (pixelY * 85 + pixelX) * 4;
          return [...frame.subarray(offset, offset + 4)];
        };
        expect(at(22, 20)).toEqual([255, 0, 0, 255]);
        expect(at(41, 29)).toEqual([255, 0, 0, 255]);
        expect(at(42, 29)).not.toEqual([255, 0, 0, 255]);
        expect(at(21, 20)).not.toEqual([255, 0, 0, 255]);
      }
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `overlay-result-${width}.png`) });
      await page.close();
    });
  }

  it("375 px: the editor with a logo fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/overlay`, fixture("gif/cogs.gif"));
    await page.getByLabel("Overlay image (PNG, WebP, JPG or GIF)").setInputFiles(logoPath);
    await expect.poll(() => positionText(page)).toBe("· overlay at x 55, y 57");
    const screenshotPath = join(screenshotDir, "overlay-editor-375.png");
    expect(await editorLayoutProblems(page, { action: "Add Overlay", screenshotPath })).toEqual([]);
    await page.context().close();
  });
});
