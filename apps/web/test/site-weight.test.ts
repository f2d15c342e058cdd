/**
 * Issue 29 on the built site (needs `npm run build`): examples move only when asked (a video
 * with a Play/Pause button over a poster, no animated image anywhere in an example, the poster
 * kept under prefers-reduced-motion), the home page's weight before any interaction, long-term
 * caching of content-hashed public files, and the stylesheet ahead of the module preloads.
 */
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import examplesManifest from "../src/content/examples.json" with { type: "json" };
import { setUpSite } from "./helpers/set-up-site.ts";
import { webRoot } from "./helpers/site.ts";

/** Issue 29: the home page, before any interaction, transfers at most this much. */
const homeBudgetBytes = 500 * 1024;
const toolPaths = examplesManifest.examples.map((example) => `/${example.tool}`);

const site = setUpSite();

async function newContext(options: { width?: number; reducedMotion?: "reduce" } = {}) {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  // Only our own origin (no ad or font service is needed to check a page).
  await context.route("**/*", (route) =>
    new URL(route.request().url()).origin === site.baseUrl ? route.continue() : route.abort(),
  );
  return context;
}

/**
 * Opens a page, brings its first example into view (the player loads once one is seen) and
 * waits until the players have started (they show their buttons).
 */
async function openWithExamples(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("[data-example-motion]").first().scrollIntoViewIfNeeded();
  await page
    .locator("[data-example-toggle]")
    .first()
    .waitFor({ state: "visible", timeout: 20_000 });
  return page;
}

const boxState = (page: Page, index: number) =>
  page
    .locator("[data-example-motion]")
    .nth(index)
    .evaluate((box: HTMLElement) => {
      const video = box.querySelector("video")!;
      return {
        state: box.dataset.state,
        paused: video.paused,
        videoShown: !video.hidden,
        time: video.currentTime,
        button: box.querySelector("[data-example-toggle]")?.textContent?.trim() ?? "",
      };
    });

