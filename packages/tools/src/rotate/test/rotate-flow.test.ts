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
 * Rotate & Flip in the browser, through the real server and the built site, at 375 px (at 1280 px
 * the editor's layout): upload, turn and mirror with the buttons (by mouse and keyboard) and the
 * selects, the CSS preview follows, run, download rotated.gif and check it; axe on the editor and
 * the result. Screenshots go to /tmp/rotate-shots/.
 */
describe("Rotate & Flip in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "rotate-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-rotate-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  /** The preview image's transform and its drawn box (getBoundingClientRect includes the turn). */
  async function preview(page: Page) {
    const image = page.locator("[data-rotate-preview] img");
    const transform = await image.getAttribute("data-transform");
    const box = await image.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { width: Math.round(rect.width), height: Math.round(rect.height) };
    });
    return { transform, box };
  }

  const settings = (page: Page) =>
    Promise.all([
      page.getByLabel("Angle").inputValue(),
      page.getByLabel("Flip (after the turn)").inputValue(),
    ]);

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`${width} px: upload, turn and flip with buttons, keys and selects, preview follows, download rotated.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/rotate`, fixture("gif/classroom.gif"));

      // It opens as the GIF is (issue 24): nothing to do yet, the action waits.
      await page.getByText("Nothing to do yet: turn or flip the GIF.").waitFor();
      expect(await settings(page)).toEqual(["0", "none"]);
      expect(await page.getByRole("button", { name: "Rotate GIF" }).isDisabled()).toBe(true);

      // Rotate right: a quarter turn clockwise (not 180°), shown as a portrait box.
      await page.getByRole("button", { name: "Rotate right" }).click();
      await page.getByText("Result: 270 × 480 px").waitFor();
      expect(await settings(page)).toEqual(["90", "none"]);
      await expect.poll(async () => (await preview(page)).transform).toBe("rotate(90deg)");
      // The turn is animated: the drawn box is read once it has settled.
      await expect
        .poll(async () => {
          const { box } = await preview(page);
          return Math.abs(box.width / box.height - 270 / 480) < 0.05;
        })
        .toBe(true);

      // Rotate right: upside down, landscape again.
      await page.getByRole("button", { name: "Rotate right" }).click();
      await page.getByText("Result: 480 × 270 px").waitFor();
      expect(await settings(page)).toEqual(["180", "none"]);
      await expect.poll(async () => (await preview(page)).transform).toBe("rotate(180deg)");
      await expect
        .poll(async () => {
          const { box } = await preview(page);
          return box.width > box.height;
        })
        .toBe(true);

      // The buttons are reachable by keyboard: focus Rotate left, Enter; Tab to Rotate right, Space.
      await page.getByRole("button", { name: "Rotate left" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => settings(page)).toEqual(["90", "none"]);
      await page.keyboard.press("Tab");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe("Rotate right");
      await page.keyboard.press("Space");
      await expect.poll(() => settings(page)).toEqual(["180", "none"]);

      // Angle 0 and no flip: nothing to do, the action waits.
      await page.getByLabel("Angle").selectOption("0");
      await page.getByText("Nothing to do yet: turn or flip the GIF.").waitFor();
      expect(await page.getByRole("button", { name: "Rotate GIF" }).isDisabled()).toBe(true);

      // The explicit selects, then Flip horizontal: turned 270°, then mirrored.
      await page.getByLabel("Angle").selectOption("270");
      await page.getByRole("button", { name: "Flip horizontal" }).click();
      expect(await settings(page)).toEqual(["270", "horizontal"]);
      await page.getByText("Turned 270° clockwise, then mirrored left to right.").waitFor();
      await expect
        .poll(async () => (await preview(page)).transform)
        .toBe("scaleX(-1) rotate(270deg)");
      await page.getByText("Result: 270 × 480 px").waitFor();

      await page.waitForTimeout(300); // the preview's 200 ms turn
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `rotate-editor-${width}.png`) });
      await page.screenshot({
        path: join(screenshotDir, `rotate-page-${width}.png`),
        fullPage: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Rotate GIF", exact: true }).click();
      await expect
        .poll(() => page.getByRole("progressbar").count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await page.getByRole("heading", { name: "Your rotated GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download rotated.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("rotated.gif");
      const path = join(workDir, `${width}-rotated.gif`);
      await download.saveAs(path);
      const before = await gifsicleInfo(fixture("gif/classroom.gif"));
      const after = await gifsicleInfo(path);
      expect([after.width, after.height, after.frameCount]).toEqual([270, 480, 45]);
      expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
      expect(after.loop).toBe("forever");

      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `rotate-result-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Rotate another GIF" }).click();
      await page.getByRole("tab", { name: "Upload File" }).waitFor();
      await page.context().close();
    });
  }

  it("keeps the settings after a failed task (a broken GIF)", async () => {
    const page = await site.page(1280);
    await page.goto(`${site.baseUrl}/rotate`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    // A GIF header with nothing after it passes the page's first-bytes check; the worker refuses it.
    await page.locator('input[type="file"]').setInputFiles({
      name: "broken.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00", "latin1"),
    });
    await page.getByLabel("Angle").waitFor();
    await page.getByLabel("Angle").selectOption("180");
    await page.getByLabel("Flip (after the turn)").selectOption("vertical");
    await page.getByRole("button", { name: "Rotate GIF", exact: true }).click();
    await page
      .getByRole("alert")
      .getByText("The GIF file is damaged or incomplete: it has no frame.")
      .waitFor({ timeout: 60_000 });
    expect(await settings(page)).toEqual(["180", "vertical"]);
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "rotate-error-1280.png") });
    await page.context().close();
  });

  it("1280 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/rotate`, fixture("gif/classroom.gif"));
    await page.getByText("Nothing to do yet: turn or flip the GIF.").waitFor();
    await page.getByRole("button", { name: "Rotate right" }).click();
    await page.getByText("Result: 270 × 480 px").waitFor();
    const screenshotPath = join(screenshotDir, "rotate-editor-1280.png");
    expect(await editorLayoutProblems(page, { action: "Rotate GIF", screenshotPath })).toEqual([]);
    await page.context().close();
  });
});
