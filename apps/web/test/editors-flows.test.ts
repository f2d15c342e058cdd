import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../server/test/helpers/close-server.ts";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../server/test/helpers/media-probe.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { declineConsentIfAsked } from "./helpers/site.ts";

/**
 * The four GIF editors through the real server and the built site: upload (or link), change
 * settings, run, watch the progress bar, download the named file and open it; the spec's
 * messages for an unsupported file, a link with a wrong extension and a server failure, with
 * the settings kept. Screenshots of each editor at 375 px and 1280 px go to the screenshots dir.
 */
describe("GIF editors in the browser", () => {
  const site = setUpSite();
  let files: Server;
  let filesBase: string;
  let workDir: string;
  const screenshotDir = join(tmpdir(), "gifkit-editor-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-editors-"));
    await mkdir(screenshotDir, { recursive: true });
    // A loopback file server for the "From URL(s)" tab (CORS open so the page can HEAD it).
    files = createServer(async (request, response) => {
      const name = (request.url ?? "/").slice(1).split("?")[0] ?? "";
      try {
        // A bare name is a GIF fixture; "image/…" a still one.
        const still = name.startsWith("image/");
        const body = await readFile(fixture(still ? name : `gif/${name}`));
        response.writeHead(200, {
          "content-type": still ? "image/jpeg" : "image/gif",
          "content-length": body.length,
          "access-control-allow-origin": "*",
        });
        response.end(request.method === "HEAD" ? undefined : body);
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
    await rm(workDir, { recursive: true, force: true });
  });

  async function openTool(path: string, width = 1280): Promise<Page> {
    const page = await site.page(width);
    await page.goto(`${site.baseUrl}${path}`);
    // The upload screen is prerendered: wait until React has taken it over.
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    return page;
  }

  async function upload(page: Page, name: string, source = fixture(`gif/${name}`)) {
    await page.locator('input[type="file"]').setInputFiles(source);
  }

  async function runAndDownload(
    page: Page,
    action: string,
    expectedName: string,
    resultTitle: string,
  ) {
    await page.getByRole("button", { name: action, exact: true }).click();
    // The progress bar shows the task's progress and status (the first poll comes after 1.5 s).
    await expect
      .poll(() => page.getByRole("progressbar").count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByRole("heading", { name: resultTitle }).waitFor({ timeout: 60_000 });
    return gifsicleInfo(await downloadResult(page, expectedName));
  }

  /** Clicks the result's download link, checks the file's name, and saves it: its path. */
  async function downloadResult(page: Page, expectedName: string): Promise<string> {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${expectedName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(expectedName);
    const path = join(workDir, `${Date.now()}-${expectedName}`);
    await download.saveAs(path);
    return path;
  }

  /**
   * Each width: the editor after `prepare`, no wider than the window (a phone must not scroll
   * sideways), and a screenshot of it to look at.
   */
  async function screenshots(path: string, name: string, prepare: (page: Page) => Promise<void>) {
    for (const width of [375, 1280]) {
      const page = await openTool(path, width);
      await declineConsentIfAsked(page);
      await prepare(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width} px`,
      ).toBeLessThanOrEqual(width);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `${name}-${width}.png`), animations: "disabled" });
      await page.context().close();
    }
  }

  it("Resize: upload, set the width, resize, download resized.gif", async () => {
    const page = await openTool("/resize");
    await upload(page, "classroom.gif");
    await page.getByText("Original size: 480 × 270 px").waitFor();
    await page.getByLabel("Width").fill("240");
    // Maintain aspect ratio is on: the height follows the GIF's own ratio.
    await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("135");
    const info = await runAndDownload(
      page,
      "Resize GIF",
      "resized.gif",
      "Your resized GIF is ready!",
    );
    expect([info.width, info.height, info.frameCount]).toEqual([240, 135, 45]);
    // Issue 41: the result states its dimensions, frames, frame rate, duration and size.
    const facts = page.locator("[data-result-facts]");
    await expect.poll(() => facts.textContent()).toContain("Dimensions:240 × 135 px");
    const text = (await facts.textContent()) ?? "";
    expect(text).toContain("Frames:45");
    expect(text).toMatch(/Frame rate:[\d.]+ fps/);
    expect(text).toMatch(/Duration:[\d.]+ s/);
    expect(text).toMatch(/Result size:[\d,]+ KB/);
    await page.context().close();
  });

  it("Crop: choose 1:1, edit the box and nudge it, crop, download cropped.gif", async () => {
    const page = await openTool("/crop");
    await upload(page, "classroom.gif");
    await page.getByText("Image: 480 × 270 px", { exact: false }).waitFor();
    await page.getByRole("radio", { name: "1:1" }).click();
    await expect.poll(() => page.getByLabel("Width").inputValue()).toBe("270");
    await page.getByLabel("Width").fill("100");
    await expect.poll(() => page.getByLabel("Height").inputValue()).toBe("100");
    await page.getByLabel("X", { exact: true }).fill("20");
    // Keyboard nudging on the focused crop box moves it right.
    await page.getByLabel("Crop box: drag to move, arrow keys to nudge").focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => Number(await page.getByLabel("X", { exact: true }).inputValue()))
      .toBeGreaterThan(20);
    await page.getByText("Tip: keep the crop at least 200x200 pixels", { exact: false }).waitFor();
    const info = await runAndDownload(
      page,
      "Crop GIF",
      "cropped.gif",
      "Your cropped GIF is ready!",
    );
    expect([info.width, info.height, info.frameCount]).toEqual([100, 100, 45]);
    await page.context().close();
  });

  it("Crop a still JPEG: its title says picture, download cropped.jpg of the box's size", async () => {
    const page = await openTool("/crop");
    await upload(page, "", fixture("image/elephant-660-480.jpg"));
    await page.getByText("Image: 660 × 480 px", { exact: false }).waitFor();
    await page.getByLabel("Width").fill("300");
    await page.getByLabel("Height").fill("200");
    await page.getByRole("button", { name: "Crop GIF", exact: true }).click();
    await page.getByRole("heading", { name: "Your cropped picture is ready!" }).waitFor({
      timeout: 60_000,
    });
    await page.screenshot({ path: join(screenshotDir, "crop-still-result-1280.png") });
    // The way back names a picture too, not a GIF.
    await page.getByRole("button", { name: "Crop another picture" }).waitFor();
    expect(await page.getByRole("button", { name: "Crop another GIF" }).count()).toBe(0);
    const bytes = await readFile(await downloadResult(page, "cropped.jpg"));
    // A JPEG (SOI marker), and its SOF0/SOF2 frame header names the box's 300 × 200.
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const frame = bytes.findIndex(
      (byte, at) => byte === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2),
    );
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([300, 200]);
    await page.context().close();
  });

  it("Crop a still JPEG from a link at 375 px in dark mode: cropped.jpg of the box's size", async () => {
    const page = await site.page(375, { colorScheme: "dark" });
    await page.goto(`${site.baseUrl}/crop`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel("Link to the GIF").fill(`${filesBase}/image/elephant-660-480.jpg`);
    await page.getByRole("button", { name: "Load URL" }).click();
    await page.getByText("Image: 660 × 480 px", { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Width").fill("120");
    await page.getByLabel("Height").fill("90");
    await page.getByRole("button", { name: "Crop GIF", exact: true }).click();
    await page.getByRole("heading", { name: "Your cropped picture is ready!" }).waitFor({
      timeout: 60_000,
    });
    await page.getByRole("button", { name: "Crop another picture" }).waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: join(screenshotDir, "crop-still-result-375-dark.png") });
    const bytes = await readFile(await downloadResult(page, "cropped.jpg"));
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const frame = bytes.findIndex(
      (byte, at) => byte === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2),
    );
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([120, 90]);
    await page.context().close();
  });

  it("Optimize from a link: its size from the link check, a preset, optimise, download optimized.gif", async () => {
    const page = await openTool("/optimize");
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel("Link to the GIF").fill(`${filesBase}/iss634.gif`);
    await page.getByRole("button", { name: "Load URL" }).click();
    // 277,517 bytes: the Content-Length the server's link check read.
    await page.getByText("271 KB").first().waitFor();
    await page.getByRole("radio", { name: "Max Compression" }).click();
    await expect.poll(() => page.getByRole("slider", { name: "Colors" }).inputValue()).toBe("64");
    const info = await runAndDownload(
      page,
      "Optimize GIF",
      "optimized.gif",
      "Your optimized GIF is ready!",
    );
    expect([info.width, info.height, info.frameCount]).toEqual([245, 245, 42]);
    await page.getByText("Result size:").waitFor();
    await page.context().close();
  });

  it("Reverse: upload, reverse, download reversed.gif, start over", async () => {
    const page = await openTool("/reverse");
    await upload(page, "animated-loop-3.gif");
    const info = await runAndDownload(
      page,
      "Reverse GIF",
      "reversed.gif",
      "Your reversed GIF is ready!",
    );
    expect([info.width, info.height, info.frameCount]).toEqual([370, 285, 10]);
    await page.getByRole("button", { name: "Reverse another GIF" }).click();
    await page.getByRole("tab", { name: "Upload File" }).waitFor();
    await page.context().close();
  });

  it("shows the spec's message for an unsupported file and for a link with a wrong extension", async () => {
    const page = await openTool("/reverse");
    // Not a .png: where APNG is taken a .png is sent and judged by its content (issue 41).
    const text = join(workDir, "notes.txt");
    await writeFile(text, Buffer.from("not a picture"));
    await upload(page, "notes.txt", text);
    await page
      .getByRole("alert")
      .getByText("Unsupported file type: notes.txt. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM")
      .waitFor();
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel("Link to the GIF").fill(`${filesBase}/movie.mp4`);
    await page.getByRole("button", { name: "Load URL" }).click();
    await page
      .getByRole("alert")
      .getByText("Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm")
      .waitFor();
    await page.context().close();
  });

  it("shows a server failure on the editing screen with every setting kept", async () => {
    const page = await openTool("/resize");
    // A GIF whose header is real but whose frames are garbage: it passes the browser's check of
    // its first bytes, and the server refuses it.
    const fake = join(workDir, "fake.gif");
    const header = (await readFile(fixture("gif/classroom.gif"))).subarray(0, 800);
    await writeFile(fake, Buffer.concat([header, Buffer.alloc(3000, 7)]));
    await upload(page, "fake.gif", fake);
    await page.getByRole("switch", { name: "Maintain aspect ratio" }).click();
    await page.getByLabel("Width").fill("123");
    await page.getByLabel("Height").fill("77");
    await page.getByRole("button", { name: "Resize GIF", exact: true }).click();
    await page.getByRole("alert").getByText("damaged", { exact: false }).waitFor();
    expect(await page.getByLabel("Width").inputValue()).toBe("123");
    expect(await page.getByLabel("Height").inputValue()).toBe("77");
    expect(
      await page
        .getByRole("switch", { name: "Maintain aspect ratio" })
        .getAttribute("aria-checked"),
    ).toBe("false");
    await page.getByRole("button", { name: "Resize GIF", exact: true }).waitFor();
    await page.context().close();
  });

  // Upload screens are checked on every tool page by narrow-screens.test.ts and site-quality.test.ts.
  it("each editor fits 375 px and 1280 px windows (screenshots to look at)", async () => {
    for (const [path, name, file] of [
      ["/resize", "resize", "classroom.gif"],
      ["/crop", "crop", "classroom.gif"],
      ["/optimize", "optimize", "iss634.gif"],
      ["/reverse", "reverse", "animated-loop-3.gif"],
    ] as const) {
      await screenshots(path, name, async (page) => {
        await upload(page, file);
        await page.locator("[data-step='editing'] img").first().waitFor();
      });
    }
    // Eight page loads: on a loaded 2-core machine each takes up to 10 s.
  }, 300_000);
});
