import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../server/test/helpers/media-probe.ts";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import {
  launchChromium,
  newPageAt,
  openEditorWith,
  seriousAxeViolations,
  startSiteServer,
} from "./helpers/site.ts";

/**
 * A destination preset in an editor (issue 27), at 375 px: on /boomerang with the
 * Twitch animated emote preset, the control says the GIF is made exactly 112 × 112 px and at
 * most 60 frames; the start call carries `destination`; the result line says what changed, and
 * the downloaded GIF is exactly 112 × 112 px, at most 60 frames and 512 KB. The input is
 * animated-loop-3.gif (10 frames, 370 × 285: scaled to 112 × 86 and padded). Screenshots go to
 * /tmp/destination-shots/.
 */
describe("A destination preset in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let workDir: string;
  const screenshotDir = join(tmpdir(), "destination-shots");

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    workDir = await mkdtemp(join(tmpdir(), "gifkit-destination-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`${width} px: the Twitch preset makes an exactly 112 × 112 px emote`, async () => {
      const page = await newPageAt(browser, width);
      await openEditorWith(page, `${server.baseUrl}/boomerang`, fixture("gif/animated-loop-3.gif"));
      const control = page.locator("[data-fit-under]");
      await control.waitFor({ timeout: 20_000 });
      await control.getByRole("checkbox", { name: "Fit under a size" }).check();
      await control.getByLabel("Where the GIF goes").selectOption("twitch-animated-emote");
      const note = control.locator("[data-fit-destination='twitch-animated-emote']");
      expect(await note.locator("[data-fit-size-cap]").textContent()).toBe(
        "Size for Twitch animated emote: exactly 112 × 112 px. The GIF is scaled to fit and centered on a transparent canvas of that size.",
      );
      expect(await note.locator("[data-fit-extra-limits]").textContent()).toContain(
        "at most 60 frames: a longer GIF is cut to fit and frames are dropped evenly",
      );
      await control.screenshot({ path: join(screenshotDir, `control-${width}.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-fit-under]" })).toEqual([]);

      const startCall = new Promise<string>((resolve) => {
        void page.route("**/api/boomerang", async (route) => {
          if (route.request().method() === "POST") {
            resolve(route.request().postDataBuffer()?.toString("latin1") ?? "");
          }
          await route.continue();
        });
      });
      await page.getByRole("button", { name: "Make Boomerang" }).click();
      expect(await startCall).toMatch(/name="destination"\r\n\r\ntwitch-animated-emote\r\n/);
      await page
        .getByRole("heading", { name: "Your boomerang GIF is ready!" })
        .waitFor({ timeout: 90_000 });
      const line = (await page.locator("[data-fit-settings]").textContent()) ?? "";
      expect(line).toContain("112×112");
      expect(line).toContain(
        "Scaled to 112 × 86 px and centered on a transparent 112 × 112 px canvas (Twitch animated emote: exactly 112 × 112 px).",
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download boomerang.gif" }).click(),
      ]);
      const path = join(workDir, `${width}.gif`);
      await download.saveAs(path);
      const info = await gifsicleInfo(path);
      expect([info.width, info.height]).toEqual([112, 112]);
      expect(info.frameCount).toBeLessThanOrEqual(60);
      expect((await stat(path)).size).toBeLessThanOrEqual(512_000);
      await page.screenshot({ path: join(screenshotDir, `result-${width}.png`), fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
