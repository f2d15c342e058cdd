import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
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
 * Crop Video in the browser (issue 42): a 2 s 160 × 90 lavfi clip with a tone, cropped to 9:16
 * by the preset at 375 px and at 1280 px (WebM, which Chromium plays); each download is 50 × 90
 * with its sound and is played by a <video> in Chromium to its end.
 */
describe("Crop Video in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  let clipPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-crop-video-flow-"));
    clipPath = join(workDir, "clip.webm");
    await makeToneClip(clipPath);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  for (const width of [375, 1280]) {
    it(`${width} px: the 9:16 preset, WebM; a 50 × 90 download with sound plays to its end`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/crop-video`, clipPath);
      await page.getByText("The video is 160 × 90 px.").waitFor({ timeout: 20_000 });
      await page.getByRole("radio", { name: "1:1" }).click();
      await page.getByRole("radio", { name: "9:16" }).click();
      expect(await page.getByLabel("Width").inputValue()).toBe("50");
      expect(await page.getByLabel("Height").inputValue()).toBe("90");
      expect(await page.getByLabel("Left (x)").inputValue()).toBe("55");
      await page.getByTestId("crop-box").waitFor();
      await page.getByRole("radio", { name: "WebM (VP9)" }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `crop-video-${width}.png`), fullPage: true });
      await page.getByRole("button", { name: "Crop Video" }).click();
      await page
        .getByRole("heading", { name: "Your cropped video is ready!" })
        .waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download cropped.webm" }).click(),
      ]);
      const bytes = await downloadedBytes(download);
      const path = join(workDir, `cropped-${width}.webm`);
      await writeFile(path, bytes);
      const { stdout } = await run("ffprobe", [
        ...["-v", "error", "-show_entries", "stream=codec_type,codec_name,width,height"],
        ...["-of", "csv=p=0", path],
      ]);
      expect(stdout.trim().split("\n").sort()).toEqual(["opus,audio", "vp9,video,50,90"]);
      expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
      await page.context().close();
    });
  }
});
