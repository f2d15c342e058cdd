import { describe, expect, it } from "vitest";
import { toGifDelaysCentiseconds } from "./gif-timing.ts";

describe("toGifDelaysCentiseconds", () => {
  it("keeps the total duration of 15 fps frames right by carrying the rounding error", () => {
    const delays = toGifDelaysCentiseconds(Array.from({ length: 15 }, () => 1000 / 15));
    expect(delays.reduce((sum, value) => sum + value, 0)).toBe(100);
    expect(new Set(delays)).toEqual(new Set([6, 7]));
  });
  it("never writes a delay under 20 ms", () => {
    expect(toGifDelaysCentiseconds([0, 5, 10])).toEqual([2, 2, 2]);
  });
  it("does not take a raised delay out of the next frame", () => {
    expect(toGifDelaysCentiseconds([0, 50, 50])).toEqual([2, 5, 5]);
  });
  it("keeps exact centisecond delays unchanged", () => {
    expect(toGifDelaysCentiseconds([100, 250, 40])).toEqual([10, 25, 4]);
  });
});
