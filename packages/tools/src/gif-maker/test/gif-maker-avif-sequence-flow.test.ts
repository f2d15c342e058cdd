import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openEditorWith } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * GIF Maker with an animated AVIF (an image sequence: image/rotating-squares.avif, 30 frames of
 * 30 ms by its sample table) in the browser at 375 px: the image's duration field shows the
 * sequence's own length, 900 ms (the sum of its frame delays), not a still's 500 ms default, as
 * it does for an animated GIF, WebP or APNG; the GIF made from it has the sequence's 30 frames.
 */
describe("GIF Maker: an animated AVIF's own length", () => {
  const site = setUpSite();
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-maker-avif-"));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it("375 px: the duration shown is the sequence's 900 ms and the GIF has its 30 frames", async () => {
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/gif-maker`, fixture("image/rotating-squares.avif"));
    await page.getByTestId("selected-count").getByText("1 image selected").waitFor();
    const duration = page.getByLabel("Duration of image 1 in milliseconds");
    await expect.poll(() => duration.getAttribute("placeholder"), { timeout: 15_000 }).toBe("900");
    // Left at its own length: the field is empty and the server plays the sequence once.
    expect(await duration.inputValue()).toBe("");
    // The page decodes no AVIF frames itself: no "Import all frames" button that could only fail.
    expect(await page.locator("[data-import-frames]").count()).toBe(0);

    await page.getByRole("button", { name: "Create GIF" }).click();
    await page.getByRole("heading", { name: "Your GIF is ready!" }).waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download GIF" }).click(),
    ]);
    const path = join(workDir, "created.gif");
    await download.saveAs(path);
    const info = await gifsicleInfo(path);
    expect([info.width, info.height, info.frameCount]).toEqual([80, 80, 30]);
    expect(info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)).toBe(90);
    await page.context().close();
  });
});
