import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { ffprobeJson, gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import type { TestServer } from "../../../../../apps/server/test/helpers/test-server.ts";
import { webpInfo } from "../../../../../apps/server/test/helpers/video-media.ts";
import { writeYtDlpStandIn } from "../../../../../apps/server/test/helpers/yt-dlp-stand-in.ts";
import {
  launchChromium,
  newPageAt,
  openToolPage,
  startSiteServer,
} from "../../../../../apps/web/test/helpers/site.ts";

const run = promisify(execFile);

/**
 * Video to GIF in the browser, through the real server and the built site: segments on the
 * timeline (thumbs dragged with the mouse and moved with the keyboard), settings, convert with
 * progress, the three downloads opened and measured; an AVI on a server preview timeline; a
 * YouTube link through a yt-dlp stand-in; the spec's rewrites of the seven server messages (the
 * page's real request altered on its way, so the real server answers); the download alert.
 */
describe("Video to GIF in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let workDir: string;
  let aviPath: string;
  let standIn: Awaited<ReturnType<typeof writeYtDlpStandIn>>;
  const screenshotDir = join(tmpdir(), "gifkit-editor-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-video-flow-"));
    await mkdir(screenshotDir, { recursive: true });
    aviPath = join(workDir, "friday.avi");
    await run("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-i",
      fixture("video/friday.mp4"),
      "-c",
      "copy",
      aviPath,
    ]);
    standIn = await writeYtDlpStandIn(workDir, {
      fridayclip: { file: fixture("video/friday.mp4"), title: "Friday", durationSeconds: 6.166 },
    });
    server = await startSiteServer({
      YT_DLP_PATH: standIn.path,
      // Lets a local run point at another build of the site.
      ...(process.env.GIFKIT_TEST_WEB_ROOT ? { WEB_ROOT: process.env.GIFKIT_TEST_WEB_ROOT } : {}),
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function openTool(width = 1280): Promise<Page> {
    const page = await newPageAt(browser, width);
    await openToolPage(page, `${server.baseUrl}/video-to-gif`);
    return page;
  }

  async function uploadVideo(page: Page, path: string) {
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
  }

  const card = (page: Page, number: number) => page.locator(`[data-segment="${number}"]`);
  const label = async (page: Page, number: number, name: "start" | "duration" | "end") =>
    Number.parseFloat(
      (await card(page, number).locator(`[data-label="${name}"]`).textContent()) ?? "",
    );

  /** Drags a range handle of the editor frame with the mouse from its value to `toSeconds`. */
  async function dragThumb(page: Page, slider: Locator, fromSeconds: number, toSeconds: number) {
    await slider.scrollIntoViewIfNeeded();
    const timeline = slider.locator("xpath=ancestor::*[@data-timeline]");
    const [box, track] = [await slider.boundingBox(), await timeline.boundingBox()];
    if (!box || !track) throw new Error("slider not visible");
    // The timeline spans the video: the end handle's largest value is its length.
    const duration = Number(
      await timeline.locator('[data-handle="end"]').getAttribute("aria-valuemax"),
    );
    // The handle is held where it is taken, so the pointer moves by the change in seconds.
    const x = box.x + box.width / 2;
    const dx = ((toSeconds - fromSeconds) * track.width) / duration;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  }

  /** Waits for the result screen; a failure alert instead ends the wait with its message. */
  async function expectResult(page: Page, title: string) {
    const heading = page.getByRole("heading", { name: title });
    await heading.or(page.getByRole("alert")).first().waitFor({ timeout: 120_000 });
    if (!(await heading.isVisible())) {
      throw new Error(`no result: ${await page.getByRole("alert").first().textContent()}`);
    }
  }

  async function download(page: Page, button: string, expectedName: string): Promise<string> {
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(expectedName);
    const path = join(workDir, `${Date.now()}-${expectedName}`);
    await file.saveAs(path);
    return path;
  }

  it("two segments (thumbs dragged), 10 fps, 320 px, MP4 and WebP: progress, then three downloads", async () => {
    const page = await openTool();
    await uploadVideo(page, fixture("video/friday.mp4"));
    // Segment 1: 0.5 s to 2.0 s with the keyboard (0.1 s per arrow key).
    const end1 = page.getByLabel("Segment 1 end");
    await end1.focus();
    await page.keyboard.press("Home");
    for (let step = 0; step < 19; step++) await page.keyboard.press("ArrowRight");
    const start1 = page.getByLabel("Segment 1 start");
    await start1.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
    expect([await label(page, 1, "start"), await label(page, 1, "end")]).toEqual([0.5, 2]);

    await page.getByRole("button", { name: "Add Segment" }).click();
    await card(page, 2).waitFor();
    // The new segment follows segment 1: 2.0 s to the timeline's end (6.1 s); drag both thumbs.
    const start2 = await label(page, 2, "start");
    const end2 = await label(page, 2, "end");
    await dragThumb(page, page.getByLabel("Segment 2 start"), start2, 3);
    await dragThumb(page, page.getByLabel("Segment 2 end"), end2, 5.4);
    const segment2 = [await label(page, 2, "start"), await label(page, 2, "end")] as [
      number,
      number,
    ];
    expect(segment2[0]).toBeGreaterThan(start2 + 0.5);
    expect(segment2[1]).toBeLessThan(end2 - 0.2);
    expect(await label(page, 2, "duration")).toBeCloseTo(segment2[1] - segment2[0], 5);
    const total = 1.5 + (segment2[1] - segment2[0]);

    await page.getByRole("radio", { name: "10 fps" }).click();
    await page.getByLabel("Width").fill("320");
    // The video is 4:3 and the aspect is kept: the height follows.
    await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("240");
    await page.getByLabel("Include audio (MP4)").check();
    await page.getByLabel("Include WebP").check();
    expect(await page.locator('[data-summary="duration"]').textContent()).toBe(
      `${total.toFixed(1)}s`,
    );
    expect(await page.locator('[data-summary="size"]').textContent()).toBe("320 × 240");
    expect(await page.locator('[data-summary="fps"]').textContent()).toBe("10 fps");

    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "video-to-gif-editor-1280.png") });
    await page.getByRole("button", { name: "Convert to GIF" }).click();
    const busy = page.getByRole("button", { name: "Converting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByRole("progressbar").first().waitFor({ timeout: 15_000 });
    await page
      .getByRole("heading", { name: "Your Files Are Ready!" })
      .waitFor({ timeout: 120_000 });
    // The result takes the focus from the disabled button (issue 41: it dropped to <body>).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Your Files Are Ready!");
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "video-to-gif-result-1280.png") });

    const gifPath = await download(page, "Download GIF", "converted.gif");
    const mp4Path = await download(page, "Download MP4 (with Audio)", "converted.mp4");
    const webpPath = await download(page, "Download WebP", "converted.webp");
    const gif = await gifsicleInfo(gifPath);
    expect([gif.width, gif.height]).toEqual([320, 240]);
    expect(Math.abs(gif.frameCount - Math.round(total * 10))).toBeLessThanOrEqual(1);
    expect(gif.delaysCentiseconds.every((delay) => delay === 10)).toBe(true);
    const mp4 = await ffprobeJson(mp4Path);
    expect(mp4.streams.map((stream) => stream.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Math.abs(Number(mp4.format.duration) - total)).toBeLessThanOrEqual(0.15);
    expect((await webpInfo(webpPath)).frameCount).toBe(gif.frameCount);

    // A download that fails shows the spec's alert.
    await page.route("**/api/download/**", (route) => route.abort());
    // The alert is answered as it opens: an open alert would hold up the click that caused it.
    let alertMessage = "";
    page.once("dialog", (dialog) => {
      alertMessage = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Download WebP" }).click();
    await expect.poll(() => alertMessage).toBe("Download failed. Please try again.");
    await page.unroute("**/api/download/**");

    // Issue 41: the video and the form stay under the result. A setting changed there converts
    // again without choosing the video again; Back returns to the first result.
    const firstResultUrl = page.url();
    await page.locator("[data-edit-again]").waitFor();
    await page.getByRole("radio", { name: "15 fps" }).click();
    await page.getByLabel("Include audio (MP4)").uncheck();
    await page.getByLabel("Include WebP").uncheck();
    await page.getByRole("button", { name: "Convert to GIF" }).click();
    await page.getByRole("heading", { name: "Your GIF is Ready!" }).waitFor({ timeout: 120_000 });
    expect(page.url()).not.toBe(firstResultUrl);
    const again = await gifsicleInfo(await download(page, "Download GIF", "converted.gif"));
    expect([again.width, again.height]).toEqual([320, 240]);
    expect(Math.abs(again.frameCount - Math.round(total * 15))).toBeLessThanOrEqual(1);
    await page.goBack();
    await page.getByRole("heading", { name: "Your Files Are Ready!" }).waitFor();

    // 'Convert Another Video' goes back to the upload screen.
    await page.getByRole("button", { name: "Convert Another Video" }).click();
    await page.locator('input[type="file"]').waitFor({ state: "attached" });
    await page.context().close();
  });

  it("an AVI the browser cannot play gets a working timeline from the server's preview", async () => {
    const page = await openTool();
    await uploadVideo(page, aviPath);
    await page.getByText("showing a browser preview").waitFor();
    const video = card(page, 1).locator("video");
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(
      6,
    );
    // Play Segment plays from the segment's start and stops at its end.
    const end = page.getByLabel("Segment 1 end");
    await end.focus();
    await page.keyboard.press("Home");
    for (let step = 0; step < 9; step++) await page.keyboard.press("ArrowRight");
    // Record the player's own events: it starts, then pauses by itself at the segment's end.
    await video.evaluate((element: HTMLVideoElement) => {
      const events: string[] = [];
      (window as unknown as { playerEvents: string[] }).playerEvents = events;
      element.addEventListener("playing", () => events.push("playing"));
      element.addEventListener("pause", () =>
        events.push(`pause@${element.currentTime.toFixed(2)}`),
      );
    });
    await page.getByRole("button", { name: "Play Segment" }).click();
    const events = () =>
      page.evaluate(() => (window as unknown as { playerEvents: string[] }).playerEvents);
    await expect
      .poll(async () => (await events()).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const [playing, paused] = await events();
    expect(playing).toBe("playing");
    const stoppedAt = Number(paused?.split("@")[1]);
    expect(stoppedAt).toBeGreaterThan(0.9);
    expect(stoppedAt).toBeLessThan(1.2);

    await page.getByRole("button", { name: "Convert to GIF" }).click();
    await expectResult(page, "Your GIF is Ready!");
    expect(await page.getByRole("button", { name: "Download MP4 (with Audio)" }).count()).toBe(0);
    const gif = await gifsicleInfo(await download(page, "Download GIF", "converted.gif"));
    // 1 s at 15 fps; this AVI's first frame starts at 0.067 s (B-frame delay), so 14 or 15.
    expect(Math.abs(gif.frameCount - 15)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("a YouTube link is fetched by the server (yt-dlp stand-in) and converted", async () => {
    const page = await openTool(375);
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel("Link to the video").fill("https://www.youtube.com/watch?v=fridayclip");
    await page.getByRole("button", { name: "Load URL" }).click();
    await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
    // yt-dlp ran twice (metadata, then the download) for the editor's player.
    expect((await standIn.calls()).length).toBe(2);
    expect(
      await card(page, 1)
        .locator("video")
        .evaluate((element: HTMLVideoElement) => element.videoWidth),
    ).toBe(640);
    await page.getByRole("button", { name: "Add Segment" }).click();
    await card(page, 2).waitFor();
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "video-to-gif-editor-375.png") });
    await page.getByRole("button", { name: "Remove segment 2" }).click();
    await page.getByRole("button", { name: "Convert to GIF" }).click();
    await expectResult(page, "Your GIF is Ready!");
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, "video-to-gif-result-375.png") });
    // The conversion named the stored video by its upload key: no second download.
    expect((await standIn.calls()).length).toBe(2);
    const gif = await gifsicleInfo(await download(page, "Download GIF", "converted.gif"));
    expect([gif.width, gif.height]).toEqual([480, 360]);
    await page.context().close();
  });

  it("the seven server messages are shown as the spec rewrites them, settings kept", async () => {
    const page = await openTool();
    // A link: the start call is all text, so its fields can be altered on the way to the server.
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel("Link to the video").fill("https://youtu.be/fridayclip");
    await page.getByRole("button", { name: "Load URL" }).click();
    await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
    await page.getByRole("radio", { name: "24 fps" }).click();
    /** Sends the page's real start call with one form field replaced. */
    const alter = (field: string, value: string) => async (route: Route) => {
      const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
      const pattern = new RegExp(`(name="${field}"\\r\\n\\r\\n)[^\\r]*`);
      await route.continue({
        postData: Buffer.from(body.replace(pattern, `$1${value}`), "latin1"),
      });
    };
    const cases: [string, string, string][] = [
      [
        "brightness",
        "1.5",
        "Brightness setting is out of range. Please choose a value between -1.0 and 1.0.",
      ],
      [
        "contrast",
        "2.5",
        "Contrast setting is out of range. Please choose a value between 0 and 2.0.",
      ],
      ["segments", "[]", "Please select at least one valid segment for conversion."],
      [
        "segments",
        '[{"start":"a","end":1}]',
        "Segment start/end times must be numbers. Please check your segment settings.",
      ],
      [
        "segments",
        '[{"start":2,"end":1}]',
        "Segment timing is invalid. Ensure start is >= 0 and end > start.",
      ],
      [
        "segments",
        '[{"start":1,"end":9}]',
        "One of your segments is longer than the video. Please adjust segment end times.",
      ],
      [
        "segments",
        "[{start",
        "There was a problem with your segment selection. Please reselect your segments.",
      ],
    ];
    for (const [field, value, shown] of cases) {
      await page.route("**/api/video-to-gif", alter(field, value));
      await page.getByRole("button", { name: "Convert to GIF" }).click();
      await expect
        .poll(() => page.getByRole("alert").first().textContent(), { timeout: 60_000 })
        .toBe(shown);
      await page.unroute("**/api/video-to-gif");
      // Back on the editing screen with the settings as they were.
      expect(await page.getByRole("radio", { name: "24 fps" }).getAttribute("aria-checked")).toBe(
        "true",
      );
      await page.getByRole("button", { name: "Convert to GIF" }).waitFor();
    }
    await page.context().close();
  });

  it("a Japanese page shows the rewrites in Japanese, their numbers through Intl (issue 38)", async () => {
    const page = await newPageAt(browser, 375);
    // The cookie choice is made once on the English page (the helper declines in English).
    await openToolPage(page, `${server.baseUrl}/video-to-gif`);
    await openToolPage(page, `${server.baseUrl}/ja/video-to-gif`);
    // A link, as above: the start call is all text, so its fields can be altered.
    await page.getByRole("tab", { name: "URL から" }).click();
    await page.getByLabel("動画のリンク").fill("https://youtu.be/fridayclip");
    await page.getByRole("button", { name: "URL を読み込む" }).click();
    await page.getByRole("heading", { name: "変換の概要" }).waitFor({ timeout: 60_000 });
    const cases: [string, string, string][] = [
      ["brightness", "1.5", "明るさが範囲外です。-1.0〜1.0 の値を選んでください。"],
      ["contrast", "2.5", "コントラストが範囲外です。0〜2.0 の値を選んでください。"],
      [
        "segments",
        '[{"start":1,"end":9}]',
        "動画より長いセグメントがあります。セグメントの終了時間を調整してください。",
      ],
    ];
    for (const [field, value, shown] of cases) {
      await page.route("**/api/video-to-gif", async (route) => {
        const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
        const pattern = new RegExp(`(name="${field}"\\r\\n\\r\\n)[^\\r]*`);
        await route.continue({
          postData: Buffer.from(body.replace(pattern, `$1${value}`), "latin1"),
        });
      });
      await page.getByRole("button", { name: "GIF に変換" }).click();
      await expect
        .poll(() => page.getByRole("alert").first().textContent(), { timeout: 60_000 })
        .toBe(shown);
      if (field === "brightness") {
        await page.getByRole("alert").first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshotDir, "video-to-gif-refusal-ja-375.png") });
      }
      await page.unroute("**/api/video-to-gif");
      await page.getByRole("button", { name: "GIF に変換" }).waitFor();
    }
    await page.context().close();
  });
});
