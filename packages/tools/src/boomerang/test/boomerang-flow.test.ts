import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import {
  editorLayoutProblems,
  openEditorWith,
  seriousAxeViolations,
} from "../../../../../apps/web/test/helpers/site.ts";

/**
 * Boomerang in the browser: the /boomerang page opens Reverse's editor preset to a boomerang (at
 * 375 px), and Reverse's page offers the same choice by mouse and keyboard (at 1280 px, where the
 * editor's layout is checked too); each downloaded GIF plays forward then back with each frame's
 * delay. Screenshots go to /tmp/boomerang-shots/.
 */
describe("Boomerang in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "boomerang-shots");
  const input = fixture("gif/animated-loop-3.gif");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-boomerang-flow-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function download(page: Page, name: string, path: string) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    await download.saveAs(path);
    return gifsicleInfo(path);
  }

  /** 10 frames forward, then 8 back (frames 9 to 2): each with its own delay. */
  async function expectBoomerang(path: string) {
    const before = await gifsicleInfo(input);
    const order = [...Array(10).keys(), 8, 7, 6, 5, 4, 3, 2, 1];
    const after = await gifsicleInfo(path);
    expect(after.frameCount).toBe(18);
    expect(after.delaysCentiseconds).toEqual(order.map((i) => before.delaysCentiseconds[i]));
    expect(after.loop).toBe(before.loop);
  }

  // One width per flow (issue 23, the suite's time): the steps do not change with it.
  for (const width of [375]) {
    it(`${width} px: /boomerang is preset to a boomerang; download boomerang.gif`, async () => {
      const page = await site.page(width);
      await openEditorWith(page, `${site.baseUrl}/boomerang`, input);
      const boomerang = page.getByRole("radio", { name: "Boomerang" });
      await boomerang.waitFor({ timeout: 20_000 });
      expect(await boomerang.getAttribute("aria-checked")).toBe("true");
      await page.getByText("The frames play forward, then backward to the start").waitFor();
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `boomerang-editor-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Make Boomerang" }).click();
      await page
        .getByRole("heading", { name: "Your boomerang GIF is ready!" })
        .waitFor({ timeout: 60_000 });
      const path = join(workDir, `${width}.gif`);
      await download(page, "boomerang.gif", path);
      await expectBoomerang(path);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `boomerang-result-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The GIF and its settings stay under the result (issue 41: "Make another" threw the
      // upload away): change the order and go again without choosing the file again.
      await page.locator("[data-edit-again]").waitFor();
      expect(
        await page.getByRole("radio", { name: "Boomerang" }).getAttribute("aria-checked"),
      ).toBe("true");
      const link = page.getByRole("link", { name: "Download boomerang.gif" });
      const firstHref = await link.getAttribute("href");
      await page.getByRole("radio", { name: "Reverse" }).click();
      await page.getByRole("button", { name: "Reverse GIF" }).click();
      // The new result replaces the first one (its download is another blob).
      await expect.poll(() => link.getAttribute("href"), { timeout: 60_000 }).not.toBe(firstHref);
      await page.locator("[data-edit-again]").waitFor();
      const again = join(workDir, `${width}-reversed.gif`);
      const reversed = await download(page, "boomerang.gif", again);
      const before = await gifsicleInfo(input);
      expect(reversed.frameCount).toBe(10);
      expect(reversed.delaysCentiseconds).toEqual([...before.delaysCentiseconds].reverse());
      await page.context().close();
    });
  }

  it("Reverse offers the choice (keyboard too): Reverse by default, Boomerang on request", async () => {
    const page = await site.page(1280);
    await openEditorWith(page, `${site.baseUrl}/reverse`, input);
    const reverse = page.getByRole("radio", { name: "Reverse" });
    await reverse.waitFor({ timeout: 20_000 });
    expect(await reverse.getAttribute("aria-checked")).toBe("true");
    await page.getByRole("button", { name: "Reverse GIF" }).waitFor();
    await page.getByRole("radio", { name: "Boomerang" }).focus();
    await page.keyboard.press("Enter");
    expect(
      await editorLayoutProblems(page, {
        action: "Make Boomerang",
        screenshotPath: join(screenshotDir, "reverse-boomerang-1280.png"),
      }),
    ).toEqual([]);
    await page.getByRole("button", { name: "Make Boomerang" }).click();
    await page
      .getByRole("heading", { name: "Your reversed GIF is ready!" })
      .waitFor({ timeout: 60_000 });
    const path = join(workDir, "reverse-boomerang.gif");
    await download(page, "reversed.gif", path);
    await expectBoomerang(path);
    await page.context().close();
  });
});
