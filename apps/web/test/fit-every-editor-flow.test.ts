import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "./helpers/site.ts";

/**
 * "Fit under a size" in the editors of the tools that squeeze their own GIF afterwards (issue 27):
 * Reverse at 375 and 1280 px sends the custom size as `target_size_bytes` and shows the result's
 * line about what was fitted; every other such editor shows the control, off by default.
 * Screenshots go to /tmp/fit-every-editor-shots/.
 */
describe("Fit under a size in every GIF editor", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "fit-every-editor-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  // The custom size's round trip once, at 375 px; at 1280 px the test below checks the control
  // in every editor (issue 23: the suite's time).
  for (const width of [375]) {
    it(`${width} px, Reverse: a custom 10 KB is sent and the result says what was fitted`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/reverse`, fixture("gif/cogs.gif"));
      const control = page.locator("[data-fit-under]");
      const fitSwitch = control.getByRole("checkbox", { name: "Fit under a size" });
      await fitSwitch.waitFor();
      expect(await fitSwitch.isChecked()).toBe(false);
      await fitSwitch.check();
      await control.getByLabel("Where the GIF goes").selectOption("custom");
      await control.getByRole("combobox", { name: "Unit of the custom size" }).selectOption("KB");
      const custom = control.getByRole("textbox", { name: "Custom size" });
      const action = page.getByRole("button", { name: "Reverse GIF", exact: true });
      // Below 10 KB: refused on the page, the start waits.
      await custom.fill("5");
      expect(await control.getByRole("alert").textContent()).toBe(
        "Enter a size from 10 KB to 200 MB.",
      );
      expect(await action.isDisabled()).toBe(true);
      await custom.fill("10");
      expect(await action.isDisabled()).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await control.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-reverse-fit.png`) });

      const startCall = new Promise<string>((resolve) => {
        void page.route("**/api/reverse", async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          resolve(route.request().postDataBuffer()?.toString("latin1") ?? "");
          await route.continue();
        });
      });
      await action.click();
      expect(await startCall).toMatch(/name="target_size_bytes"\r\n\r\n10240\r\n/);
      await page.getByRole("heading", { name: "Your reversed GIF is ready!" }).waitFor();
      // cogs.gif reversed is about 2 KB: the tool's own result already fits.
      expect(await page.locator("[data-fit-settings]").textContent()).toBe(
        "Fitted under 10 KB: 85×77, 256 colors, no lossy compression.",
      );
      await page.screenshot({ path: join(screenshotDir, `${width}-reverse-result.png`) });
      await page.close();
    });
  }

  it("1280 px: Crop, Add Text, Speed, Rotate & Flip, Cut, Edit frames, Censor, Combine, Effects, Boomerang and Overlay show the control, off", async () => {
    const page = await site.page(1280);
    for (const path of [
      "crop",
      "add-text",
      "speed",
      "rotate",
      "cut",
      "frames",
      "censor",
      "combine",
      "effects",
      "boomerang",
      "overlay",
    ]) {
      await openEditorWith(page, `${site.baseUrl}/${path}`, fixture("gif/cogs.gif"));
      const fitSwitch = page
        .locator("[data-fit-under]")
        .getByRole("checkbox", { name: "Fit under a size" });
      await fitSwitch.waitFor();
      expect(await fitSwitch.isChecked(), path).toBe(false);
    }
    await page.screenshot({ path: join(screenshotDir, "1280-combine.png"), fullPage: true });
    await page.close();
  });
});
