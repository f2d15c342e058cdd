import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLimits } from "@gifkit/contracts";
import { type OptionsOf, tools } from "@gifkit/tools";
import { serverTools } from "@gifkit/tools/server";
import { readHead } from "@gifkit/tools/shared/read-head";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectFileType } from "../../../../../apps/server/src/ingest/file-type.ts";
import { probeVideoWithinLimits } from "../../../../../apps/server/src/ingest/input-limits.ts";
import type { BinaryPaths } from "../../../../../apps/server/src/media/run-command.ts";
import { createMediaToolkit } from "../../../../../apps/server/src/media/toolkit.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";

/**
 * Fit under a size in Video to GIF's processor with the real toolkit (ffmpeg, gifsicle), every
 * command it runs recorded: what each attempt costs is decided by which program makes it.
 */
describe("Video to GIF: fit under a size, attempts at another size", () => {
  const toolkit = createMediaToolkit(
    new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
  );
  type MediaCommand = Parameters<typeof toolkit.run>[0];
  let workRoot: string;

  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-fit-video-"));
  });
  afterAll(async () => {
    await rm(workRoot, { recursive: true, force: true });
  });

  async function convert(
    options: OptionsOf<"video-to-gif">,
    name: string,
    inputPath = fixture("video/rabbit320.webm"),
  ) {
    const detectedType = await detectFileType(await readHead(inputPath));
    const signal = new AbortController().signal;
    const video = await probeVideoWithinLimits(
      inputPath,
      detectedType ?? "",
      defaultLimits,
      toolkit.run,
      signal,
    );
    const commands: MediaCommand[] = [];
    const media = {
      ...toolkit,
      run: (command: MediaCommand, runOptions: Parameters<typeof toolkit.run>[1]) => {
        commands.push(command);
        return toolkit.run(command, runOptions);
      },
    };
    const workDir = join(workRoot, name);
    await mkdir(workDir, { recursive: true });
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
    if (!gif) throw new Error("no GIF");
    return { result, path: gif.path, bytes: (await stat(gif.path)).size, commands };
  }

  it("converts the video again at the smaller size (ffmpeg), never resizing the GIF in gifsicle", async () => {
    // 4 s at 15 fps, upscaled to 480×360: a large GIF (about 5 MB), so 15% of it needs a smaller
    // size; 60 frames, so the search calibrates on a sample of 15.
    const options: OptionsOf<"video-to-gif"> = {
      ...tools["video-to-gif"].defaults,
      segments: [{ start: 0, end: 4 }],
      width: 480,
      height: 360,
      fps: 15,
    };
    const plain = await convert(options, "plain");
    const targetBytes = Math.round(plain.bytes * 0.15);
    const fitted = await convert({ ...options, target_size_bytes: targetBytes }, "fitted");

    expect(fitted.bytes).toBeLessThanOrEqual(targetBytes);
    expect(fitted.bytes).toBeGreaterThanOrEqual(targetBytes * 0.85);
    const settings = fitted.result.settings;
    expect(settings?.width).toBeLessThan(480);
    expect(settings?.height).toBeLessThan(360);
    const info = await gifsicleInfo(fitted.path);
    expect([info.width, info.height]).toEqual([settings?.width, settings?.height]);
    // No attempt resized a GIF in gifsicle: every smaller size came from ffmpeg's scale filter,
    // the chosen one included, with the chosen palette size.
    const gifsicleArgs = fitted.commands.filter((command) => command.binary === "gifsicle");
    expect(gifsicleArgs.some((command) => command.args.includes("--resize"))).toBe(false);
    const remakes = fitted.commands
      .filter((command) => command.binary === "ffmpeg")
      .slice(1)
      .map((command) => command.args[command.args.indexOf("-filter_complex") + 1] ?? "");
    expect(
      remakes.some(
        (graph) =>
          graph.includes(`scale=${settings?.width}:${settings?.height}:`) &&
          graph.includes(`max_colors=${settings?.colors}`),
      ),
    ).toBe(true);
  });

  // Issue 24, "fit fills the budget": with a target and no size or rate sent, the fit starts from
  // the video's own size and rate (1080 × 1920 at 10 fps, within the 1,920 × 1,080 output limit:
  // 608 × 1080), not from the form's 480 × 360 box, where the GIF is about 0.5 MB. (A target the
  // clip can fill: apps/server/test/http/fit-size.test.ts.)
  const portrait = fixture("video/flower-portrait.mp4");
  const fromTheVideo: OptionsOf<"video-to-gif"> = {
    ...tools["video-to-gif"].defaults,
    segments: null,
    width: undefined,
    height: undefined,
    fps: undefined,
  };

  it("gives the video's own size and rate when the whole budget is more than it needs (Discord's 10 MiB)", async () => {
    const targetBytes = 10 * 1024 * 1024;
    const fitted = await convert(
      { ...fromTheVideo, target_size_bytes: targetBytes },
      "portrait-discord",
      portrait,
    );
    expect(fitted.bytes).toBeLessThanOrEqual(targetBytes);
    const info = await gifsicleInfo(fitted.path);
    expect([info.width, info.height]).toEqual([608, 1080]);
    expect(fitted.result.settings).toMatchObject({
      width: 608,
      height: 1080,
      fps: 10,
      colors: 256,
    });
    // One conversion: the 2 s clip is its own sample, and at the start it already fits.
    expect(fitted.commands.filter((command) => command.binary === "ffmpeg")).toHaveLength(1);
  });
});
