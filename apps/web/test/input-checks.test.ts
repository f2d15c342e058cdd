import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../server/test/helpers/close-server.ts";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openToolPage } from "./helpers/site.ts";

/**
 * Wrong content and refused links are caught when chosen (issue 13, observations 8 and 9): a
 * file's first bytes and a link's server check (POST /api/check-url) decide before the editor
 * opens, and the person stays on the upload screen with the reason. Screenshots of both messages
 * at 375 px and 1280 px go to the screenshots directory.
 */
describe("inputs checked when chosen", () => {
  const site = setUpSite();
  let origin: Server;
  let originBase: string;
  let workDir: string;
  let notes: { gif: string; jpg: string };
  const screenshotDir = join(tmpdir(), "gifkit-input-check-screenshots");

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-input-checks-"));
    await mkdir(screenshotDir, { recursive: true });
    notes = { gif: join(workDir, "x.gif"), jpg: join(workDir, "x.jpg") };
    for (const path of Object.values(notes)) {
      await writeFile(path, "These are my notes, not a picture.\n".repeat(10));
    }
    // Another site: no CORS headers (as most are), so the page itself cannot read its answers.
    const gif = await readFile(fixture("gif/iss634.gif"));
    origin = createServer((request, response) => {
      if (request.url === "/iss634.gif") {
        response.writeHead(200, { "content-type": "image/gif", "content-length": gif.length });
        response.end(request.method === "HEAD" ? undefined : gif);
      } else if (request.url === "/notes.gif") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("These are my notes, not a picture.\n");
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    const address = origin.address();
    originBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await closeServer(origin);
    await rm(workDir, { recursive: true, force: true });
  });

  async function openTool(path: string, width = 1280): Promise<Page> {
    const page = await site.page(width);
    await openToolPage(page, `${site.baseUrl}${path}`);
    return page;
  }

  const step = (page: Page) => page.locator("[data-tool-workspace]").getAttribute("data-step");

  async function loadLink(page: Page, label: string, url: string) {
    await page.getByRole("tab", { name: "From URL" }).click();
    await page.getByLabel(label).fill(url);
    await page.getByRole("button", { name: /^Load URLs?$/ }).click();
  }

  it("a text file named x.gif is refused on the upload screen, before the editor opens", async () => {
    const page = await openTool("/reverse");
    await page.locator('input[type="file"]').setInputFiles(notes.gif);
    await page
      .getByRole("alert")
      .getByText("x.gif is not a GIF file: its content does not match its name.")
      .waitFor();
    expect(await step(page)).toBe("upload");
    expect(await page.getByRole("button", { name: "Reverse GIF" }).count()).toBe(0);
    // A real GIF chosen next opens the editor as usual.
    await page.locator('input[type="file"]').setInputFiles(fixture("gif/cogs.gif"));
    await page.getByRole("button", { name: "Reverse GIF" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.context().close();
  });

  it("GIF Maker refuses a text file named x.jpg on the upload screen and in 'Add images'", async () => {
    const page = await openTool("/gif-maker");
    await page
      .locator('input[type="file"]')
      .setInputFiles([fixture("image/elephant-660-480.jpg"), notes.jpg]);
    await page
      .getByRole("alert")
      .getByText("x.jpg is not a JPEG file: its content does not match its name.")
      .waitFor();
    expect(await step(page)).toBe("upload");
    await page.locator('input[type="file"]').setInputFiles(fixture("image/elephant-660-480.jpg"));
    await page.getByText("1 image selected").waitFor();
    await page.getByLabel("Add image files").setInputFiles(notes.jpg);
    await page
      .getByRole("alert")
      .getByText("x.jpg is not a JPEG file: its content does not match its name.")
      .waitFor();
    expect(await page.getByTestId("selected-count").textContent()).toBe("1 image selected");
    await page.context().close();
  });

  it("a link the server refuses stays on the upload screen with the server's reason", async () => {
    const page = await openTool("/resize");
    await loadLink(page, "Link to the GIF", "http://127.0.0.1:1/x.gif");
    await page
      .getByRole("alert")
      .getByText("Could not download the file: the server refused the connection.")
      .waitFor();
    expect(await step(page)).toBe("upload");
    await page.getByLabel("Link to the GIF").fill("http://10.0.0.1/x.gif");
    await page.getByRole("button", { name: "Load URL" }).click();
    await page
      .getByRole("alert")
      .getByText("This URL is not allowed. Use a public http or https link.")
      .waitFor();
    expect(await step(page)).toBe("upload");
    // The link is kept in its box for correction.
    expect(await page.getByLabel("Link to the GIF").inputValue()).toBe("http://10.0.0.1/x.gif");
    await page.context().close();
  });

  it("Add Text with a refused link never reaches the editor: no duration notice, no 10 s timeline", async () => {
    const page = await openTool("/add-text");
    await loadLink(page, "Link to the GIF", `${originBase}/notes.gif`);
    await page
      .getByRole("alert")
      .getByText("The file at this link is not a GIF file: its content does not match its name.")
      .waitFor();
    expect(await step(page)).toBe("upload");
    await page.waitForTimeout(500);
    expect(await page.getByText("Could not auto-detect GIF duration").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add Text to GIF" }).count()).toBe(0);
    await page.context().close();
  });

  it("Optimize shows a link's original size from the server's check (the site sends no CORS headers)", async () => {
    const page = await openTool("/optimize");
    await loadLink(page, "Link to the GIF", `${originBase}/iss634.gif`);
    // 277,517 bytes.
    await page.getByText("Original size:").waitFor();
    await expect
      .poll(() => page.locator("dt:text('Original size:') + dd").textContent())
      .toBe("271 KB");
    await page.context().close();
  });

  it("takes screenshots of the refused-file and refused-link messages at 375 px and 1280 px", async () => {
    for (const width of [375, 1280]) {
      let page = await openTool("/reverse", width);
      await page.locator('input[type="file"]').setInputFiles(notes.gif);
      await page.getByRole("alert").waitFor();
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `refused-file-${width}.png`) });
      await page.context().close();

      page = await openTool("/reverse", width);
      await loadLink(page, "Link to the GIF", "http://127.0.0.1:1/x.gif");
      await page.getByRole("alert").waitFor();
      await page.waitForTimeout(300);
      await page
        .locator("[data-tool-workspace]")
        .screenshot({ path: join(screenshotDir, `refused-link-${width}.png`) });
      await page.context().close();
    }
  });
});
