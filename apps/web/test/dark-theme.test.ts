import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { consentStorageKey } from "../src/consent/consent.ts";
import { setUpSite } from "./helpers/set-up-site.ts";
import { openEditorWith, seriousAxeViolations } from "./helpers/site.ts";

/**
 * The dark theme (issue 29): with the system set to dark, pages, an editor and its result screen
 * turn dark and axe finds no serious finding (color-contrast included) at 375 and 1280 px.
 * Screenshots go to /tmp/dark-shots/.
 */
describe("dark theme", () => {
  const site = setUpSite();
  const screenshotDir = join(tmpdir(), "dark-shots");

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  /** Relative luminance (WCAG) of an element's computed color property. */
  const luminance = (page: Page, selector: string, property: "backgroundColor" | "color") =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => {
        const probe = document.createElement("canvas").getContext("2d")!;
        probe.fillStyle = getComputedStyle(element)[name];
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      }, property);

  for (const width of [375, 1280]) {
    it(`${width} px: pages, an editor and a result are dark, with no contrast finding`, async () => {
      const context = await site.browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: "dark",
      });
      // The cookie choice is made: the banner covers nothing.
      await context.addInitScript(
        (key) => localStorage.setItem(key, "declined"),
        consentStorageKey,
      );
      const page = await context.newPage();
      try {
        // Two static pages per width (axe takes seconds each on a loaded machine).
        const paths = width === 375 ? ["/tools", "/faq"] : ["/", "/blog/gif-accessibility-guide"];
        for (const path of paths) {
          await page.goto(`${site.baseUrl}${path}`);
          await page.locator("h1").waitFor();
          expect(await luminance(page, "body", "backgroundColor"), path).toBeLessThan(0.05);
          expect(await luminance(page, "h1", "color"), path).toBeGreaterThan(0.6);
          expect(await seriousAxeViolations(page), path).toEqual([]);
          await page.screenshot({
            path: join(screenshotDir, `${path.replace(/\W+/g, "-") || "home"}-${width}.png`),
          });
        }

        await openEditorWith(page, `${site.baseUrl}/rotate`, fixture("gif/classroom.gif"));
        await page.getByRole("button", { name: "Rotate right" }).click();
        await page.getByText("Result: 270 × 480 px").waitFor();
        expect(await luminance(page, "[data-tool-workspace]", "color")).toBeGreaterThan(0.6);
        expect(await seriousAxeViolations(page), "editor").toEqual([]);
        await page.screenshot({ path: join(screenshotDir, `rotate-editor-${width}.png`) });

        await page.getByRole("button", { name: "Rotate GIF", exact: true }).click();
        await page
          .getByRole("heading", { name: "Your rotated GIF is ready!" })
          .waitFor({ timeout: 60_000 });
        expect(await seriousAxeViolations(page), "result").toEqual([]);
        await page.screenshot({ path: join(screenshotDir, `rotate-result-${width}.png`) });

        if (width === 1280) {
          // A video editor's picture area is dark in both themes, like a player (issue 42: the
          // mirrored palette made it white around the video).
          await openEditorWith(page, `${site.baseUrl}/crop-video`, fixture("video/friday.mp4"));
          const pictureArea = page.locator("[data-video-frame] .light-palette").first();
          await pictureArea.waitFor();
          expect(
            await luminance(page, "[data-video-frame] .light-palette", "backgroundColor"),
          ).toBeLessThan(0.05);
          await page.screenshot({ path: join(screenshotDir, `crop-video-editor-${width}.png`) });
        }

        if (width === 375) {
          // Crop's picture area is dark in both themes too, like a lightbox (it was near-white).
          await openEditorWith(page, `${site.baseUrl}/crop`, fixture("gif/classroom.gif"));
          await page.getByText("Image: 480 × 270 px.").waitFor();
          expect(
            await luminance(page, 'section[aria-label="Crop area"]', "backgroundColor"),
          ).toBeLessThan(0.05);
          await page.screenshot({ path: join(screenshotDir, `crop-editor-${width}.png`) });

          await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("navigation", { name: "Mobile" }).waitFor();
          expect(await seriousAxeViolations(page), "mobile menu").toEqual([]);
          await page.screenshot({ path: join(screenshotDir, `menu-${width}.png`) });
        }
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});
