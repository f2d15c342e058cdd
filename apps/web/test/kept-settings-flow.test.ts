import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith } from "./helpers/site.ts";

/**
 * Settings survive Reload and Back in every editor (issue 24), through the shared step flow's
 * kept settings (packages/tools/src/shared/kept-settings.ts), in Chromium at 375 and 1280 px:
 * - 1280 px: settings → start → result → Reload (the same result) → Back → the same file chosen
 *   again (a file cannot outlive a reload) → the editor has the settings the task was started with;
 * - 375 px: settings → Reload in the editor (the browser asks first) → the same file chosen again
 *   → the same settings.
 * Five editors of different shapes: Video to GIF (segments and settings), Resize, Add Text
 * (layers), Effects (a filter list) and Crop (a box set when the GIF loads).
 * Screenshots go to /tmp/kept-settings-shots/.
 */
interface Case {
  tool: string;
  file: string;
  /** The editor is ready for settings. */
  ready(page: Page): Promise<void>;
  change(page: Page): Promise<void>;
  /** The changed settings are shown. */
  check(page: Page): Promise<void>;
  startLabel: string;
  resultTitle: RegExp;
}

const checked = (page: Page, name: string) =>
  page.getByRole("radio", { name, exact: true }).getAttribute("aria-checked");

const cases: Case[] = [
  {
    tool: "video-to-gif",
    file: "video/flower-portrait.mp4",
    ready: (page) =>
      page.getByRole("heading", { name: "Conversion Summary" }).waitFor({ timeout: 60_000 }),
    async change(page) {
      await page.getByRole("radio", { name: "10 fps" }).click();
      await page.getByLabel("Width").fill("120");
      await expect.poll(() => page.getByLabel("Height").inputValue()).not.toBe("");
    },
    async check(page) {
      expect(await checked(page, "10 fps")).toBe("true");
      expect(await page.getByLabel("Width").inputValue()).toBe("120");
    },
    startLabel: "Convert to GIF",
    resultTitle: /Your GIF is Ready!/,
  },
  {
    tool: "resize",
    file: "gif/cogs.gif",
    ready: (page) => page.getByLabel("Width").waitFor(),
    async change(page) {
      await page.getByLabel("Maintain aspect ratio").uncheck();
      await page.getByLabel("Width").fill("57");
      await page.getByLabel("Height").fill("31");
    },
    async check(page) {
      expect(await page.getByLabel("Width").inputValue()).toBe("57");
      expect(await page.getByLabel("Height").inputValue()).toBe("31");
      expect(await page.getByLabel("Maintain aspect ratio").isChecked()).toBe(false);
    },
    startLabel: "Resize GIF",
    resultTitle: /Your resized GIF is ready!/,
  },
  {
    tool: "add-text",
    file: "gif/cogs.gif",
    ready: (page) => page.getByRole("textbox", { name: "Text", exact: true }).waitFor(),
    async change(page) {
      await page.getByRole("button", { name: "Meme Style" }).click();
      await page.getByRole("textbox", { name: "Text", exact: true }).fill("KEPT TEXT");
    },
    async check(page) {
      expect(await page.getByRole("textbox", { name: "Text", exact: true }).inputValue()).toBe(
        "KEPT TEXT",
      );
      expect(await page.getByLabel("Font", { exact: true }).inputValue()).toBe("Impact");
    },
    startLabel: "Add Text to GIF",
    resultTitle: /Your GIF with text is ready!/,
  },
  {
    tool: "effects",
    file: "gif/cogs.gif",
    ready: (page) => page.getByRole("radio", { name: "Old film" }).waitFor(),
    async change(page) {
      await page.getByRole("radio", { name: "Old film" }).click();
      await page.getByRole("button", { name: "Remove Vignette" }).click();
    },
    async check(page) {
      // Old film without its vignette: the list as it was edited, not the default preset's.
      await page.getByRole("button", { name: "Remove Sepia" }).waitFor();
      expect(await page.getByRole("button", { name: "Remove Vignette" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Remove Grayscale" }).count()).toBe(0);
    },
    startLabel: "Apply Effects",
    resultTitle: /Your GIF with effects is ready!/,
  },
  {
    tool: "crop",
    file: "gif/cogs.gif",
    ready: (page) => page.getByLabel("X", { exact: true }).waitFor(),
    async change(page) {
      // The box is set when the GIF loads: wait for it before typing.
      await expect.poll(() => page.getByLabel("Width").inputValue()).not.toBe("0");
      await page.getByLabel("Width").fill("40");
      await page.getByLabel("Height").fill("30");
      await page.getByLabel("X", { exact: true }).fill("7");
    },
    async check(page) {
      // After the GIF has loaded again (its load would reset a box that was not kept).
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      );
      expect(await page.getByLabel("Width").inputValue()).toBe("40");
      expect(await page.getByLabel("Height").inputValue()).toBe("30");
      expect(await page.getByLabel("X", { exact: true }).inputValue()).toBe("7");
    },
    startLabel: "Crop GIF",
    resultTitle: /Your cropped GIF is ready!/,
  },
];

describe("Settings survive Reload and Back in every editor", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "kept-settings-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  const chooseAgain = (page: Page, file: string) =>
    page.locator('input[type="file"]').setInputFiles(fixture(file));
  /** The consent banner is answered on the first page of the context only. */
  const openEditor = async (page: Page, item: Case, first: boolean) => {
    if (first) {
      await openEditorWith(page, `${site.baseUrl}/${item.tool}`, fixture(item.file));
      return;
    }
    await page.goto(`${site.baseUrl}/${item.tool}`);
    await page.locator("[data-tool-workspace][data-interactive]").waitFor();
    await chooseAgain(page, item.file);
  };

  it("1280 px: start, result, Reload, Back, the same file again: the task's settings", async () => {
    const page = await site.page(1280);
    page.on("dialog", (dialog) => void dialog.accept());
    for (const item of cases) {
      await openEditor(page, item, item === cases[0]);
      await item.ready(page);
      await item.change(page);
      await page.getByRole("button", { name: item.startLabel, exact: true }).click();
      await page.waitForURL(/\?task=[0-9a-f]{32}$/);
      const result = page.getByRole("heading", { name: item.resultTitle });
      await result.or(page.getByRole("alert")).first().waitFor({ timeout: 90_000 });
      expect(await page.getByRole("alert").count(), item.tool).toBe(0);
      await page.reload();
      await result.waitFor({ timeout: 30_000 });
      await page.goBack();
      await page.waitForURL(`${site.baseUrl}/${item.tool}`);
      await page.getByText("again: a file you chose is not kept", { exact: false }).waitFor();
      await chooseAgain(page, item.file);
      await item.ready(page);
      await item.check(page);
      await page.screenshot({ path: join(screenshotDir, `1280-${item.tool}.png`) });
    }
    await page.context().close();
  });

  it("375 px: Reload in the editor, the same file again: the same settings", async () => {
    const page = await site.page(375);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    for (const item of cases) {
      await openEditor(page, item, item === cases[0]);
      await item.ready(page);
      await item.change(page);
      dialogs.length = 0;
      await page.reload();
      // A chosen file and its settings exist only in the page: the browser asked first.
      expect(dialogs, item.tool).toContain("beforeunload");
      await page.locator("[data-tool-workspace][data-interactive]").waitFor();
      await chooseAgain(page, item.file);
      await item.ready(page);
      await item.check(page);
      await page.screenshot({ path: join(screenshotDir, `375-${item.tool}.png`), fullPage: true });
    }
    await page.context().close();
  });
});
