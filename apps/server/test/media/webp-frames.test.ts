import { describe, expect, it } from "vitest";
import { changedRegion, regionPixels } from "../../src/media/webp-frames.ts";

/** A width × height opaque RGBA frame of one colour, with some pixels set to `colour`. */
function frame(
  width: number,
  height: number,
  changed: [number, number][] = [],
  colour = [1, 2, 3, 255],
): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).fill(200);
  for (let index = 3; index < pixels.length; index += 4) pixels[index] = 255;
  for (const [x, y] of changed) pixels.set(colour, (y * width + x) * 4);
  return pixels;
}

describe("changedRegion (Convert's WebP stills)", () => {
  it("is the whole frame when there is no previous frame", () => {
    expect(changedRegion(null, frame(9, 7), 9, 7)).toEqual({
      x: 0,
      y: 0,
      width: 9,
      height: 7,
      blend: false,
    });
  });

  it("bounds the changed pixels, starts on even coordinates, blends when they are opaque", () => {
    const changed = frame(9, 7, [
      [3, 1],
      [6, 4],
    ]);
    // x from 3 → 2, y from 1 → 0; right edge 6, bottom edge 4.
    expect(changedRegion(frame(9, 7), changed, 9, 7)).toEqual({
      x: 2,
      y: 0,
      width: 5,
      height: 5,
      blend: true,
    });
  });

  it("does not blend when a pixel turns transparent (alpha alone counts as a change)", () => {
    const before = frame(4, 4);
    const after = frame(4, 4);
    after[(2 * 4 + 2) * 4 + 3] = 0;
    expect(changedRegion(before, after, 4, 4)).toEqual({
      x: 2,
      y: 2,
      width: 1,
      height: 1,
      blend: false,
    });
  });

  it("a blended still keeps the changed pixels and makes the unchanged ones transparent", () => {
    const before = frame(4, 2);
    const after = frame(4, 2, [[3, 1]], [9, 8, 7, 255]);
    const region = changedRegion(before, after, 4, 2);
    expect(region).toEqual({ x: 2, y: 0, width: 2, height: 2, blend: true });
    expect([...regionPixels(before, after, 4, region)]).toEqual([
      ...[0, 0, 0, 0, 0, 0, 0, 0],
      ...[0, 0, 0, 0, 9, 8, 7, 255],
    ]);
  });

  it("a replacing still is the frame's own pixels", () => {
    const before = frame(2, 1);
    const after = frame(2, 1, [[1, 0]], [0, 0, 0, 0]);
    const region = changedRegion(before, after, 2, 1);
    expect(region.blend).toBe(false);
    expect([...regionPixels(before, after, 2, region)]).toEqual([200, 200, 200, 255, 0, 0, 0, 0]);
  });

  it("is one pixel at the origin when nothing changed", () => {
    expect(changedRegion(frame(5, 5), frame(5, 5), 5, 5)).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      blend: true,
    });
  });
});
