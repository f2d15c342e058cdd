import { describe, expect, it } from "vitest";
import { raiseShortGifDelays } from "./gif-delays.ts";

/** A 1×1 GIF with two frames: the first without a control block, the second with delay 1. */
function twoFrameGif(): Uint8Array {
  const header = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
  ];
  const image = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const control = [0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00];
  return Uint8Array.from([...header, ...image, ...control, ...image, 0x3b]);
}

describe("raiseShortGifDelays", () => {
  it("raises short delays in place and gives a frame without a control block one", () => {
    const { bytes, raised } = raiseShortGifDelays(twoFrameGif());
    expect(raised).toBe(2);
    const controls = [...bytes.keys()].filter(
      (index) => bytes[index] === 0x21 && bytes[index + 1] === 0xf9,
    );
    expect(controls).toHaveLength(2);
    for (const at of controls) expect(bytes[at + 4]).toBe(2);
    expect(bytes.at(-1)).toBe(0x3b);
    expect(bytes.length).toBe(twoFrameGif().length + 8);
  });
  it("leaves other files alone", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(raiseShortGifDelays(png)).toEqual({ bytes: png, raised: 0 });
  });
});
