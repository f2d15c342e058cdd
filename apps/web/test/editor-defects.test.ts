import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { decodeFramesWithFfmpeg, gifsicleInfo } from "../../server/test/helpers/media-probe.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openToolPage } from "./helpers/site.ts";

const run = promisify(execFile);

/**
 * The editor defects of issue 18, each as a person meets it, through the real server and the
 * built site: Add Text's Add Layer losing the first text, the progress card below the fold (and
 * no elapsed time), Crop's zoom and first box, Resize's presets under "Maintain aspect ratio",
 * Video to GIF's default size for a portrait clip, and GIF Maker's output size. Screenshots at
 * 375 px and 1280 px go to the screenshots directory.
 */
describe("editor defects (issue 18)", () => {
  const site = setUpSite();
  let workDir: string;
  let portraitVideo: string;
  const screenshotDir = join(tmpdir(), "gifkit-editor-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-editor-defects-"));
    await mkdir(screenshotDir, { recursive: true });
    // A portrait clip (540 × 960, 2 s) from the landscape flower fixture, turned a quarter.
    portraitVideo = join(workDir, "portrait.mp4");
    await run("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-i",
      fixture("video/flower.mp4"),
      "-t",
      "2",
      // transpose=1: rotate 90° clockwise, so 960 × 540 becomes 540 × 960.
      "-vf",
      "transpose=1",
      "-an",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      portraitVideo,
    ]);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function openTool(
    path: string,
    viewport = { width: 1280, height: 800 },
    options: { reducedMotion?: "reduce" | "no-preference" } = {},
  ): Promise<Page> {
    const context = await site.browser.newContext({
      viewport,
      acceptDownloads: true,
      reducedMotion: options.reducedMotion ?? "no-preference",
    });
    const page = await context.newPage();
    // Records the text fields of every form the page sends (the start call uses XMLHttpRequest;
    // the browser does not hand multipart bodies with files to the test).
    await page.addInitScript(() => {
      const send = XMLHttpRequest.prototype.send;
      const sent: Record<string, string>[] = [];
      Object.assign(window, { __sentForms: sent });
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          const fields: Record<string, string> = {};
          for (const [name, value] of body.entries()) {
            if (typeof value === "string") fields[name] = value;
          }
          sent.push(fields);
        }
        return send.call(this, body);
      };
    });
    await openToolPage(page, `${site.baseUrl}${path}`);
    return page;
  }

  /** The text fields of the last form the page sent. */
  async function lastSentForm(page: Page): Promise<Record<string, string>> {
    await expect
      .poll(() => page.evaluate(() => (window as { __sentForms?: unknown[] }).__sentForms?.length))
      .toBeGreaterThan(0);
    return page.evaluate(
      () => (window as { __sentForms?: Record<string, string>[] }).__sentForms?.at(-1) ?? {},
    );
  }

  async function downloadResult(page: Page, linkName: string, fileName: string) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: linkName }).click(),
    ]);
    const path = join(workDir, `${Date.now()}-${fileName}`);
    await download.saveAs(path);
    return path;
  }

  async function screenshot(page: Page, name: string) {
    await page.waitForTimeout(300);
    const width = page.viewportSize()?.width ?? 0;
    await page
      .locator("[data-tool-workspace]")
      .screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
  }

  const textField = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true });

  it("Add Text: Add Layer keeps the first text; the GIF gets both texts", async () => {
    const page = await openTool("/add-text");
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page.getByRole("img", { name: /Preview of the GIF with your text/ }).waitFor();
    const vertical = page.getByRole("radiogroup", { name: "Vertical alignment" });

    await page.getByRole("button", { name: "Meme Style" }).click();
    await textField(page).fill("TOP CAPTION");
    await vertical.getByRole("radio", { name: "Top" }).click();
    await page.getByRole("button", { name: "Add Layer" }).click();
    await textField(page).fill("BOTTOM LINE");
    await vertical.getByRole("radio", { name: "Bottom" }).click();

    // The first layer is kept, unselected, with its own settings.
    const kept = page.getByRole("button", { name: "TOP CAPTION", exact: true });
    await kept.waitFor();
    expect(await kept.getAttribute("aria-pressed")).toBe("false");
    await kept.click();
    expect(await textField(page).inputValue()).toBe("TOP CAPTION");
    await expect
      .poll(() => vertical.getByRole("radio", { name: "Top" }).getAttribute("aria-checked"))
      .toBe("true");
    await kept.click(); // released: back to the new layer, which kept its text
    expect(await textField(page).inputValue()).toBe("BOTTOM LINE");

    await page.getByRole("button", { name: "Add Text to GIF" }).click();
    const layers = JSON.parse((await lastSentForm(page)).layers ?? "[]") as {
      text: string;
      vertical_align: string;
      font_family: string;
    }[];
    expect(layers.map((layer) => [layer.text, layer.vertical_align, layer.font_family])).toEqual([
      ["TOP CAPTION", "top", "Impact"],
      ["BOTTOM LINE", "bottom", "Impact"],
    ]);

    await page.getByRole("heading", { name: /ready/i }).waitFor({ timeout: 60_000 });
    const path = await downloadResult(page, "Download gif-with-text.gif", "gif-with-text.gif");
    // Both texts are in the pictures: rows near the top and near the bottom changed.
    const input = await decodeFramesWithFfmpeg(fixture("gif/classroom.gif"), 480, 270);
    const output = await decodeFramesWithFfmpeg(path, 480, 270);
    const changedPixels = (index: number, top: number, bottom: number) => {
      let changed = 0;
      const before = input[index] as Buffer;
      const after = output[index] as Buffer;
      for (let offset = top * 480 * 4; offset < bottom * 480 * 4; offset += 4) {
        if (Math.abs((before[offset] as number) - (after[offset] as number)) > 40) changed++;
      }
      return changed;
    };
    expect(changedPixels(10, 0, 70)).toBeGreaterThan(300);
    expect(changedPixels(10, 200, 270)).toBeGreaterThan(300);
    expect(changedPixels(10, 100, 170)).toBe(0);
    await page.context().close();

    for (const width of [375, 1280]) {
      const shot = await openTool("/add-text", { width, height: 900 });
      await shot.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
      await shot.getByRole("img", { name: /Preview of the GIF with your text/ }).waitFor();
      await shot.getByRole("button", { name: "Meme Style" }).click();
      await textField(shot).fill("TOP CAPTION");
      await shot
        .getByRole("radiogroup", { name: "Vertical alignment" })
        .getByRole("radio", { name: "Top" })
        .click();
      await shot.getByRole("button", { name: "Add Layer" }).click();
      await textField(shot).fill("BOTTOM LINE");
      await shot
        .getByRole("radiogroup", { name: "Vertical alignment" })
        .getByRole("radio", { name: "Bottom" })
        .click();
      await screenshot(shot, "fixed-add-text");
      await shot.context().close();
    }
  });

  /** The box lies inside the viewport (1280 × 800 or 375 × 800). */
  async function expectInView(page: Page, locator: Locator, what: string) {
    const viewportHeight = page.viewportSize()?.height ?? 0;
    await expect
      .poll(
        async () => {
          const box = await locator.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewportHeight;
        },
        { message: `${what} is inside the viewport`, timeout: 5000 },
      )
      .toBe(true);
  }

  /**
   * Starts a task with its start request held for a few seconds (so the card cannot vanish
   * before it is measured) and checks the progress card: in view, focused, elapsed seconds.
   */
  async function checkProgressCard(page: Page, apiPath: string, action: string) {
    await page.route(`**${apiPath}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => {});
    });
    await page.getByRole("button", { name: action, exact: true }).click();
    const bar = page.getByRole("progressbar");
    await bar.waitFor();
    await expectInView(page, bar, "the progress bar");
    await expectInView(page, page.getByRole("button", { name: "Cancel" }), "Cancel");
    const card = page.getByRole("region", { name: "Task progress" });
    await expect
      .poll(() => card.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await card.getByText(/^Elapsed: [1-9]\d* s$/).waitFor({ timeout: 5000 });
  }

  it("Add Text at 375 px: the text box follows the preview on the first screen (issue 41)", async () => {
    const page = await openTool("/add-text", { width: 375, height: 812 });
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page.getByRole("img", { name: /Preview of the GIF with your text/ }).waitFor();
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const previewBottom = await page
      .getByRole("img", { name: /Preview of the GIF with your text/ })
      .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    const textBox = await top(textField(page));
    // It was 840 px below the preview, under the layers and the timing; now the settings come
    // first and the layers and timing after them.
    expect(textBox - previewBottom).toBeLessThan(250);
    expect(await top(page.getByRole("region", { name: "Text layers" }))).toBeGreaterThan(textBox);
    await page.screenshot({ path: join(screenshotDir, "add-text-375.png") });
    await page.context().close();
  });

  it("the progress card comes into view with elapsed seconds (Resize, Optimize, GIF Maker)", async () => {
    let page = await openTool("/resize");
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page.getByText("Original size: 480 × 270 px").waitFor();
    await checkProgressCard(page, "/api/resize", "Resize GIF");
    await screenshot(page, "fixed-progress");
    await page.context().close();

    // Reduced motion: the card still comes into view (at once).
    page = await openTool("/optimize", undefined, { reducedMotion: "reduce" });
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/iss634.gif"));
    await page.getByRole("button", { name: "Optimize GIF", exact: true }).waitFor();
    await checkProgressCard(page, "/api/optimize", "Optimize GIF");
    await page.context().close();

    page = await openTool("/gif-maker");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles([fixture("image/elephant-660-480.jpg"), fixture("image/4.webp")]);
    await page.getByText("2 images selected").waitFor();
    await checkProgressCard(page, "/api/gif-maker", "Create GIF");
    await page.context().close();

    page = await openTool("/resize", { width: 375, height: 800 });
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page.getByText("Original size: 480 × 270 px").waitFor();
    await checkProgressCard(page, "/api/resize", "Resize GIF");
    await screenshot(page, "fixed-progress");
    await page.context().close();
  });

  /** The crop area: the scrolling element around the picture. */
  const cropArea = (page: Page) =>
    page.getByAltText(/^Crop preview of/).evaluate((image) => {
      let element: HTMLElement | null = image.parentElement;
      while (element && !["auto", "scroll"].includes(getComputedStyle(element).overflowY)) {
        element = element.parentElement;
      }
      if (!element) return null;
      return {
        height: element.getBoundingClientRect().height,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      };
    });

  it("Crop: zoom works up to 4× inside a 400 px area; the first box is 80% of the image", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const page = await openTool("/crop", viewport);
      await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
      await page.getByText("Image: 480 × 270 px", { exact: false }).waitFor();
      const picture = page.getByAltText(/^Crop preview of/);

      // A box a finger can grab: 80% of the picture, centred.
      expect(
        await Promise.all(
          ["X", "Y", "Width", "Height"].map((label) =>
            page.getByLabel(label, { exact: true }).inputValue(),
          ),
        ),
      ).toEqual(["48", "27", "384", "216"]);
      const pictureBox = await picture.boundingBox();
      const selection = await page
        .getByLabel("Crop box: drag to move, arrow keys to nudge")
        .boundingBox();
      expect(selection?.width ?? 0).toBeGreaterThan((pictureBox?.width ?? 0) * 0.75);
      expect(selection?.height ?? 0).toBeGreaterThanOrEqual(44);

      const zoom = page.getByRole("slider", { name: "Zoom" });
      const widthAtOne = pictureBox?.width ?? 0;
      for (const [value, factor] of [
        ["2", 2],
        ["3", 3],
        ["4", 4],
      ] as const) {
        await zoom.fill(value);
        await expect
          .poll(
            async () =>
              Math.abs(((await picture.boundingBox())?.width ?? 0) - widthAtOne * factor) <= 2,
            { message: `the picture at ${value}× is ${factor} times as wide` },
          )
          .toBe(true);
      }
      const area = await cropArea(page);
      expect(area?.height).toBeLessThanOrEqual(400);
      expect(area?.height).toBeGreaterThan(viewport.width < 640 ? 300 : 399);
      expect(area?.scrollWidth ?? 0).toBeGreaterThan((area?.clientWidth ?? 0) * 3);
      // The crop box stays in the middle of the area when zooming.
      const areaBox = await page.getByRole("region", { name: "Crop area" }).boundingBox();
      const zoomedSelection = await page
        .getByLabel("Crop box: drag to move, arrow keys to nudge")
        .boundingBox();
      if (!areaBox || !zoomedSelection) throw new Error("no crop area");
      expect(
        Math.abs(zoomedSelection.x + zoomedSelection.width / 2 - (areaBox.x + areaBox.width / 2)),
      ).toBeLessThan(areaBox.width / 4);
      await zoom.fill("1.5");
      await screenshot(page, "fixed-crop");
      await page.context().close();
    }
  });

  it("Resize: an aspect preset turns Maintain aspect ratio off and makes that shape", async () => {
    for (const width of [375, 1280]) {
      const page = await openTool("/resize", { width, height: 800 });
      await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
      await page.getByText("Original size: 480 × 270 px").waitFor();
      const maintain = page.getByRole("switch", { name: "Maintain aspect ratio" });
      expect(await maintain.getAttribute("aria-checked")).toBe("true");
      await page.getByRole("radio", { name: "1:1" }).click();
      await expect.poll(() => maintain.getAttribute("aria-checked")).toBe("false");
      // The width field starts at the GIF's own 480 (issue 41: it opened at 300 × 300): the
      // height follows the 1:1 shape, not the GIF's.
      expect(await page.getByLabel("Width").inputValue()).toBe("480");
      expect(await page.getByLabel("Height").inputValue()).toBe("480");
      await page.getByText("The GIF is stretched to 1:1.", { exact: false }).waitFor();
      await page.getByText("Result: 480 × 480 px").waitFor();
      await page.getByLabel("Width").fill("200");
      await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("200");
      await screenshot(page, "fixed-resize");
      if (width === 1280) {
        await page.getByRole("button", { name: "Resize GIF", exact: true }).click();
        const sent = await lastSentForm(page);
        expect([sent.width, sent.height, sent.maintain_aspect_ratio]).toEqual([
          "200",
          "200",
          "false",
        ]);
        await page.getByRole("heading", { name: "Your resized GIF is ready!" }).waitFor({
          timeout: 60_000,
        });
        const info = await gifsicleInfo(
          await downloadResult(page, "Download resized.gif", "resized.gif"),
        );
        expect([info.width, info.height, info.frameCount]).toEqual([200, 200, 45]);
      }
      await page.context().close();
    }
    // Turning maintain back on returns to Free and the GIF's own shape.
    const page = await openTool("/resize");
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/classroom.gif"));
    await page.getByText("Original size: 480 × 270 px").waitFor();
    await page.getByRole("radio", { name: "9:16" }).click();
    await page.getByRole("switch", { name: "Maintain aspect ratio" }).click();
    await expect
      .poll(() => page.getByRole("radio", { name: "Free" }).getAttribute("aria-checked"))
      .toBe("true");
    // 480 wide (the GIF's own width, issue 41) at 480 × 270: 270 high.
    expect(await page.getByLabel("Height").inputValue()).toBe("270");
    await page.getByText("Result: 480 × 270 px").waitFor();
    await page.context().close();
  });

  it("Video to GIF: a portrait video starts upright at the area of 480 × 360, never enlarged", async () => {
    for (const width of [375, 1280]) {
      const page = await openTool("/video-to-gif", { width, height: 900 });
      await page.locator('input[type="file"]').setInputFiles(portraitVideo);
      await page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 });
      // Issue 24: a portrait clip gets a portrait default of 480 × 360's area (172,800 px²) in its
      // own shape (540 × 960 → 312 × 554), not a landscape box (the old 203 × 360).
      expect(await page.getByLabel("Width", { exact: true }).inputValue()).toBe("312");
      expect(await page.getByLabel("Height", { exact: true }).inputValue()).toBe("554");
      await page.getByText("312 × 554").first().waitFor();
      await screenshot(page, "fixed-video-to-gif");
      await page.context().close();
    }
  });

  it("GIF Maker: an output size (presets and typed sides) sent and honoured", async () => {
    for (const width of [375, 1280]) {
      const page = await openTool("/gif-maker", { width, height: 900 });
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles([fixture("image/elephant-660-480.jpg"), fixture("image/4.webp")]);
      await page.getByText("2 images selected").waitFor();
      const sizeGroup = page.getByRole("radiogroup", { name: "Size" });
      const widthField = page.getByLabel("Width", { exact: true });
      const heightField = page.getByLabel("Height", { exact: true });
      // The default is the first image's size.
      await expect.poll(() => widthField.inputValue()).toBe("660");
      expect(await heightField.inputValue()).toBe("480");
      await sizeGroup.getByRole("radio", { name: "480 wide" }).click();
      await expect.poll(() => heightField.inputValue()).toBe("349");
      // A side out of range: the server's message, and Create GIF waits.
      await widthField.fill("2001");
      await page
        .getByRole("alert")
        .getByText("Width must be a whole number of pixels from 1 to 2000.")
        .waitFor();
      expect(await page.getByRole("button", { name: "Create GIF" }).isDisabled()).toBe(true);
      await sizeGroup.getByRole("radio", { name: "Square 480" }).click();
      expect([await widthField.inputValue(), await heightField.inputValue()]).toEqual([
        "480",
        "480",
      ]);
      await screenshot(page, "fixed-gif-maker");
      if (width === 1280) {
        await widthField.fill("320");
        await heightField.fill("200");
        await page.getByRole("button", { name: "Create GIF" }).click();
        const sent = await lastSentForm(page);
        expect([sent.width, sent.height]).toEqual(["320", "200"]);
        await page.getByText(/^Elapsed: \d+ s$/).waitFor();
        await page.getByRole("heading", { name: "Your GIF is ready!" }).waitFor({
          timeout: 90_000,
        });
        const info = await gifsicleInfo(await downloadResult(page, "Download GIF", "created.gif"));
        expect([info.width, info.height, info.frameCount]).toEqual([320, 200, 2]);
      }
      await page.context().close();
    }
  });
});
