import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../../../apps/server/test/helpers/close-server.ts";
import {
  type GifMakerImages,
  makeGifMakerImages,
} from "../../../../../apps/server/test/helpers/gif-maker-images.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import { setUpSite } from "../../../../../apps/web/test/helpers/set-up-site.ts";
import { openToolPage } from "../../../../../apps/web/test/helpers/site.ts";

/**
 * The GIF Maker in the browser through the real server and the built site: five images (three
 * uploaded, two by link from a local server), a keyboard move read back from the live region, a
 * mouse drag, one frame's duration and another's effect, crossfade, Create GIF, download
 * created.gif and count its frames; the empty list blocks creation; an unsupported file gives
 * the spec's message. Screenshots at 375 px and 1280 px go to the screenshots directory.
 */
describe("GIF Maker in the browser", () => {
  const site = setUpSite();
  let images: GifMakerImages;
  let imageDir: string;
  let files: Server;
  let filesBase: string;
  const screenshotDir = join(tmpdir(), "gifkit-editor-screenshots");

  beforeAll(async () => {
    imageDir = await mkdtemp(join(tmpdir(), "gifkit-gif-maker-web-"));
    images = await makeGifMakerImages(imageDir);
    await mkdir(screenshotDir, { recursive: true });
    // The links of the 'Load URLs' box (CORS open so the thumbnails can load).
    files = createServer(async (request, response) => {
      try {
        const body = await readFile(
          join(imageDir, basename((request.url ?? "/").split("?")[0] ?? "")),
        );
        response.writeHead(200, {
          "content-length": body.length,
          "access-control-allow-origin": "*",
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    const address = files.address();
    filesBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await closeServer(files);
    await rm(imageDir, { recursive: true, force: true });
  });

  async function openGifMaker(width = 1280): Promise<Page> {
    const page = await site.page(width);
    await openToolPage(page, `${site.baseUrl}/gif-maker`);
    return page;
  }

  /** Three uploads, then two links through the 'Load URLs' box. */
  async function addFiveImages(page: Page) {
    await page
      .locator('input[type="file"]')
      .setInputFiles([images.stills.png, images.treeWebp, images.stills.heic]);
    await page.getByText("3 images selected").waitFor();
    await page
      .getByLabel("Image links (one per line, or separated by commas)")
      .fill(`${filesBase}/photo.jpg\n${filesBase}/anim.gif`);
    await page.getByRole("button", { name: "Load URLs" }).click();
    await page.getByText("5 images selected").waitFor();
  }

  const handle = (page: Page, number: number) =>
    page.getByRole("button", { name: new RegExp(`^Image ${number} of \\d+:`) });
  const announcement = (page: Page) => page.getByTestId("move-announcement");

  it("makes a GIF from five images: keyboard move, own duration and effect, crossfade, download created.gif", async () => {
    const page = await openGifMaker();
    await addFiveImages(page);

    // Image 2 (the tree) one place to the right, by keyboard; the live region says so.
    await handle(page, 2).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announcement(page).textContent()).toBe("Moved image 2 to position 3");
    await expect.poll(() => handle(page, 3).getAttribute("aria-label")).toContain("tree.webp");
    // The keyboard stays on the image that moved: once more to the right, then back.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announcement(page).textContent()).toBe("Moved image 3 to position 4");
    await page.getByRole("button", { name: "Move image 4 left" }).click();
    await expect.poll(() => announcement(page).textContent()).toBe("Moved image 4 to position 3");

    // Order now: photo.png, photo.heic, tree.webp, photo.jpg (link), anim.gif (link).
    await page.getByLabel("Duration of image 1 in milliseconds").fill("800");
    await page.getByLabel("Duration of image 1 in milliseconds").blur();
    await page.getByLabel("Effect of image 3").selectOption("fade");
    await page.getByLabel("Transition", { exact: true }).selectOption("crossfade");
    await expect
      .poll(() => page.getByRole("slider", { name: "Transition steps" }).inputValue())
      .toBe("6");

    await page.getByRole("button", { name: "Create GIF" }).click();
    await page.getByRole("button", { name: "Processing..." }).waitFor();
    await page.getByRole("heading", { name: "Your GIF is ready!" }).waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download GIF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("created.gif");
    const path = join(imageDir, "created.gif");
    await download.saveAs(path);
    const info = await gifsicleInfo(path);
    // photo.png 800 ms (1 + 6 crossfade steps), photo.heic 500 ms (1 + 6), tree.webp 500 ms
    // with a fade (4 + 6: the crossfade takes the fade-out's place), photo.jpg (1 + 6), and the
    // cogs animation's own 5 frames; the canvas is the first image's 240 × 176.
    expect([info.width, info.height, info.frameCount, info.loop]).toEqual([
      240,
      176,
      36,
      "forever",
    ]);
    const totalMs = info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0) * 10;
    expect(totalMs).toBe(800 + 500 + 500 + 500 + 300);
    await page.getByRole("button", { name: "Create Another" }).waitFor();
    await page.context().close();
  });

  it("reorders by mouse drag", async () => {
    const page = await openGifMaker();
    await addFiveImages(page);
    const from = await handle(page, 1).boundingBox();
    const to = await handle(page, 2).boundingBox();
    if (!from || !to) throw new Error("thumbnails are not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the 5 px activation distance, then over the second thumbnail.
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2 + 10, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => announcement(page).textContent()).toBe("Moved image 1 to position 2");
    await expect.poll(() => handle(page, 2).getAttribute("aria-label")).toContain("photo.png");
    await page.context().close();
  });

  it("blocks creation when the list is empty, and names an unsupported file", async () => {
    const page = await openGifMaker();
    const notes = join(imageDir, "notes.txt");
    await writeFile(notes, "not an image");
    const allowed = "JPG, JPEG, PNG, GIF, WEBP, APNG, HEIC, HEIF, MNG, JP2, AVIF, JXL, BMP, PDF";
    await page.locator('input[type="file"]').setInputFiles(notes);
    await page
      .getByRole("alert")
      .getByText(`Unsupported file type: notes.txt. Allowed: ${allowed}`)
      .waitFor();

    await page.locator('input[type="file"]').setInputFiles(images.stills.png);
    await page.getByText("1 image selected").waitFor();
    // The same check on the preview screen's 'Add images'.
    await page.getByLabel("Add image files").setInputFiles(notes);
    await page
      .getByRole("alert")
      .getByText(`Unsupported file type: notes.txt. Allowed: ${allowed}`)
      .waitFor();
    await expect
      .poll(() => page.getByTestId("selected-count").textContent())
      .toBe("1 image selected");

    await page.getByRole("button", { name: "Remove image 1" }).click();
    await page.getByText("0 images selected").waitFor();
    expect(await page.getByRole("button", { name: "Create GIF" }).isDisabled()).toBe(true);
    await page.getByText("Add at least one image to create a GIF.").first().waitFor();
    await page.context().close();
  });

  it("screenshots the preview screen at 375 px and 1280 px", async () => {
    for (const width of [375, 1280]) {
      const page = await openGifMaker(width);
      await addFiveImages(page);
      await page.getByRole("button", { name: "Pause", exact: true }).click();
      await page.waitForTimeout(400);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `gif-maker-${width}.png`) });
      await page.context().close();
    }
  });
});
