import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { declineConsentIfAsked } from "../../../../../apps/web/test/helpers/site.ts";

const require = createRequire(import.meta.url);
const customFontPath = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf");

/**
 * Add Text in the browser through the real server and the built site: upload, Meme preset, type,
 * drag, a second layer with a timing window and a custom font, generate, download
 * gif-with-text.gif; and the bad inputs, each with its message and the settings kept.
 * Screenshots at 375 px and 1280 px go to the screenshots directory.
 */
describe("Add Text in the browser", () => {
  const site = setUpSite();
  let workDir: string;
  const screenshotDir = join(tmpdir(), "gifkit-editor-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-add-text-"));
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function openEditor(file: string, width = 1280): Promise<Page> {
    const page = await site.page(width);
    await page.goto(`${site.baseUrl}/add-text`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Add Text to GIF" }).waitFor();
    return page;
  }

  const textField = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true });
  const preview = (page: Page) =>
    page.getByRole("img", { name: /Preview of the GIF with your text/ });

  it("upload, Meme preset, type, drag, a second timed layer with a custom font, generate, download", async () => {
    const page = await openEditor(fixture("gif/classroom.gif"));
    await preview(page).waitFor();
    // classroom.gif: 480 × 270, 45 frames, 2.99 s.
    await page.getByText(/ \/ 2\.99 s · 480 × 270 px$/).waitFor();

    await page.getByRole("button", { name: "Meme Style" }).click();
    await expect.poll(() => page.getByLabel("Font", { exact: true }).inputValue()).toBe("Impact");
    await textField(page).fill("TOP TEXT");

    // Meme Style puts the caption at the top (issue 24). Drag it down by 30 display pixels:
    // Offset Y follows.
    await page
      .getByRole("radiogroup", { name: "Vertical alignment" })
      .getByRole("radio", { name: "Top", checked: true })
      .waitFor();
    const box = await preview(page).boundingBox();
    if (!box) throw new Error("no preview");
    const scale = box.width / 480;
    const grabY = box.y + 20 * scale;
    await page.mouse.move(box.x + box.width / 2, grabY);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, grabY + 15, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, grabY + 30, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await page.getByLabel("Offset Y").inputValue()))
      .toBe(Math.round(30 / scale));

    // Add Layer keeps TOP TEXT and starts a new, unselected layer with the same style.
    await page.getByRole("button", { name: "Add Layer" }).click();
    await page.getByRole("button", { name: "TOP TEXT", pressed: false }).waitFor();
    await page.getByRole("button", { name: "New layer", pressed: true }).waitFor();
    await textField(page).fill("Second layer");
    await page.getByLabel("Custom font (.ttf or .otf)").setInputFiles(customFontPath);
    await page.getByText("DejaVuSerif-Bold.ttf").waitFor();
    // At the bottom (the new layer kept Meme Style's top alignment).
    await page
      .getByRole("radiogroup", { name: "Vertical alignment" })
      .getByRole("radio", { name: "Bottom" })
      .click();
    await page.getByLabel("Offset Y").fill("0");
    await page.getByLabel("Offset Y").blur();
    await page.getByLabel("Start (s)").fill("1");
    await page.getByLabel("End (s)").fill("2");
    await page.getByLabel("End (s)").press("Enter");
    await page.getByText("1.00 s to 2.00 s").waitFor();
    // The first layer kept its own settings.
    await expect(
      page.getByRole("button", { name: "TOP TEXT", pressed: false }).count(),
    ).resolves.toBe(1);
    await page.getByRole("button", { name: "Second layer", pressed: true }).waitFor();

    await page.getByRole("button", { name: "Add Text to GIF" }).click();
    await page.getByRole("heading", { name: /ready/i }).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download gif-with-text.gif" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("gif-with-text.gif");
    const resultPath = join(workDir, "gif-with-text.gif");
    await download.saveAs(resultPath);
    const info = await gifsicleInfo(resultPath);
    expect([info.width, info.height, info.frameCount]).toEqual([480, 270, 45]);

    // The first layer shows in every frame; the second only from 1 s to 2 s (frames 15-29).
    const input = await decodeFramesWithFfmpeg(fixture("gif/classroom.gif"), 480, 270);
    const output = await decodeFramesWithFfmpeg(resultPath, 480, 270);
    const changedRows = (index: number, top: number, bottom: number) => {
      let changed = 0;
      const a = input[index] as Buffer;
      const b = output[index] as Buffer;
      for (let offset = top * 480 * 4; offset < bottom * 480 * 4; offset += 4) {
        if (Math.abs((a[offset] as number) - (b[offset] as number)) > 40) changed++;
      }
      return changed;
    };
    expect(changedRows(5, 0, 100)).toBeGreaterThan(300); // TOP TEXT, at the top
    expect(changedRows(5, 200, 270)).toBe(0); // no second layer yet
    expect(changedRows(20, 200, 270)).toBeGreaterThan(100); // second layer at 1.4 s
    expect(changedRows(40, 200, 270)).toBe(0);
    await page.context().close();
  });

  it("bad input: a non-GIF named .gif, a corrupt GIF, a font that is not a font, an end before the start", async () => {
    // A JPEG named .gif is refused when chosen (its first bytes), before the editor opens:
    // no duration notice, no 10 s timeline.
    const photo = join(workDir, "photo.gif");
    await copyFile(fixture("image/elephant-660-480.jpg"), photo);
    let page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.baseUrl}/add-text`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page
      .getByRole("alert")
      .getByText("photo.gif is not a GIF file: its content does not match its name.")
      .waitFor();
    expect(await page.locator("[data-tool-workspace]").getAttribute("data-step")).toBe("upload");
    expect(await page.getByText("Could not auto-detect GIF duration").count()).toBe(0);
    await page.close();

    const broken = join(workDir, "broken.gif");
    const header = (await readFile(fixture("gif/classroom.gif"))).subarray(0, 800);
    await writeFile(broken, Buffer.concat([header, Buffer.alloc(3000, 7)]));
    page = await openEditor(broken);
    await textField(page).fill("Still here");
    await page.getByRole("button", { name: "Subtitle Style" }).click();
    await page.getByRole("button", { name: "Add Text to GIF" }).click();
    await page
      .getByRole("alert")
      .getByText("The GIF file is damaged or incomplete", { exact: false })
      .waitFor();
    expect(await textField(page).inputValue()).toBe("Still here");
    expect(await page.getByLabel("Font", { exact: true }).inputValue()).toBe("Arial");
    await page.context().close();

    page = await openEditor(fixture("gif/cogs.gif"));
    await textField(page).fill("Fonts");
    const fake = join(workDir, "fancy.ttf");
    await writeFile(fake, "this is plain text, not a font");
    await page.getByLabel("Custom font (.ttf or .otf)").setInputFiles(fake);
    await page
      .getByRole("alert")
      .getByText('"fancy.ttf" is not a TrueType or OpenType font. Choose a .ttf or .otf file.')
      .waitFor();
    expect(await textField(page).inputValue()).toBe("Fonts");

    // cogs.gif plays 0.22 s: start 0.1, then an end before it.
    await page.getByLabel("Start (s)").fill("0.1");
    await page.getByLabel("Start (s)").press("Enter");
    await page.getByLabel("End (s)").fill("0.05");
    await page.getByLabel("End (s)").press("Enter");
    await page
      .getByRole("alert")
      .getByText("The end time must be after the start time", { exact: false })
      .waitFor();
    expect(Number((await page.getByLabel("End (s)").inputValue()) || "0.22")).toBeGreaterThan(0.1);
    expect(await textField(page).inputValue()).toBe("Fonts");
    await page.context().close();
  });

  it("screenshots at 375 px and 1280 px; a new layer does not inherit the last one's time", async () => {
    for (const width of [375, 1280]) {
      const page = await openEditor(fixture("gif/classroom.gif"), width);
      await preview(page).waitFor();
      await page.getByRole("button", { name: "Meme Style" }).click();
      await textField(page).fill("WHEN THE GIF HAS TEXT");
      // Issue 24: this layer shows 1-1.1 s; the next one does not inherit that window, so a
      // start typed as 1.5 stays 1.5 (it was moved back to 1.10 s, the reason below the fold).
      await page.getByLabel("Start (s)").fill("1");
      await page.getByLabel("End (s)").fill("1.1");
      await page.getByLabel("End (s)").press("Enter");
      await page.getByRole("button", { name: "Add Layer" }).click();
      expect(await page.getByLabel("Start (s)").inputValue()).toBe("0.00");
      expect(await page.getByLabel("End (s)").inputValue()).toBe("");
      await page.getByLabel("Start (s)").fill("1.5");
      await page.getByLabel("Start (s)").press("Enter");
      expect(await page.getByLabel("Start (s)").inputValue()).toBe("1.50");
      expect(await page.getByRole("alert").count()).toBe(0);
      await page.getByRole("button", { name: "Clean Text" }).click();
      await textField(page).fill("and a caption");
      await declineConsentIfAsked(page);
      await page.waitForTimeout(500);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `add-text-${width}.png`) });
      await page.context().close();
    }
  });
});
