import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

type Format = "avif" | "webm";
const contentTypes: Record<Format, string> = { avif: "image/avif", webm: "video/webm" };

/** GIF delays as browsers play them: 0 and 1 hundredths show for 10. */
const shown = (delays: number[]) => delays.map((delay) => (delay < 2 ? 10 : delay));

/** Frames (decoded, counted by ffprobe), duration and pixel format of every stream. */
async function probe(path: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-count_frames",
    "-show_streams",
    "-show_format",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout) as {
    streams: {
      codec_name: string;
      pix_fmt: string;
      width: number;
      height: number;
      nb_read_frames: string;
      duration?: string;
      tags?: Record<string, string>;
    }[];
    format: { duration: string };
  };
}

/**
 * What Chromium makes of a file: its size once decoded and the RGBA of two pixels of its first
 * frame drawn on a canvas (an <img> for AVIF, a <video> for WebM).
 */
async function decodeInChromium(
  browser: Browser,
  bytes: Buffer,
  format: Format,
  points: [number, number][],
) {
  const page = await browser.newPage();
  try {
    const dataUrl = `data:${contentTypes[format]};base64,${bytes.toString("base64")}`;
    return await page.evaluate(
      async ({ dataUrl, isVideo, points }) => {
        let source: HTMLImageElement | HTMLVideoElement;
        let width: number;
        let height: number;
        let durationSeconds: number | null = null;
        if (isVideo) {
          const video = document.createElement("video");
          video.muted = true;
          video.src = dataUrl;
          await new Promise((resolve, reject) => {
            video.onloadeddata = resolve;
            video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
          });
          // A frame is drawable once one has been presented: play until the first is.
          await new Promise((resolve) => {
            video.requestVideoFrameCallback(resolve);
            void video.play();
          });
          video.pause();
          [width, height, durationSeconds] = [video.videoWidth, video.videoHeight, video.duration];
          source = video;
        } else {
          const image = new Image();
          image.src = dataUrl;
          await image.decode();
          [width, height] = [image.naturalWidth, image.naturalHeight];
          source = image;
        }
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(source, 0, 0);
        const pixels = points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data));
        return { width, height, durationSeconds, pixels };
      },
      { dataUrl, isVideo: format === "webm", points },
    );
  } finally {
    await page.close();
  }
}

describe("Convert to AVIF and WebM through the HTTP API", () => {
  let server: TestServer;
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    dir = await mkdtemp(join(tmpdir(), "gifkit-convert-av-"));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function convert(inputPath: string, format: Format) {
    const form = multipart([
      {
        name: "file",
        value: await readFile(inputPath),
        fileName: basename(inputPath),
        contentType: "image/gif",
      },
      { name: "format", value: format },
    ]);
    const started = await server.app.inject({ method: "POST", url: "/api/convert", ...form });
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    expect(Object.keys(status.result ?? {}).sort()).toEqual([format, "path", "sizes"].sort());
    const { response, body } = await download(server.app, status.result?.[format] as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(contentTypes[format]);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="converted.${format}"`,
    );
    const outputPath = join(dir, `${basename(inputPath, ".gif")}.${format}`);
    await writeFile(outputPath, body);
    return { outputPath, body };
  }

  // cogs.gif: 85×77 (odd sides), delays 0,5,5,5,5 (shown 10,5,5,5,5 = 0.3 s), a transparent
  // corner in every frame, an opaque cog in the middle. iss634.gif: 245×245, 42 frames of 6 and
  // 7 hundredths (one of 0), opaque (its later frames use transparency only over kept pixels).
  for (const format of ["avif", "webm"] as const) {
    describe(format.toUpperCase(), () => {
      it(`cogs.gif: every frame at its time, odd sides kept, the transparent corner transparent in Chromium`, async () => {
        const inputPath = fixture("gif/cogs.gif");
        const before = await gifsicleInfo(inputPath);
        const { outputPath, body } = await convert(inputPath, format);
        const facts = await probe(outputPath);
        const [color, alpha] = facts.streams;
        expect(color?.codec_name).toBe(format === "avif" ? "av1" : "vp9");
        expect([color?.width, color?.height]).toEqual([85, 77]);
        // Every GIF frame, then the last one's copy that holds it to the end (holdLastFrame).
        expect(Number(color?.nb_read_frames)).toBe(before.frameCount + 1);
        const delays = shown(before.delaysCentiseconds);
        const gifSeconds = delays.reduce((sum, delay) => sum + delay, 0) / 100;
        // AVIF: the sequence track's duration (the avif format reports none); WebM: the file's.
        const seconds = Number(format === "avif" ? color?.duration : facts.format.duration);
        // The GIF's duration, to the hundredth.
        expect(seconds).toBeCloseTo(gifSeconds, 2);
        if (format === "avif") {
          // The alpha plane: a second, gray AV1 image with as many frames.
          expect(alpha?.codec_name).toBe("av1");
          expect(alpha?.pix_fmt).toBe("gray");
          expect(Number(alpha?.nb_read_frames)).toBe(before.frameCount + 1);
        } else {
          expect(color?.tags?.alpha_mode ?? color?.tags?.ALPHA_MODE).toBe("1");
        }
        const decoded = await decodeInChromium(browser, body, format, [
          [0, 0],
          [42, 38],
        ]);
        expect([decoded.width, decoded.height]).toEqual([85, 77]);
        const [corner, middle] = decoded.pixels;
        expect(corner?.[3], "alpha of the transparent corner").toBeLessThanOrEqual(8);
        expect(middle?.[3], "alpha of the cog's middle").toBeGreaterThanOrEqual(247);
        if (format === "webm") expect(decoded.durationSeconds).toBeCloseTo(gifSeconds, 2);
      });

      it(`iss634.gif (opaque, 42 frames): no alpha plane, every frame, plays in Chromium`, async () => {
        const inputPath = fixture("gif/iss634.gif");
        const before = await gifsicleInfo(inputPath);
        const { outputPath, body } = await convert(inputPath, format);
        const facts = await probe(outputPath);
        expect(facts.streams).toHaveLength(1);
        const [color] = facts.streams;
        expect(color?.pix_fmt).toBe("yuv420p");
        expect(color?.tags?.alpha_mode ?? color?.tags?.ALPHA_MODE).toBeUndefined();
        expect(Number(color?.nb_read_frames)).toBe(before.frameCount + 1);
        const delays = shown(before.delaysCentiseconds);
        const gifSeconds = delays.reduce((sum, delay) => sum + delay, 0) / 100;
        const seconds = Number(format === "avif" ? color?.duration : facts.format.duration);
        expect(seconds).toBeCloseTo(gifSeconds, 2);
        const decoded = await decodeInChromium(browser, body, format, [[120, 120]]);
        expect([decoded.width, decoded.height]).toEqual([before.width, before.height]);
        expect(decoded.pixels[0]?.[3]).toBe(255);
      });
    });
  }
});
