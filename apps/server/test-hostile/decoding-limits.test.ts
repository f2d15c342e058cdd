import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  finishedTask,
  neighbourTaskSucceeds,
  postFile,
  postForm,
  storedBlobs,
} from "./helpers/corpus.ts";
import {
  badLzw,
  hostileApng,
  hostileGif,
  hostileJpeg,
  hostileWebp,
  lzwBrokenLater,
} from "./helpers/hostile-files.ts";
import { decoderSpawnLog, rssMegabytes } from "./helpers/observe.ts";

const run = promisify(execFile);

/**
 * Decompression bombs and broken media (reliability R1.1, R2.3): sizes are read from the headers
 * and refused before any decoder starts; media that is merely broken fails with a clear message.
 */
describe("sizes are checked before any decoder runs", () => {
  let server: TestServer;
  const spawns = decoderSpawnLog();
  let scratch: string;

  beforeAll(async () => {
    server = await startTestServer({ env: spawns.env });
    scratch = await mkdtemp(join(tmpdir(), "gifkit-hostile-media-"));
    // A fresh server's first upload loads its multipart parser and the intake's modules (3.7 s
    // once on a loaded CI machine): not the refusal's own time, which the tests measure.
    const warmUp = await postFile(
      server,
      "/api/reverse",
      hostileGif({ screenWidth: 65535, screenHeight: 65535, frames: 1 }),
      "warm-up.gif",
    );
    expect(warmUp.statusCode).toBe(422);
  });
  afterAll(async () => {
    await server?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** Uploads `file` and expects a 422 naming the limit, with nothing started and nothing kept. */
  async function expectRefusedBeforeDecoding(
    path: string,
    file: Buffer,
    fileName: string,
    expected: { error: string; code: string },
    fields: Record<string, string> = {},
  ) {
    const blobsBefore = storedBlobs(server);
    const spawnsBefore = spawns.started().length;
    const rssBefore = rssMegabytes();
    const startedAt = performance.now();
    const response = await postFile(server, path, file, fileName, fields);
    const elapsedMs = performance.now() - startedAt;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(expected);
    expect(elapsedMs).toBeLessThan(2_000);
    const rssGrowthMegabytes = rssMegabytes() - rssBefore;
    expect(rssGrowthMegabytes).toBeLessThan(100);
    expect(spawns.started().slice(spawnsBefore)).toEqual([]);
    await expectNothingLeft(server, blobsBefore);
    expect((await server.runtime.services.queue.counts()).waiting).toBe(0);
    return { elapsedMs, rssGrowthMegabytes };
  }

  it("the 62-byte 65535×65535 GIF: 422 within 2 s, no decoder process, RSS growth under 100 MB", async () => {
    const gif = hostileGif({ screenWidth: 65535, screenHeight: 65535, frames: 1 });
    expect(gif.length).toBe(62);
    const { elapsedMs, rssGrowthMegabytes } = await expectRefusedBeforeDecoding(
      "/api/reverse",
      gif,
      "bomb.gif",
      {
        error: "The GIF is 65,535 × 65,535 pixels; the largest side allowed is 12,000 px.",
        code: "input-too-large",
      },
    );
    console.log(
      `      62-byte bomb: 422 in ${elapsedMs.toFixed(0)} ms, server RSS ${rssGrowthMegabytes >= 0 ? "+" : ""}${rssGrowthMegabytes.toFixed(1)} MB, 0 decoder processes`,
    );
  });

  it("an 11.5 KB GIF with a 16000×16000 screen and 500 frames (minutes and GBs for gifsicle)", async () => {
    const gif = hostileGif({ screenWidth: 16000, screenHeight: 16000, frames: 500 });
    expect(gif.length).toBe(11_539);
    await expectRefusedBeforeDecoding("/api/resize", gif, "big.gif", {
      error: "The GIF is 16,000 × 16,000 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("an 85-byte GIF whose 1×1 screen hides a frame at (65534, 65534): the frame extent counts", async () => {
    const gif = hostileGif({
      screenWidth: 1,
      screenHeight: 1,
      frames: 2,
      left: 65534,
      top: 65534,
    });
    expect(gif.length).toBe(85);
    await expectRefusedBeforeDecoding("/api/crop", gif, "offset.gif", {
      error: "The GIF is 65,535 × 65,535 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("5,000 one-pixel frames on a 65535² screen (115 KB)", async () => {
    const gif = hostileGif({ screenWidth: 65535, screenHeight: 65535, frames: 5000 });
    expect(gif.length).toBe(115_039);
    await expectRefusedBeforeDecoding("/api/optimize", gif, "frames.gif", {
      error: "The GIF is 65,535 × 65,535 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("5,000 one-pixel frames resized up to 320×320: refused by the frame limit", async () => {
    const gif = hostileGif({ screenWidth: 1, screenHeight: 1, frames: 5000 });
    await expectRefusedBeforeDecoding(
      "/api/resize",
      gif,
      "tiny-frames.gif",
      { error: "The GIF has 5,000 frames; the most allowed is 2,000.", code: "input-too-large" },
      { width: "320", height: "320", maintain_aspect_ratio: "false" },
    );
  });

  it("100,000 frames of 16×16 (2.3 MB): refused by the frame limit", async () => {
    const gif = hostileGif({ screenWidth: 16, screenHeight: 16, frames: 100_000 });
    await expectRefusedBeforeDecoding("/api/reverse", gif, "many.gif", {
      error: "The GIF has 100,000 frames; the most allowed is 2,000.",
      code: "input-too-large",
    });
  });

  it("one 7,500×7,000 frame (52.5 MP): refused by the one-frame limit", async () => {
    const gif = hostileGif({ screenWidth: 7500, screenHeight: 7000, frames: 1 });
    await expectRefusedBeforeDecoding("/api/reverse", gif, "huge-frame.gif", {
      error:
        "The GIF is 7,500 × 7,000 pixels (52.5 megapixels); the largest image allowed is 50 megapixels.",
      code: "input-too-large",
    });
  });

  it("80 frames of 2000×2000 (320 MP in all): refused by the all-frames limit", async () => {
    const gif = hostileGif({ screenWidth: 2000, screenHeight: 2000, frames: 80 });
    await expectRefusedBeforeDecoding("/api/reverse", gif, "total.gif", {
      error:
        "The GIF's 80 frames of 2,000 × 2,000 pixels add up to 320 megapixels; all frames together may have at most 300 megapixels.",
      code: "input-too-large",
    });
  });

  it("1,000 one-pixel frames resized up to 320×320: passes the input limits, refused by the output limit before any work", async () => {
    const gif = hostileGif({ screenWidth: 1, screenHeight: 1, frames: 1000 });
    const blobsBefore = storedBlobs(server);
    const spawnsBefore = spawns.started().length;
    const startedAt = performance.now();
    const start = await postFile(server, "/api/resize", gif, "thousand.gif", {
      width: "320",
      height: "320",
      maintain_aspect_ratio: "false",
    });
    expect(start.statusCode).toBe(202);
    const status = await finishedTask(server, start.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe("The GIF has 1,000 frames; results can have at most 600 frames.");
    // 0.76 s alone; 3.99 s once in `npm test` beside the main files (2 cores, stop 45). No process
    // was started (below) is what shows no work was done; the time bound catches a decode.
    expect(performance.now() - startedAt).toBeLessThan(6_000);
    expect(spawns.started().slice(spawnsBefore)).toEqual([]);
    await expectNothingLeft(server, blobsBefore);
  });

  it("an APNG whose 1×1 image hides a frame at x = 20,000", async () => {
    const apng = hostileApng({
      declaredFrames: 2,
      frames: [
        { width: 1, height: 1, left: 0, top: 0 },
        { width: 1, height: 1, left: 20_000, top: 0 },
      ],
    });
    await expectRefusedBeforeDecoding("/api/reverse", apng, "offset.apng", {
      error: "The APNG is 20,001 × 1 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("an APNG declaring 1,000,000 frames in acTL", async () => {
    const apng = hostileApng({
      declaredFrames: 1_000_000,
      frames: [{ width: 1, height: 1, left: 0, top: 0 }],
    });
    await expectRefusedBeforeDecoding("/api/reverse", apng, "frames.apng", {
      error: "The APNG has 1,000,000 frames; the most allowed is 2,000.",
      code: "input-too-large",
    });
  });

  it("an animated WebP with a 16,384² canvas", async () => {
    const webp = hostileWebp({
      canvasWidth: 16384,
      canvasHeight: 16384,
      frames: [{ left: 0, top: 0, width: 1, height: 1 }],
    });
    await expectRefusedBeforeDecoding("/api/reverse", webp, "canvas.webp", {
      error: "The WebP is 16,384 × 16,384 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("an animated WebP whose small canvas hides a frame at (30000, 0)", async () => {
    const webp = hostileWebp({
      canvasWidth: 16,
      canvasHeight: 16,
      frames: [{ left: 30_000, top: 0, width: 16, height: 16 }],
    });
    await expectRefusedBeforeDecoding("/api/reverse", webp, "frame.webp", {
      error: "The WebP is 30,016 × 16 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("a JPEG declaring 13,000 × 100 in its frame header (GIF Maker)", async () => {
    const response = await postForm(server, "/api/gif-maker", [
      { name: "files", value: hostileJpeg(13_000, 100), fileName: "wide.jpg" },
      {
        name: "files",
        value: await readFile(fixture("image/elephant-660-480.jpg")),
        fileName: "ok.jpg",
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "wide.jpg: The JPEG is 13,000 × 100 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  /**
   * A video's header needs ffprobe, which only the worker runs: the start call answers 202 and the
   * task's first step, the probe, refuses the video with the message the start call's 422 gave.
   */
  async function expectVideoRefusedByProbe(
    file: Buffer,
    fileName: string,
    expected: { error: string; code: string },
  ) {
    const blobsBefore = storedBlobs(server);
    const spawnsBefore = spawns.started().length;
    const response = await postFile(server, "/api/video-to-gif", file, fileName);
    expect(response.statusCode).toBe(202);
    const taskId = response.json().task_id;
    const status = await finishedTask(server, taskId);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(expected.error);
    expect((await server.runtime.services.queue.get(taskId))?.errorCode).toBe(expected.code);
    // Only the probe ran: ffprobe, never ffmpeg.
    expect(
      spawns
        .started()
        .slice(spawnsBefore)
        .map((line) => line.split(" ")[0]),
    ).toEqual(["ffprobe"]);
    await expectNothingLeft(server, blobsBefore);
  }

  it("a 12,100-pixel-wide video (ffprobe with bounded probing, no decoding)", async () => {
    const path = join(scratch, "wide.mp4");
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=size=12100x8:rate=1",
      "-frames:v",
      "1",
      "-c:v",
      "libx264",
      "-y",
      path,
    ]);
    await expectVideoRefusedByProbe(await readFile(path), "wide.mp4", {
      error: "The video is 12,100 × 8 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });

  it("an MP4 with only a sound track", async () => {
    const path = join(scratch, "sound.mp4");
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "sine=d=1",
      "-c:a",
      "aac",
      "-f",
      "mp4",
      "-y",
      path,
    ]);
    await expectVideoRefusedByProbe(await readFile(path), "sound.mp4", {
      error: "The file has no video track.",
      code: "no-video-stream",
    });
  });

  it("a truncated MP4 (first 64 KB, index at the end): refused as damaged, no hang", async () => {
    const whole = await readFile(fixture("video/bottle-detection.mp4"));
    await expectVideoRefusedByProbe(whole.subarray(0, 64 * 1024), "cut.mp4", {
      error: "The video could not be read: it is damaged, incomplete or not a video we support.",
      code: "damaged-input",
    });
  });

  it("a GIF header with no frame at all: refused as damaged", async () => {
    const gif = hostileGif({ screenWidth: 10, screenHeight: 10, frames: 0 });
    await expectRefusedBeforeDecoding("/api/reverse", gif, "empty.gif", {
      error: "The GIF file is damaged or incomplete: it has no frame.",
      code: "damaged-input",
    });
  });

  it("a truncated GIF (a real GIF cut in its fourth frame): the task fails as damaged, nothing kept", async () => {
    const whole = await readFile(fixture("gif/cogs.gif"));
    const blobsBefore = storedBlobs(server);
    const start = await postFile(server, "/api/reverse", whole.subarray(0, 1500), "cut.gif");
    expect(start.statusCode).toBe(202);
    const status = await finishedTask(server, start.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The file is damaged or incomplete and could not be read. Try saving or exporting it again.",
    );
    await expectNothingLeft(server, blobsBefore);
  });

  it("a GIF whose LZW data starts with a code that names nothing: refused as damaged, by name", async () => {
    const gif = hostileGif({
      screenWidth: 16,
      screenHeight: 16,
      frames: 3,
      frameWidth: 16,
      frameHeight: 16,
      lzw: badLzw,
    });
    await expectRefusedBeforeDecoding("/api/reverse", gif, "lzw.gif", {
      error:
        "The GIF file is damaged or incomplete: its frame 1 has broken image data (its first LZW code is 7, which names no color and no earlier code).",
      code: "damaged-input",
    });
  });

  it("a GIF whose LZW stream breaks after its first codes: the task fails as damaged, nothing kept", async () => {
    const gif = hostileGif({
      screenWidth: 16,
      screenHeight: 16,
      frames: 3,
      frameWidth: 16,
      frameHeight: 16,
      lzw: lzwBrokenLater,
    });
    const blobsBefore = storedBlobs(server);
    const start = await postFile(server, "/api/reverse", gif, "lzw.gif");
    expect(start.statusCode).toBe(202);
    const status = await finishedTask(server, start.json().task_id);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The file is damaged or incomplete and could not be read. Try saving or exporting it again.",
    );
    await expectNothingLeft(server, blobsBefore);
  });

  it("a legitimate 480×270, 45-frame GIF still converts (no over-blocking), and other users are unaffected", async () => {
    const gif = await readFile(fixture("gif/classroom.gif"));
    const start = await postFile(server, "/api/reverse", gif, "classroom.gif");
    expect(start.statusCode).toBe(202);
    const status = await finishedTask(server, start.json().task_id);
    expect(status.state).toBe("SUCCESS");
    await neighbourTaskSucceeds(server);
  });
});
