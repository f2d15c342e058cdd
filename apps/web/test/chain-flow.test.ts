import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../server/test/helpers/media-probe.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { downloadedBytes, openEditorWith, seriousAxeViolations } from "./helpers/site.ts";

/**
 * Keep editing as one chain (issue 36), at 375 and 1280 px: Video to GIF on a 2 s clip, then
 * Crop → Add Text → Speed by "Edit this GIF". Crop is the tool's own call on the kept GIF; Add
 * Text sends that same kept GIF with every step so far plus its own to POST /api/edit (one pass,
 * no re-encode of the last result); Speed only re-times frames, so it sends the GIF with text
 * and its own step alone (nothing is encoded again). The result lists the three steps;
 * Reload keeps them; removing Crop runs the chain again without it (the GIF has the converted
 * size again, the same frames); Back returns to the three-step result.
 * Screenshots go to /tmp/chain-flow-shots/.
 */
describe("Keep editing as one chain", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "chain-flow-shots");
  let workDir: string;
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    workDir = await mkdtemp(join(tmpdir(), "gifkit-chain-flow-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** The result's GIF as the download link gives it, read by gifsicle. */
  async function downloadResult(page: Page, name: string) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("section[aria-labelledby='result-title'] a[download]").first().click(),
    ]);
    const path = join(workDir, name);
    await writeFile(path, await downloadedBytes(download));
    return gifsicleInfo(path);
  }
  const chainOps = (page: Page) =>
    page
      .locator("[data-chain-step]")
      .evaluateAll((steps) => steps.map((step) => step.getAttribute("data-chain-step")));

  for (const width of [375, 1280]) {
    it(`${width} px: Video to GIF → Crop → Add Text → Speed, then without the crop`, {
      timeout: 300_000,
    }, async () => {
      const page = await site.page(width);
      const startCalls: { url: string; body: string }[] = [];
      page.on("request", (request) => {
        // The byte X-ray's POST /api/analyze on each GIF result is no start call.
        if (
          request.method() === "POST" &&
          request.url().includes("/api/") &&
          !request.url().endsWith("/api/analyze")
        )
          startCalls.push({ url: request.url(), body: request.postData() ?? "" });
      });

      await openEditorWith(
        page,
        `${site.baseUrl}/video-to-gif`,
        fixture("video/flower-portrait.mp4"),
      );
      await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Convert to GIF" }).click();
      await page.getByRole("heading", { name: "Your GIF is Ready!" }).waitFor({ timeout: 120_000 });
      const firstKey = await page
        .locator("[data-edit-next='crop']")
        .getAttribute("href")
        .then((href) => new URL(href ?? "", site.baseUrl).searchParams.get("source"));
      expect(firstKey).toMatch(/^[0-9a-f]{32}$/);

      // Crop: the tool's own call on the kept GIF (a chain of one step from it).
      await page.locator("[data-edit-next='crop']").click();
      await page.getByLabel("Width").waitFor({ timeout: 60_000 });
      await page.getByLabel("X", { exact: true }).fill("0");
      await page.getByLabel("Y", { exact: true }).fill("0");
      await page.getByLabel("Width").fill("120");
      await page.getByLabel("Height").fill("100");
      await page.getByRole("button", { name: "Crop GIF", exact: true }).click();
      await page.getByRole("heading", { name: "Your cropped GIF is ready!" }).waitFor({
        timeout: 120_000,
      });
      expect(startCalls.at(-1)?.url).toMatch(/\/api\/crop$/);
      await expect.poll(() => chainOps(page), { timeout: 30_000 }).toEqual(["crop"]);

      // Add Text: the kept GIF, the crop and the text, in one call to /api/edit.
      await page.locator("[data-edit-next='add-text']").click();
      const text = page.getByRole("textbox", { name: "Text", exact: true });
      await text.waitFor({ timeout: 60_000 });
      await text.fill("CHAIN");
      await page.getByRole("button", { name: "Add Text to GIF" }).click();
      await page.getByRole("heading", { name: "Your GIF with text is ready!" }).waitFor({
        timeout: 120_000,
      });
      const textCall = startCalls.at(-1);
      expect(textCall?.url).toMatch(/\/api\/edit$/);
      expect(textCall?.body).toContain(firstKey);
      await expect.poll(() => chainOps(page), { timeout: 30_000 }).toEqual(["crop", "text"]);

      // Speed: only re-times the frames, so it runs on the GIF with text; the chain has all three.
      const textKey = await page
        .locator("[data-edit-next='speed']")
        .getAttribute("href")
        .then((href) => new URL(href ?? "", site.baseUrl).searchParams.get("source"));
      expect(textKey).toMatch(/^[0-9a-f]{32}$/);
      expect(textKey).not.toBe(firstKey);
      await page.locator("[data-edit-next='speed']").click();
      const speed = page.getByLabel("Speed", { exact: true });
      await speed.waitFor({ timeout: 60_000 });
      await speed.fill("2");
      await page.getByRole("button", { name: "Change Speed" }).click();
      const speedTitle = page.getByRole("heading", {
        name: "Your GIF with its new speed is ready!",
      });
      await speedTitle.waitFor({ timeout: 120_000 });
      const speedCall = startCalls.at(-1);
      expect(speedCall?.url).toMatch(/\/api\/edit$/);
      expect(speedCall?.body).toContain(textKey);
      expect(speedCall?.body).toContain('"op":"speed"');
      expect(speedCall?.body).not.toContain('"op":"text"');
      await expect
        .poll(() => chainOps(page), { timeout: 30_000 })
        .toEqual(["crop", "text", "speed"]);
      // The start is Video to GIF's result (the video itself is not kept), named as such.
      expect(await page.locator("[data-chain-start]").textContent()).toBe(
        "Start: the GIF Video to GIF made",
      );
      const chained = await downloadResult(page, `${width}-chained.gif`);
      expect([chained.width, chained.height]).toEqual([120, 100]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The chain in light and dark.
      const chainList = page.locator("[data-chain]");
      await chainList.screenshot({ path: join(screenshotDir, `${width}-chain-light.png`) });
      await page.emulateMedia({ colorScheme: "dark" });
      await chainList.screenshot({ path: join(screenshotDir, `${width}-chain-dark.png`) });
      await page.emulateMedia({ colorScheme: "light" });

      // Reload: the task's address brings the result and its chain back.
      const chainAddress = page.url();
      expect(chainAddress).toMatch(/\/speed\?(.*&)?task=[0-9a-f]{32}/);
      await page.reload();
      await speedTitle.waitFor({ timeout: 60_000 });
      // The chain list renders once the task's record is read, which may be after the title.
      await expect
        .poll(() => chainOps(page), { timeout: 30_000 })
        .toEqual(["crop", "text", "speed"]);

      // Remove the crop: the chain runs again from the kept GIF with text and speed only.
      await page.getByRole("button", { name: "Remove step 1" }).click();
      // While the chain runs again, the GIF shown is the one before: said, and not handed out.
      await page.locator("[data-result-outdated]").waitFor();
      expect(await page.getByRole("button", { name: /^Download/ }).isDisabled()).toBe(true);
      await expect.poll(() => chainOps(page), { timeout: 120_000 }).toEqual(["text", "speed"]);
      expect(await page.locator("[data-result-outdated]").count()).toBe(0);
      expect(page.url()).not.toBe(chainAddress);
      const removeCall = startCalls.at(-1);
      expect(removeCall?.url).toMatch(/\/api\/edit$/);
      expect(removeCall?.body).not.toContain('"op":"crop"');
      const withoutCrop = await downloadResult(page, `${width}-without-crop.gif`);
      // The converted GIF's own size (portrait, wider than the crop) and the same frames.
      expect(withoutCrop.width).toBeGreaterThan(120);
      expect(withoutCrop.height).toBeGreaterThan(withoutCrop.width);
      expect(withoutCrop.frameCount).toBe(chained.frameCount);
      expect(withoutCrop.delaysCentiseconds).toEqual(chained.delaysCentiseconds);
      await page.locator("[data-chain]").screenshot({
        path: join(screenshotDir, `${width}-without-crop.png`),
      });

      // Back: the three-step result at its own address.
      await page.goBack();
      await expect.poll(() => page.url()).toBe(chainAddress);
      await expect
        .poll(() => chainOps(page), { timeout: 60_000 })
        .toEqual(["crop", "text", "speed"]);
      await page.context().close();
    });
  }
});