describe("examples move only when asked (WCAG 2.2.2)", () => {
  test.each(["/", ...toolPaths])(
    "%s: no animated image; every animation is a poster, a video and a Play/Pause button",
    async (path) => {
      // The served HTML (the examples are static markup; the player only wires it up).
      const page = await (await fetch(`${site.baseUrl}${path}`)).text();
      // The markup only: the router's context after it (tool pages) repeats it as page data.
      const context = page.indexOf("window.__reactRouterContext");
      const html = context === -1 ? page : page.slice(0, context);
      const pictures = [...html.matchAll(/<img[^>]* src="(\/examples\/[^"]+)"/g)].map(
        (match) => match[1]!,
      );
      expect(pictures.length).toBeGreaterThan(0);
      // A GIF, animated WebP or APNG in an example would loop with no way to stop it.
      for (const picture of new Set(pictures)) {
        const { pages } = await sharp(join(webRoot, picture), { animated: true }).metadata();
        expect(pages ?? 1, `${picture} is an animation shown as an image`).toBe(1);
      }
      const boxes = html.split("data-example-motion").slice(1);
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        const poster = /<img[^>]* src="([^"]+)"/.exec(box);
        const alt = /<img[^>]* alt="([^"]*)"/.exec(box)?.[1] ?? "";
        expect(poster?.[1]).toMatch(/^\/examples\/.+-poster\.[0-9a-f]{10}\.webp$/);
        expect(alt.length).toBeGreaterThan(20);
        const sources = [...box.matchAll(/<source data-src="([^"]+)"/g)].map((match) => match[1]);
        // A video tool's own input and result (issue 42) are played as themselves: one MP4 or
        // WebM each; an animation made into video has both.
        if (sources.length === 1)
          expect(sources[0]).toMatch(/^\/examples\/.+\.[0-9a-f]{10}\.(mp4|webm)$/);
        else
          expect(sources).toEqual([
            expect.stringMatching(/\.[0-9a-f]{10}\.mp4$/),
            expect.stringMatching(/\.[0-9a-f]{10}\.webm$/),
          ]);
        expect(box).toMatch(/<video[^>]* muted=""[^>]* loop=""[^>]* playsInline=""/i);
        expect(box).not.toMatch(/<video[^>]* autoplay/i);
        expect(box).toMatch(
          /<button type="button"[^>]*data-example-toggle[^>]*><span data-example-toggle-text="true">Play<\/span><span class="sr-only"> the .+ (result|input)<\/span><\/button>/,
        );
      }
    },
  );

  test("the buttons show once the player runs: Play on every home example, named for it", async () => {
    const context = await newContext();
    try {
      const page = await openWithExamples(context, "/");
      const boxes = page.locator("[data-example-motion]");
      await expect
        .poll(() => boxes.locator("[data-example-toggle]:visible").count())
        .toBe(await boxes.count());
      const names = await boxes
        .locator("[data-example-toggle]")
        .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ""));
      for (const name of names) expect(name).toMatch(/^(Play|Pause)\s+the .+ (result|input)$/);
    } finally {
      await context.close();
    }
  });

  test("in view an example plays; Pause (keyboard) stops it, Play starts it again", async () => {
    const context = await newContext();
    try {
      const page = await openWithExamples(context, "/speed");
      const output = page.locator("[data-example-output] [data-example-motion]");
      await output.scrollIntoViewIfNeeded();
      const index = await page
        .locator("[data-example-motion]")
        .evaluateAll((list) => list.findIndex((box) => box.closest("[data-example-output]")));
      await expect
        .poll(async () => (await boxState(page, index)).time, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await boxState(page, index)).toMatchObject({
        state: "playing",
        paused: false,
        videoShown: true,
        button: expect.stringMatching(/^Pause/),
      });
      await output.locator("[data-example-toggle]").focus();
      await page.keyboard.press("Enter");
      const paused = await boxState(page, index);
      expect(paused).toMatchObject({
        state: "paused",
        paused: true,
        button: expect.stringMatching(/^Play/),
      });
      await page.waitForTimeout(400);
      // Paused means still: the frame shown does not move on.
      expect((await boxState(page, index)).time).toBe(paused.time);
      await page.keyboard.press("Enter");
      await expect.poll(async () => (await boxState(page, index)).paused).toBe(false);
    } finally {
      await context.close();
    }
  });

  test("with prefers-reduced-motion nothing plays or loads until Play; Play plays it", async () => {
    const context = await newContext({ reducedMotion: "reduce" });
    const videoRequests: string[] = [];
    context.on("request", (request) => {
      if (/\.(mp4|webm)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
    });
    try {
      const page = await openWithExamples(context, "/");
      const boxes = page.locator("[data-example-motion]");
      const count = await boxes.count();
      // The hero and the strip: each scrolled into view, each still shows its poster.
      for (let index = 0; index < count; index += 1)
        await boxes.nth(index).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      for (let index = 0; index < count; index += 1)
        expect(await boxState(page, index)).toMatchObject({
          state: "paused",
          paused: true,
          videoShown: false,
          button: expect.stringMatching(/^Play/),
        });
      expect(videoRequests).toEqual([]);
      await boxes.first().scrollIntoViewIfNeeded();
      await boxes.first().locator("[data-example-toggle]").click();
      await expect
        .poll(async () => (await boxState(page, 0)).time, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await boxState(page, 0)).toMatchObject({ state: "playing", videoShown: true });
    } finally {
      await context.close();
    }
  });
});

describe("the home page's weight", () => {
  test.each([375, 1280])(
    `at %i px: at most ${homeBudgetBytes / 1024} KB transferred before any interaction; no example below the fold plays or loads its video`,
    async (width) => {
      const context = await newContext({ width });
      const transfers: Promise<{ path: string; bytes: number }>[] = [];
      try {
        const page = await context.newPage();
        page.on("requestfinished", (request) =>
          transfers.push(
            request.sizes().then((sizes) => ({
              path: new URL(request.url()).pathname,
              bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            })),
          ),
        );
        await page.goto(`${site.baseUrl}/`, { waitUntil: "load" });
        // Hydration and the hero's videos come after load: wait until the network is quiet.
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        let seen = -1;
        while (seen !== transfers.length) {
          seen = transfers.length;
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(500);
        }
        const files = await Promise.all(transfers);
        const total = files.reduce((sum, file) => sum + file.bytes, 0);
        const listing = files
          .sort((a, b) => b.bytes - a.bytes)
          .map((file) => `${file.bytes} ${file.path}`)
          .join("\n");
        expect(total, listing).toBeLessThanOrEqual(homeBudgetBytes);
        const heroVideos = await page
          .locator("[data-hero-example] video source")
          .evaluateAll((sources) => sources.map((source) => source.getAttribute("src") ?? ""));
        const videos = files.map((file) => file.path).filter((path) => /\.(mp4|webm)$/.test(path));
        for (const video of videos) expect(heroVideos, listing).toContain(video);
        // The strip's boxes are out of view: none started.
        const stripStates = await page
          .locator("[data-example-strip] [data-example-motion]")
          .evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.state));
        expect(stripStates.length).toBeGreaterThan(10);
        expect(new Set(stripStates)).toEqual(new Set(["paused"]));
      } finally {
        await context.close();
      }
    },
  );
});

