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
 * Add Subtitles in the browser (issue 42): an SRT burned into a 2 s lavfi clip with a tone, as
 * WebM (which Chromium plays), at 375 and 1280 px; the cue is drawn over the player at its time;
 * each download is played by a <video> in Chromium to its end and has the clip's length.
 */
describe("Add Subtitles in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  let clipPath: string;
  let srtPath: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-add-subtitles-flow-"));
    clipPath = join(workDir, "clip.webm");
    await makeToneClip(clipPath);
    srtPath = join(workDir, "captions.srt");
    await writeFile(srtPath, "1\n00:00:00,200 --> 00:00:01,500\nHello GifKit\n");
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  for (const width of [375, 1280]) {
    it(`${width} px: burn an SRT in as WebM; the download is 2 s and plays to its end`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/add-subtitles`, clipPath);
      const fileField = page.getByLabel("Subtitle file (SRT, VTT or ASS)");
      await fileField.waitFor({ timeout: 20_000 });
      await fileField.setInputFiles(srtPath);
      await page.getByText("1 cue: each is drawn over the player at its time.").waitFor();
      // The cue over the player at its time only (0.2-1.5 s), at the burn's size: medium is
      // 22 of libass's 288 lines of the picture's height.
      const cue = page.locator("[data-subtitle-cue]");
      expect(await cue.count()).toBe(0);
      const playhead = page.getByRole("slider", { name: "Playhead" });
      await playhead.focus();
      await page.keyboard.press("Shift+ArrowRight");
      await cue.waitFor({ timeout: 5_000 });
      expect(await cue.textContent()).toBe("Hello GifKit");
      const share = await page.evaluate(() => {
        const text = document.querySelector("[data-subtitle-cue]") as HTMLElement;
        const picture = document.querySelector("[data-video-frame] video") as HTMLVideoElement;
        return Number.parseFloat(getComputedStyle(text).fontSize) / picture.clientHeight;
      });
      expect(share).toBeCloseTo(22 / 288, 2);
      await page.keyboard.press("Shift+ArrowRight");
      await cue.waitFor({ state: "detached", timeout: 5_000 });
      await page.getByRole("radio", { name: "WebM (VP9)" }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Add Subtitles" }).click();
      await page
        .getByRole("heading", { name: "Your subtitled video is ready!" })
        .waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download subtitled.webm" }).click(),
      ]);
      const bytes = await downloadedBytes(download);
      const path = join(workDir, `subtitled-${width}.webm`);
      await writeFile(path, bytes);
      const { stdout } = await run("ffprobe", [
        ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
      ]);
      expect(Math.abs(Number(stdout) - 2)).toBeLessThanOrEqual(0.05);
      expect(await playsToTheEnd(page, bytes, "video/webm")).toBe(true);
      await page.context().close();
    });
  }

  it("Spanish and Japanese pages: the file's cues and its problems in the page's language", async () => {
    const backwardsPath = join(workDir, "backwards.srt");
    await writeFile(backwardsPath, "1\n00:00:01,500 --> 00:00:00,200\nHola\n");
    const spanish = await site.page(375);
    await openEditorWith(spanish, `${site.baseUrl}/es/add-subtitles`, clipPath);
    const field = spanish.getByLabel("Archivo de subtítulos (SRT, VTT o ASS)");
    await field.waitFor({ timeout: 20_000 });
    await field.setInputFiles(srtPath);
    await spanish
      .getByText("1 subtítulo: cada uno se muestra sobre el reproductor en su momento.")
      .waitFor();
    expect(await spanish.getByRole("button", { name: "Añadir subtítulos" }).isEnabled()).toBe(true);
    await field.setInputFiles(backwardsPath);
    await expect
      .poll(() => spanish.getByRole("alert").textContent())
      .toBe("Línea 2: el subtítulo termina antes de empezar.");
    expect(await spanish.getByRole("button", { name: "Añadir subtítulos" }).isDisabled()).toBe(
      true,
    );
    await spanish.context().close();

    const japanese = await site.page(375);
    await openEditorWith(japanese, `${site.baseUrl}/ja/add-subtitles`, clipPath);
    const japaneseField = japanese.getByLabel("字幕ファイル (SRT、VTT、ASS)");
    await japaneseField.waitFor({ timeout: 20_000 });
    await japaneseField.setInputFiles(backwardsPath);
    await expect
      .poll(() => japanese.getByRole("alert").textContent())
      .toBe("2 行目: 終了が開始より前になっています。");
    await japanese.context().close();
  });
});
