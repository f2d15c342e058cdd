import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  downloadedBytes,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

const run = promisify(execFile);

/**
 * Compress Video and Trim Video in the browser (issue 42), on a 2 s lavfi clip with a tone made
 * here: compress it for Discord at 375 px (WebM, which Chromium plays), trim 0.5-1.5 s at 1280 px
 * with the fields typed from the keyboard; each download is played by a <video> in Chromium to
 * its end.
 */
describe("the video tools in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  let clipPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-video-tools-flow-"));
    clipPath = join(workDir, "clip.webm");
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=25:duration=2"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
      ...["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"],
      ...["-shortest", clipPath],
    ]);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** The downloaded file played in a <video> of the page: true once it reaches its end. */
  async function playsToTheEnd(page: Page, bytes: Buffer, type: string): Promise<boolean> {
    return page.evaluate(
      async ({ base64, type }) => {
        const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const video = document.createElement("video");
        video.muted = true;
        video.src = URL.createObjectURL(new Blob([data], { type }));
        document.body.append(video);
        const ended = new Promise<boolean>((resolve) => {
          video.addEventListener("ended", () => resolve(true));
          video.addEventListener("error", () => resolve(false));
          setTimeout(() => resolve(false), 15_000);
        });
        await video.play().catch(() => undefined);
        const result = await ended;
        video.remove();
        return result;
      },
      { base64: bytes.toString("base64"), type },
    );
  }

  it("375 px: compress for Discord as WebM; the download plays to its end", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/compress-video`, clipPath);
    await page.getByLabel("Fit for").waitFor({ timeout: 20_000 });
    expect(await page.getByLabel("Fit for").inputValue()).toBe("discord");
    await page.getByRole("radio", { name: "WebM (VP9)" }).click();
    await page.locator("[data-compress-plan]").getByText("kb/s for the picture").waitFor();
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
    await writeFile(join(workDir, "compressed.webm"), bytes);
    expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
    await page.context().close();
  });

  it("1280 px: trim 0.5-1.5 s typed at the keyboard, exact WebM; 1 s long, plays to its end", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/trim-video`, clipPath);
    const startField = page.getByLabel("Start (seconds)");
    await startField.waitFor({ timeout: 20_000 });
    await startField.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("0.5");
    await page.keyboard.press("Tab");
    await page.getByLabel("End (seconds)").focus();
    await page.keyboard.type("1.5");
    await page.getByRole("radio", { name: "WebM (VP9)" }).click();
    await page.getByText("Keeps 1.00 s.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Trim Video" }).click();
    await page
      .getByRole("heading", { name: "Your trimmed video is ready!" })
      .waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download trimmed.webm" }).click(),
    ]);
    const bytes = await downloadedBytes(download);
    const path = join(workDir, "trimmed.webm");
    await writeFile(path, bytes);
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
    ]);
    expect(Math.abs(Number(stdout) - 1)).toBeLessThanOrEqual(0.05);
    expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
    await page.context().close();
  });
});
