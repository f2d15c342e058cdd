import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ByteSource, readVideoTiming } from "../video-frame-rate.ts";

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

describe("readVideoTiming: the frame rate the container declares, as ffprobe reads it", () => {
  // ffprobe's avg_frame_rate for each fixture (test/fixtures/SOURCES.md).
  // ffprobe's avg_frame_rate and -count_frames nb_read_frames of each fixture.
  it.each([
    ["friday.mp4", 30, 185],
    ["flower.mp4", 30000 / 1001, 150],
    ["flower-portrait.mp4", 10, 20],
    ["bottle-detection.mp4", 179 / 6, 1189],
    ["flower.webm", 30000 / 1001, 150],
    ["rabbit320.webm", 30, 234],
  ])("%s: %d fps, %d frames", async (name, fps, frames) => {
    const source = await fileSource(name);
    const timing = await readVideoTiming(source);
    expect(Math.abs((timing?.framesPerSecond ?? 0) - fps)).toBeLessThan(0.01);
    expect(timing?.frameCount).toBe(frames);
    // Only headers are read (the movie box; a Matroska file's first 2 MB and last 1 MB).
    expect(source.bytesRead()).toBeLessThanOrEqual(
      name.endsWith(".mp4") ? source.size : 3 * 1024 * 1024 + 64,
    );
  });

  it("a file that is not a video: null", async () => {
    const bytes = new TextEncoder().encode("GIF89a not a video at all, just text bytes");
    const source: ByteSource = {
      size: bytes.length,
      read: async (offset, length) => bytes.subarray(offset, offset + length),
    };
    expect(await readVideoTiming(source)).toBeNull();
  });
});