describe("caching and loading order", () => {
  test("public files are referenced by content-hashed names cached for a year; HTML is revalidated", async () => {
    const response = await fetch(`${site.baseUrl}/`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    const favicon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const poster = /src="(\/examples\/[^"]+-poster\.[0-9a-f]{10}\.webp)"/.exec(html)?.[1] ?? "";
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const manifest = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(favicon).toMatch(/^\/favicon\.[0-9a-f]{10}\.svg$/);
    expect(touchIcon).toMatch(/^\/images\/generated\/apple-touch-icon\.[0-9a-f]{10}\.png$/);
    expect(manifest).toMatch(/^\/site\.[0-9a-f]{10}\.webmanifest$/);
    for (const path of [favicon, poster, touchIcon, manifest]) {
      const asset = await fetch(`${site.baseUrl}${path}`);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
    }
    // The web manifest names its icons by their hashed names too.
    const icons = (await (await fetch(`${site.baseUrl}${manifest}`)).json()) as {
      icons: { src: string }[];
    };
    for (const icon of icons.icons) expect(icon.src).toMatch(/\.[0-9a-f]{10}\.(png|svg)$/);
    // The plain names still answer (links from elsewhere), revalidated.
    const plain = await fetch(`${site.baseUrl}/favicon.svg`);
    expect([plain.status, plain.headers.get("cache-control")]).toEqual([200, "no-cache"]);
  });

  test("tool pages fetch only the stylesheet before the first paint; static pages preload no module", async () => {
    for (const path of ["/resize", "/video-to-gif"]) {
      const page = await (await fetch(`${site.baseUrl}${path}`)).text();
      // The markup only: the router's context after it repeats it as escaped page data.
      const html = page.slice(0, page.indexOf("window.__reactRouterContext"));
      expect(html.indexOf('rel="stylesheet"'), path).toBeGreaterThan(0);
      // Issue 41: the app's modules start after the first paint (scripts/defer-app-scripts.ts).
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(page, path).not.toMatch(/<script[^>]*type="module"/);
      expect(page, path).toMatch(/<script[^>]*type="text\/x-gifkit-deferred-module">import "/);
    }
    // Static pages ship no framework code (issue 29): a stylesheet and one module script.
    for (const path of ["/", "/blog", "/faq"]) {
      const html = await (await fetch(`${site.baseUrl}${path}`)).text();
      expect(html.indexOf('rel="stylesheet"'), path).toBeGreaterThan(0);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toContain("__reactRouterContext");
      expect([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])).toEqual([
        expect.stringMatching(/^\/assets\/static-page-[0-9a-f]{10}\.js$/),
      ]);
    }
  });

  test("a tool page's example shows no still over 110 KB: Sprite sheet's PNG through a WebP copy, the PNG linked", async () => {
    // Issue 41: /sprite-sheet drew its 216 KB PNG sheet in a phone's first screen.
    for (const path of toolPaths) {
      const page = await (await fetch(`${site.baseUrl}${path}`)).text();
      const context = page.indexOf("window.__reactRouterContext");
      const html = context === -1 ? page : page.slice(0, context);
      for (const [, src] of html.matchAll(/<img[^>]* src="(\/examples\/[^"]+)"/g)) {
        const { size } = await stat(join(webRoot, src as string));
        expect(size, `${path}: ${src}`).toBeLessThanOrEqual(110 * 1024);
      }
    }
    const page = await (await fetch(`${site.baseUrl}/sprite-sheet`)).text();
    const html = page.slice(0, page.indexOf("window.__reactRouterContext"));
    const output = html.slice(html.indexOf("data-example-output"));
    expect(output).toMatch(
      /<img[^>]* src="\/examples\/sprite-sheet-output-preview\.[0-9a-f]{10}\.webp"/,
    );
    expect(output).toMatch(/shown here as a smaller WebP copy/);
    expect(output).toMatch(
      /href="\/examples\/sprite-sheet-output\.[0-9a-f]{10}\.png"[^>]*data-example-file/,
    );
    expect(output).toMatch(/open the PNG \(21\d KB\)/);
  });
});
