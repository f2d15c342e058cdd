import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { downloadedBytes, openToolPage, seriousAxeViolations } from "./helpers/site.ts";

/**
 * "Fit fills the budget" (issue 24), in Chromium at 375 and 1280 px, on the 1080 × 1920 portrait
 * clip (2 s, 10 fps): turning Fit under on starts from the video's own size within the output
 * limits (608 × 1080), so
 * - under Discord's 10 MB the GIF is the video's own size and rate (about 2 MB: the video allows
 *   no more, and nothing is left on the table by a 312 × 554 start),
 * - under a custom 1 MB it comes out at 0.85-1 × 1 MB, portrait, larger than the form's 312 × 554
 *   (which makes about 0.5 MB: the old fit that only shrank stopped there).
 * Turning it off brings the form's size and rate back. Screenshots go to /tmp/video-fit-budget-shots/.
 */
describe("Video to GIF: Fit under fills the budget from the video's own size", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "video-fit-budget-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  /** Converts, waits for the result and returns the GIF's bytes and the fit's line. */
  async function convertAndDownload(page: Page): Promise<{ gif: Buffer; fitted: string }> {
    // The start call read on its way out (a multipart body, as latin1 so bytes pass as they are).
    let body = "";
    await page.route(/\/api\/video-to-gif$/, async (route) => {
      const request = route.request();
      if (request.method() === "POST") body = request.postDataBuffer()?.toString("latin1") ?? "";
      await route.continue();
    });
    await page.getByRole("button", { name: "Convert to GIF" }).click();
    const ready = page.getByRole("heading", { name: "Your GIF is Ready!" });
    await ready.or(page.getByRole("alert")).first().waitFor({ timeout: 150_000 });
    if (!(await ready.isVisible()))
      throw new Error(`no result: ${await page.getByRole("alert").first().textContent()}`);
    expect(body).toContain('name="target_size_bytes"');
    const fitted = (await page.locator("[data-fit-settings]").textContent()) ?? "";
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download GIF" }).click(),
    ]);
    return { gif: await downloadedBytes(file), fitted };
  }

  for (const width of [375, 1280]) {
    const target = width === 375 ? "Discord (10 MB)" : "a custom 1 MB";
    it(`${width} px: Fit under ${target} on a portrait clip starts from its own 608 × 1080 and keeps it upright`, {
      timeout: 300_000,
    }, async () => {
      const page = await site.page(width);
      await openToolPage(page, `${site.baseUrl}/video-to-gif`);
      await page.locator('input[type="file"]').setInputFiles(fixture("video/flower-portrait.mp4"));
      await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
      const widthField = page.getByLabel("Width");
      const heightField = page.getByLabel("Height");
      expect([await widthField.inputValue(), await heightField.inputValue()]).toEqual([
        "312",
        "554",
      ]);

      const control = page.locator("[data-fit-under]");
      const fitSwitch = control.getByRole("checkbox", { name: "Fit under a size" });
      await fitSwitch.check();
      // The video's own size within the 1,920 × 1,080 limit, and the highest rate (the server
      // never goes faster than the video's own 10 fps).
      await expect.poll(() => widthField.inputValue()).toBe("608");
      expect(await heightField.inputValue()).toBe("1080");
      expect(await page.locator('[data-summary="size"]').textContent()).toBe("up to 608 × 1080");
      expect(await page.locator('[data-summary="fps"]').textContent()).toBe("up to 30 fps");
      await page.locator('[data-summary="fit-start"]').waitFor();
      // No limit message, neither under the summary nor from a size estimate.
      expect(await page.locator("section[data-summary] [role='alert']").count()).toBe(0);
      // Off again: the form's size and rate come back; on again for the conversion.
      await fitSwitch.uncheck();
      await expect.poll(() => widthField.inputValue()).toBe("312");
      expect(await page.locator('[data-summary="fps"]').textContent()).toBe("15 fps");
      await fitSwitch.check();
      await expect.poll(() => widthField.inputValue()).toBe("608");

      let targetBytes = 10 * 1024 * 1024;
      if (width === 1280) {
        targetBytes = 1024 * 1024;
        await control.getByLabel("Where the GIF goes").selectOption("custom");
        await control.getByLabel("Custom size", { exact: true }).fill("1");
      }
      expect(
        await seriousAxeViolations(page, { include: 'section[aria-label="Settings"]' }),
      ).toEqual([]);
      await control.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-fit-on.png`), fullPage: true });

      const { gif, fitted } = await convertAndDownload(page);
      // The logical screen size: bytes 6-9 of the GIF header, little-endian.
      const [gifWidth, gifHeight] = [gif.readUInt16LE(6), gif.readUInt16LE(8)];
      expect(gifHeight).toBeGreaterThan(gifWidth);
      expect(Math.abs(gifWidth / gifHeight - 1080 / 1920)).toBeLessThan(0.01);
      expect(gif.length).toBeLessThanOrEqual(targetBytes);
      if (width === 375) {
        // Discord's 10 MB is more than this 2 s clip can fill: its own size and rate, once.
        expect([gifWidth, gifHeight]).toEqual([608, 1080]);
        expect(fitted).toBe(
          "Fitted under 10 MB: 608×1080, 10 fps, 256 colors, no lossy compression.",
        );
      } else {
        expect(gif.length).toBeGreaterThanOrEqual(targetBytes * 0.85);
        expect(gifWidth).toBeGreaterThan(312);
        expect(fitted).toMatch(new RegExp(`^Fitted under 1 MB: ${gifWidth}×${gifHeight}, `));
      }
      await page.screenshot({ path: join(screenshotDir, `${width}-result.png`), fullPage: true });
      await page.context().close();
    });
  }
});
