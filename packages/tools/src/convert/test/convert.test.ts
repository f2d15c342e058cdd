import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

type Format = "mp4" | "webp" | "apng";
const contentTypes: Record<Format, string> = {
  mp4: "video/mp4",
  webp: "image/webp",
  apng: "image/apng",
};

/** GIF delays as browsers play them: 0 and 1 hundredths show for 10. */
const shown = (delays: number[]) => delays.map((delay) => (delay < 2 ? 10 : delay));
/** Total plays (WebP ANIM / APNG acTL) from gifsicle's loop: forever = 0, none = 1, count N = N + 1. */
const plays = (loop: "forever" | number | null) =>
  loop === "forever" ? 0 : loop === null ? 1 : loop + 1;

/** The APNG's acTL (frames, plays) and every fcTL delay in hundredths, read from its chunks. */
function readApng(bytes: Buffer) {
  let frames = -1;
  let playCount = -1;
  const delaysCentiseconds: number[] = [];
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "acTL") {
      frames = bytes.readUInt32BE(offset + 8);
      playCount = bytes.readUInt32BE(offset + 12);
    }
    if (type === "fcTL") {
      const numerator = bytes.readUInt16BE(offset + 8 + 20);
      const denominator = bytes.readUInt16BE(offset + 8 + 22) || 100;
      delaysCentiseconds.push((numerator * 100) / denominator);
    }
    offset += length + 12;
  }
  return { frames, plays: playCount, delaysCentiseconds };
}

/** The WebP's loop count and frame durations (ms) as libwebp's webpmux reads them. */
async function readWebp(path: string) {
  const { stdout } = await run("webpmux", ["-info", path]);
  const loop = Number(/Loop Count\s*:\s*(\d+)/.exec(stdout)?.[1]);
  const frames = stdout
    .split("\n")
    .filter((line) => /^\s*\d+:/.test(line))
    .map((line) => line.trim().split(/\s+/));
  // No.: width height alpha x_offset y_offset duration dispose blend image_size compression
  return {
    loop,
    durationsMs: frames.map((columns) => Number(columns[6])),
    blends: frames.map((columns) => columns[8]),
  };
}

async function probeVideo(path: string) {
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
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width: number;
      height: number;
      r_frame_rate: string;
      nb_read_frames: string;
    }[];
    format: { duration: string };
  };
}

/** The first frame of a video as RGB (ffmpeg converts with the matrix the file is tagged with). */
async function firstVideoFrameRgb(path: string): Promise<Buffer> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Every frame of an animated WebP as libwebp composites it, RGBA. */
async function decodeWebpFrames(path: string, width: number, height: number) {
  const raw = await sharp(path, { animated: true }).ensureAlpha().raw().toBuffer();
  const frameBytes = width * height * 4;
  const frames: Buffer[] = [];
  for (let offset = 0; offset < raw.length; offset += frameBytes) {
    frames.push(raw.subarray(offset, offset + frameBytes));
  }
  return frames;
}

/** Pixels whose alpha differs, or that are visible in both and differ in colour. */
function differingPixels(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    const alphaA = a[index + 3] as number;
    const alphaB = b[index + 3] as number;
    if (alphaA !== alphaB) differing++;
    else if (
      alphaA !== 0 &&
      (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2])
    )
      differing++;
  }
  return differing;
}

