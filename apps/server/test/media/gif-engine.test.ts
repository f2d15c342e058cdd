import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { MediaToolkit } from "@gifkit/tools";
import { gifsicleCanUnoptimize } from "@gifkit/tools/shared/gif-paths";
import {
  buildGifsicleFlip,
  buildGifsicleRotate,
} from "@gifkit/tools/shared/gif-transform-commands";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultGifEncodeSettings } from "../../src/media/gif-engine.ts";
import {
  buildDecodeGifToRaw,
  buildEncodeRawToGif,
  buildGifsicleOptimize,
} from "../../src/media/gif-engine-commands.ts";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixture } from "../helpers/fixtures.ts";
import { decodeFlatFrames, differingShare, filterFrames } from "../helpers/frame-compare.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";

const run = promisify(execFile);
const signal = new AbortController().signal;

/**
 * A clip from the bottle-detection fixture moving over a transparent canvas, with a palette per
 * frame, optimised by gifsicle into partial frames: local colour tables + transparency (gifsicle
 * cannot unoptimise it, so edits take the engine's composited path).
 */
async function makeTransparentLocalPaletteGif(path: string): Promise<void> {
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-ss",
    "2",
    "-i",
    fixture("video/bottle-detection.mp4"),
    "-filter_complex",
    "color=c=black@0:s=200x60:r=10,format=rgba[canvas];[0:v]fps=10,scale=64:40,format=rgba[clip];" +
      "[canvas][clip]overlay=x='mod(t*40\\,136)':y=10:shortest=1,split[a][b];" +
      "[a]palettegen=stats_mode=single:reserve_transparent=1[p];[b][p]paletteuse=new=1:alpha_threshold=128",
    "-frames:v",
    "24",
    "-f",
    "gif",
    `${path}.raw.gif`,
  ]);
  await run("gifsicle", ["-O3", `${path}.raw.gif`, "-o", path]);
}

