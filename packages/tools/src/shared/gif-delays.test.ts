import { describe, expect, it } from "vitest";
import { setGifDelays } from "./gif-delays.ts";

/** A 1×1 GIF with two frames: the first without a control block, the second with delay 7. */
function twoFrameGif(): Uint8Array {
  const header = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
  ];
  const image = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const control = [0x21, 0xf9, 0x04, 0x00, 0x07, 0x00, 0x00, 0x00];
  return Uint8Array.from([...header, ...image, ...control, ...image, 0x3b]);
}

const controlDelays = (bytes: Uint8Array) =>
  [...bytes.keys()]
    .filter((index) => bytes[index] === 0x21 && bytes[index + 1] === 0xf9)
    .map((at) => (bytes[at + 4] as number) | ((bytes[at + 5] as number) << 8));

describe("setGifDelays", () => {
  it("writes 0 and 1 exactly, inserting a control block where a frame has none", () => {
    const { bytes, frameCount } = setGifDelays(twoFrameGif(), [0, 1]);
    expect(frameCount).toBe(2);
    expect(controlDelays(bytes)).toEqual([0, 1]);
    expect(bytes.at(-1)).toBe(0x3b);
    expect(bytes.length).toBe(twoFrameGif().length + 8);
  });
  it("writes delays over 255 in both bytes", () => {
    expect(controlDelays(setGifDelays(twoFrameGif(), [300, 65535]).bytes)).toEqual([300, 65535]);
  });
  it("refuses a delay list that does not match the frames", () => {
    expect(() => setGifDelays(twoFrameGif(), [5])).toThrow(/no delay given for frame 2/);
    expect(() => setGifDelays(twoFrameGif(), [5, 5, 5])).toThrow(/2 frames, 3 delays/);
    expect(() => setGifDelays(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), [1])).toThrow(/not a GIF/);
  });
});
