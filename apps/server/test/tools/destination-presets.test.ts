import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Destination, defaultLimits, gifDestinations } from "@gifkit/contracts";
import { type OptionsOf, tools } from "@gifkit/tools";
import { serverTools } from "@gifkit/tools/server";
import { capToDestination } from "@gifkit/tools/shared/fit-under";
import { readHead } from "@gifkit/tools/shared/read-head";
import { destinationMessage } from "@gifkit/tools/shared/target-size";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { detectFileType } from "../../src/ingest/file-type.ts";
import { probeVideoWithinLimits } from "../../src/ingest/input-limits.ts";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixture } from "../helpers/fixtures.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * The `destination` field (issue 27): sent with a task, the server meets EVERY limit of that
 * preset, whatever else the form says. The input is a fixture clip made into a GIF by a bare
 * ffmpeg command: the first 6 s of bottle-detection.mp4 at 12 fps, 160 × 90 (72 frames, about
 * 330 KB), so it is longer than Discord's 5 s, has more frames than Twitch's 60, is not square
 * and is larger than the emoji and fast-web-page limits. Each preset's result is checked with
 * gifsicle --info (sides, frames, delays) and its bytes.
 */
describe("destination presets on the server", () => {
  let server: TestServer;
  let dir: string;
  let clipPath: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-destinations-"));
    clipPath = join(dir, "clip.gif");
    await run("ffmpeg", [
      "-v",
      "error",
      "-t",
      "6",
      "-i",
      fixture("video/bottle-detection.mp4"),
      "-vf",
      "fps=12,scale=160:90:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse",
      "-an",
      "-y",
      clipPath,
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Every limit of `destination` holds for the GIF at `path`. */
  async function expectEveryLimit(path: string, destination: Destination) {
    expect((await stat(path)).size).toBeLessThanOrEqual(destination.max_bytes);
    const info = await gifsicleInfo(path);
    const { max_width: maxWidth, max_height: maxHeight } = destination;
    if (destination.sides === "exact") {
      expect([info.width, info.height]).toEqual([maxWidth, maxHeight]);
    } else {
      if (maxWidth !== undefined) expect(info.width).toBeLessThanOrEqual(maxWidth);
      if (maxHeight !== undefined) expect(info.height).toBeLessThanOrEqual(maxHeight);
    }
    if (destination.max_frames !== undefined) {
      expect(info.frameCount).toBeLessThanOrEqual(destination.max_frames);
    }
    // Played as browsers play it: a delay under 2 cs shows for 10 cs.
    const seconds =
      info.delaysCentiseconds.reduce((sum, delay) => sum + (delay < 2 ? 10 : delay), 0) / 100;
    if (destination.max_duration_seconds !== undefined) {
      expect(seconds).toBeLessThanOrEqual(destination.max_duration_seconds);
    }
    if (destination.max_frames_per_second !== undefined) {
      expect(info.frameCount / seconds).toBeLessThanOrEqual(destination.max_frames_per_second);
    }
    return { info, seconds };
  }

  for (const destination of gifDestinations) {
    // An upload preset (megabytes, no other limit but X's box) has nothing to change on the clip:
    // the small cogs.gif shows it as well, at a fraction of the time.
    const small = destination.max_bytes >= 10 * 1000 * 1000;
    it(`${destination.id}: the result meets every limit`, async () => {
      const result = await runGifTool(
        server,
        "reverse",
        small ? fixture("gif/cogs.gif") : clipPath,
        { destination: destination.id },
        dir,
        `${destination.id}.gif`,
      );
      expect(result.start.statusCode, result.start.body).toBe(202);
      expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
      const { info, seconds } = await expectEveryLimit(result.outputPath as string, destination);
      const settings = result.status?.result?.settings;
      expect(settings?.destination).toBe(destination.id);
      expect([settings?.width, settings?.height]).toEqual([info.width, info.height]);
      if (destination.id === "discord-sticker") {
        // Cut, not sped up: 59 frames of 1/12 s (the ffmpeg clip's delays are 8 and 9 cs).
        expect(seconds).toBeGreaterThan(4.8);
        expect(settings?.changes?.[0]).toMatch(
          /^Cut to the first 4\.\d+ s of 6(\.\d+)? s \(Discord sticker: at most 5 seconds\)\.$/,
        );
      }
      if (destination.id === "twitch-animated-emote") {
        expect(info.frameCount).toBe(60);
        expect(settings?.changes).toEqual([
          "Kept 60 of 72 frames (Twitch animated emote: at most 60 frames).",
          "Scaled to 112 × 63 px and centered on a transparent 112 × 112 px canvas (Twitch animated emote: exactly 112 × 112 px).",
        ]);
        // The same changes as ids and values, for a page in another language.
        expect(settings?.change_details?.map((change) => change.id)).toEqual([
          "kept-frames",
          "centered-on-canvas",
        ]);
        expect(settings?.change_details?.[1]?.values).toEqual({
          width_px: 112,
          height_px: 63,
          box_width_px: 112,
          box_height_px: 112,
          destination: "twitch-animated-emote",
        });
        // The padding is transparent: the top-left pixel of the first frame has alpha 0, the
        // centre is opaque.
        const { stdout } = await run(
          "ffmpeg",
          [
            "-v",
            "error",
            "-i",
            result.outputPath as string,
            "-frames:v",
            "1",
            "-pix_fmt",
            "rgba",
            "-f",
            "rawvideo",
            "-",
          ],
          { encoding: "buffer", maxBuffer: 1024 * 1024 },
        );
        const pixels = stdout as unknown as Buffer;
        expect(pixels.length).toBe(112 * 112 * 4);
        expect(pixels[3]).toBe(0);
        expect(pixels[(56 * 112 + 56) * 4 + 3]).toBe(255);
      }
      if (small) {
        // Nothing to change: the tool's own GIF comes back.
        expect(settings?.changes).toBeUndefined();
        expect(settings?.change_details).toBeUndefined();
        expect(settings?.lossy).toBe(0);
      }
    });
  }

  it("a sent destination overrides a conflicting size and target from the form (Resize)", async () => {
    const twitch = gifDestinations.find(
      (entry) => entry.id === "twitch-animated-emote",
    ) as Destination;
    const result = await runGifTool(
      server,
      "resize",
      clipPath,
      {
        width: "150",
        height: "150",
        maintain_aspect_ratio: "false",
        target_size_bytes: String(5 * 1024 * 1024),
        destination: twitch.id,
      },
      dir,
      "resize-override.gif",
    );
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    const { info } = await expectEveryLimit(result.outputPath as string, twitch);
    expect(info.frameCount).toBe(60);
    // And a target below the destination's bytes does not lower it: slack-emoji's 128 KB is the
    // target, not the form's 20 KB.
    const slack = gifDestinations.find((entry) => entry.id === "slack-emoji") as Destination;
    const slackResult = await runGifTool(
      server,
      "crop",
      clipPath,
      {
        x: "0",
        y: "0",
        width: "192",
        height: "108",
        target_size_bytes: "20480",
        destination: slack.id,
      },
      dir,
      "crop-override.gif",
    );
    expect(slackResult.status?.state, slackResult.status?.error ?? "").toBe("SUCCESS");
    await expectEveryLimit(slackResult.outputPath as string, slack);
    expect((await stat(slackResult.outputPath as string)).size).toBeGreaterThan(20480);
  });

  it("refuses a destination that does not take a GIF, naming the choices", async () => {
    const result = await runGifTool(
      server,
      "crop",
      clipPath,
      { destination: "whatsapp-animated-sticker" },
      dir,
      "refused.gif",
    );
    expect(result.start.statusCode).toBe(400);
    expect(result.start.json().error).toBe(destinationMessage);
  });

  it("OpenAPI shows the field on the GIF tools", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    const document = parse(response.body) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }>;
    };
    for (const path of ["/api/crop", "/api/reverse", "/api/optimize", "/api/video-to-gif"]) {
      const body = JSON.stringify(document.paths[path]?.post?.requestBody);
      expect(body, path).toContain('"destination"');
      expect(body, path).toContain("twitch-animated-emote");
    }
  });
});

