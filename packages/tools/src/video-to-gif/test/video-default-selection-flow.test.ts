import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openToolPage, seriousAxeViolations } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Video to GIF's default selection (issue 24), in Chromium at 375 px: a video longer
 * than 6 s starts with its first 5 s (not spec §3's 10 s), and a line above the timeline says so
 * in view; Convert waits while the size estimate is measured; an estimate over the destination
 * chosen under Fit under a size is warned about, with a button that turns the fit on.
 * Screenshots go to /tmp/video-default-selection-shots/.
 */
describe("Video to GIF: the default selection, said and sized", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "video-default-selection-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`${width} px: the first 5 s of a 6.2 s clip, said above the timeline; Convert waits for the estimate; over the chosen destination is warned`, async () => {
      const page = await site.page(width);
      // The size estimate's start calls are held until the test lets them through.
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/api\/estimate\/video-to-gif$/, async (route) => {
        if (holding) held.push(route);
        else await route.continue();
      });
      await openToolPage(page, `${site.baseUrl}/video-to-gif`);
      // friday.mp4: 6.166 s, longer than the 6 s taken whole.
      await page.locator('input[type="file"]').setInputFiles(fixture("video/friday.mp4"));
      await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });

      const line = page.locator("[data-selection]");
      expect(await line.textContent()).toBe(
        "Selected: 0.0–5.0 s of 6.2 s (the first 5 s). Drag the handles below to choose the moment.",
      );
      // Said where the editor opens, above the first segment's player.
      const lineBox = await line.boundingBox();
      const cardBox = await page.locator("[data-segment='1']").boundingBox();
      expect(lineBox && cardBox && lineBox.y + lineBox.height <= cardBox.y).toBe(true);
      expect(await page.locator("[data-segment='1'] [data-label='end']").textContent()).toBe(
        "5.0s",
      );
      expect(await page.locator('[data-summary="duration"]').textContent()).toBe("5.0s");

      // While the estimate is measured, Convert waits (for 10 s at most).
      const convert = page.getByRole("button", { name: "Convert to GIF" });
      const estimate = page.locator("[data-size-estimate]");
      await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const firstCalls = held.length;
      expect(await estimate.getAttribute("data-size-estimate")).toBe("measuring");
      expect(await convert.isDisabled()).toBe(true);

      // Meanwhile, pick a small destination under Fit under a size and turn it off again: the
      // estimate is measured anew (the first call is dropped, so the server measures once).
      const control = page.locator("[data-fit-under]");
      const fitSwitch = control.getByRole("checkbox", { name: "Fit under a size" });
      await fitSwitch.check();
      await control.getByLabel("Where the GIF goes").selectOption("fast-web-page");
      await fitSwitch.uncheck();
      // (Convert is held for 10 s at most: not checked again here.)
      await expect.poll(() => held.length, { timeout: 30_000 }).toBe(firstCalls + 1);
      holding = false;
      const [latest] = held.splice(-1);
      for (const route of held) await route.abort();
      await latest?.continue();
      await expect
        .poll(() => estimate.getAttribute("data-size-estimate"), { timeout: 60_000 })
        .toBe("done");
      await expect.poll(() => convert.isEnabled()).toBe(true);

      // The GIF is expected to be over that destination's size, and the editor says so.
      const warning = page.locator("[data-over-budget]");
      await warning.waitFor();
      expect(await estimate.textContent()).toMatch(/^Estimated size: about [\d.]+ MB$/);
      expect(await warning.textContent()).toMatch(
        /^That is over the 100 KB limit for Fast web page\. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit\./,
      );
      expect(await seriousAxeViolations(page, { include: "[data-over-budget]" })).toEqual([]);
      expect(await seriousAxeViolations(page, { include: "[data-selection]" })).toEqual([]);
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-over-budget.png`) });

      // Its button turns the fit on for that destination; the warning goes.
      await warning.getByRole("button", { name: "Fit under Fast web page" }).click();
      expect(await fitSwitch.isChecked()).toBe(true);
      expect(await control.getByLabel("Where the GIF goes").inputValue()).toBe("fast-web-page");
      expect(await page.locator("[data-over-budget]").count()).toBe(0);
      await page.locator("[data-selection]").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-editor.png`) });
      await page.context().close();
    }, 120_000);
  }
});
