import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Download, type Page } from "playwright-core";
import { startTestServer, type TestServer } from "../../../server/test/helpers/test-server.ts";
import { consentOpenAttribute } from "../../src/consent/consent.ts";

export const webRoot = fileURLToPath(new URL("../../build/client/", import.meta.url));

/**
 * The real server (API + built site from one origin) on a free port. The site must have been
 * built (`npm run build`; `npm test` does it first). It serves a private copy of the build, so a
 * rebuild while the tests run cannot pull files from under the pages.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(`${webRoot}index.html`) || !existsSync(`${webRoot}404.html`)) {
    throw new Error("The web site is not built: run `npm run build` before these tests.");
  }
  const copy = await mkdtemp(join(tmpdir(), "gifkit-site-"));
  await cp(webRoot, copy, { recursive: true });
  const server = await startTestServer({
    serveWebSite: true,
    listen: true,
    env: { WEB_ROOT: copy, ...env },
  });
  return {
    ...server,
    async close() {
      await server?.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** How the tests start Chromium; `extraArgs`: more switches (fake capture devices, say). */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Animated images (a GIF in an <img>) show their first frame and stay still. No test asserts
      // on an <img> playing (previews that play are canvases and <video>s, unaffected), and each
      // open page with a GIF preview spent about a tenth of a core redrawing it (1.07 against
      // 0.19 CPU-s over 10 s): CPU the other tests wait for on 2 cores (issue 23, the suite's
      // time). Blink's ImageAnimationPolicy: 2 is "no animation".
      "--blink-settings=imageAnimationPolicy=2",
      ...extraArgs,
    ],
  };
}

/**
 * A Chromium of the test file's own. Most browser tests share the one the browser project starts
 * instead (`setUpSite()` in set-up-site.ts); `extraArgs`: the fake capture devices of Record
 * Screen.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}

/** A page `width` px wide (900 px high) in a browser context of its own that accepts downloads. */
export async function newPageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  return context.newPage();
}

/**
 * Opens a tool page and waits until it is interactive; the consent banner, if it shows, is
 * declined so that it covers nothing (screenshots, clicks near the bottom).
 */
export async function openToolPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("[data-tool-workspace][data-interactive]").waitFor();
  await declineConsentIfAsked(page);
}

/**
 * Declines the cookie banner when the page shows it. Whether it shows is known at once: the
 * inline head script marks <html> with consentOpenAttribute before the first paint when no
 * choice is stored (consent.ts), so there is nothing to wait for when the choice was made
 * before in this browser context (the old way waited 10 s for a banner that never came).
 */
export async function declineConsentIfAsked(page: Page): Promise<void> {
  const asked = await page.evaluate(
    (attribute) => document.documentElement.hasAttribute(attribute),
    consentOpenAttribute,
  );
  if (asked) await page.getByRole("button", { name: "Decline non-essential" }).click();
}

/** Opens a tool page and chooses `files` in its file input: the tool's editor opens on them. */
export async function openEditorWith(
  page: Page,
  url: string,
  files: string | string[],
): Promise<void> {
  await openToolPage(page, url);
  await page.locator('input[type="file"]').setInputFiles(files);
}

/**
 * A download's bytes. Read through its stream, which works with the shared Chromium too (a
 * browser reached over a connection has no local path for `download.path()`).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads the head tags a crawler sees in the served HTML (no script runs). */
export function headOf(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const jsonLd = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? "null") as { "@graph"?: Record<string, unknown>[] });
  const nodes = jsonLd.flatMap((document) => document["@graph"] ?? []);
  return { title: decodeEntities(title), canonical, description, ogTitle, nodes };
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** Visible text of an HTML fragment, roughly: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Serious and critical axe findings on the page (or inside `include`), as "rule: targets" lines:
 * the browser flows expect none.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  // Only violations are read: axe skips collecting every passing node (its speed option).
  builder = builder.options({ resultTypes: ["violations"] });
  // One axe.run in the page: the default (runPartial per frame, then finishRun in a new page
  // opened for it) took 2.5-3 times as long per check with the same findings (issue 23). What it
  // adds, cross-origin frames, our pages have none: ad frames load only after consent, and the
  // tests keep other origins out.
  builder = builder.setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

/**
 * A tool's editor, with a file in it, at the width where the tool's full flow does not run
 * (issue 23, the suite's time: a flow's steps are the same at 375 and 1280 px, its layout is
 * not). Nothing is wider than the window, the tool's action is a visible button that can be
 * reached and clicked, and axe finds nothing serious; a screenshot of the workspace to look at.
 * Returns the problems found (empty when the layout holds).
 */
export async function editorLayoutProblems(
  page: Page,
  options: { action: string; screenshotPath: string },
): Promise<string[]> {
  const action = page.getByRole("button", { name: options.action, exact: true });
  await action.waitFor();
  await action.scrollIntoViewIfNeeded();
  const problems: string[] = [];
  const { scrollWidth, windowWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    windowWidth: window.innerWidth,
  }));
  if (scrollWidth > windowWidth)
    problems.push(`${scrollWidth} px wide in a ${windowWidth} px window`);
  // Visible, inside the window and not covered: the element at its centre is the button.
  const reachable = await action.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onTop = document.elementFromPoint(x, y);
    return (
      box.width > 0 &&
      x < window.innerWidth &&
      y < window.innerHeight &&
      !!onTop &&
      button.contains(onTop)
    );
  });
  if (!reachable) problems.push(`"${options.action}" is not on screen`);
  await page
    .locator("[data-tool-workspace]")
    .screenshot({ path: options.screenshotPath, animations: "disabled" });
  problems.push(...(await seriousAxeViolations(page)));
  return problems;
}
