import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Draw in the browser with the keyboard alone (issue 36), at 375 and 1280 px: choose Box, move
 * the cross-hair with the arrow keys, place both corners with Enter, place a numbered step and
 * remove it with Delete, start with Enter on the button; the downloaded GIF has the box's red
 * outline on every frame and the picture untouched away from it. Screenshots go to
 * /tmp/draw-shots/.
 */
describe("Draw in the browser, by keyboard", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "draw-shots");
  const input = fixture("gif/rotating-squares.gif");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-draw-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  for (const width of [375, 1280]) {
    it(`${width} px: a box drawn with arrow keys and Enter is in the downloaded GIF`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/draw`, input);
      const arrow = page.getByRole("radio", { name: "Arrow" });
      await arrow.waitFor({ timeout: 20_000 });
      // The shape choice is one radio group: the arrow key moves from Arrow to Box.
      await arrow.focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.getByRole("radio", { name: "Box" }).getAttribute("aria-checked")).toBe(
        "true",
      );
      const stage = page.getByRole("application", { name: "Drawing area" });
      await stage.focus();
      // The cross-hair starts in the middle (40, 40): to (10, 10), Enter, to (50, 50), Enter.
      for (let press = 0; press < 3; press++) await page.keyboard.press("Shift+ArrowLeft");
      for (let press = 0; press < 3; press++) await page.keyboard.press("Shift+ArrowUp");
      await page.keyboard.press("Enter");
      for (let press = 0; press < 4; press++) await page.keyboard.press("Shift+ArrowRight");
      for (let press = 0; press < 4; press++) await page.keyboard.press("Shift+ArrowDown");
      await page.keyboard.press("Enter");
      const list = page.getByRole("list", { name: "Shapes drawn" });
      await list.getByText("1. Box").waitFor();
      // A numbered step placed, then removed with Delete.
      await page.getByRole("radio", { name: "Box" }).focus();
      for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowRight");
      expect(await page.getByRole("radio", { name: "Step" }).getAttribute("aria-checked")).toBe(
        "true",
      );
      await stage.focus();
      await page.keyboard.press("Enter");
      await list.getByText("2. Step 1").waitFor();
      await page.keyboard.press("Delete");
      await list.getByText("2. Step 1").waitFor({ state: "detached" });
      expect(await list.getByRole("listitem").count()).toBe(1);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `draw-editor-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Draw on GIF" }).focus();
      await page.keyboard.press("Enter");
      await page
        .getByRole("heading", { name: "Your GIF with drawings is ready!" })
        .waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download drawn.gif" }).click(),
      ]);
      const path = join(workDir, `${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect(info).toMatchObject({ width: 80, height: 80, frameCount: 30 });

      const before = await decodeFramesWithFfmpeg(input, 80, 80);
      const after = await decodeFramesWithFfmpeg(path, 80, 80);
      const pixel = (frame: Buffer, x: number, y: number) => [
        ...frame.subarray((y * 80 + x) * 4, (y * 80 + x) * 4 + 4),
      ];
      for (const [index, frame] of after.entries()) {
        // The outline's left edge (x 10-13) is red, and far from the box nothing changed.
        expect(pixel(frame, 11, 30), `frame ${index + 1}`).toEqual([255, 0, 0, 255]);
        const untouched = pixel(before[index] as Buffer, 75, 75);
        const shown = pixel(frame, 75, 75);
        // A transparent pixel is transparent whatever colour its palette entry has.
        if (untouched[3] === 0) expect(shown[3], `frame ${index + 1}`).toBe(0);
        else expect(shown, `frame ${index + 1}`).toEqual(untouched);
      }
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `draw-result-${width}.png`) });
      await page.context().close();
    });
  }
});
