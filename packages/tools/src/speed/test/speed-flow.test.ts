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
  openToolPage,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";
import { planSpeed } from "../shared/timing.ts";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Change GIF Speed in the browser, at 375 px (at 1280 px the editor's layout): upload, the live
 * preview (WebCodecs) plays the planned frames, a new speed changes it, the task runs and speed.gif
 * downloads with the planned frames; axe finds nothing serious in the tool's area. Screenshots go
 * to /tmp/speed-shots/.
 */
describe("Change GIF Speed in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "speed-shots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-speed-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function openSpeed(width: number, withoutImageDecoder = false): Promise<Page> {
    const page = await site.page(width);
    if (withoutImageDecoder) {
      // A browser without WebCodecs' ImageDecoder (Firefox before 133, older Safari).
      await page.addInitScript(() => {
        Reflect.deleteProperty(globalThis, "ImageDecoder");
      });
    }
    await openToolPage(page, `${site.baseUrl}/speed`);
    return page;
  }

  /** The input frames the preview's canvas shows over `durationMs`. */
  async function shownFrames(page: Page, durationMs: number): Promise<number[]> {
    return page.locator("canvas[data-speed-preview]").evaluate(
      (canvas, wait) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const observer = new MutationObserver(() => {
            seen.push(Number((canvas as HTMLCanvasElement).dataset.shownFrame));
          });
          observer.observe(canvas, { attributes: true, attributeFilter: ["data-shown-frame"] });
          setTimeout(() => {
            observer.disconnect();
            resolve(seen);
          }, wait);
        }),
      durationMs,
    );
  }

  it("without ImageDecoder: shows the original and the new duration in words", async () => {
    const page = await openSpeed(1280, true);
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    const summary = page.locator("[data-speed-summary]");
    await expect
      .poll(() => summary.textContent(), { timeout: 20_000 })
      .toBe("Duration: 2.99 s → about 1.5 s");
    await page
      .getByRole("img", { name: "Preview of classroom.gif at its original speed" })
      .waitFor();
    await page.getByRole("radio", { name: "0.5×" }).click();
    await expect.poll(() => summary.textContent()).toBe("Duration: 2.99 s → about 5.98 s");
    expect(await page.locator("canvas[data-speed-preview]").count()).toBe(0);
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "speed-fallback-1280.png") });
    await page.context().close();
  });

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`at ${width} px: previews 2× then 10×, runs, downloads speed.gif with the planned frames`, async () => {
      const page = await openSpeed(width);
      await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
      const summary = page.locator("[data-speed-summary]");
      // classroom.gif: 45 frames, 2.99 s. The default 2× keeps every frame.
      await expect
        .poll(() => summary.textContent(), { timeout: 20_000 })
        .toBe("Duration: 2.99 s → 1.5 s, all 45 frames kept");
      const input = await gifsicleInfo(fixture("gif/classroom.gif"));
      const atTwo = await shownFrames(page, 1500);
      // At 2× every frame plays (some may be skipped by a slow machine's timer, not by the plan).
      expect(new Set(atTwo).size).toBeGreaterThan(5);
      await page.screenshot({ path: join(screenshotDir, `speed-2x-${width}.png`), fullPage: true });

      await page.getByLabel("Speed", { exact: true }).fill("10");
      await expect
        .poll(() => summary.textContent())
        .toBe(
          "Duration: 2.99 s → 0.3 s, 15 of 45 frames kept (frames shorter than 0.02 s are dropped evenly)",
        );
      await expect
        .poll(() => page.locator("canvas[data-speed-preview]").getAttribute("data-speed-preview"))
        .toBe("10");
      const plan = planSpeed(input.delaysCentiseconds, 10);
      const atTen = await shownFrames(page, 1500);
      expect(atTen.length).toBeGreaterThan(3);
      // The preview plays only the frames the server keeps.
      for (const frame of atTen) expect(plan.keptFrames).toContain(frame);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `speed-10x-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      // A speed out of range: the message names the field and the action waits.
      await page.getByLabel("Speed", { exact: true }).fill("20");
      await page.getByText("Speed must be a number from 0.1 to 10 (2 = twice as fast).").waitFor();
      await expect(page.getByRole("button", { name: "Change Speed" }).isDisabled()).resolves.toBe(
        true,
      );
      await page.getByRole("radio", { name: "4×" }).click();
      await expect.poll(() => page.getByLabel("Speed", { exact: true }).inputValue()).toBe("4");
      await page.getByLabel("Speed", { exact: true }).fill("10");

      await page.getByRole("button", { name: "Change Speed", exact: true }).click();
      await page
        .getByRole("heading", { name: "Your GIF with its new speed is ready!" })
        .waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download speed.gif" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("speed.gif");
      const path = join(workDir, `speed-${width}.gif`);
      await download.saveAs(path);
      const result = await gifsicleInfo(path);
      expect(result.frameCount).toBe(15);
      expect(result.delaysCentiseconds).toEqual(plan.delaysCentiseconds);
      expect(sum(result.delaysCentiseconds)).toBe(30);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `speed-result-${width}.png`) });
      await page.context().close();
    });
  }

  it("1280 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await openSpeed(1280);
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await expect
      .poll(() => page.locator("[data-speed-summary]").textContent(), { timeout: 20_000 })
      .toBe("Duration: 2.99 s → 1.5 s, all 45 frames kept");
    const screenshotPath = join(screenshotDir, "speed-editor-1280.png");
    expect(await editorLayoutProblems(page, { action: "Change Speed", screenshotPath })).toEqual(
      [],
    );
    await page.context().close();
  });
});
