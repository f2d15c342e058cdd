import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * The byte X-ray on a GIF result (issue 39), in the browser: Edit frames keeps the stored frames
 * of repeated-frames.gif (3 of its 13 frames repeat the one before) and only changes the loop;
 * on the result, the part bars add up to the GIF's size, and "Merge duplicate frames" (Optimize
 * on the kept result) makes it smaller by the predicted bytes, within 10%. Screenshots go to
 * /tmp/xray-shots/.
 */
describe("The byte X-ray on a GIF result", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "xray-shots");
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  for (const [width, colorScheme] of [
    [375, "dark"],
    [1280, "light"],
  ] as const) {
    it(`${width} px, ${colorScheme}: bars add up to the file; merging saves what was predicted`, async () => {
      const page = await site.page(width, { colorScheme });
      await openEditorWith(page, `${site.baseUrl}/frames`, fixture("gif/repeated-frames.gif"));
      await page.locator("[data-frame-strip]").waitFor({ timeout: 30_000 });
      await page.getByRole("radio", { name: "Once" }).click();
      await page.getByRole("button", { name: "Save GIF" }).click();
      await page.getByRole("heading", { name: "Your edited GIF is ready!" }).waitFor({
        timeout: 60_000,
      });
      const xray = page.locator("[data-byte-xray]");
      await xray.locator("[data-xray-total]").waitFor({ timeout: 30_000 });

      // The result's own bytes, as the page downloads them.
      const resultBytes = await page.evaluate(async () => {
        const image = document.querySelector<HTMLImageElement>(
          'section[aria-labelledby="result-title"] img',
        );
        if (!image) return -1;
        return (await (await fetch(image.src)).arrayBuffer()).byteLength;
      });
      const total = Number(await xray.locator("[data-xray-total]").getAttribute("data-xray-total"));
      expect(total).toBe(resultBytes);
      const parts = await xray
        .locator("[data-xray-part]")
        .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("data-bytes"))));
      const barsSum = parts.reduce((sum, bytes) => sum + bytes, 0);
      expect(Math.abs(barsSum - resultBytes)).toBeLessThanOrEqual(resultBytes * 0.01);
      // The bars' drawn widths add up to the bar's width too (within 1%).
      const widths = await xray.locator("[data-xray-part]").evaluateAll((bars) => {
        const whole = bars[0]?.parentElement?.getBoundingClientRect().width ?? 0;
        const drawn = bars.reduce((sum, bar) => sum + bar.getBoundingClientRect().width, 0);
        return { whole, drawn };
      });
      expect(Math.abs(widths.drawn - widths.whole)).toBeLessThanOrEqual(widths.whole * 0.01);
      expect(await xray.locator("[data-frame-bytes]").count()).toBe(13);

      const finding = xray.locator('[data-finding="duplicate-frames"]');
      const predicted = Number(await finding.getAttribute("data-predicted-bytes"));
      expect(predicted).toBeGreaterThan(0);
      await xray.screenshot({ path: join(screenshotDir, `xray-${width}-${colorScheme}.png`) });
      await finding.getByRole("button", { name: "Merge duplicate frames" }).click();
      const merged = finding.locator("[data-merge-result]");
      await merged.waitFor({ timeout: 60_000 });
      const mergedBytes = Number(await merged.getAttribute("data-merge-result"));
      const saved = resultBytes - mergedBytes;
      console.log(
        `${width} px: predicted ${predicted} B, saved ${saved} B (${resultBytes} → ${mergedBytes})`,
      );
      expect(Math.abs(saved - predicted)).toBeLessThanOrEqual(predicted * 0.1);
      await xray.screenshot({
        path: join(screenshotDir, `xray-${width}-${colorScheme}-merged.png`),
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
