/**
 * The real examples on the built site (issue 18): every tool page but Prompt to GIF and the home
 * page show what the tools made, at their real sizes, with the sizes they state (an animation
 * is shown by its poster and a video made from it, and links the tool's own file: issue 29);
 * every article's hero is a real 1200 × 675 frame in WebP and JPEG whose alt text is not the old
 * title-card text. Needs `npm run build` first.
 */
import { execFile } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { formatBytes } from "../src/content/example-types.ts";
import examplesManifest from "../src/content/examples.json" with { type: "json" };
import { setUpSite } from "./helpers/set-up-site.ts";
import { webRoot } from "./helpers/site.ts";

const run = promisify(execFile);

/** A video example's picture size and frame count, as ffprobe reads them. */
async function videoFacts(path: string) {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-count_packets"],
    ...["-show_entries", "stream=width,height,nb_read_packets", "-of", "json", path],
  ]);
  const [stream] = (JSON.parse(stdout) as { streams: Record<string, number | string>[] }).streams;
  return {
    width: Number(stream?.width),
    height: Number(stream?.height),
    frames: Number(stream?.nb_read_packets),
  };
}

const blogDir = new URL("../content/blog/", import.meta.url);
/** Every tool with an example (apps/server/test/examples.test.ts checks that is every tool with an input). */
const toolPaths = examplesManifest.examples.map((example) => `/${example.tool}`);
/** What the strip shows of each result: an animation's poster, or the still itself. */
const outputPictures = examplesManifest.examples.map(
  (example) =>
    (example.output as { motion?: { poster: string } }).motion?.poster ??
    (example.output as { stillCopy?: { path: string } }).stillCopy?.path ??
    example.output.path,
);
/** The build serves public files under content-hashed names (post-build.ts): the plain name. */
const plainName = (path: string) => path.replace(/\.[0-9a-f]{10}(\.\w+)$/, "$1");

const site = setUpSite();

interface ShownImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  width: number;
  height: number;
  loading: string;
  decoding: string;
  bytes: number;
  alt: string;
  caption: string;
  /** The tool's own file, linked when the page plays a video made from it. */
  file: string;
}

/** Loads a page, scrolls each example into view (they are lazy) and reads what it shows. */
async function examplesOn(page: Page, path: string, selector: string): Promise<ShownImage[]> {
  await page.goto(`${site.baseUrl}${path}`);
  const images = page.locator(`${selector} img`);
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
    await images
      .nth(index)
      .evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0
          ? undefined
          : new Promise((resolve) => image.addEventListener("load", resolve, { once: true })),
      );
  }
  return images.evaluateAll((list: HTMLImageElement[]) =>
    list.map((image) => ({
      src: new URL(image.currentSrc || image.src).pathname,
      naturalWidth: image.naturalWidth,
      naturalHeight: image.naturalHeight,
      width: Number(image.getAttribute("width")),
      height: Number(image.getAttribute("height")),
      loading: image.getAttribute("loading") ?? "",
      decoding: image.getAttribute("decoding") ?? "",
      bytes: Number(image.dataset.bytes),
      alt: image.alt,
      caption: image.closest("figure")?.querySelector("figcaption")?.textContent ?? "",
      file:
        image.closest("figure")?.querySelector("[data-example-file]")?.getAttribute("href") ?? "",
    })),
  );
}

async function fileBytes(publicPath: string): Promise<number> {
  return (await stat(join(webRoot, publicPath))).size;
}

