import { expect, test } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith } from "./helpers/site.ts";

/**
 * "Upload Different GIF", then a file the tool refuses: the person is not left with nothing. The
 * refusal offers the GIF they had back, and the editor reopens on it with their settings.
 */
const site = setUpSite();

test("a refused file after Upload Different GIF offers the GIF back, its width kept", async () => {
  const page = await site.page(375);
  await openEditorWith(page, `${site.baseUrl}/resize`, fixture("gif/cogs.gif"));
  const width = page.getByLabel("Width", { exact: true });
  await width.fill("40");
  await width.blur();
  await page.getByRole("button", { name: "Upload Different GIF" }).click();
  await page.locator('input[type="file"]').setInputFiles(fixture("video/flower.mp4"));
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Unsupported file type: flower.mp4. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM");
  const back = page.getByRole("button", { name: "Back to cogs.gif" });
  await back.click();
  await page.getByRole("button", { name: "Resize GIF", exact: true }).waitFor();
  expect(await page.getByLabel("Width", { exact: true }).inputValue()).toBe("40");
  expect(await page.getByRole("alert").count()).toBe(0);
  // The GIF's preview came back with it (its object URL was not released).
  await expect
    .poll(() =>
      page
        .locator('[data-tool-workspace] img[src^="blob:"]')
        .first()
        .evaluate((image) => {
          return (image as HTMLImageElement).naturalWidth;
        }),
    )
    .toBe(85);
  // Choosing the same file anew is a fresh start, as before: its own size, not the kept 40.
  await page.getByRole("button", { name: "Upload Different GIF" }).click();
  await page.locator('input[type="file"]').setInputFiles(fixture("gif/cogs.gif"));
  await page.getByRole("button", { name: "Resize GIF", exact: true }).waitFor();
  await expect.poll(() => page.getByLabel("Width", { exact: true }).inputValue()).toBe("85");
  await page.context().close();
});
