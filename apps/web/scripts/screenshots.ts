/**
 * Screenshots of the built site served by the real server, for a person to look at:
 * `node apps/web/scripts/screenshots.ts [outDir] [path ...]` (default /tmp/gifkit-shots and the
 * five main pages), at 375 and 1280 px, full page, after declining cookies (plus one with the
 * banner).
 */
import { mkdir } from "node:fs/promises";
import { launchChromium, startSiteServer } from "../test/helpers/site.ts";

const [outDir = "/tmp/gifkit-shots", ...requested] = process.argv.slice(2);
const paths = requested.length
  ? requested
  : ["/", "/gif-maker", "/blog", "/blog/how-to-make-gifs-from-videos", "/contact"];
const name = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));

await mkdir(outDir, { recursive: true });
const server = await startSiteServer();
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("region", { name: "Cookie consent" }).waitFor();
    await page.screenshot({ path: `${outDir}/banner-${width}.png` });
    await page.getByRole("button", { name: "Decline non-essential" }).click();
    for (const path of paths) {
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: "networkidle" });
      // Scroll through once so lazily loaded images are in the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${outDir}/${name(path)}-${width}.png`, fullPage: true });
    }
    if (width < 768) {
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.screenshot({ path: `${outDir}/menu-${width}.png` });
    } else {
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole("button", { name: "Tools" }).click();
      await page.screenshot({ path: `${outDir}/tools-menu-${width}.png` });
    }
    await context.close();
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server?.close();
}
