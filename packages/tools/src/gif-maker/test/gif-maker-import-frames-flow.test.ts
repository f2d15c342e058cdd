import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * GIF Maker's "Import all frames" (issue 25) in the browser at 375 px: cogs.gif (5
 * frames; the first has delay 0, which browsers play as 100 ms, the others 50 ms) becomes five
 * images in the list, each with its own delay as its duration; the GIF made from them has five
 * frames with those delays. Screenshots go to /tmp/frames-shots/.
 */
describe("GIF Maker: Import all frames", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = "/tmp/frames-shots";

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-import-frames-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`at ${width} px: an animated GIF becomes one image per frame with its own delay`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/gif-maker`, fixture("gif/cogs.gif"));
      await page.getByTestId("selected-count").getByText("1 image selected").waitFor();
      await page.getByRole("button", { name: "Import all frames of cogs.gif" }).click();
      await page.getByTestId("selected-count").getByText("5 images selected").waitFor();
      await expect
        .poll(() => page.getByTestId("move-announcement").textContent())
        .toBe("Imported 5 frames of cogs.gif");
      const durations = await Promise.all(
        [1, 2, 3, 4, 5].map((image) =>
          page.getByLabel(`Duration of image ${image} in milliseconds`).inputValue(),
        ),
      );
      expect(durations).toEqual(["100", "50", "50", "50", "50"]);
      // The imported frames are still images: no import button is left.
      expect(await page.locator("[data-import-frames]").count()).toBe(0);
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `gif-maker-imported-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      await page.getByRole("button", { name: "Create GIF" }).click();
      await page.getByRole("heading", { name: "Your GIF is ready!" }).waitFor({ timeout: 90_000 });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download GIF" }).click(),
      ]);
      const path = join(workDir, `created-${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect([info.width, info.height, info.frameCount]).toEqual([85, 77, 5]);
      expect(info.delaysCentiseconds).toEqual([10, 5, 5, 5, 5]);
      await page.context().close();
    });
  }
});
