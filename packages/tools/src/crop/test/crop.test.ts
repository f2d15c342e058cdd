import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/**
 * Crop through the HTTP API on the real fixtures: every output frame, composited by ffmpeg, is
 * compared with ffmpeg's crop filter applied to the composited input frame (the crop is lossless,
 * so they must match); frame count, delays and the loop block are read with gifsicle --info.
 */
describe("Crop through the HTTP API", () => {
  let server: TestServer;
  let outputDir: string;
  const report: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-crop-"));
  });
  afterAll(async () => {
    console.log(
      [
        "| fixture | box asked | box made | bytes in | bytes out | SSIM | worst frame MAD | task s |",
        "|---|---|---|---:|---:|---:|---:|---:|",
        ...report,
      ].join("\n"),
    );
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  const cases = [
    { name: "classroom.gif", box: [100, 50, 200, 150], made: [100, 50, 200, 150] },
    { name: "iss634.gif", box: [20, 20, 150, 150], made: [20, 20, 150, 150] },
    // Frames 1-9 are small patches, several wholly outside this box: every frame must stay.
    { name: "animated-loop-3.gif", box: [300, 200, 60, 60], made: [300, 200, 60, 60] },
    // Reaches past the right and bottom edges: clamped to the image.
    { name: "animated-loop-3.gif", box: [320, 240, 200, 200], made: [320, 240, 50, 45] },
    { name: "dispose-background.gif", box: [10, 10, 100, 100], made: [10, 10, 100, 100] },
    { name: "cogs.gif", box: [10, 10, 50, 50], made: [10, 10, 50, 50] },
    { name: "rotating-squares.gif", box: [10, 10, 50, 50], made: [10, 10, 50, 50] },
    { name: "iss634.gif", box: [0, 200, 100, 45], made: [0, 200, 100, 45] },
    // Below frames 1-41 (local palettes + transparency, which gifsicle cannot unoptimise): the
    // frames are decoded and re-encoded rather than merged.
    { name: "iss634.gif", box: [0, 215, 100, 30], made: [0, 215, 100, 30] },
  ];

  for (const { name, box, made } of cases) {
    const [x, y, width, height] = made as [number, number, number, number];
    it(`crops ${name} at ${box.join(",")}: lossless frames, delays and loop kept`, async () => {
      const inputPath = fixture(`gif/${name}`);
      const run = await runGifTool(
        server,
        "crop",
        inputPath,
        {
          x: String(box[0]),
          y: String(box[1]),
          width: String(box[2]),
          height: String(box[3]),
          aspect_ratio: "free",
        },
        outputDir,
        `${box.join("-")}-${name}`,
      );
      expect(run.start.statusCode, run.start.body).toBe(202);
      expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
      expect(run.contentDisposition).toBe('attachment; filename="cropped.gif"');
      const outputPath = run.outputPath as string;

      const before = await gifsicleInfo(inputPath);
      const after = await gifsicleInfo(outputPath);
      expect([after.width, after.height]).toEqual([width, height]);
      expect(after.frameCount).toBe(before.frameCount);
      expect(after.delaysCentiseconds).toEqual(
        // Exactly as read, 0 and 1 included.
        before.delaysCentiseconds,
      );
      expect(after.loop).toEqual(before.loop);

      const source = { width: before.width, height: before.height };
      const size = { width, height };
      const reference = await filterFrames(
        await decodeFlatFrames(inputPath, source.width, source.height),
        source,
        `crop=${width}:${height}:${x}:${y}`,
        size,
      );
      const frames = await decodeFlatFrames(outputPath, width, height);
      expect(frames.length).toBe(reference.length);
      let worstMad = 0;
      for (const [index, frame] of frames.entries()) {
        const referenceFrame = reference[index] as Buffer;
        const mad = meanAbsoluteDifference(frame, referenceFrame);
        worstMad = Math.max(worstMad, mad);
        expect(mad, `frame ${index}: mean absolute difference`).toBeLessThan(1);
        expect(
          differingShare(frame, referenceFrame, 24),
          `frame ${index}: pixels off`,
        ).toBeLessThan(0.005);
      }
      const ssim = await ssimOfFrames(frames, reference, size);
      report.push(
        `| ${name} | ${box.join(",")} | ${made.join(",")} | ${(await stat(inputPath)).size} | ${(await stat(outputPath)).size} | ${ssim.toFixed(4)} | ${worstMad.toFixed(2)} | ${run.seconds.toFixed(2)} |`,
      );
    });
  }

  it("fails with a message when the clamped box is smaller than 10 × 10", async () => {
    const run = await runGifTool(
      server,
      "crop",
      fixture("gif/cogs.gif"),
      { x: "80", y: "0", width: "50", height: "50", aspect_ratio: "free" },
      outputDir,
    );
    expect(run.status?.state).toBe("FAILURE");
    expect(run.status?.error).toBe(
      "The crop box covers only 5×50 px of the 85×77 px GIF; it must cover at least 10×10 px.",
    );
  });

  it("answers 400 with the field's message for a box under 10 px", async () => {
    const run = await runGifTool(
      server,
      "crop",
      fixture("gif/cogs.gif"),
      { x: "0", y: "0", width: "9", height: "50" },
      outputDir,
    );
    expect(run.start.statusCode).toBe(400);
    expect(run.start.json()).toEqual({
      error: "Width must be a whole number from 10 to 12000 pixels.",
      code: "invalid-options",
    });
  });
});
