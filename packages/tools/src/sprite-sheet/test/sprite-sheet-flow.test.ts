import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  editorLayoutProblems,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Sprite sheet in the browser, through the real server and the built site, at 375 px (at 1280 px
 * the editor's layout): cogs.gif (5 frames of 85 × 77) becomes a sheet (the layout preview follows
 * columns and padding), both downloads are checked; the sheet goes back in, its JSON fills the
 * cutting settings, the grid overlay shows the cuts (and follows the columns), the cells play, and
 * the GIF comes out. Each screen is checked with axe. Screenshots go to /tmp/sprite-sheet-shots/.
 */
describe("Sprite sheet in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = "/tmp/sprite-sheet-shots";

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-sprite-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const summary = (page: Page) => page.locator("[data-sprite-summary]");
  const shoot = async (page: Page, name: string) => {
    await page.waitForTimeout(300);
    await page.locator("[data-tool-workspace]").screenshot({ path: join(screenshotDir, name) });
  };
  async function save(page: Page, linkName: string, fileName: string): Promise<string> {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: linkName }).click(),
    ]);
    const path = join(workDir, fileName);
    await download.saveAs(path);
    expect(download.suggestedFilename()).toBe(linkName.replace("Download ", ""));
    return path;
  }

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`at ${width} px: animation to sheet, then the sheet back to a GIF`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/sprite-sheet`, fixture("gif/cogs.gif"));

      // An animation: the direction is to-sheet, the layout square-ish (3 × 2).
      await expect
        .poll(() => summary(page).textContent(), { timeout: 30_000 })
        .toBe(
          "3 × 2 cells of 85 × 77 px: a PNG of 255 × 154 px, with sprite-sheet.json giving every frame's rectangle and delay.",
        );
      expect(
        await page.getByRole("radio", { name: "Animation to sheet" }).getAttribute("aria-checked"),
      ).toBe("true");
      await page.getByLabel("Columns", { exact: true }).fill("5");
      await page.getByLabel("Padding", { exact: true }).fill("2");
      await expect
        .poll(() => summary(page).textContent())
        .toBe(
          "5 × 1 cells of 85 × 77 px: a PNG of 433 × 77 px, with sprite-sheet.json giving every frame's rectangle and delay.",
        );
      // The preview canvas is the sheet's size.
      const layout = page.locator("[data-sheet-layout]");
      await expect
        .poll(() =>
          layout.evaluate((canvas) => [
            (canvas as HTMLCanvasElement).width,
            (canvas as HTMLCanvasElement).height,
          ]),
        )
        .toEqual([433, 77]);
      await shoot(page, `sprite-to-sheet-${width}.png`);
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      await page.getByRole("button", { name: "Make sprite sheet" }).click();
      await page.getByRole("heading", { name: "Your sprite sheet is ready!" }).waitFor({
        timeout: 60_000,
      });
      await shoot(page, `sprite-sheet-result-${width}.png`);
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
      const pngPath = await save(page, "Download sprite-sheet.png", `sheet-${width}.png`);
      const png = await readFile(pngPath);
      // Width and height from the PNG's IHDR.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([433, 77]);
      const jsonPath = await save(page, "Download sprite-sheet.json", `sheet-${width}.json`);
      const sheet = JSON.parse(await readFile(jsonPath, "utf8"));
      expect(sheet.frames.map((frame: { x: number }) => frame.x)).toEqual([0, 87, 174, 261, 348]);

      // The sheet back in: a still PNG, so the direction is from-sheet.
      await page.getByRole("button", { name: "Start over with another file" }).click();
      await page.locator('input[type="file"]').setInputFiles(pngPath);
      await page.getByRole("radio", { name: "From sheet to GIF" }).waitFor();
      await expect
        .poll(() =>
          page.getByRole("radio", { name: "From sheet to GIF" }).getAttribute("aria-checked"),
        )
        .toBe("true");
      await page.getByLabel("Settings from a sheet's JSON (optional)").setInputFiles(jsonPath);
      await page
        .getByText(`Grid, frames, delays and plays read from sheet-${width}.json.`)
        .waitFor();
      await expect
        .poll(() => summary(page).textContent())
        .toBe("5 frames of 85 × 77 px from a grid of 5 × 1, left to right, top to bottom.");
      const overlay = page.locator("[data-grid-overlay]");
      await overlay.waitFor();
      expect(await overlay.locator('[data-used="true"]').count()).toBe(5);
      // Each cut where the JSON says the frames are.
      expect(
        await overlay
          .locator("rect")
          .evaluateAll((rects) => rects.map((rect) => rect.getAttribute("x"))),
      ).toEqual(["0", "87", "174", "261", "348"]);
      // The cells play: one running animation of the background position.
      await expect
        .poll(() =>
          page.locator("[data-cell-preview]").evaluate((box) => box.getAnimations().length),
        )
        .toBe(1);
      await shoot(page, `sprite-from-sheet-${width}.png`);
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      // Fewer columns than frames: the overlay follows, and the page says why it cannot start.
      await page.getByLabel("Columns", { exact: true }).fill("4");
      await expect
        .poll(() => summary(page).textContent())
        .toBe(
          "frame_count is 5 but the grid has 4 cells. Choose at most 4 frames, or more columns or rows.",
        );
      expect(await page.getByRole("button", { name: "Make GIF" }).isDisabled()).toBe(true);
      await page.getByLabel("Columns", { exact: true }).fill("5");

      await page.getByRole("button", { name: "Make GIF" }).click();
      await page.getByRole("heading", { name: "Your GIF is ready!" }).waitFor({ timeout: 60_000 });
      await shoot(page, `sprite-gif-result-${width}.png`);
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
      const gifPath = await save(page, "Download sprite-animation.gif", `animation-${width}.gif`);
      const gif = await readFile(gifPath);
      expect(gif.subarray(0, 6).toString()).toBe("GIF89a");
      expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([85, 77]);
      await page.context().close();
    });
  }

  it("1280 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/sprite-sheet`, fixture("gif/cogs.gif"));
    await expect
      .poll(() => summary(page).textContent(), { timeout: 30_000 })
      .toBe(
        "3 × 2 cells of 85 × 77 px: a PNG of 255 × 154 px, with sprite-sheet.json giving every frame's rectangle and delay.",
      );
    const screenshotPath = join(screenshotDir, "sprite-editor-1280.png");
    expect(
      await editorLayoutProblems(page, { action: "Make sprite sheet", screenshotPath }),
    ).toEqual([]);
    await page.context().close();
  });

  it("Spanish and Japanese pages: the editor's words and its problems in the page's language", async () => {
    const spanish = await site.page(375);
    await openEditorWith(spanish, `${site.baseUrl}/es/sprite-sheet`, fixture("gif/cogs.gif"));
    await expect
      .poll(() => summary(spanish).textContent(), { timeout: 30_000 })
      .toBe(
        "3 × 2 celdas de 85 × 77 px: un PNG de 255 × 154 px, con sprite-sheet.json, que da el rectángulo y el retardo de cada fotograma.",
      );
    expect(await spanish.getByRole("button", { name: "Crear hoja de sprites" }).isEnabled()).toBe(
      true,
    );
    // The wrong direction for an animation: said before anything is sent, in Spanish.
    await spanish.getByRole("radio", { name: "De hoja a GIF" }).click();
    await expect
      .poll(() => summary(spanish).textContent())
      .toBe(
        "Este archivo es una animación: De hoja a GIF necesita una hoja fija PNG, WebP o JPG. Elige De animación a hoja para distribuir sus fotogramas.",
      );
    expect(await spanish.getByRole("button", { name: "Crear GIF" }).isDisabled()).toBe(true);
    await spanish.context().close();

    const japanese = await site.page(375);
    await openEditorWith(
      japanese,
      `${site.baseUrl}/ja/sprite-sheet`,
      fixture("image/elephant-660-480.jpg"),
    );
    await japanese.getByRole("radio", { name: "シート → GIF" }).waitFor({ timeout: 30_000 });
    await japanese.getByLabel("列数", { exact: true }).fill("0");
    await expect
      .poll(() => summary(japanese).textContent())
      .toBe("列数は 1〜600 の整数で入力してください。");
    expect(await japanese.getByRole("button", { name: "GIF を作成" }).isDisabled()).toBe(true);
    await japanese.getByLabel("列数", { exact: true }).fill("4");
    await japanese.getByLabel("フレーム数", { exact: true }).fill("5");
    await expect
      .poll(() => summary(japanese).textContent())
      .toBe(
        "フレーム数が 5 ですが、グリッドのセルは 4 個です。フレーム数を 4 以下にするか、列数や行数を増やしてください。",
      );
    await japanese.getByLabel("フレーム数", { exact: true }).fill("");
    await expect
      .poll(() => summary(japanese).textContent())
      .toBe(
        "4 × 1 のグリッドから 165 × 480 px のフレームを 4 枚、左から右、上から下の順に切り出します。",
      );
    await japanese.context().close();
  });
});
