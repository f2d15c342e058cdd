import { describe, expect, it } from "vitest";
import { setGifPlays } from "./loop-block.ts";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const header = [...ascii("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
const frame = [
  ...[0x21, 0xf9, 0x04, 0x00, 7, 0, 0x00, 0x00],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
  ...[0x02, 0x02, 0x44, 0x01, 0x00],
];
const netscape = (repetitions: number) => [
  ...[0x21, 0xff, 0x0b, ...ascii("NETSCAPE2.0")],
  ...[0x03, 0x01, repetitions & 0xff, repetitions >> 8, 0x00],
];
const gif = (...parts: number[][]) => Uint8Array.from([...header, ...parts.flat(), 0x3b]);

describe("setGifPlays", () => {
  it("forever: a NETSCAPE block with 0 repetitions right after the header", () => {
    expect([...setGifPlays(gif(frame, frame), 0)]).toEqual([...gif(netscape(0), frame, frame)]);
  });

  it("N plays are N - 1 repetitions; an existing loop block is replaced, wherever it was", () => {
    expect([...setGifPlays(gif(frame, netscape(0), frame), 3)]).toEqual([
      ...gif(netscape(2), frame, frame),
    ]);
    expect([...setGifPlays(gif(frame), 65536)]).toEqual([...gif(netscape(65535), frame)]);
  });

  it("one play: no loop block at all (a GIF without one plays once)", () => {
    expect([...setGifPlays(gif(netscape(4), frame), 1)]).toEqual([...gif(frame)]);
  });

  it("removes the older ANIMEXTS1.0 loop block too, and keeps other application blocks", () => {
    const animexts = [0x21, 0xff, 0x0b, ...ascii("ANIMEXTS1.0"), 0x03, 0x01, 5, 0, 0x00];
    const xmp = [0x21, 0xff, 0x0b, ...ascii("XMP DataXMP"), 0x01, 0x41, 0x00];
    expect([...setGifPlays(gif(animexts, xmp, frame), 0)]).toEqual([
      ...gif(netscape(0), xmp, frame),
    ]);
  });

  it("refuses a play count a GIF cannot hold", () => {
    expect(() => setGifPlays(gif(frame), 65537)).toThrow("plays must be a whole number");
    expect(() => setGifPlays(gif(frame), -1)).toThrow("plays must be a whole number");
  });
});
