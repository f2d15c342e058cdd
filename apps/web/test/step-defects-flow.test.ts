import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openToolPage, seriousAxeViolations } from "./helpers/site.ts";

/**
 * Issue 24's leftovers in the shared step flow, as a person meets them, at 1280 and 375 px:
 * - single-file pages say "Upload File" and "From URL" (not "(s)"), and a phone (a coarse
 *   pointer) is not offered drag and drop;
 * - a Vimeo page, a web page and an ftp link each get a message that says what they are, and a
 *   0-byte file is called empty;
 * - Video to GIF shows the expected time before Convert, warns near the 6 min limit naming the
 *   settings to change, refuses what cannot finish in time, and holds Convert while the size
 *   estimate is measured.
 * Screenshots go to /tmp/step-defects-shots/.
 */
describe("Step flow defects (issue 24)", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "step-defects-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  const loadLink = async (page: Page, label: string, url: string) => {
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel(label).fill(url);
    await page.getByRole("button", { name: /^Load URLs?$/ }).click();
  };

  it("1280 px: upload wording, link messages, expected time, the time limit and the estimate", async () => {
    const page = await site.page(1280);
    await openToolPage(page, `${site.baseUrl}/video-to-gif`);
    expect(await page.getByRole("tab", { name: "Upload File", exact: true }).count()).toBe(1);
    expect(await page.getByRole("tab", { name: "From URL", exact: true }).count()).toBe(1);
    expect(
      await page.getByText("Drag and drop your video here", { exact: false }).isVisible(),
    ).toBe(true);

    await loadLink(page, "Link to the video", "https://vimeo.com/76979871");
    await page
      .getByRole("alert")
      .getByText("A Vimeo page is not a video file, and GifKit cannot fetch videos from Vimeo.", {
        exact: false,
      })
      .waitFor();
    await loadLink(page, "Link to the video", "ftp://files.example.com/clip.mp4");
    await page
      .getByRole("alert")
      .getByText("FTP links are not supported: GifKit fetches http:// and https:// links only.", {
        exact: false,
      })
      .waitFor();
    await loadLink(page, "Link to the video", "https://example.com/videos/cat.html");
    await page
      .getByRole("alert")
      .getByText("This link is a web page, not a file.", { exact: false })
      .waitFor();

    // friday.mp4: 640 × 480, 6.166 s; the first segment is its first 5 s (issue 24).
    await page.getByRole("tab", { name: "Upload File" }).click();
    await page.locator('input[type="file"]').setInputFiles(fixture("video/friday.mp4"));
    await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
    const convert = page.getByRole("button", { name: "Convert to GIF" });
    // While the size estimate is measured, Convert waits (read in one go: no race).
    const heldWhileMeasuring = await page.evaluate(() => {
      const estimate = document.querySelector("[data-size-estimate]");
      const button = [...document.querySelectorAll("button")].find(
        (candidate) => candidate.textContent?.trim() === "Convert to GIF",
      );
      return estimate?.getAttribute("data-size-estimate") === "measuring"
        ? button?.disabled === true
        : "estimate already done";
    });
    expect([true, "estimate already done"]).toContain(heldWhileMeasuring);
    const expected = page.locator("[data-expected-time]");
    expect(await expected.textContent()).toMatch(
      /^Expected time: up to about \d+ s \(limit 6 min\)$/,
    );

    // The whole clip, 0-6.1 s (the End key on the end thumb), for the figures below.
    const end = page.getByLabel("Segment 1 end");
    await end.focus();
    await end.press("End");
    await expect.poll(() => page.locator('[data-summary="duration"]').textContent()).toBe("6.1s");

    // High, 24 fps, 1080 × 810 (146 frames): about 355 s, near the limit: a warning.
    await page.getByRole("radio", { name: "High" }).click();
    await page.getByRole("radio", { name: "24 fps" }).click();
    await page.getByLabel("Width").fill("1080");
    await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("810");
    await page
      .locator("[data-time-warning]")
      .getByText(
        "Close to the 6 min time limit: on a busy server this may not finish. Choose Medium quality (9× faster)",
        { exact: false },
      )
      .waitFor();
    expect(await expected.textContent()).toBe(
      "Expected time: up to about 5 min 55 s (limit 6 min)",
    );
    await page.screenshot({ path: join(screenshotDir, "1280-near-limit.png"), fullPage: true });
    expect(await seriousAxeViolations(page, { include: "[data-time-warning]" })).toEqual([]);

    // 1200 × 900: about 7 min 18 s, past the limit: refused before starting, Convert off.
    await page.getByLabel("Width").fill("1200");
    await page
      .getByRole("alert")
      .getByText(
        "This conversion would take about 7 min 18 s (1200 × 900, 146 frames at High quality); the time limit is 6 min.",
        { exact: false },
      )
      .waitFor();
    expect(await convert.isDisabled()).toBe(true);
    await page.screenshot({ path: join(screenshotDir, "1280-over-limit.png"), fullPage: true });
    // The new lines (the slider thumbs' own target-size finding is older than this work).
    for (const include of ["[data-expected-time]", "[role=alert]"])
      expect(await seriousAxeViolations(page, { include })).toEqual([]);

    // Medium: far from the limit, Convert on again once the estimate has answered.
    await page.getByRole("radio", { name: "Medium" }).click();
    expect(await page.locator("[data-time-warning]").count()).toBe(0);
    await expect.poll(() => convert.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.context().close();
  });

  it("375 px on a phone: no drag and drop offered; a web page link to a GIF tool is named", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await openToolPage(page, `${site.baseUrl}/video-to-gif`);
    expect(
      await page.getByText("Drag and drop your video here", { exact: false }).isVisible(),
    ).toBe(false);
    expect(await page.getByText("Choose your video from this device").isVisible()).toBe(true);
    await page.screenshot({ path: join(screenshotDir, "375-upload.png") });

    // A 0-byte file is called empty, not "not a video" (issue 24), and the upload screen stays.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(0) });
    await page
      .getByRole("alert")
      .getByText("clip.mp4 is empty (0 bytes). Choose the file again, or another one.")
      .waitFor();
    expect(await page.getByText("not a video", { exact: false }).count()).toBe(0);
    await page.screenshot({ path: join(screenshotDir, "375-empty-file.png") });

    await openToolPage(page, `${site.baseUrl}/resize`);
    await loadLink(page, "Link to the GIF", "https://example.com/gallery/cat.html");
    await page
      .getByRole("alert")
      .getByText(
        "This link is a web page, not a file. Link to the file itself (ending in .gif, .webp, .apng...): right-click it on the page and copy its address.",
      )
      .waitFor();
    await context.close();
  });
});
