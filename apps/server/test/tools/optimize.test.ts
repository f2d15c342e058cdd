import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { decodeFlatFrames, ssimOfFrames } from "../helpers/frame-compare.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import {
  decodeFramesWithFfmpeg as decodeRgbaFrames,
  gifsicleInfo,
} from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

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
    expect(run.contentDisposition).toBe('attachment; filename="optimised.gif"');
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
  for (const name of fixtures) {
    it(`optimises ${name} with each preset: never bigger, every frame, delay and the loop kept`, async () => {
      const inputBytes = (await stat(fixture(`gif/${name}`))).size;
      for (const [preset, fields] of Object.entries(presets)) {
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
        expect(after.frameCount).toBe(before.frameCount);
        expect([after.width, after.height]).toEqual([before.width, before.height]);
        expect(after.loop).toEqual(before.loop);
        if (!unchanged) {
          // DESIGN §2: Optimize does not change timing, so every delay is written as read, 0 and
          // 1 included (cogs.gif starts with 0).
          expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
        }
        const size = { width: before.width, height: before.height };
        const ssim = await ssimOfFrames(
          await decodeFlatFrames(outputPath, size.width, size.height),
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
