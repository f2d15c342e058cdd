import { describe, expect, it } from "vitest";
import { changedRegion } from "../../src/media/webp-frames.ts";

/** A width × height RGBA frame of one colour, with some pixels set to another. */
function frame(width: number, height: number, changed: [number, number][] = []): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).fill(200);
  for (const [x, y] of changed) pixels.set([1, 2, 3, 0], (y * width + x) * 4);
  return pixels;
}

describe("changedRegion (Convert's WebP stills)", () => {
  it("is the whole frame when there is no previous frame", () => {
    expect(changedRegion(null, frame(9, 7), 9, 7)).toEqual({ x: 0, y: 0, width: 9, height: 7 });
  });

  it("bounds the changed pixels and starts on even coordinates", () => {
    const changed = frame(9, 7, [
      [3, 1],
      [6, 4],
    ]);
    // x from 3 → 2, y from 1 → 0; right edge 6, bottom edge 4.
    expect(changedRegion(frame(9, 7), changed, 9, 7)).toEqual({ x: 2, y: 0, width: 5, height: 5 });
  });

  it("counts a change of alpha alone", () => {
    const before = frame(4, 4);
    const after = frame(4, 4);
    after[(2 * 4 + 2) * 4 + 3] = 0;
    expect(changedRegion(before, after, 4, 4)).toEqual({ x: 2, y: 2, width: 1, height: 1 });
  });

  it("is one pixel at the origin when nothing changed", () => {
    expect(changedRegion(frame(5, 5), frame(5, 5), 5, 5)).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});