describe("Convert through the HTTP API", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-convert-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function start(inputPath: string, fields: Record<string, string>) {
    const form = multipart([
      {
        name: "file",
        value: await readFile(inputPath),
        fileName: basename(inputPath),
        contentType: "image/gif",
      },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/convert", ...form });
  }

  async function convert(inputPath: string, format: Format, fields: Record<string, string> = {}) {
    const started = await start(inputPath, { format, ...fields });
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
    const outputPath = join(
      dir,
      `${basename(inputPath, ".gif")}-${Object.values(fields).join("")}.${format}`,
    );
    await writeFile(outputPath, body);
    return outputPath;
  }

  describe("MP4", () => {
    it("cogs.gif (85×77, delays 0,5,5,5,5): 20 fps, 6 frames, 0.3 s, padded to 86×78 on the background", async () => {
      const outputPath = await convert(fixture("gif/cogs.gif"), "mp4", { background: "#FF0000" });
      const probe = await probeVideo(outputPath);
      expect(probe.streams).toHaveLength(1); // no audio
      const [video] = probe.streams;
      expect(video).toMatchObject({
        codec_type: "video",
        codec_name: "h264",
        pix_fmt: "yuv420p",
        width: 86,
        height: 78,
        // Delays 10 (the 0 as browsers show it) and 5 hundredths: GCD 5 → 20 fps.
        r_frame_rate: "20/1",
        nb_read_frames: "6",
      });
      expect(Number(probe.format.duration)).toBeCloseTo(0.3, 3);
      // faststart: the index (moov) comes before the media data (mdat).
      const bytes = await readFile(outputPath);
      expect(bytes.indexOf("moov")).toBeGreaterThan(0);
      expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
      // The transparent corner and the padding column (x = 85) show the background colour.
      const rgb = await firstVideoFrameRgb(outputPath);
      for (const [x, y] of [
        [0, 0],
        [85, 40],
        [40, 77],
      ] as const) {
        const offset = (y * 86 + x) * 3;
        const [red, green, blue] = [...rgb.subarray(offset, offset + 3)] as number[];
        expect(red, `red at ${x},${y}`).toBeGreaterThan(240);
        expect(green, `green at ${x},${y}`).toBeLessThan(16);
        expect(blue, `blue at ${x},${y}`).toBeLessThan(16);
      }
    });

    it("animated-loop-3.gif (9 × 3 s + 15 s): 10 fps, 420 frames, exactly 42 s; white by default", async () => {
      const outputPath = await convert(fixture("gif/animated-loop-3.gif"), "mp4");
      const probe = await probeVideo(outputPath);
      expect(probe.streams[0]).toMatchObject({
        width: 370,
        height: 286,
        r_frame_rate: "10/1",
        nb_read_frames: "420",
      });
      expect(Number(probe.format.duration)).toBeCloseTo(42, 3);
      const rgb = await firstVideoFrameRgb(outputPath);
      // The padding row (y = 285) is the default background, white.
      const offset = (285 * 370 + 10) * 3;
      expect([...rgb.subarray(offset, offset + 3)].every((value) => value > 240)).toBe(true);
    });

    it("classroom.gif (delays 6 and 7, 2.99 s): 100 fps (50 cannot end on an odd hundredth), exactly its duration", async () => {
      const info = await gifsicleInfo(fixture("gif/classroom.gif"));
      const totalSeconds = shown(info.delaysCentiseconds).reduce((a, b) => a + b, 0) / 100;
      expect(totalSeconds).toBeCloseTo(2.99, 5);
      const outputPath = await convert(fixture("gif/classroom.gif"), "mp4");
      const probe = await probeVideo(outputPath);
      expect(probe.streams[0]).toMatchObject({
        width: 480,
        height: 270,
        r_frame_rate: "100/1",
        nb_read_frames: "299",
      });
      expect(Number(probe.format.duration)).toBeCloseTo(totalSeconds, 2);
    });

    it("refuses a GIF that would make an MP4 longer than 10 minutes", async () => {
      const longGif = join(dir, "long.gif");
      await run("gifsicle", ["--delay", "65535", fixture("gif/cogs.gif"), "-o", longGif]);
      const started = await start(longGif, { format: "mp4" });
      expect(started.statusCode).toBe(202);
      const status = await waitForTask(server.app, started.json().task_id);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe(
        "The GIF plays for 3,277 seconds; an MP4 can be at most 600 seconds long.",
      );
    });
  });

  it("refuses an MP4 of more than 1,500 megapixels over its frames, naming the numbers", async () => {
    // 1100×996, 5 frames of 32 s: 160 s at 10 fps = 1,600 frames of 1100×996.
    const bigGif = join(dir, "big.gif");
    await run("gifsicle", [
      "--resize",
      "1100x_",
      "--delay",
      "3200",
      fixture("gif/cogs.gif"),
      "-o",
      bigGif,
    ]);
    expect((await gifsicleInfo(bigGif)).height).toBe(996);
    const started = await start(bigGif, { format: "mp4" });
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The MP4 would have 1,600 frames of 1,100×996 px (1,753 megapixels); the limit is 1,500 megapixels. Resize the GIF first, or choose WebP or APNG.",
    );
  });

  const animations = [
    "cogs.gif",
    "animated-loop-3.gif",
    "rotating-squares.gif",
    "dispose-background.gif",
    "iss634.gif",
  ];

  describe("animated WebP", () => {
    for (const name of animations) {
      it(`${name}: every frame, delay, pixel and the loop count`, async () => {
        const inputPath = fixture(`gif/${name}`);
        const before = await gifsicleInfo(inputPath);
        const outputPath = await convert(inputPath, "webp");
        const metadata = await sharp(outputPath, { animated: true }).metadata();
        expect(metadata.pages).toBe(before.frameCount);
        expect([metadata.width, metadata.pageHeight]).toEqual([before.width, before.height]);
        const webp = await readWebp(outputPath);
        expect(webp.durationsMs).toEqual(
          shown(before.delaysCentiseconds).map((delay) => delay * 10),
        );
        expect(webp.loop).toBe(plays(before.loop));
        // The first still covers the canvas as it is; later ones only what changed.
        expect(webp.blends[0]).toBe("no");
        // Lossless: every composited frame equals the GIF's, transparency included.
        const gifFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
        const webpFrames = await decodeWebpFrames(outputPath, before.width, before.height);
        expect(webpFrames).toHaveLength(gifFrames.length);
        webpFrames.forEach((frame, index) => {
          expect(differingPixels(frame, gifFrames[index] as Buffer), `frame ${index}`).toBe(0);
        });
      });
    }

    it("cogs.gif: its transparent corner stays transparent in every frame", async () => {
      const outputPath = await convert(fixture("gif/cogs.gif"), "webp");
      const frames = await decodeWebpFrames(outputPath, 85, 77);
      expect(frames).toHaveLength(5);
      for (const frame of frames) expect(frame[3]).toBe(0);
    });
  });

  describe("APNG", () => {
    for (const name of animations) {
      it(`${name}: every frame, delay, pixel and the loop count`, async () => {
        const inputPath = fixture(`gif/${name}`);
        const before = await gifsicleInfo(inputPath);
        const outputPath = await convert(inputPath, "apng");
        const apng = readApng(await readFile(outputPath));
        expect(apng.frames).toBe(before.frameCount);
        expect(apng.delaysCentiseconds).toEqual(shown(before.delaysCentiseconds));
        expect(apng.plays).toBe(plays(before.loop));
        const gifFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
        const apngFrames = await decodeFramesWithFfmpeg(outputPath, before.width, before.height);
        expect(apngFrames).toHaveLength(gifFrames.length);
        apngFrames.forEach((frame, index) => {
          expect(differingPixels(frame, gifFrames[index] as Buffer), `frame ${index}`).toBe(0);
        });
      });
    }

    it("cogs.gif: its transparent corner stays transparent in every frame", async () => {
      const outputPath = await convert(fixture("gif/cogs.gif"), "apng");
      const frames = await decodeFramesWithFfmpeg(outputPath, 85, 77);
      expect(frames).toHaveLength(5);
      for (const frame of frames) expect(frame[3]).toBe(0);
    });
  });

  it("an animated WebP input converts to an APNG with its frames and delays", async () => {
    const webpInput = join(dir, "input-loop.webp");
    await run("gif2webp", ["-quiet", fixture("gif/animated-loop-3.gif"), "-o", webpInput]);
    const outputPath = await convert(webpInput, "apng");
    const apng = readApng(await readFile(outputPath));
    expect(apng.frames).toBe(10);
    expect(apng.delaysCentiseconds.reduce((a, b) => a + b, 0)).toBe(4200);
    expect(apng.plays).toBe(3);
  });

  describe("bad input", () => {
    it("an unknown format is a 400 that names the choices", async () => {
      const response = await start(fixture("gif/cogs.gif"), { format: "gif" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Format must be "mp4", "webp", "apng", "avif" or "webm".',
        code: "invalid-options",
      });
    });

    it("a background that is not a hex colour is a 400 that names the field", async () => {
      const response = await start(fixture("gif/cogs.gif"), { format: "mp4", background: "red" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Background must be a hex color such as #ffffff.",
        code: "invalid-options",
      });
    });

    it("a file that is not an animation is refused with the GIF tools' message", async () => {
      const response = await start(fixture("image/elephant-660-480.jpg"), { format: "mp4" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        "Unsupported file type: elephant-660-480.jpg. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM",
      );
    });
  });
});
