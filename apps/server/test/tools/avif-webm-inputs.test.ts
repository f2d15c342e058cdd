import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { decodeFramesWithFfmpeg, gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Animated AVIF and WebM as inputs of the GIF tools (issue 27), through Reverse. The inputs are
 * made from cogs.gif (85×77, 5 frames shown for 10,5,5,5,5 hundredths, a transparent corner) by
 * bare ffmpeg commands, independent of Convert's.
 */
describe("AVIF and WebM inputs of the GIF tools (Reverse)", () => {
  let server: TestServer;
  let dir: string;
  let avifPath: string;
  let webmPath: string;
  let vp8Path: string;
  let soundOnlyPath: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-av-inputs-"));
    const gif = ["-v", "error", "-f", "gif", "-i", fixture("gif/cogs.gif"), "-fps_mode"];
    avifPath = join(dir, "cogs.avif");
    webmPath = join(dir, "cogs.webm");
    vp8Path = join(dir, "cogs-vp8.webm");
    soundOnlyPath = join(dir, "sound-only.webm");
    await Promise.all([
      // AVIF's alpha is a second, gray AV1 stream (the auxiliary alpha image).
      run("ffmpeg", [
        ...gif,
        "passthrough",
        "-filter_complex",
        "[0:v]format=rgba,split[a][b];[a]format=yuv420p[color];[b]alphaextract[alpha]",
        "-map",
        "[color]",
        "-map",
        "[alpha]",
        "-c:v",
        "libaom-av1",
        "-cpu-used",
        "8",
        "-crf",
        "20",
        "-f",
        "avif",
        "-y",
        avifPath,
      ]),
      run("ffmpeg", [
        ...gif,
        "passthrough",
        "-c:v",
        "libvpx-vp9",
        "-pix_fmt",
        "yuva420p",
        "-crf",
        "20",
        "-b:v",
        "0",
        "-f",
        "webm",
        "-y",
        webmPath,
      ]),
      // VP8, as Chrome's MediaRecorder writes WebM by default; alpha needs alt-ref frames off.
      run("ffmpeg", [
        ...gif,
        "passthrough",
        "-c:v",
        "libvpx",
        "-pix_fmt",
        "yuva420p",
        "-auto-alt-ref",
        "0",
        "-crf",
        "10",
        "-b:v",
        "1M",
        "-f",
        "webm",
        "-y",
        vp8Path,
      ]),
      run("ffmpeg", [
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        "sine=duration=0.5",
        "-c:a",
        "libopus",
        "-f",
        "webm",
        "-y",
        soundOnlyPath,
      ]),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const format of ["AVIF", "WebM (VP9)", "WebM (VP8)"] as const) {
    it(`reverses an animated ${format}: 5 frames, delays reversed, the transparent corner kept`, async () => {
      const input = { AVIF: avifPath, "WebM (VP9)": webmPath, "WebM (VP8)": vp8Path }[format];
      const result = await runGifTool(server, "reverse", input, {}, dir);
      expect(result.start.statusCode, result.start.body).toBe(202);
      expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
      const info = await gifsicleInfo(result.outputPath as string);
      expect([info.width, info.height, info.frameCount]).toEqual([85, 77, 5]);
      // cogs.gif is shown for 10,5,5,5,5 hundredths; reversed: 5,5,5,5,10.
      expect(info.delaysCentiseconds).toEqual([5, 5, 5, 5, 10]);
      const frames = await decodeFramesWithFfmpeg(result.outputPath as string, 85, 77);
      expect(frames).toHaveLength(5);
      for (const frame of frames) {
        expect(frame[3], "alpha of the corner").toBe(0);
        // The middle of the cog is opaque.
        expect(frame[(38 * 85 + 42) * 4 + 3], "alpha of the middle").toBe(255);
      }
    });
  }

  it("refuses a WebM with no video stream, saying so", async () => {
    const result = await runGifTool(server, "reverse", soundOnlyPath, {}, dir);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state).toBe("FAILURE");
    // The worker's probe of every video input (ingest/input-limits.ts) says it first.
    expect(result.status?.error).toBe("The file has no video track.");
  });

  it("refuses a still AVIF, saying it is not an animation", async () => {
    const stillPath = join(dir, "still.avif");
    await sharp(fixture("image/elephant-660-480.jpg")).resize(64).avif().toFile(stillPath);
    const result = await runGifTool(server, "reverse", stillPath, {}, dir);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state).toBe("FAILURE");
    expect(result.status?.error).toBe(
      "This AVIF is a still image, not an animation (it has no image sequence track). Give an animated AVIF, or a GIF, WebP or APNG.",
    );
  });
});
