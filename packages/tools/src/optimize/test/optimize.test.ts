import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFlatFrames,
  meanAbsoluteDifference,
  ssimOfFrames,
} from "../../../../../apps/server/test/helpers/frame-compare.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import {
  decodeFramesWithFfmpeg as decodeRgbaFrames,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** The moment (centiseconds from the start) at which each frame starts. */
function frameStarts(delaysCentiseconds: number[]): number[] {
  let start = 0;
  return delaysCentiseconds.map((delay) => {
    const at = start;
    start += delay;
    return at;
  });
}
/**
 * For each input frame, the output frame on screen when it starts: the same index when no frame
 * was merged, else the last output frame starting at or before it (merging needs every delay ≥ 2,
 * so no two frames then start together).
 */
function shownOutputFrames(inputDelays: number[], outputDelays: number[]): number[] {
  if (outputDelays.length === inputDelays.length) return inputDelays.map((_, index) => index);
  const outputStarts = frameStarts(outputDelays);
  return frameStarts(inputDelays).map(
    (moment) => outputStarts.filter((start) => start <= moment).length - 1,
  );
}

/**
 * Optimize through the HTTP API: bytes and SSIM against the input for every fixture and preset
 * (printed as a table), every frame, delay and the loop kept, and each setting measurably
 * changing the output.
 */
