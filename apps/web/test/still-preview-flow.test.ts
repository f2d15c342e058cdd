import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../server/test/helpers/media-probe.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith } from "./helpers/site.ts";

const run = promisify(execFile);

/**
 * A WebM or an MNG chosen in a GIF tool (both are inputs the GIF tools take): no browser shows
 * either as an <img>, so the editor showed a broken picture, knew no size, and Crop's button
 * stayed disabled. Now the editor shows the WebM's first frame and the MNG's own size, and the
 * crop reaches the downloaded GIF. Crop at 375 px (WebM, a VP8 one as Chrome records) and
 * 1280 px (MNG, made from cogs.gif with ImageMagick); Add Text's timeline takes a WebM's length
 * from the browser (it fell back to 10 s with a warning).
 */
describe("A WebM or an MNG in a GIF tool's editor", () => {
  const site = setUpSite();
  let workDir: string;
  let mngPath: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-still-preview-"));
    mngPath = join(workDir, "cogs.mng");
    await run("convert", [fixture("gif/cogs.gif"), mngPath]);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const cases = [
    {
      name: "a VP8 WebM",
      width: 375,
      input: () => fixture("video/rabbit320.webm"),
      picture: [320, 240],
      // The default crop box: 80% of each side, centred.
      result: { width: 256, height: 192 },
    },
    {
      name: "an MNG",
      width: 1280,
      input: () => mngPath,
      picture: [85, 77],
      result: { width: 68, height: 62, frameCount: 5 },
    },
  ];
  for (const { name, width, input, picture, result } of cases) {
    it(`${width} px: ${name} shows a picture of its size, and Crop makes the GIF`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/crop`, input());
      const image = page.locator("[data-tool-workspace] img").first();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBe(picture[0]);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(
        picture[1],
      );
      await page.getByText(`Image: ${picture[0]} × ${picture[1]} px.`).waitFor();
      const start = page.getByRole("button", { name: "Crop GIF" });
      expect(await start.isEnabled()).toBe(true);
      await start.click();
      await page
        .getByRole("heading", { name: "Your cropped GIF is ready!" })
        .waitFor({ timeout: 90_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /^Download/ }).click(),
      ]);
      const path = join(workDir, `${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect(info).toMatchObject(result);
      expect(info.frameCount).toBeGreaterThan(1);
      await page.context().close();
    });
  }

  it("375 px: Add Text's timeline spans a WebM's own length, not a guessed 10 s", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/add-text`, fixture("video/rabbit320.webm"));
    // rabbit320.webm plays 7.8 s (its header); the server reads a WebM only when the task runs.
    await page.getByText(/to the end \(7\.8\d? s\)/).waitFor({ timeout: 20_000 });
    expect(await page.getByText("Could not auto-detect GIF duration").count()).toBe(0);
    await page.context().close();
  });
});
