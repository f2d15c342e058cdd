import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { downloadedBytes, openEditorWith } from "../../../../../apps/web/test/helpers/site.ts";

const run = promisify(execFile);

/**
 * The editor frame on a video Chromium cannot play (an AVI, as a HEVC or some MOV would be): it
 * shows the server's preview (POST /api/video-preview), steps in the frames the preview keeps
 * (25 fps, read from its MP4 header), and the trim runs on the stored original by its upload_key.
 */
describe("Trim Video on a video the browser cannot play", () => {
  const site = setUpSite();
  let workDir: string;
  let aviPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-trim-preview-"));
    aviPath = join(workDir, "clip.avi");
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=25:duration=2"],
      ...["-c:v", "mpeg4", "-q:v", "5", aviPath],
    ]);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("1280 px: the preview's timeline, 10 frames stepped by keys, the original trimmed to 10 frames", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/trim-video`, aviPath);
    await page.getByText("a preview made by GifKit is shown").waitFor({ timeout: 60_000 });
    await page.getByText("25 frames a second").waitFor();
    expect(await page.locator("[data-frame-time]").textContent()).toBe("0.000 s, frame 1 of 50");
    // The kept part: frames 21 to 30 (0.8 s to 1.2 s), moved by keys on the handles.
    const startHandle = page.getByRole("slider", { name: "Kept part start" });
    await startHandle.focus();
    for (let step = 0; step < 20; step++) await page.keyboard.press("ArrowRight");
    const endHandle = page.getByRole("slider", { name: "Kept part end" });
    await endHandle.focus();
    await page.keyboard.press("Shift+ArrowLeft");
    for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
    expect(await page.locator("[data-range-facts]").textContent()).toBe(
      "Kept part: 0.800 s to 1.200 s, 0.400 s (10 frames)",
    );
    await page.getByRole("radio", { name: "WebM (VP9)" }).click();
    // The start call names the stored original, not a second upload of the file.
    const startCall = page.waitForRequest(
      (request) => request.url().endsWith("/api/trim-video") && request.method() === "POST",
    );
    await page.getByRole("button", { name: "Trim Video" }).click();
    const body = (await startCall).postData() ?? "";
    expect(body).toContain('name="upload_key"');
    expect(body).not.toContain('filename="clip.avi"');
    await page
      .getByRole("heading", { name: "Your trimmed video is ready!" })
      .waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download trimmed.webm" }).click(),
    ]);
    const path = join(workDir, "trimmed.webm");
    await writeFile(path, await downloadedBytes(download));
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
      ...["-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path],
    ]);
    expect(Number(stdout.trim())).toBe(10);
    await page.context().close();
  });
});