describe("GIF engine", () => {
  let media: MediaToolkit;
  let workDir: string;
  let spritePath: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gif-engine-"));
    // Binaries by name from PATH, as the benchmarks run them.
    media = createMediaToolkit(
      new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
    );
    spritePath = join(workDir, "sprite.gif");
    await makeTransparentLocalPaletteGif(spritePath);
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("builds exact argv for decoding and per-frame-palette encoding", () => {
    expect(
      buildDecodeGifToRaw("/w/in.gif", "/w/f.rgba", [{ kind: "resize", width: 50, height: 20 }]),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/in.gif",
        "-vf",
        "premultiply=inplace=1,scale=50:20:flags=lanczos,unpremultiply=inplace=1,format=rgba",
        "-fps_mode",
        "passthrough",
        "-f",
        "rawvideo",
        "-y",
        "/w/f.rgba",
      ],
    });
    // A frame limit stops the decoder after the last frame a cut keeps.
    expect(buildDecodeGifToRaw("/w/in.gif", "/w/f.rgba", [], 40).args.slice(-7)).toEqual([
      "passthrough",
      "-frames:v",
      "40",
      "-f",
      "rawvideo",
      "-y",
      "/w/f.rgba",
    ]);
    // Extra inputs: given after the GIF, the filters become a graph with one link per filter, and
    // a filter starting with a label gets the frames first, then the input it names.
    expect(
      buildDecodeGifToRaw(
        "/w/in.gif",
        "/w/f.rgba",
        [{ kind: "filters", filters: ["[in1]overlay=4:5:enable='between(n,2,3)'"] }],
        undefined,
        [
          {
            path: "/w/sequence-%05d.png",
            inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
            filters: ["scale=8:6", "format=rgba", "colorchannelmixer=aa=0.5"],
          },
        ],
      ),
    ).toEqual({
      binary: "ffmpeg",
      args: [
        "-v",
        "error",
        "-f",
        "gif",
        "-i",
        "/w/in.gif",
        "-f",
        "image2",
        "-pattern_type",
        "sequence",
        "-i",
        "/w/sequence-%05d.png",
        "-filter_complex",
        "[1:v]setpts=N/TB,scale=8:6,format=rgba,colorchannelmixer=aa=0.5[in1];" +
          "[0:v]setpts=N/TB[v1];[v1][in1]overlay=4:5:enable='between(n,2,3)'[v2];[v2]format=rgba[out]",
        "-map",
        "[out]",
        "-fps_mode",
        "passthrough",
        "-f",
        "rawvideo",
        "-y",
        "/w/f.rgba",
      ],
    });
    const encode = buildEncodeRawToGif(
      { width: 10, height: 8 },
      "/w/p.gif",
      {
        palette: "per-frame",
        colours: 128,
        dither: "bayer",
        bayerScale: 2,
        interFrameMaxError: 0,
        lossy: 0,
        optimize: false,
        optimizeLevel: 3,
      },
      null,
    );
    expect(encode.args).toContain(
      "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=single:max_colors=128:reserve_transparent=1[palette];[frames][palette]paletteuse=dither=bayer:bayer_scale=2:alpha_threshold=128:new=1",
    );
    expect(
      encode.args.slice(encode.args.indexOf("-loop"), encode.args.indexOf("-loop") + 2),
    ).toEqual(["-loop", "-1"]);
    expect(encode.args).not.toContain("-gifflags");
    // Whole frames, for a canvas cleared before a frame that uncovers pixels (issue 41).
    const whole = buildEncodeRawToGif(
      { width: 10, height: 8 },
      "/w/p.gif",
      {
        palette: "per-group",
        colours: 256,
        dither: "none",
        bayerScale: 3,
        interFrameMaxError: 0,
        lossy: 0,
        optimize: true,
        optimizeLevel: 3,
      },
      0,
      undefined,
      true,
    );
    expect(whole.args.slice(-7)).toEqual(["0", "-gifflags", "0", "-f", "gif", "-y", "/w/p.gif"]);
  });

  it("runs gifsicle's optimiser at the level asked (a chain's optimize_level), -O3 by default", () => {
    expect(defaultGifEncodeSettings.optimizeLevel).toBe(3);
    expect(buildGifsicleOptimize("/w/t.gif", "/w/o.gif", 0, 3)).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "/w/t.gif", "--output", "/w/o.gif"],
    });
    expect(buildGifsicleOptimize("/w/t.gif", "/w/o.gif", 40, 2)).toEqual({
      binary: "gifsicle",
      args: ["-O2", "-Okeep-empty", "--lossy=40", "/w/t.gif", "--output", "/w/o.gif"],
    });
    expect(buildGifsicleOptimize("/w/t.gif", "/w/o.gif", 0, 1).args[0]).toBe("-O1");
  });

  it("picks gifsicle only where its unoptimiser works (checked against gifsicle itself)", async () => {
    const names = [
      "classroom.gif",
      "iss634.gif",
      "animated-loop-3.gif",
      "dispose-background.gif",
      "cogs.gif",
      "rotating-squares.gif",
    ];
    const decisions: Record<string, boolean> = {};
    for (const path of [...names.map((name) => fixture(`gif/${name}`)), spritePath]) {
      const layout = await media.gifLayout(path);
      const canUnoptimize = await gifsicleCanUnoptimize(layout, () =>
        media.isOpaqueAnimation(path, signal),
      );
      const { stderr } = await run("gifsicle", ["-U", path, "-o", "/dev/null"]);
      // Never claim gifsicle can when it gives up (it would write wrong frames).
      if (/too complex to unoptimize/.test(stderr)) expect(canUnoptimize, path).toBe(false);
      decisions[path.split("/").at(-1) as string] = canUnoptimize;
    }
    expect(decisions).toMatchObject({
      "classroom.gif": true,
      "cogs.gif": true,
      "dispose-background.gif": true,
      "iss634.gif": false,
      "sprite.gif": false,
    });
  });

  it("reverses a transparent per-frame-palette GIF like a frame-by-frame reference", async () => {
    const outputPath = join(workDir, "reversed.gif");
    const { frameCount } = await media.editGif(
      { inputPath: spritePath, outputPath, workDir, transforms: [], reverse: true },
      signal,
    );
    const before = await gifsicleInfo(spritePath);
    const after = await gifsicleInfo(outputPath);
    expect(frameCount).toBe(24);
    expect(after.frameCount).toBe(24);
    expect(after.delaysCentiseconds).toEqual([...before.delaysCentiseconds].reverse());
    expect(after.loop).toEqual(before.loop);
    const reference = (await decodeFlatFrames(spritePath, 200, 60)).reverse();
    const output = await decodeFlatFrames(outputPath, 200, 60);
    expect(output.length).toBe(24);
    for (const [index, frame] of output.entries()) {
      expect(differingShare(frame, reference[index] as Buffer), `frame ${index}`).toBeLessThan(
        0.01,
      );
    }
  });

  it("writes only the selected frames, in order, with the delays given (Speed's frame drops)", async () => {
    const outputPath = join(workDir, "selected.gif");
    const selected = [
      { index: 0, delayCentiseconds: 2 },
      { index: 5, delayCentiseconds: 3 },
      { index: 11, delayCentiseconds: 0 },
      { index: 23, delayCentiseconds: 150 },
    ];
    const { frameCount } = await media.editGif(
      { inputPath: spritePath, outputPath, workDir, transforms: [], frames: selected },
      signal,
    );
    const before = await gifsicleInfo(spritePath);
    const after = await gifsicleInfo(outputPath);
    expect(frameCount).toBe(4);
    expect(after.frameCount).toBe(4);
    expect(after.delaysCentiseconds).toEqual([2, 3, 0, 150]);
    expect(after.loop).toEqual(before.loop);
    const input = await decodeFlatFrames(spritePath, 200, 60);
    const output = await decodeFlatFrames(outputPath, 200, 60);
    expect(output.length).toBe(4);
    for (const [index, frame] of output.entries()) {
      const kept = selected[index]?.index as number;
      expect(differingShare(frame, input[kept] as Buffer), `frame ${index} = ${kept}`).toBeLessThan(
        0.01,
      );
    }
    await expect(
      media.editGif(
        {
          inputPath: spritePath,
          outputPath,
          workDir,
          transforms: [],
          frames: [
            { index: 0, delayCentiseconds: 5 },
            { index: 24, delayCentiseconds: 5 },
          ],
        },
        signal,
      ),
    ).rejects.toThrow("frame index 24 is outside the GIF's 24 frames");
  });

  it("resizes a transparent per-frame-palette GIF like a frame-by-frame reference", async () => {
    const outputPath = join(workDir, "resized.gif");
    await media.editGif(
      {
        inputPath: spritePath,
        outputPath,
        workDir,
        transforms: [{ kind: "resize", width: 100, height: 30 }],
        encode: { dither: "floyd-steinberg" },
      },
      signal,
    );
    const after = await gifsicleInfo(outputPath);
    expect([after.width, after.height, after.frameCount]).toEqual([100, 30, 24]);
    expect(after.delaysCentiseconds).toEqual((await gifsicleInfo(spritePath)).delaysCentiseconds);
    const reference = await filterFrames(
      await decodeFlatFrames(spritePath, 200, 60),
      { width: 200, height: 60 },
      "scale=100:30:flags=lanczos",
      { width: 100, height: 30 },
    );
    const output = await decodeFlatFrames(outputPath, 100, 30);
    expect(output.length).toBe(24);
    for (const [index, frame] of output.entries()) {
      expect(differingShare(frame, reference[index] as Buffer), `frame ${index}`).toBeLessThan(
        0.05,
      );
    }
  });

  for (const [count, palette] of [
    [2, "per-frame"],
    [6, "per-frame"],
    [2, "per-group"],
    [6, "global"],
  ] as const) {
    it(`encodes ${count} identical frames as ${count} frames with their delays (${palette})`, async () => {
      const outputPath = join(workDir, `same-${count}-${palette}.gif`);
      const frame = new Uint8Array(16 * 12 * 4).fill(200);
      const delaysCentiseconds = Array.from({ length: count }, (_, index) => index);
      await media.encodeGifFrames(
        {
          width: 16,
          height: 12,
          frameCount: count,
          frames: (async function* () {
            for (let index = 0; index < count; index++) yield frame.slice();
          })(),
          delaysCentiseconds,
          loopCount: 0,
        },
        outputPath,
        { palette },
        { workDir, signal },
      );
      const info = await gifsicleInfo(outputPath);
      expect(info.frameCount).toBe(count);
      expect(info.delaysCentiseconds).toEqual(delaysCentiseconds);
      expect(info.loop).toBe("forever");
    });
  }

  it("rotates and flips losslessly with gifsicle (local palettes and transparency too)", async () => {
    const inputPath = fixture("gif/iss634.gif");
    const input = await decodeFlatFrames(inputPath, 245, 245);
    for (const [command, filter] of [
      [buildGifsicleRotate(inputPath, join(workDir, "r90.gif"), 90), "transpose=clock"],
      [buildGifsicleRotate(inputPath, join(workDir, "r270.gif"), 270), "transpose=cclock"],
      [buildGifsicleFlip(inputPath, join(workDir, "fh.gif"), "horizontal"), "hflip"],
      [buildGifsicleFlip(inputPath, join(workDir, "fv.gif"), "vertical"), "vflip"],
    ] as const) {
      await media.run(command, { signal });
      const outputPath = command.args.at(-1) as string;
      const reference = await filterFrames(input, { width: 245, height: 245 }, filter, {
        width: 245,
        height: 245,
      });
      const output = await decodeFlatFrames(outputPath, 245, 245);
      expect(output.length).toBe(42);
      for (const [index, frame] of output.entries()) {
        expect(frame.equals(reference[index] as Buffer), `${filter} frame ${index}`).toBe(true);
      }
      expect((await gifsicleInfo(outputPath)).delaysCentiseconds).toEqual(
        (await gifsicleInfo(inputPath)).delaysCentiseconds,
      );
    }
  });
});