describe("destination through Video to GIF's processor", () => {
  // Issue 41: the emoji presets' sizes from a 16:9 or a 9:16 video (Discord emoji 128 × 72,
  // Twitch 112 × 63) were refused by the old 100 px floor ("Height must be a whole number from
  // 100 to 1080 pixels").
  it("takes the form the editor sends for every small preset, landscape and portrait", () => {
    const schema = tools["video-to-gif"].optionsSchema;
    for (const destination of gifDestinations.filter((entry) => entry.max_width)) {
      for (const video of [
        { width: 960, height: 540 },
        { width: 540, height: 960 },
      ]) {
        const size = capToDestination(video, destination);
        const parsed = schema.safeParse({
          width: String(size.width),
          height: String(size.height),
          fps: "30",
          target_size_bytes: String(destination.max_bytes),
          destination: destination.id,
        });
        expect(
          parsed.error?.issues[0]?.message,
          `${destination.id} ${size.width}×${size.height}`,
        ).toBeUndefined();
      }
    }
  });

  const media = createMediaToolkit(
    new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
  );
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-destination-video-"));
  });
  afterAll(async () => {
    await rm(workRoot, { recursive: true, force: true });
  });

  it("Discord sticker from a 7 s selection: cut to 5 s, inside 320 × 320, under 512 KB", async () => {
    const inputPath = fixture("video/bottle-detection.mp4");
    const detectedType = await detectFileType(await readHead(inputPath));
    const signal = new AbortController().signal;
    const video = await probeVideoWithinLimits(
      inputPath,
      detectedType ?? "",
      defaultLimits,
      media.run,
      signal,
    );
    const workDir = join(workRoot, "sticker");
    await mkdir(workDir, { recursive: true });
    const sticker = gifDestinations.find((entry) => entry.id === "discord-sticker") as Destination;
    const options: OptionsOf<"video-to-gif"> = {
      ...tools["video-to-gif"].defaults,
      segments: [{ start: 0, end: 7 }],
      width: 160,
      height: 90,
      fps: 10,
      destination: sticker.id,
    };
    const process = await serverTools["video-to-gif"].processor();
    const result = await process(options, {
      inputPaths: [inputPath],
      inputFacts: [{ detectedType, video }],
      workDir,
      media,
      signal,
      reportProgress: () => {},
    });
    const gif = result.outputs.find((output) => output.kind === "gif");
    expect((await stat(gif?.path as string)).size).toBeLessThanOrEqual(sticker.max_bytes);
    const info = await gifsicleInfo(gif?.path as string);
    expect(info.width).toBeLessThanOrEqual(320);
    expect(info.height).toBeLessThanOrEqual(320);
    const seconds = info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0) / 100;
    expect(seconds).toBeLessThanOrEqual(5);
    expect(seconds).toBeGreaterThan(4.8);
    expect(result.settings?.changes?.[0]).toMatch(
      /^Cut to the first [45](\.\d+)? s of 7(\.\d+)? s /,
    );
  });

  it("Discord emoji from a 16:9 video at the editor's 128 × 72: a 128 × 72 GIF under 256 KB", async () => {
    const inputPath = fixture("video/flower.mp4");
    const detectedType = await detectFileType(await readHead(inputPath));
    const signal = new AbortController().signal;
    const video = await probeVideoWithinLimits(
      inputPath,
      detectedType ?? "",
      defaultLimits,
      media.run,
      signal,
    );
    const workDir = join(workRoot, "emoji");
    await mkdir(workDir, { recursive: true });
    const emoji = gifDestinations.find((entry) => entry.id === "discord-emoji") as Destination;
    const options = tools["video-to-gif"].optionsSchema.parse({
      segments: '[{"start":0,"end":1.5}]',
      width: "128",
      height: "72",
      fps: "30",
      target_size_bytes: String(emoji.max_bytes),
      destination: emoji.id,
    });
    const process = await serverTools["video-to-gif"].processor();
    const result = await process(options, {
      inputPaths: [inputPath],
      inputFacts: [{ detectedType, video }],
      workDir,
      media,
      signal,
      reportProgress: () => {},
    });
    const gif = result.outputs.find((output) => output.kind === "gif");
    expect((await stat(gif?.path as string)).size).toBeLessThanOrEqual(emoji.max_bytes);
    const info = await gifsicleInfo(gif?.path as string);
    expect([info.width, info.height]).toEqual([128, 72]);
  });
});
