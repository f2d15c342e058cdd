import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  downloadedBytes,
  openToolPage,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Aspect ratio that holds (issue 24), in Chromium at 375 and 1280 px, on a 1080 × 1920 portrait
 * clip: portrait defaults (the area of 480 × 360, upright), Width 1080 with the lock on gives
 * 608 × 1080 (the height's limit brings the width down) and the GIF comes out 608 × 1080;
 * unlocking on purpose shows that the result will be stretched. The frame-rate and quality buttons
 * answer the arrow keys like the radio groups they are.
 * Screenshots go to /tmp/portrait-video-shots/.
 */
/** A busy machine may take more than expect.poll's default second to re-render. */
const settle = { timeout: 10_000 };

describe("Video to GIF on a portrait clip", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "portrait-video-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  // At 375 px, where a tall preview is most cramped; the lock's logic and the GIF are the same at
  // 1280 px, whose Video to GIF screens video-to-gif.test.ts and video-fit-budget-flow check
  // (issue 23: the suite's time).
  for (const width of [375]) {
    it(`${width} px: the lock keeps the portrait shape within the limits; unlocking warns; the GIF is 608 × 1080`, async () => {
      const page = await site.page(width);
      await openToolPage(page, `${site.baseUrl}/video-to-gif`);
      await page.locator('input[type="file"]').setInputFiles(fixture("video/flower-portrait.mp4"));
      await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
      const widthField = page.getByLabel("Width");
      const heightField = page.getByLabel("Height");
      // Portrait defaults: upright, the area of 480 × 360 (not a landscape 203 × 360).
      expect([await widthField.inputValue(), await heightField.inputValue()]).toEqual([
        "312",
        "554",
      ]);

      // Unlocked on purpose: a size off the video's shape is allowed, and said to stretch.
      const lock = page.getByRole("switch", { name: "Keep the video's aspect ratio" });
      await lock.click();
      await heightField.fill("312");
      const warning = page.locator("[data-stretch-warning]");
      await warning.waitFor();
      expect(await warning.textContent()).toContain(
        "The GIF will be stretched: 312 × 312 is not the video's shape (1080 × 1920).",
      );
      await warning.screenshot({ path: join(screenshotDir, `${width}-stretch-warning.png`) });
      // Locked again: the height follows the width's shape and the warning goes.
      await lock.click();
      await expect.poll(() => heightField.inputValue(), settle).toBe("555");
      expect(await warning.count()).toBe(0);

      // Width 1080 with the lock on: the height would be 1920, over its 1,080 limit, so both
      // come down together.
      await widthField.fill("1080");
      await expect.poll(() => heightField.inputValue(), settle).toBe("1080");
      expect(await widthField.inputValue()).toBe("608");
      await page
        .getByText("Width set to 608 px to keep the video's shape", { exact: false })
        .waitFor();
      // The settings panel (the short clip's close timeline thumbs are the timeline's own matter).
      expect(
        await seriousAxeViolations(page, { include: 'section[aria-label="Settings"]' }),
      ).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, `${width}-editor.png`), fullPage: true });

      if (width === 375) {
        // The button groups are radio groups: one Tab stop, arrow keys move the choice (issue 24).
        const rate = (name: string) => page.getByRole("radio", { name, exact: true });
        expect(
          await page
            .getByRole("radiogroup", { name: "Frame rate" })
            .getByRole("radio")
            .evaluateAll((radios) => radios.map((radio) => radio.getAttribute("tabindex"))),
        ).toEqual(["-1", "0", "-1", "-1"]);
        await rate("15 fps").focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => rate("24 fps").getAttribute("aria-checked"), settle).toBe("true");
        expect(await rate("24 fps").evaluate((radio) => radio === document.activeElement)).toBe(
          true,
        );
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await expect.poll(() => rate("10 fps").getAttribute("aria-checked"), settle).toBe("true");
        await page.keyboard.press("ArrowLeft"); // wraps around
        await expect.poll(() => rate("30 fps").getAttribute("aria-checked"), settle).toBe("true");
        await page.keyboard.press("Home");
        await expect.poll(() => rate("10 fps").getAttribute("aria-checked"), settle).toBe("true");
        expect(await page.locator('[data-summary="fps"]').textContent()).toBe("10 fps");
        // The quality group too: from Medium the arrow key goes to High, then round to Low.
        const quality = (name: string) => page.getByRole("radio", { name, exact: true });
        await quality("Medium").focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => quality("High").getAttribute("aria-checked"), settle).toBe("true");
        await page.keyboard.press("ArrowRight"); // wraps around
        await expect.poll(() => quality("Low").getAttribute("aria-checked"), settle).toBe("true");
        expect(await quality("Low").evaluate((radio) => radio === document.activeElement)).toBe(
          true,
        );
        expect(await page.locator('[data-summary="quality"]').textContent()).toBe("Low");
      }
      // The GIF has that size (half a second at 10 fps, low quality: a quick task).
      const end = page.getByLabel("Segment 1 end");
      await end.focus();
      await end.press("Home");
      for (let step = 0; step < 4; step++) await end.press("ArrowRight");
      await expect.poll(() => end.getAttribute("aria-valuenow"), settle).toBe("0.5");
      await page.getByRole("radio", { name: "10 fps" }).click();
      await page.getByRole("radio", { name: /^Low/ }).click();
      await page.getByRole("button", { name: "Convert to GIF" }).click();
      const ready = page.getByRole("heading", { name: "Your GIF is Ready!" });
      await ready.or(page.getByRole("alert")).first().waitFor({ timeout: 90_000 });
      if (!(await ready.isVisible()))
        throw new Error(`no result: ${await page.getByRole("alert").first().textContent()}`);
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download GIF" }).click(),
      ]);
      const gif = await downloadedBytes(file);
      // The logical screen size: bytes 6-9 of the GIF header, little-endian.
      expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([608, 1080]);
      await page.context().close();
    }, 180_000);
  }
});