describe("Optimize through the HTTP API", () => {
  let server: TestServer;
  let outputDir: string;
  const report: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-optimize-"));
  });
  afterAll(async () => {
    console.log(
      [
        "| fixture | preset | bytes in | bytes out | ratio | SSIM vs input | unchanged | task s |",
        "|---|---|---:|---:|---:|---:|---|---:|",
        ...report,
      ].join("\n"),
    );
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  const presets = {
    Default: {
      quality: "80",
      colors: "256",
      lossy: "20",
      dither: "floyd-steinberg",
      optimize_level: "3",
    },
    Social: {
      quality: "75",
      colors: "128",
      lossy: "20",
      dither: "floyd-steinberg",
      optimize_level: "3",
    },
    Web: {
      quality: "85",
      colors: "128",
      lossy: "10",
      dither: "floyd-steinberg",
      optimize_level: "3",
    },
    "Max Compression": {
      quality: "60",
      colors: "64",
      lossy: "30",
      dither: "floyd-steinberg",
      optimize_level: "3",
    },
  } as const;

  async function optimise(name: string, fields: Record<string, string>, label: string) {
    const inputPath = fixture(`gif/${name}`);
    const run = await runGifTool(
      server,
      "optimize",
      inputPath,
      fields,
      outputDir,
      `${label}-${name}`,
    );
    expect(run.start.statusCode, run.start.body).toBe(202);
    expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
    expect(run.contentDisposition).toBe('attachment; filename="optimized.gif"');
    const outputPath = run.outputPath as string;
    const bytes = (await stat(outputPath)).size;
    return { inputPath, outputPath, bytes, run };
  }

  const fixtures = [
    "classroom.gif",
    "iss634.gif",
    "animated-loop-3.gif",
    "dispose-background.gif",
    "cogs.gif",
    "rotating-squares.gif",
  ];
  /**
   * Every fixture with the default preset, and every preset on two fixtures of different kinds
   * (a photo-like video GIF and a flat-color animation): the suite's time (24 runs of
   * -O3 --lossy were the slowest file in the main project), every preset and fixture still kept.
   */
  const everyPresetOn = new Set(["iss634.gif", "rotating-squares.gif"]);
  for (const name of fixtures) {
    const presetNames = everyPresetOn.has(name) ? Object.keys(presets) : ["Default"];
    it(`optimises ${name} with ${presetNames.length > 1 ? "each preset" : "the default preset"}: never bigger, every picture's time and the loop kept`, async () => {
      const inputBytes = (await stat(fixture(`gif/${name}`))).size;
      for (const preset of presetNames) {
        const fields = presets[preset as keyof typeof presets];
        const { inputPath, outputPath, bytes, run } = await optimise(
          name,
          fields,
          preset.replace(/\W/g, ""),
        );
        expect(bytes).toBeLessThanOrEqual(inputBytes);
        expect(run.status?.result?.sizes?.gif).toBe(bytes);
        const unchanged = run.status?.result?.unchanged === true;
        if (unchanged) {
          expect(await readFile(outputPath)).toEqual(await readFile(inputPath));
        } else {
          expect(bytes).toBeLessThan(inputBytes);
        }
        const before = await gifsicleInfo(inputPath);
        const after = await gifsicleInfo(outputPath);
        expect([after.width, after.height]).toEqual([before.width, before.height]);
        expect(after.loop).toEqual(before.loop);
        if (!unchanged) {
          // DESIGN §2: Optimize does not change timing. A frame that did not change may be merged
          // into the one before (its delay added), so the output's frames start at moments where
          // input frames start and the total is the same; with a delay of 0 or 1 (cogs.gif starts
          // with 0) every frame and delay is written as read.
          const inputStarts = frameStarts(before.delaysCentiseconds);
          expect(
            frameStarts(after.delaysCentiseconds).every((start) => inputStarts.includes(start)),
          ).toBe(true);
          expect(sum(after.delaysCentiseconds)).toBe(sum(before.delaysCentiseconds));
          if (before.delaysCentiseconds.some((delay) => delay < 2)) {
            expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
          }
        }
        const size = { width: before.width, height: before.height };
        const outputFrames = await decodeFlatFrames(outputPath, size.width, size.height);
        expect(outputFrames).toHaveLength(after.frameCount);
        // Frame by frame in time: each input frame against the output frame on screen when it starts.
        const ssim = await ssimOfFrames(
          shownOutputFrames(before.delaysCentiseconds, after.delaysCentiseconds).map(
            (index) => outputFrames[index] as Buffer,
          ),
          await decodeFlatFrames(inputPath, size.width, size.height),
          size,
        );
        expect(ssim, preset).toBeGreaterThan(0.85);
        report.push(
          `| ${name} | ${preset} | ${inputBytes} | ${bytes} | ${(bytes / inputBytes).toFixed(3)} | ${ssim.toFixed(4)} | ${unchanged ? "yes" : "no"} | ${run.seconds.toFixed(2)} |`,
        );
      }
    });
  }

  it("merges frames that did not change into the one before, each picture kept on screen as long", async () => {
    // rotating-squares.gif: 30 frames of 3 cs, runs of identical pictures (transparent, each
    // frame cleared to the background). Quality 100 and lossy 0, so every picture must be exact.
    const { inputPath, outputPath } = await optimise(
      "rotating-squares.gif",
      { ...presets.Default, quality: "100", lossy: "0" },
      "merge",
    );
    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    expect(before.frameCount).toBe(30);
    expect(after.frameCount).toBeLessThan(15);
    expect(sum(after.delaysCentiseconds)).toBe(sum(before.delaysCentiseconds));
    const inputFrames = await decodeFlatFrames(inputPath, before.width, before.height);
    const outputFrames = await decodeFlatFrames(outputPath, before.width, before.height);
    // Every input frame's picture is what the output shows at that moment, to the pixel.
    const shown = shownOutputFrames(before.delaysCentiseconds, after.delaysCentiseconds);
    for (const [index, frame] of inputFrames.entries()) {
      const output = outputFrames[shown[index] as number] as Buffer;
      expect(meanAbsoluteDifference(output, frame), `frame ${index}`).toBe(0);
    }
  });

  it("keeps a GIF whose frames fit the palette exactly: no quantiser rounding, no dither noise", async () => {
    // animated-loop-3.gif: opaque, at most 241 colours in a frame. At quality 100 and lossy 0
    // nothing may change, and the GIF still gets smaller (it came back unchanged when every frame
    // went through the quantiser and dither: 7,932 bytes for 7,757).
    const { inputPath, outputPath, run } = await optimise(
      "animated-loop-3.gif",
      { ...presets.Default, quality: "100", lossy: "0" },
      "exact",
    );
    expect(run.status?.result?.unchanged).toBeUndefined();
    const { width, height } = await gifsicleInfo(inputPath);
    const inputFrames = await decodeFlatFrames(inputPath, width, height);
    const outputFrames = await decodeFlatFrames(outputPath, width, height);
    expect(outputFrames).toHaveLength(inputFrames.length);
    for (const [index, frame] of outputFrames.entries()) {
      expect(meanAbsoluteDifference(frame, inputFrames[index] as Buffer), `frame ${index}`).toBe(0);
    }
  });

  const digest = async (path: string) =>
    createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  const base = {
    quality: "80",
    colors: "128",
    lossy: "20",
    dither: "floyd-steinberg",
    optimize_level: "3",
  };

  it("gives a different output for each dither kernel", async () => {
    const digests = new Map<string, string>();
    for (const dither of ["floyd-steinberg", "atkinson", "burkes", "none"]) {
      const { outputPath, run, bytes } = await optimise(
        "iss634.gif",
        { ...base, dither },
        `dither-${dither}`,
      );
      expect(run.status?.result?.unchanged).toBeUndefined();
      digests.set(dither, await digest(outputPath));
      report.push(
        `| iss634.gif | dither ${dither} | | ${bytes} | | | no | ${run.seconds.toFixed(2)} |`,
      );
    }
    expect(new Set(digests.values()).size).toBe(4);
  });

  it("makes smaller files with higher lossy and with fewer colours", async () => {
    const sizes: Record<string, number> = {};
    for (const [label, fields] of Object.entries({
      "lossy 0": { ...base, lossy: "0" },
      "lossy 40": { ...base, lossy: "40" },
      "lossy 100": { ...base, lossy: "100" },
      "colors 256": { ...base, colors: "256" },
      "colors 32": { ...base, colors: "32" },
      "colors 8": { ...base, colors: "8" },
      "quality 100": { ...base, quality: "100" },
      "quality 40": { ...base, quality: "40" },
    })) {
      const { bytes, run } = await optimise("iss634.gif", fields, label.replace(/\W/g, ""));
      expect(run.status?.result?.unchanged).toBeUndefined();
      sizes[label] = bytes;
      report.push(`| iss634.gif | ${label} | | ${bytes} | | | no | ${run.seconds.toFixed(2)} |`);
    }
    expect(sizes["lossy 40"]).toBeLessThan(sizes["lossy 0"] as number);
    expect(sizes["lossy 100"]).toBeLessThan(sizes["lossy 40"] as number);
    expect(sizes["colors 32"]).toBeLessThan(sizes["colors 256"] as number);
    expect(sizes["colors 8"]).toBeLessThan(sizes["colors 32"] as number);
    expect(sizes["quality 40"]).toBeLessThan(sizes["quality 100"] as number);
  });

  it("draws each frame with at most the asked number of colours", async () => {
    for (const colors of [16, 4]) {
      const { outputPath } = await optimise(
        "iss634.gif",
        { ...base, colors: String(colors), lossy: "0" },
        `colors${colors}`,
      );
      // gifsicle may merge the frames' tables into one global table, so count the colours the
      // first frame (drawn in full) actually shows.
      const [first] = await decodeRgbaFrames(outputPath, 245, 245);
      const shown = new Set<number>();
      for (let index = 0; index < (first as Buffer).length; index += 4) {
        const pixel = first as Buffer;
        if ((pixel[index + 3] as number) < 128) continue;
        shown.add(
          ((pixel[index] as number) << 16) |
            ((pixel[index + 1] as number) << 8) |
            (pixel[index + 2] as number),
        );
      }
      expect(shown.size).toBeGreaterThan(1);
      expect(shown.size).toBeLessThanOrEqual(colors);
    }
  });

  it("answers 400 with the field's message for an unknown dither", async () => {
    const run = await runGifTool(
      server,
      "optimize",
      fixture("gif/cogs.gif"),
      { dither: "ordered" },
      outputDir,
    );
    expect(run.start.statusCode).toBe(400);
    expect(run.start.json().error).toBe(
      "Dither must be one of floyd-steinberg, atkinson, burkes, none.",
    );
  });
});
