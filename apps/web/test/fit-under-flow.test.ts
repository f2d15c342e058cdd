import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "./helpers/site.ts";

/**
 * "Fit under a size" in the editors (issue 17 §1-2), in the browser at 375 px: off by
 * default; on, the destination presets (Discord's 10 MiB is what the start call carries), the
 * custom size with its range message before anything is sent, X's size limit and its advice to
 * post a video; then the result screen's line about what was fitted. Screenshots of the control
 * open go to /tmp/fit-under-shots/.
 */
describe("Fit under a size", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "fit-under-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  async function openEditor(path: string, width: number, file: string): Promise<Page> {
    const page = await site.page(width);
    await openEditorWith(page, `${site.baseUrl}${path}`, fixture(file));
    return page;
  }

  /**
   * The body of the next start call to `apiPath`, read on its way to the server (a multipart form
   * with the GIF in it, read as latin1 so the file's bytes pass through unchanged). With `fail`,
   * the call then fails as a dropped connection would.
   */
  function nextStartCall(page: Page, apiPath: string, fail = false): Promise<string> {
    return new Promise((resolve) => {
      void page.route(`**${apiPath}`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        resolve(route.request().postDataBuffer()?.toString("latin1") ?? "");
        await (fail ? route.abort("connectionreset") : route.continue());
      });
    });
  }

  // One width per flow (issue 23, the suite's time): the steps are the same at both.
  for (const width of [375]) {
    it(`${width} px, Optimize: Discord sends target_size_bytes=10485760; custom size checked before sending`, async () => {
      const page = await openEditor("/optimize", width, "gif/iss634.gif");
      const control = page.locator("[data-fit-under]");
      const fitSwitch = control.getByRole("checkbox", { name: "Fit under a size" });
      await fitSwitch.waitFor();
      expect(await fitSwitch.isChecked()).toBe(false);
      expect(await control.getByLabel("Where the GIF goes").count()).toBe(0);
      await fitSwitch.check();
      const where = control.getByLabel("Where the GIF goes");
      const action = page.getByRole("button", { name: "Optimize GIF", exact: true });

      // A custom size outside 10 KB to 200 MB is refused on the page, before any request.
      await where.selectOption("custom");
      const custom = control.getByRole("textbox", { name: "Custom size" });
      const unit = control.getByRole("combobox", { name: "Unit of the custom size" });
      await unit.selectOption("KB");
      await custom.fill("5");
      const error = control.getByRole("alert");
      expect(await error.textContent()).toBe("Enter a size from 10 KB to 200 MB.");
      expect(await custom.getAttribute("aria-invalid")).toBe("true");
      expect(await action.isDisabled()).toBe(true);
      await page.screenshot({ path: join(screenshotDir, `${width}-optimize-custom-error.png`) });
      await unit.selectOption("MB");
      await custom.fill("250");
      expect(await error.textContent()).toBe("Enter a size from 10 KB to 200 MB.");
      await custom.fill("1.5");
      expect(await error.count()).toBe(0);
      expect(await action.isDisabled()).toBe(false);

      // X turns GIFs into video and has a largest size: both are said, with where to get an MP4.
      await where.selectOption("x");
      const xNote = control.locator("[data-fit-destination='x']");
      expect(await xNote.locator("[data-fit-size-cap]").textContent()).toContain(
        "Largest size for X (Twitter): 1280 × 1080 px.",
      );
      expect(await xNote.locator("[data-fit-video-note]").textContent()).toContain(
        "X turns a posted GIF into an MP4 video",
      );
      expect(
        await xNote.getByRole("link", { name: "the Convert tool (new tab)" }).getAttribute("href"),
      ).toBe("/convert");
      expect(await seriousAxeViolations(page)).toEqual([]);
      await control.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-optimize-x.png`) });

      // A fast web page (100 KiB): the estimate of these settings is over it, and says so.
      await where.selectOption("fast-web-page");
      // (The estimate is measured on the GIF by the server: wait for it.)
      const estimate = page.locator("[data-size-estimate='done'] dd");
      await estimate.waitFor({ timeout: 60_000 });
      expect(await estimate.textContent()).toMatch(/^about \d+ KB, at most 100 KB with Fit under$/);

      // Discord: its 10 MiB is what the start call carries, beside the editor's own settings.
      await where.selectOption("discord");
      expect(await control.locator("[data-fit-destination='discord']").textContent()).toContain(
        "Fits under 10 MB.",
      );
      expect(await seriousAxeViolations(page, { include: "[data-fit-under]" })).toEqual([]);
      await control.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, `${width}-optimize-discord.png`) });
      // The settings the server reports for the task, to compare with the line the page shows.
      const finished: { width: number; height: number }[] = [];
      page.on("response", async (response) => {
        if (!response.url().includes("/api/task-status/")) return;
        const status = (await response.json().catch(() => null)) as {
          result?: { settings?: { width: number; height: number } } | null;
        } | null;
        if (status?.result?.settings) finished.push(status.result.settings);
      });
      const startCall = nextStartCall(page, "/api/optimize");
      await action.click();
      const body = await startCall;
      expect(body).toMatch(/name="target_size_bytes"\r\n\r\n10485760\r\n/);
      // The preset's id too: the server meets every limit of the place (issue 27).
      expect(body).toMatch(/name="destination"\r\n\r\ndiscord\r\n/);
      expect(body).toMatch(/name="colors"\r\n\r\n256\r\n/);

      await page.getByRole("heading", { name: "Your optimized GIF is ready!" }).waitFor();
      const line = page.locator("[data-fit-settings]");
      const text = (await line.textContent()) ?? "";
      expect(text).toMatch(
        /^Fitted under 10 MB: \d+×\d+(, [\d.]+ fps)?, \d+ colors, (lossy \d+|no lossy compression)\.$/,
      );
      await expect.poll(() => finished.length).toBeGreaterThan(0);
      const [settings] = finished;
      expect(text).toContain(`${settings?.width}×${settings?.height}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: join(screenshotDir, `${width}-optimize-result.png`),
        fullPage: true,
      });
      await page.context().close();
    });
  }

  it("Resize: picking X lowers a 1920 px wide size to fit 1280 × 1080 and says so", async () => {
    const page = await openEditor("/resize", 1280, "gif/iss634.gif");
    await page.getByText("Original size:").waitFor();
    const widthField = page.getByRole("spinbutton", { name: "Width" });
    const heightField = page.getByRole("spinbutton", { name: "Height" });
    await page.getByRole("switch", { name: "Maintain aspect ratio" }).click();
    await widthField.fill("1920");
    await heightField.fill("1440");
    const control = page.locator("[data-fit-under]");
    await control.getByRole("checkbox", { name: "Fit under a size" }).check();
    await control.getByLabel("Where the GIF goes").selectOption("x");
    expect(await widthField.inputValue()).toBe("1280");
    expect(await heightField.inputValue()).toBe("960");
    expect(await control.locator("[data-fit-size-cap]").textContent()).toBe(
      "Largest size for X (Twitter): 1280 × 1080 px. Width and height were lowered to fit: 1280 × 960 px.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await control.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, "1280-resize-x.png") });
    // Typed afterwards: the note follows the size, and warns when it is over X's limit.
    const capNote = control.locator("[data-fit-size-cap]");
    await widthField.fill("1000");
    expect(await capNote.textContent()).toBe(
      "Largest size for X (Twitter): 1280 × 1080 px. Your size fits: 1000 × 960 px.",
    );
    await widthField.fill("1400");
    expect(await capNote.textContent()).toBe(
      "Largest size for X (Twitter): 1280 × 1080 px. The GIF would be 1400 × 960 px: lower the width or height.",
    );
    await widthField.fill("1280");
    // The call fails on the way (a 1280 px resize is slow on a loaded machine, and the request
    // is what is checked): the editor comes back with Fit under and the capped size kept.
    const startCall = nextStartCall(page, "/api/resize", true);
    await page.getByRole("button", { name: "Resize GIF", exact: true }).click();
    const body = await startCall;
    expect(body).toMatch(/name="target_size_bytes"\r\n\r\n15000000\r\n/);
    expect(body).toMatch(/name="width"\r\n\r\n1280\r\n/);
    await page.getByText("Network error or unexpected issue.").waitFor();
    expect(await control.getByRole("checkbox", { name: "Fit under a size" }).isChecked()).toBe(
      true,
    );
    expect(await control.getByLabel("Where the GIF goes").inputValue()).toBe("x");
    expect(await widthField.inputValue()).toBe("1280");
    await page.context().close();
  });
  for (const [path, file, ready, action] of [
    ["/video-to-gif", "video/friday.mp4", "Conversion Summary", "Convert to GIF"],
    ["/gif-maker", "gif/cogs.gif", "Output size", "Create GIF"],
  ] as const) {
    it(`${path}: the control is there, off by default; GitHub sends target_size_bytes=10000000`, async () => {
      const page = await openEditor(path, 1280, file);
      await page.getByRole("heading", { name: ready }).waitFor({ timeout: 60_000 });
      const control = page.locator("[data-fit-under]");
      const fitSwitch = control.getByRole("checkbox", { name: "Fit under a size" });
      expect(await fitSwitch.isChecked()).toBe(false);
      // Off: nothing about a size is sent.
      const offCall = nextStartCall(page, `/api${path}`, true);
      await page.getByRole("button", { name: action, exact: true }).click();
      expect(await offCall).not.toContain('name="target_size_bytes"');
      await page.getByText("Network error or unexpected issue.").waitFor();
      await page.unroute(`**/api${path}`);

      await fitSwitch.check();
      await control.getByLabel("Where the GIF goes").selectOption("github");
      if (path === "/video-to-gif") {
        // X would post a video: the Video to GIF editor offers its own MP4 and WebP outputs.
        await control.getByLabel("Where the GIF goes").selectOption("x");
        await control.getByRole("button", { name: "Also export MP4 and WebP" }).click();
        expect(await page.getByRole("checkbox", { name: "Include audio (MP4)" }).isChecked()).toBe(
          true,
        );
        expect(await page.getByRole("checkbox", { name: "Include WebP" }).isChecked()).toBe(true);
        await control.getByLabel("Where the GIF goes").selectOption("github");
      }
      expect(await seriousAxeViolations(page, { include: "[data-fit-under]" })).toEqual([]);
      const onCall = nextStartCall(page, `/api${path}`, true);
      await page.getByRole("button", { name: action, exact: true }).click();
      const onBody = await onCall;
      expect(onBody).toMatch(/name="target_size_bytes"\r\n\r\n10000000\r\n/);
      expect(onBody).toMatch(/name="destination"\r\n\r\ngithub\r\n/);
      await page.context().close();
    });
  }
});
