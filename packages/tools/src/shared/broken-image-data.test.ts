import { describe, expect, it } from "vitest";
import { brokenImageDataReason } from "./image-header.ts";

/** Issue 41 observation 9: what the one reader refuses of a frame's first LZW bytes. */
describe("brokenImageDataReason", () => {
  it("refuses a code size past 11", () => {
    expect(brokenImageDataReason(12, Uint8Array.of(0x10, 0x01))).toBe(
      "an LZW code size of 12; GIF allows at most 11",
    );
    expect(brokenImageDataReason(255, new Uint8Array(2))).toMatch(/code size of 255/);
  });

  it("refuses a first code that is no colour, clear or end (3-bit codes, LSB first)", () => {
    // 0xff: code 7 first (clear is 4, end 5, nothing is 6 or 7 yet).
    expect(brokenImageDataReason(2, Uint8Array.of(0xff, 0xff))).toBe(
      "its first LZW code is 7, which names no color and no earlier code",
    );
    // Clear (4), then 6: still nothing to build 6 from.
    expect(brokenImageDataReason(2, Uint8Array.of(0b0011_0100))).toMatch(/first LZW code is 6/);
  });

  it("accepts clear then a colour, a colour first, an end first, and no data", () => {
    expect(brokenImageDataReason(2, Uint8Array.of(0x44, 0x01))).toBeNull(); // clear, 0, end
    expect(brokenImageDataReason(2, Uint8Array.of(0x01))).toBeNull(); // colour 1
    expect(brokenImageDataReason(2, Uint8Array.of(0x05))).toBeNull(); // end
    expect(brokenImageDataReason(8, new Uint8Array(0))).toBeNull();
    // A later code past the table is not looked at (browsers draw up to it).
    expect(brokenImageDataReason(2, Uint8Array.of(0xc4, 0xff))).toBeNull();
  });
});
