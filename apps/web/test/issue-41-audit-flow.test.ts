import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith, openToolPage } from "./helpers/site.ts";

const run = promisify(execFile);

/**
 * Issue 41's flow defects that had no test of their own (the audit in docs/gif-suites.md), tried
 * as a new user at 375 and 1280 px: Split's ZIP download above its per-frame links, GIF Maker's
 * page loads with no failed request, a result takes the focus, Optimize reached from "Edit this
 * GIF" knows the GIF's size, and Boomerang names a GIF over 600 frames at upload, with a link to
 * Cut. Screenshots go to /tmp/suites-shots.
 */
describe("issue 41's flow defects, as a new user", () => {
  const site = setUpSite();
  const screenshotDir = "/tmp/suites-shots";
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-issue-41-audit-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  for (const width of [375, 1280]) {
    it(`${width} px: Split's ZIP download comes before its per-frame links`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/split`, fixture("gif/cogs.gif"));
      await page.getByRole("button", { name: "Split into frames" }).click();
      await page.getByRole("heading", { name: "Your frames are ready!" }).waitFor({
        timeout: 60_000,
      });
      const zip = page.getByRole("link", { name: "Download frames.zip" });
      const firstFrame = page.getByRole("link", { name: "Download frame-001.png" });
      await firstFrame.waitFor();
      const zipTop = (await zip.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const frameTop = (await firstFrame.boundingBox())?.y ?? Number.NEGATIVE_INFINITY;
      expect(zipTop).toBeLessThan(frameTop);
      // The result took the focus (issue 41: it dropped to <body>): its heading has it.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        "Your frames are ready!",
      );
      await page.screenshot({ path: join(screenshotDir, `split-result-${width}.png`) });
      await page.context().close();
    });

    it(`${width} px: GIF Maker's page loads with no failed request and no console error`, async () => {
      const page = await site.page(width);
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on("console", (message) => {
        if (message.type() === "error") failed.push(`console: ${message.text()}`);
      });
      await openToolPage(page, `${site.baseUrl}/gif-maker`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      expect(failed).toEqual([]);
      await page.context().close();
    });
  }

  it("1280 px: Optimize opened from a result's Edit this GIF says the GIF's size", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/reverse`, fixture("gif/cogs.gif"));
    await page.getByRole("button", { name: "Reverse GIF" }).click();
    await page.getByRole("heading", { name: "Your reversed GIF is ready!" }).waitFor({
      timeout: 60_000,
    });
    await page.locator("[data-edit-next='optimize']").click();
    const size = page.locator("dt:text-is('Original size:') + dd");
    // issue 41: "Unknown (the link did not say)" after a hand-off; the kept GIF's own bytes now.
    await expect.poll(() => size.textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d+)? KB$/);
    await page.screenshot({ path: join(screenshotDir, "optimize-after-hand-off-1280.png") });
    await page.context().close();
  });

  it("375 px: Boomerang names a GIF over 600 frames at upload and links to Cut", async () => {
    // 61 copies of cogs.gif's 5 frames: 305 forward, 608 as a boomerang.
    const long = join(workDir, "long.gif");
    const cogs = fixture("gif/cogs.gif");
    await run("gifsicle", [...Array(61).fill(cogs), "-o", long]);
    const page = await site.page(375);
    await openEditorWith(page, `${site.baseUrl}/boomerang`, long);
    const notice = page.locator("[data-too-many-frames]");
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(
      "A boomerang of this GIF would have 608 frames (its 305 forward, then back); results can have at most 600 frames.",
    );
    expect(await notice.getByRole("link", { name: "Cut GIF" }).getAttribute("href")).toBe("/cut");
    await page.screenshot({ path: join(screenshotDir, "boomerang-too-long-375.png") });
    await page.context().close();
  });
});
