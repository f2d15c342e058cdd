import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  downloadedBytes,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";
import { makeToneClip, playsToTheEnd } from "../../../../../apps/web/test/helpers/video-clips.ts";

const run = promisify(execFile);

/**
 * Compress Video and Trim Video in the browser (issue 42), on a 2 s, 25 fps lavfi clip with a tone
 * made here, each at 375 and 1280 px: compress it for Discord (WebM, which Chromium plays), and
 * trim it with the keyboard alone in the video editor frame (Tab to the playhead, arrows step
 * exactly one frame, J/K/L, the kept part's handles moved by keys); each download is played by a
 * <video> in Chromium to its end.
 */
describe("the video tools in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  let clipPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-video-tools-flow-"));
    clipPath = join(workDir, "clip.webm");
    await makeToneClip(clipPath);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  const framesPerSecond = 25;

  /** The time the editor frame shows, in seconds (its data attribute, the text's exact value). */
  const shownSeconds = async (page: Page) =>
    Number(await page.locator("[data-frame-time]").getAttribute("data-seconds"));

  /** Waits until the player shows the frame the editor frame names (its seek has landed). */
  async function playerOnShownFrame(page: Page): Promise<void> {
    await page.waitForFunction(
      (fps) => {
        const video = document.querySelector<HTMLVideoElement>("[data-video-frame] video");
        const frame = Number(
          document.querySelector("[data-frame-time]")?.getAttribute("data-frame"),
        );
        return !!video && !video.seeking && Math.floor(video.currentTime * fps + 1e-6) === frame;
      },
      framesPerSecond,
      { timeout: 10_000 },
    );
  }

  async function press(page: Page, key: string, times = 1): Promise<void> {
    for (let index = 0; index < times; index++) await page.keyboard.press(key);
  }

  const valueNow = async (handle: Locator) => Number(await handle.getAttribute("aria-valuenow"));

  for (const width of [375, 1280]) {
    it(`${width} px: compress for Discord as WebM; the download plays to its end`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/compress-video`, clipPath);
      await page.getByLabel("Fit for").waitFor({ timeout: 20_000 });
      expect(await page.getByLabel("Fit for").inputValue()).toBe("discord");
      await page.getByRole("radio", { name: "WebM (VP9)" }).click();
      await page.locator("[data-compress-plan]").getByText("kb/s for the picture").waitFor();
      // The editor frame read the clip's rate from its header.
      await page.getByText("25 frames a second").waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Compress Video" }).click();
      await page
        .getByRole("heading", { name: "Your compressed video is ready!" })
        .waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download compressed.webm" }).click(),
      ]);
      const bytes = await downloadedBytes(download);
      expect(bytes.length).toBeLessThanOrEqual(10 * 1024 * 1024);
      await writeFile(join(workDir, `compressed-${width}.webm`), bytes);
      expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
      await page.context().close();
    });

    it(`${width} px: trim 0.4-1.4 s with the keyboard alone, frame by frame; 25 frames, plays to its end`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/trim-video`, clipPath);
      const playhead = page.getByRole("slider", { name: "Playhead" });
      await playhead.waitFor({ timeout: 20_000 });
      await page.getByText("25 frames a second").waitFor();
      await playerOnShownFrame(page);

      // Tab from the top of the page to the player's timeline.
      await page.locator("body").focus();
      let tabs = 0;
      while (!(await playhead.evaluate((element) => element === document.activeElement))) {
        expect(++tabs).toBeLessThan(80);
        await page.keyboard.press("Tab");
      }
      expect(await shownSeconds(page)).toBe(0);

      // Arrows step exactly one frame: the shown time changes by 1/25 s, and so does the player.
      await press(page, "ArrowRight");
      expect(await shownSeconds(page)).toBeCloseTo(1 / framesPerSecond, 9);
      await expect
        .poll(() => page.locator("[data-frame-time]").textContent())
        .toBe("0.040 s, frame 2 of 50");
      await playerOnShownFrame(page);
      await press(page, "ArrowRight", 2);
      expect(await shownSeconds(page)).toBeCloseTo(3 / framesPerSecond, 9);
      await press(page, "ArrowLeft");
      expect(await shownSeconds(page)).toBeCloseTo(2 / framesPerSecond, 9);
      await playerOnShownFrame(page);
      // Shift+arrow: one second; Home and End: the first and the last frame.
      await press(page, "Shift+ArrowRight");
      expect(await shownSeconds(page)).toBeCloseTo(1.08, 9);
      await press(page, "End");
      expect(await shownSeconds(page)).toBeCloseTo(1.96, 9);
      expect(await playhead.getAttribute("aria-valuetext")).toBe("1.960 s, frame 50 of 50");
      // J: a frame back, paused.
      await press(page, "j");
      expect(await shownSeconds(page)).toBeCloseTo(1.92, 9);
      await playerOnShownFrame(page);
      await press(page, "Home");
      await playerOnShownFrame(page);
      // L plays (the shown time moves on), K pauses (it stays).
      await press(page, "l");
      await page.getByRole("button", { name: "Pause", exact: true }).waitFor();
      await expect.poll(() => shownSeconds(page), { timeout: 10_000 }).toBeGreaterThan(0.1);
      await press(page, "k");
      await page.getByRole("button", { name: "Play", exact: true }).waitFor();
      const paused = await shownSeconds(page);
      expect(
        await page
          .locator("[data-video-frame] video")
          .evaluate((v) => (v as HTMLVideoElement).paused),
      ).toBe(true);
      await page.waitForTimeout(300);
      expect(await shownSeconds(page)).toBe(paused);

      // The kept part's handles, next in the Tab order: start 10 frames on (0.4 s), end a second
      // back from the clip's end and 10 frames on (1.4 s).
      const startHandle = page.getByRole("slider", { name: "Kept part start" });
      const endHandle = page.getByRole("slider", { name: "Kept part end" });
      await press(page, "Tab");
      expect(await startHandle.evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      await press(page, "ArrowRight", 10);
      expect(await valueNow(startHandle)).toBeCloseTo(0.4, 9);
      await press(page, "Tab");
      expect(await endHandle.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await valueNow(endHandle)).toBe(2);
      await press(page, "Shift+ArrowLeft");
      await press(page, "ArrowRight", 10);
      expect(await valueNow(endHandle)).toBeCloseTo(1.4, 9);
      await page.getByText("Keeps 1.000 s.").waitFor();
      expect(await page.locator("[data-range-facts]").textContent()).toBe(
        "Kept part: 0.400 s to 1.400 s, 1.000 s (25 frames)",
      );
      // The end handle shows the last kept frame.
      expect(await shownSeconds(page)).toBeCloseTo(1.36, 9);

      // WebM (Chromium plays it), then Trim Video, from the keyboard.
      await page.getByRole("radio", { name: "WebM (VP9)" }).focus();
      await press(page, "Space");
      expect(await page.getByRole("radio", { name: "WebM (VP9)" }).isChecked()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Trim Video" }).focus();
      await press(page, "Enter");
      await page
        .getByRole("heading", { name: "Your trimmed video is ready!" })
        .waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download trimmed.webm" }).click(),
      ]);
      const bytes = await downloadedBytes(download);
      const path = join(workDir, `trimmed-${width}.webm`);
      await writeFile(path, bytes);
      const { stdout } = await run("ffprobe", [
        ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
        ...["-show_entries", "stream=nb_read_frames:format=duration", "-of", "json", path],
      ]);
      const probe = JSON.parse(stdout) as {
        streams: { nb_read_frames: string }[];
        format: { duration: string };
      };
      // Frames 11 to 35 of the clip: 25 frames, 1 s within a frame.
      expect(Number(probe.streams[0]?.nb_read_frames)).toBe(25);
      expect(Math.abs(Number(probe.format.duration) - 1)).toBeLessThanOrEqual(1 / framesPerSecond);
      expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
      await page.context().close();
    });
  }
  it("the timeline's key help: with the timeline focused, I and O only where there is a range", async () => {
    const page = await site.page(1280);
    /** The help the playhead is described by (aria-describedby), as shown under the timeline. */
    const keyHelp = async () => {
      const playhead = page.getByRole("slider", { name: "Playhead" });
      await playhead.waitFor({ timeout: 20_000 });
      const id = await playhead.getAttribute("aria-describedby");
      return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
    };
    const common =
      "With the timeline focused: Left and Right arrows: one frame; Shift+arrows: one second; Home, End: the first and last frame; Space: play or pause; J: a frame back (hold to go back), K: pause, L: play (again: faster)";

    // Trim Video has a range (the kept part): its help names I and O, and they set it.
    await openEditorWith(page, `${site.baseUrl}/trim-video`, clipPath);
    await page.getByText("25 frames a second").waitFor();
    expect(await keyHelp()).toBe(
      `${common}; I and O: the range's start and end here. 25 frames a second.`,
    );
    const playhead = page.getByRole("slider", { name: "Playhead" });
    const start = page.getByRole("slider", { name: "Kept part start" });
    const end = page.getByRole("slider", { name: "Kept part end" });
    await playhead.focus();
    await press(page, "ArrowRight", 5);
    await press(page, "i");
    expect(await valueNow(start)).toBeCloseTo(5 / framesPerSecond, 6);
    await press(page, "ArrowRight", 10);
    await press(page, "o");
    // O ends the range after the frame shown (frame 16 of 50: 0.64 s in).
    expect(await valueNow(end)).toBeCloseTo(16 / framesPerSecond, 6);
    // Space plays and pauses, as the help says.
    await press(page, " ");
    await page.getByRole("button", { name: "Pause", exact: true }).waitFor();
    await press(page, " ");
    await page.getByRole("button", { name: "Play", exact: true }).waitFor();

    // Compress Video has no range: the same help without I and O.
    await openEditorWith(page, `${site.baseUrl}/compress-video`, clipPath);
    await page.getByText("25 frames a second").waitFor();
    const help = await keyHelp();
    expect(help).toBe(`${common}. 25 frames a second.`);
    expect(help).not.toMatch(/\bI and O\b/);
    await page.context().close();
  });
});
