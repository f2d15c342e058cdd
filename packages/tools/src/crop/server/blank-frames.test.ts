import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readGifStructure } from "../../shared/image-header.ts";
import { blankFrames } from "./blank-frames.ts";

/** A 4×2 GIF of three 2×2 frames with their own delays (a global table of 2 colours). */
function threeFrameGif(withGlobalTable: boolean): Uint8Array {
  const frame = (left: number, delay: number, disposal: number) => [
    ...[0x21, 0xf9, 0x04, disposal << 2, delay & 0xff, delay >> 8, 0x00, 0x00],
    ...[0x2c, left, 0, 0, 0, 2, 0, 2, 0, withGlobalTable ? 0x00 : 0x80],
    ...(withGlobalTable ? [] : [255, 0, 0, 0, 0, 255]),
    // LZW data (only its sub-blocks are walked here, never decoded).
    ...[0x02, 0x03, 0x4c, 0x92, 0x0a, 0x00],
  ];
  return Uint8Array.from([
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 4, 0, 2, 0, withGlobalTable ? 0x80 : 0x00, 0, 0],
    ...(withGlobalTable ? [255, 0, 0, 0, 0, 255] : []),
    // The loop block, before the first frame: it must stay.
    ...[0x21, 0xff, 0x0b, ...Array.from("NETSCAPE2.0", (c) => c.charCodeAt(0))],
    ...[0x03, 0x01, 0x00, 0x00, 0x00],
    ...frame(0, 0, 2),
    ...frame(2, 1, 3),
    ...frame(0, 37, 1),
    0x3b,
  ]);
}

describe("blankFrames", () => {
  for (const withGlobalTable of [true, false]) {
    it(`turns the chosen frames into one transparent pixel with their delays (${withGlobalTable ? "global" : "local"} table)`, async () => {
      const bytes = blankFrames(threeFrameGif(withGlobalTable), new Set([0, 2]), { x: 3, y: 1 });
      const structure = await readGifStructure(Readable.from([Buffer.from(bytes)]));
      expect(structure.complete).toBe(true);
      expect(structure.loopCount).toBe(0);
      expect(structure.frames.map((frame) => frame.delayCentiseconds)).toEqual([0, 1, 37]);
      expect(
        structure.frames.map(({ left, top, width, height }) => [left, top, width, height]),
      ).toEqual([
        [3, 1, 1, 1],
        [2, 0, 2, 2],
        [3, 1, 1, 1],
      ]);
      expect(structure.frames[0]).toMatchObject({
        hasTransparency: true,
        disposal: 1,
        localPaletteSize: withGlobalTable ? 0 : 2,
      });
      // The kept frame is copied byte for byte.
      expect(structure.frames[1]).toMatchObject({ hasTransparency: false, disposal: 3 });
    });
  }

  it("copies a GIF with nothing to blank unchanged", () => {
    const gif = threeFrameGif(true);
    expect(blankFrames(gif, new Set(), { x: 0, y: 0 })).toEqual(gif);
  });
});