describe("tool pages show a real before/after", () => {
  test.each(toolPaths)("%s", async (path) => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const shown = await examplesOn(page, path, `[data-tool-example="${path}"]`);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      const output = shown.at(-1)!;
      // An animation (GIF or WebP) is shown by its poster and linked; a still (a frame of
      // Split's ZIP, Sprite sheet's PNG) is shown as itself.
      const file = output.file || output.src;
      if (output.file) {
        // A large still (Sprite sheet's PNG) is shown as a smaller WebP copy and linked.
        expect(plainName(output.src)).toMatch(/^\/examples\/.+-output-(poster|preview)\.webp$/);
        expect(plainName(output.file)).toMatch(/^\/examples\/.+-output\.(gif|webp|mp4|webm|png)$/);
      } else expect(plainName(output.src)).toMatch(/^\/examples\/.+-output\.png$/);
      // The result is the file the tool made: its stated size is the file's size.
      expect(output.bytes).toBe(await fileBytes(file));
      expect(output.caption).toContain(formatBytes(output.bytes));
      const format = file.slice(file.lastIndexOf(".") + 1);
      const labels: Record<string, string> = {
        gif: "GIF",
        webp: "WebP",
        png: "PNG",
        mp4: "MP4",
        webm: "WebM",
      };
      expect(output.caption).toContain(
        `${output.naturalWidth} × ${output.naturalHeight} ${labels[format]}`,
      );
      if (format === "mp4" || format === "webm") {
        // A video tool's result (issue 42): a moving video, its poster its first frame's size.
        const video = await videoFacts(join(webRoot, file));
        expect(video.frames).toBeGreaterThan(1);
        const poster = await sharp(join(webRoot, output.src)).metadata();
        expect([poster.format, poster.width, poster.height]).toEqual([
          "webp",
          video.width,
          video.height,
        ]);
      }
      const made =
        format === "mp4" || format === "webm"
          ? null
          : await sharp(join(webRoot, file), { animated: true }).metadata();
      if (made) expect(made.format).toBe(format);
      // A PNG is one frame of Split's ZIP (said so), or Sprite sheet's own result (a still sheet).
      if (!made) {
        // Checked above with ffprobe.
      } else if (format === "png" && path !== "/sprite-sheet") {
        expect(output.caption).toMatch(/one of the \d+ frames in \S+\.zip/);
      } else if (format !== "png") {
        expect(made.pages).toBeGreaterThan(1);
        // Its poster is its first frame at its size.
        const poster = await sharp(join(webRoot, output.src)).metadata();
        expect([poster.format, poster.width, poster.height]).toEqual([
          "webp",
          made.width,
          made.pageHeight,
        ]);
      }
      for (const image of shown) {
        expect(image.naturalWidth).toBeGreaterThan(0);
        expect(image.naturalWidth).toBe(image.width);
        expect(image.naturalHeight).toBe(image.height);
        expect(image.loading).toBe("lazy");
        expect(image.decoding).toBe("async");
        expect(image.alt.length).toBeGreaterThan(20);
      }
      // Each input states its own file's size (the page shows a still or a poster of it).
      for (const input of shown.slice(0, -1)) {
        expect(input.caption).toContain(formatBytes(input.bytes));
        expect(plainName(input.src)).toMatch(/\.webp$/);
      }
      const summary = await page.locator("[data-example-summary]").textContent();
      expect(summary).toContain(`(${formatBytes(output.bytes)})`);
      expect(summary).toContain(`${output.naturalWidth} × ${output.naturalHeight}`);
      expect(await page.locator("[data-example-credit]").textContent()).toMatch(/CC0|CC BY 4\.0/);
    } finally {
      await page.close();
    }
  });

  test("Prompt to GIF shows no example (there is no real input to show)", async () => {
    const page = await site.browser.newPage();
    try {
      await page.goto(`${site.baseUrl}/prompt-gif`);
      expect(await page.locator("[data-tool-example]").count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  test("an example made from an Intel CC BY clip credits Intel next to it", async () => {
    const page = await site.browser.newPage();
    try {
      await page.goto(`${site.baseUrl}/resize`);
      expect(await page.locator("[data-example-credit]").textContent()).toContain(
        "classroom.gif: Intel Corporation, CC BY 4.0",
      );
    } finally {
      await page.close();
    }
  });
});

test("the home page shows a strip of every tool's real result, with credits", async () => {
  const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
  try {
    const shown = await examplesOn(page, "/", "[data-example-strip]");
    expect(shown.map((image) => plainName(image.src)).sort()).toEqual([...outputPictures].sort());
    for (const image of shown) {
      expect(image.naturalWidth).toBe(image.width);
      expect(image.naturalHeight).toBe(image.height);
      expect(image.loading).toBe("lazy");
      const example = examplesManifest.examples.find(
        (candidate) =>
          ((candidate.output as { motion?: { poster: string } }).motion?.poster ??
            (candidate.output as { stillCopy?: { path: string } }).stillCopy?.path ??
            candidate.output.path) === plainName(image.src),
      )!;
      expect(image.bytes).toBe(await fileBytes(example.output.path));
      expect(image.caption).toContain(formatBytes(image.bytes));
    }
    const credit = await page.locator("[data-example-strip] [data-example-credit]").textContent();
    expect(credit).toContain("Intel Corporation, CC BY 4.0");
    expect(credit).toContain("CC0");
  } finally {
    await page.close();
  }
});

describe("blog heroes", async () => {
  const slugs = (await readdir(blogDir))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));

  test("there are 14 articles (the spec's 13 and issue 17's limits article)", () => {
    expect(slugs).toHaveLength(14);
  });

  test.each(slugs)(
    "%s: WebP and JPEG at 1200 × 675, a real frame, alt text describing it",
    async (slug) => {
      const webp = await sharp(join(webRoot, `images/blog/${slug}.webp`)).metadata();
      const jpeg = await sharp(join(webRoot, `images/blog/${slug}.jpg`)).metadata();
      const small = await sharp(join(webRoot, `images/blog/${slug}-640.webp`)).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(["webp", 1200, 675]);
      expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(["jpeg", 1200, 675]);
      expect([small.format, small.width, small.height]).toEqual(["webp", 640, 360]);

      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(`${site.baseUrl}/blog/${slug}`);
        const hero = page.locator("article header picture img");
        const alt = (await hero.getAttribute("alt")) ?? "";
        // The old generated title cards: their alt texts named a title card and drawn symbols.
        expect(alt).not.toMatch(/title card|play symbol|icon/i);
        expect(alt.length).toBeGreaterThan(40);
        const front = await readFile(new URL(`${slug}.md`, blogDir), "utf8");
        expect(front).toContain(`imageAlt: "${alt.replace(/"/g, '\\"')}"`);
        await hero.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0
            ? undefined
            : new Promise((resolve) => image.addEventListener("load", resolve, { once: true })),
        );
        // The browser took the 1200-wide WebP (naturalWidth is scaled by the srcset's density).
        const shown = await hero.evaluate((image: HTMLImageElement) => ({
          src: new URL(image.currentSrc).pathname,
          aspect: image.naturalWidth / image.naturalHeight,
        }));
        expect(plainName(shown.src)).toBe(`/images/blog/${slug}.webp`);
        expect(shown.aspect).toBeCloseTo(1200 / 675, 2);
        expect(await page.locator("[data-hero-credit]").textContent()).toMatch(
          /^A frame of a GIF made with GifKit's .+ Source: .+(CC0|CC BY 4\.0)/,
        );
        const og = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(og).toMatch(new RegExp(`/images/blog/${slug}\\.jpg$`));
      } finally {
        await page.close();
      }
    },
  );
});
