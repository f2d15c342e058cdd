import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readZipEntries } from "@gifkit/tools/shared/zip-entries";
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
 * Split into frames in the browser, through the real server and the built site, at 1280 px (at 375
 * px the editor's layout): upload cogs.gif (5 frames), see the frame count and the range's first
 * and last frames, refuse a range past the last frame, split frames 2 to 4, see the ZIP's frames
 * listed as thumbnails read in the browser, download one frame alone and the whole frames.zip.
 * Screenshots go to /tmp/split-shots/.
 */
describe("Split into frames in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = "/tmp/split-shots";

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-split-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const summary = (page: Page) => page.locator("[data-split-summary]");

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [1280]) {
    it(`at ${width} px: choose a range, split, see and download the frames`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/split`, fixture("gif/cogs.gif"));

      await expect
        .poll(() => summary(page).textContent(), { timeout: 30_000 })
        .toBe("All 5 frames: 5 PNG files in frames.zip, with frames.json.");
      await page.getByText("cogs.gif: 5 frames").waitFor();

      await page.getByRole("radio", { name: "A range" }).click();
      await page.getByLabel("First frame", { exact: true }).fill("2");
      await page.getByLabel("Last frame", { exact: true }).fill("4");
      await expect
        .poll(() => summary(page).textContent())
        .toBe("Frames 2 to 4 of 5: 3 PNG files in frames.zip, with frames.json.");
      await page.getByRole("img", { name: "First frame saved: 2" }).waitFor();
      await page.getByRole("img", { name: "Last frame saved: 4" }).waitFor();

      // A start past the last frame is refused before anything is sent.
      await page.getByLabel("Last frame", { exact: true }).fill("");
      await page.getByLabel("First frame", { exact: true }).fill("9");
      await expect
        .poll(() => summary(page).textContent())
        // The editor names its field ("First frame"); the API's refusal names start_frame.
        .toBe("First frame is 9, but there are 5 frames. Choose a start from 1 to 5.");
      expect(await page.getByRole("button", { name: "Split into frames" }).isDisabled()).toBe(true);
      await page.getByLabel("First frame", { exact: true }).fill("2");
      await page.getByLabel("Last frame", { exact: true }).fill("4");
      await page.getByRole("radio", { name: "JPG (smaller, on white)" }).click();
      await page.getByRole("radio", { name: "PNG (keeps transparency)" }).click();
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `split-editor-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      await page.getByRole("button", { name: "Split into frames" }).click();
      await page.getByRole("heading", { name: "Your frames are ready!" }).waitFor({
        timeout: 60_000,
      });
      // The ZIP's contents, read in the browser: three frames as pictures, and frames.json.
      const listed = page.locator("[data-zip-entry]");
      await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(4);
      expect(
        await listed.evaluateAll((items) => items.map((item) => item.dataset.zipEntry)),
      ).toEqual(["frame-002.png", "frame-003.png", "frame-004.png", "frames.json"]);
      const thumbnail = page.getByRole("img", { name: "frame-003.png" });
      await expect
        .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBe(85);
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `split-result-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      // One frame on its own.
      const [single] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download frame-003.png" }).click(),
      ]);
      expect(single.suggestedFilename()).toBe("frame-003.png");
      const framePath = join(workDir, `frame-003-${width}.png`);
      await single.saveAs(framePath);
      const frame = await readFile(framePath);
      expect(frame.subarray(1, 4).toString()).toBe("PNG");
      // Width and height from the PNG's IHDR: the GIF's full size.
      expect([frame.readUInt32BE(16), frame.readUInt32BE(20)]).toEqual([85, 77]);

      // The whole archive.
      const [archive] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download frames.zip" }).click(),
      ]);
      expect(archive.suggestedFilename()).toBe("frames.zip");
      const zipPath = join(workDir, `frames-${width}.zip`);
      await archive.saveAs(zipPath);
      const entries = readZipEntries(new Uint8Array(await readFile(zipPath)));
      expect(entries.map((entry) => entry.name)).toEqual([
        "frame-002.png",
        "frame-003.png",
        "frame-004.png",
        "frames.json",
      ]);
      await page.getByRole("button", { name: "Split another file" }).click();
      await page.getByRole("tab", { name: "Upload File" }).waitFor();
      await page.context().close();
    });
  }

  it("a video: the part and the frame rate set the frames; the ZIP lists them", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/split`, fixture("video/friday.mp4"));
    // The player reports the length (6.17 s): without an end, all of it at 10 fps.
    await expect
      .poll(() => summary(page).textContent(), { timeout: 30_000 })
      .toBe("All 62 frames: about 62 PNG files in frames.zip, with frames.json.");
    await page.getByLabel("Start time").fill("1");
    await page.getByLabel("End time").fill("2");
    await page.getByLabel("Frames per second").fill("5");
    await expect
      .poll(() => summary(page).textContent())
      .toBe("All 5 frames: about 5 PNG files in frames.zip, with frames.json.");
    await page.getByLabel("End time").fill("70");
    await expect
      .poll(() => summary(page).textContent())
      .toBe(
        "End time is 70 s, but the video is 6.2 s long. Choose an end within it, or leave it blank.",
      );
    expect(await page.getByRole("button", { name: "Split into frames" }).isDisabled()).toBe(true);
    await page.getByLabel("End time").fill("2");
    expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
    await page.getByRole("button", { name: "Split into frames" }).click();
    await page.getByRole("heading", { name: "Your frames are ready!" }).waitFor({
      timeout: 60_000,
    });
    const listed = page.locator("[data-zip-entry]");
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(6);
    await page.waitForTimeout(300);
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "split-video-result-375.png") });
    await page.context().close();
  });

  it("375 px: the editor fits the window, its action in view, no axe finding", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/split`, fixture("gif/cogs.gif"));
    await expect
      .poll(() => summary(page).textContent(), { timeout: 30_000 })
      .toBe("All 5 frames: 5 PNG files in frames.zip, with frames.json.");
    const screenshotPath = join(screenshotDir, "split-editor-375.png");
    expect(
      await editorLayoutProblems(page, { action: "Split into frames", screenshotPath }),
    ).toEqual([]);
    await page.context().close();
  });
});
