import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFlatFrames,
  differingShare,
  filterFrames,
  meanAbsoluteDifference,
  ssimOfFrames,
} from "../../../../../apps/server/test/helpers/frame-compare.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const execFileAsync = promisify(execFile);

/**
 * Resize through the HTTP API on the real fixtures (frame-optimised, transparent, finite loop):
 * every output frame, composited by ffmpeg, is compared with ffmpeg's own Lanczos scale of the
 * composited input frame; frame count, delays and loop block are read with gifsicle --info.
 */
describe("Resize through the HTTP API", () => {
  let server: TestServer;
  let outputDir: string;
  const report: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-resize-"));
  });
  afterAll(async () => {
    console.log(
      [
        "| fixture | from | to | bytes in | bytes out | SSIM | worst frame MAD | task s |",
        "|---|---|---|---:|---:|---:|---:|---:|",
        ...report,
      ].join("\n"),
    );
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  const cases = [
    {
      name: "classroom.gif",
      width: 240,
      height: 240,
      maintain: true,
      expected: { width: 240, height: 135 },
    },
    {
      name: "iss634.gif",
      width: 150,
      height: 100,
      maintain: true,
      expected: { width: 100, height: 100 },
    },
    {
      name: "animated-loop-3.gif",
      width: 200,
      height: 100,
      maintain: false,
      expected: { width: 200, height: 100 },
    },
    {
      name: "dispose-background.gif",
      width: 288,
      height: 252,
      maintain: true,
      expected: { width: 288, height: 252 },
    },
    {
      name: "cogs.gif",
      width: 42,
      height: 42,
      maintain: true,
      expected: { width: 42, height: 38 },
    },
    {
      name: "rotating-squares.gif",
      width: 120,
      height: 120,
      maintain: false,
      expected: { width: 120, height: 120 },
    },
  ];

  for (const testCase of cases) {
    it(`resizes ${testCase.name} to ${testCase.expected.width}×${testCase.expected.height}: every frame, delay and the loop kept`, async () => {
      const inputPath = fixture(`gif/${testCase.name}`);
      const run = await runGifTool(
        server,
        "resize",
        inputPath,
        {
          width: String(testCase.width),
          height: String(testCase.height),
          maintain_aspect_ratio: String(testCase.maintain),
        },
        outputDir,
      );
      expect(run.start.statusCode, run.start.body).toBe(202);
      expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
      expect(run.contentDisposition).toBe('attachment; filename="resized.gif"');
      const outputPath = run.outputPath as string;

      const before = await gifsicleInfo(inputPath);
      const after = await gifsicleInfo(outputPath);
      expect([after.width, after.height]).toEqual([
        testCase.expected.width,
        testCase.expected.height,
      ]);
      expect(after.frameCount).toBe(before.frameCount);
      expect(after.delaysCentiseconds).toEqual(
        // Exactly as read, 0 and 1 included.
        before.delaysCentiseconds,
      );
      expect(after.loop).toEqual(before.loop);

      const size = testCase.expected;
      const source = { width: before.width, height: before.height };
      const reference = await filterFrames(
        await decodeFlatFrames(inputPath, source.width, source.height),
        source,
        `scale=${size.width}:${size.height}:flags=lanczos`,
        size,
      );
      const frames = await decodeFlatFrames(outputPath, size.width, size.height);
      expect(frames.length).toBe(reference.length);
      let worstMad = 0;
      for (const [index, frame] of frames.entries()) {
        const referenceFrame = reference[index] as Buffer;
        const mad = meanAbsoluteDifference(frame, referenceFrame);
        worstMad = Math.max(worstMad, mad);
        // A smeared or misplaced frame differs in whole regions; resampling and palette noise do not.
        expect(mad, `frame ${index}: mean absolute difference`).toBeLessThan(8);
        expect(
          differingShare(frame, referenceFrame, 64),
          `frame ${index}: pixels off by > 64`,
        ).toBeLessThan(0.05);
      }
      const ssim = await ssimOfFrames(frames, reference, size);
      expect(ssim).toBeGreaterThan(0.93);
      report.push(
        `| ${testCase.name} | ${source.width}×${source.height} | ${size.width}×${size.height} | ${(await stat(inputPath)).size} | ${(await stat(outputPath)).size} | ${ssim.toFixed(4)} | ${worstMad.toFixed(2)} | ${run.seconds.toFixed(2)} |`,
      );
    });
  }

  // Issue 30: halving never gives a larger or blurrier GIF than plain `gifsicle --resize` (its
  // default area filter) on the same file; the true-colour build-up (a palette per 0-delay tile,
  // transparency) is the kind that lanczos3 with --resize-colors made 2× larger.
  for (const name of ["truecolor-buildup.gif", "rotating-squares.gif"]) {
    it(`halves ${name} in no more bytes than plain gifsicle --resize, at an SSIM at least its`, async () => {
      const inputPath = fixture(`gif/${name}`);
      const before = await gifsicleInfo(inputPath);
      const half = Math.round(before.width / 2);
      const baselinePath = join(outputDir, `plain-${name}`);
      await execFileAsync("gifsicle", [
        inputPath,
        "--resize",
        `${half}x_`,
        "-o",
        baselinePath,
      ]).catch((error) => {
        // rotating-squares.gif has trailing bytes: gifsicle warns, exits 1 and still writes.
        if (!existsSync(baselinePath)) throw error;
      });
      const baseline = await gifsicleInfo(baselinePath);
      const run = await runGifTool(
        server,
        "resize",
        inputPath,
        { width: String(half), height: String(baseline.height), maintain_aspect_ratio: "false" },
        outputDir,
      );
      expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
      const outputPath = run.outputPath as string;
      const after = await gifsicleInfo(outputPath);
      expect([after.width, after.height]).toEqual([baseline.width, baseline.height]);
      expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
      const outputBytes = (await stat(outputPath)).size;
      const baselineBytes = (await stat(baselinePath)).size;
      expect(outputBytes).toBeLessThanOrEqual(baselineBytes);

      const size = { width: baseline.width, height: baseline.height };
      const reference = await filterFrames(
        await decodeFlatFrames(inputPath, before.width, before.height),
        { width: before.width, height: before.height },
        `scale=${size.width}:${size.height}:flags=lanczos`,
        size,
      );
      const ssim = await ssimOfFrames(
        await decodeFlatFrames(outputPath, size.width, size.height),
        reference,
        size,
      );
      const baselineSsim = await ssimOfFrames(
        await decodeFlatFrames(baselinePath, size.width, size.height),
        reference,
        size,
      );
      expect(ssim).toBeGreaterThanOrEqual(baselineSsim - 0.0005);
      report.push(
        `| ${name} halved | ${before.width}×${before.height} | ${size.width}×${size.height} | ${(await stat(inputPath)).size} | ${outputBytes} (plain gifsicle ${baselineBytes}) | ${ssim.toFixed(4)} (${baselineSsim.toFixed(4)}) | - | ${run.seconds.toFixed(2)} |`,
      );
    });
  }

  it("refuses a result larger than 2000 × 2000 with a message naming the limit", async () => {
    const run = await runGifTool(
      server,
      "resize",
      fixture("gif/cogs.gif"),
      { width: "2500", height: "100", maintain_aspect_ratio: "false" },
      outputDir,
    );
    // Without the aspect ratio the size is known from the form: the start call refuses it.
    expect(run.start.statusCode).toBe(400);
    expect(run.start.json().error).toBe(
      "The result would be 2,500×100 px; edited GIFs can be at most 2,000×2,000 px.",
    );
  });

  it("fits a large box inside the limit when the aspect ratio is kept", async () => {
    const run = await runGifTool(
      server,
      "resize",
      fixture("gif/cogs.gif"),
      { width: "5000", height: "1000", maintain_aspect_ratio: "true" },
      outputDir,
    );
    expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(run.outputPath as string);
    expect([info.width, info.height]).toEqual([1104, 1000]);
  });

  it("answers 400 with the field's message for a bad width", async () => {
    const run = await runGifTool(
      server,
      "resize",
      fixture("gif/cogs.gif"),
      { width: "abc" },
      outputDir,
    );
    expect(run.start.statusCode).toBe(400);
    expect(run.start.json()).toEqual({
      error: "Width must be a whole number from 1 to 12000 pixels.",
      code: "invalid-options",
    });
  });
});
