import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobeJson, gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import type { TestServer } from "../../../../../apps/server/test/helpers/test-server.ts";
import {
  launchChromium,
  newPageAt,
  seriousAxeViolations,
  startSiteServer,
} from "../../../../../apps/web/test/helpers/site.ts";
import recordText from "../editor-text.ts";

/**
 * Record Screen in the browser, through the real server and the built site. Chromium's fake
 * capture devices make getDisplayMedia succeed headless without a picker
 * (`--use-fake-ui-for-media-stream` answers the prompt, `--use-fake-device-for-media-stream`
 * gives a 1280 × 720 animated test screen). A 3-second recording goes to Video to GIF's editor
 * without any request, and converts to a GIF; without getDisplayMedia (a phone) the page says so
 * and links Video to GIF. Screenshots at 375 and 1280 px go to the screenshots dir.
 */
describe("Record Screen in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let workDir: string;
  const screenshotDir = join(tmpdir(), "gifkit-record-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-record-flow-"));
    await mkdir(screenshotDir, { recursive: true });
    [server, browser] = await Promise.all([
      startSiteServer(),
      launchChromium(["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  /** Opens /record; its prerendered screen hydrates on intent (the pointer over it). */
  async function openRecord(page: Page) {
    await page.goto(`${server.baseUrl}/record`);
    await page.locator("[data-tool-workspace]").hover();
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    const decline = page.getByRole("button", { name: "Decline non-essential" });
    await decline.waitFor({ timeout: 10_000 }).then(
      () => decline.click(),
      () => undefined,
    );
  }

  const shot = (page: Page, name: string) =>
    page.locator("[data-tool-workspace]").screenshot({ path: join(screenshotDir, `${name}.png`) });

  it("records 3 s, plays it back, opens Video to GIF with it (no request before Convert) and makes a GIF", async () => {
    const page = await newPageAt(browser, 1280);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await openRecord(page);
    expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
    await shot(page, "record-idle-1280");

    await page.getByRole("button", { name: "Start recording" }).click();
    const status = page.getByRole("status").filter({ hasText: "Recording" });
    await status.waitFor();
    await page.waitForTimeout(3000);
    await shot(page, "record-recording-1280");
    await page.getByRole("button", { name: "Stop recording" }).click();

    await page.getByRole("heading", { name: "Your recording" }).waitFor();
    // The player knows the length: MediaRecorder's WebM got its Duration written in.
    const playerSeconds = await page.locator("[data-recording]").evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (video.readyState >= 1) resolve(video.duration);
          else video.addEventListener("loadedmetadata", () => resolve(video.duration));
        }),
    );
    expect(playerSeconds).toBeGreaterThan(2.8);
    expect(playerSeconds).toBeLessThan(4.5);
    expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);
    await shot(page, "record-recorded-1280");

    // The downloaded recording is a WebM whose duration ffprobe reads from the file itself.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download recording" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("screen-recording.webm");
    const recordingPath = join(workDir, "screen-recording.webm");
    await download.saveAs(recordingPath);
    const probe = await ffprobeJson(recordingPath);
    expect(probe.format.format_name).toContain("webm");
    expect(Math.abs(Number(probe.format.duration) - playerSeconds)).toBeLessThan(0.2);

    await page.getByRole("button", { name: "Make a GIF" }).click();
    await page.waitForURL(`${server.baseUrl}/video-to-gif`);
    await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
    await page.getByText("screen-recording.webm").waitFor();
    await page.locator('[data-summary="private"]').waitFor();
    await page.getByRole("radio", { name: "10 fps" }).click();
    await page.getByLabel("Width").fill("320");
    await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("180");
    // The whole recording: a recording over 6 s (a slow machine) starts with its first 5 s.
    await page.getByLabel("Segment 1 end").press("End");
    const totalSeconds = Number.parseFloat(
      (await page.locator('[data-summary="duration"]').textContent()) ?? "",
    );
    expect(Math.abs(totalSeconds - playerSeconds)).toBeLessThan(0.2);
    await shot(page, "record-video-to-gif-1280");
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, "record-video-to-gif-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing was sent before Convert: no API call, no upload, only the site's own pages and code.
    const sentEarly = requests
      .filter(
        (request) =>
          request.method() !== "GET" || new URL(request.url()).pathname.startsWith("/api/"),
      )
      .map((request) => `${request.method()} ${request.url()}`);
    expect(sentEarly).toEqual([]);

    const [startCall] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/api/video-to-gif"),
      ),
      page.getByRole("button", { name: "Convert to GIF" }).click(),
    ]);
    expect(startCall.headers()["content-type"]).toContain("multipart/form-data");
    const resultHeading = page.getByRole("heading", { name: "Your GIF is Ready!" });
    await resultHeading.or(page.getByRole("alert")).first().waitFor({ timeout: 60_000 });
    if (!(await resultHeading.isVisible())) {
      throw new Error(`no result: ${await page.getByRole("alert").first().textContent()}`);
    }
    const [gifDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download GIF" }).click(),
    ]);
    const gifPath = join(workDir, "converted.gif");
    await gifDownload.saveAs(gifPath);
    const gif = await gifsicleInfo(gifPath);
    expect([gif.width, gif.height]).toEqual([320, 180]);
    // 10 fps over the whole recording: within a frame at each end (on a loaded machine the
    // recorder's first and last frames can fall just inside or outside the duration shown).
    expect(Math.abs(gif.frameCount - Math.round(totalSeconds * 10))).toBeLessThanOrEqual(2);
    expect(gif.delaysCentiseconds.every((delay) => delay === 10)).toBe(true);
    await page.context().close();
  });

  it("at 375 px without getDisplayMedia (a phone) explains why and links Video to GIF", async () => {
    const page = await newPageAt(browser, 375);
    await openRecord(page);
    await shot(page, "record-idle-375");
    await page.context().close();

    const phone = await newPageAt(browser, 375);
    await phone.addInitScript(() => {
      // As on iOS and Android browsers: no screen sharing for web pages.
      Reflect.deleteProperty(MediaDevices.prototype, "getDisplayMedia");
    });
    await openRecord(phone);
    await phone.getByText(recordText.en.messages.unsupported).waitFor();
    expect(await phone.getByRole("button", { name: "Start recording" }).count()).toBe(0);
    const link = phone.getByRole("link", { name: "Open Video to GIF" });
    expect(await link.getAttribute("href")).toBe("/video-to-gif");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousAxeViolations(phone, { include: "[data-tool-workspace]" })).toEqual([]);
    await shot(phone, "record-unsupported-375");
    await link.click();
    await phone.waitForURL(`${server.baseUrl}/video-to-gif`);
    await phone.locator('input[type="file"]').waitFor({ state: "attached" });
    await phone.context().close();
  });
});
