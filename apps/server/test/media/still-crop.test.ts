import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolError } from "@gifkit/tools";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cropStill } from "../../src/media/still-crop.ts";
import { fixture } from "../helpers/fixtures.ts";

/** Mean absolute difference of two RGB buffers of the same size, per channel (0-255). */
function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

const rgb = (image: Sharp) => image.removeAlpha().raw().toBuffer();

/** Crop's stills (issue 41) on real files: format kept, EXIF orientation applied, limits named. */
describe("cropStill", () => {
  let workDir: string;
  const signal = new AbortController().signal;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-still-crop-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("crops an EXIF-rotated JPEG in its upright pixels and writes a JPEG with no orientation left", async () => {
    // Stored 220×160 with orientation 6: people see it 160×220, so this box fits only upright.
    const inputPath = fixture("image/elephant-220x160-orientation-6.jpg");
    const outputPath = join(workDir, "cropped.jpg");
    const box = { x: 10, y: 30, width: 140, height: 180 };
    expect(await cropStill({ inputPath, outputPath, box }, signal)).toEqual({
      format: "jpeg",
      width: 140,
      height: 180,
    });
    const metadata = await sharp(outputPath).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 140, 180]);
    expect(metadata.orientation ?? 1).toBe(1);
    const expected = await rgb(
      sharp(inputPath).rotate().extract({ left: 10, top: 30, width: 140, height: 180 }),
    );
    // Re-encoded once at quality 92: close to the source region, far from any other region.
    expect(meanAbsoluteDifference(await rgb(sharp(outputPath)), expected)).toBeLessThan(2);
    const shifted = await rgb(
      sharp(inputPath).rotate().extract({ left: 0, top: 0, width: 140, height: 180 }),
    );
    expect(meanAbsoluteDifference(await rgb(sharp(outputPath)), shifted)).toBeGreaterThan(10);
  });

  it("crops a PNG to a PNG whose pixels are exactly the source region", async () => {
    const inputPath = fixture("image/elephant-160x116.png");
    const outputPath = join(workDir, "cropped.png");
    const box = { x: 25, y: 16, width: 100, height: 80 };
    expect(await cropStill({ inputPath, outputPath, box }, signal)).toEqual({
      format: "png",
      width: 100,
      height: 80,
    });
    expect((await sharp(outputPath).metadata()).format).toBe("png");
    const expected = await rgb(
      sharp(inputPath).extract({ left: 25, top: 16, width: 100, height: 80 }),
    );
    expect((await rgb(sharp(outputPath))).equals(expected)).toBe(true);
  });

  it("keeps a lossless WebP lossless", async () => {
    const inputPath = join(workDir, "lossless.webp");
    await sharp(fixture("image/elephant-160x116.png")).webp({ lossless: true }).toFile(inputPath);
    const outputPath = join(workDir, "cropped.webp");
    const box = { x: 5, y: 6, width: 50, height: 40 };
    expect((await cropStill({ inputPath, outputPath, box }, signal)).format).toBe("webp");
    const expected = await rgb(
      sharp(inputPath).extract({ left: 5, top: 6, width: 50, height: 40 }),
    );
    expect((await rgb(sharp(outputPath))).equals(expected)).toBe(true);
  });

  it("refuses, by name, a still over the pixel limit before decoding it", async () => {
    // 7100 × 7100 = 50.41 million pixels, over one input frame's 50 million.
    const inputPath = join(workDir, "huge.png");
    await sharp({ create: { width: 7100, height: 7100, channels: 3, background: "#336699" } })
      .png({ compressionLevel: 1 })
      .toFile(inputPath);
    const box = { x: 0, y: 0, width: 100, height: 100 };
    const refusal = cropStill(
      { inputPath, outputPath: join(workDir, "huge-out.png"), box },
      signal,
    );
    await expect(refusal).rejects.toThrow(ToolError);
    await expect(refusal).rejects.toMatchObject({
      message:
        "The image is 7100×7100 px; a still image may have at most 50000000 pixels and 12000 px on a side.",
      code: "input-too-large",
    });
  });

  it("refuses, by name, a still over the byte limit", async () => {
    const inputPath = fixture("image/elephant-160x116.png");
    const box = { x: 0, y: 0, width: 10, height: 10 };
    await expect(
      cropStill(
        { inputPath, outputPath: join(workDir, "x.png"), box, maxInputBytes: 40_000 },
        signal,
      ),
    ).rejects.toMatchObject({
      message: "The image is 40071 bytes; a still image may be at most 40000 bytes.",
      code: "file-too-large",
    });
  });

  it("refuses an animation as not a still", async () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    await expect(
      cropStill(
        { inputPath: fixture("gif/cogs.gif"), outputPath: join(workDir, "c.gif"), box },
        signal,
      ),
    ).rejects.toMatchObject({ code: "unsupported-file-type" });
  });
  it("clamps a box reaching outside the picture, and refuses by name one left smaller than the minimum", async () => {
    const inputPath = fixture("image/elephant-160x116.png");
    const outputPath = join(workDir, "clamped.png");
    const box = { x: 150, y: 100, width: 50, height: 50 };
    expect(await cropStill({ inputPath, outputPath, box }, signal)).toEqual({
      format: "png",
      width: 10,
      height: 16,
    });
    await expect(
      cropStill({ inputPath, outputPath, box: { ...box, x: 155 }, minSidePixels: 10 }, signal),
    ).rejects.toMatchObject({
      message:
        "The crop box covers only 5×16 px of the 160×116 px image; it must cover at least 10×10 px.",
      code: "crop-too-small",
    });
  });
});
