import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ByteSource, readFrameRate } from "../video-frame-rate.ts";

const fixtures = join(import.meta.dirname, "../../../../../test/fixtures/video");

/** A file's bytes as the page's Blob would give them, counting the bytes read. */
async function fileSource(name: string): Promise<ByteSource & { bytesRead: () => number }> {
  const bytes = new Uint8Array(await readFile(join(fixtures, name)));
  let read = 0;
  return {
    size: bytes.length,
    read: async (offset, length) => {
      const slice = bytes.subarray(offset, Math.min(bytes.length, offset + length));
      read += slice.length;
      return slice;
    },
    bytesRead: () => read,
  };
}

describe("readFrameRate: the frame rate the container declares, as ffprobe reads it", () => {
  // ffprobe's avg_frame_rate for each fixture (test/fixtures/SOURCES.md).
  it.each([
    ["friday.mp4", 30],
    ["flower.mp4", 30000 / 1001],
    ["flower-portrait.mp4", 10],
    ["bottle-detection.mp4", 179 / 6],
    ["flower.webm", 30000 / 1001],
    ["rabbit320.webm", 30],
  ])("%s: %d fps", async (name, expected) => {
    const source = await fileSource(name);
    const fps = await readFrameRate(source);
    expect(fps).not.toBeNull();
    expect(Math.abs((fps ?? 0) - expected)).toBeLessThan(0.01);
    // Only the headers are read (the movie box, or the first 2 MB of a Matroska file).
    expect(source.bytesRead()).toBeLessThanOrEqual(Math.min(source.size, 2 * 1024 * 1024) + 64);
  });

  it("a file that is not a video: null", async () => {
    const bytes = new TextEncoder().encode("GIF89a not a video at all, just text bytes");
    const source: ByteSource = {
      size: bytes.length,
      read: async (offset, length) => bytes.subarray(offset, offset + length),
    };
    expect(await readFrameRate(source)).toBeNull();
  });
});
