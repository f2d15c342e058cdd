import { describe, expect, it } from "vitest";
import { shownDelaysCentiseconds, totalPlays, videoFrameCount, videoFrameRate } from "./timing.ts";

describe("convert timing", () => {
  it("shows delays of 0 and 1 hundredths as 10, like browsers, and keeps the rest", () => {
    expect(shownDelaysCentiseconds([0, 1, 2, 7, 1500])).toEqual([10, 10, 2, 7, 1500]);
  });

  it("uses 100 / GCD of the delays as the frame rate: one video frame per GIF frame", () => {
    expect(videoFrameRate([5, 5, 5])).toEqual({ numerator: 20, denominator: 1 });
    expect(videoFrameRate([10, 10, 30])).toEqual({ numerator: 10, denominator: 1 });
    expect(videoFrameRate([6, 12])).toEqual({ numerator: 50, denominator: 3 });
    expect(videoFrameRate([7])).toEqual({ numerator: 100, denominator: 7 });
  });

  it("caps the rate at 50 fps and raises slow rates to a whole multiple of at least 10 fps", () => {
    // GCD 1 and an even total (20, 10 hundredths): 50 fps ends exactly on it.
    expect(videoFrameRate([6, 7, 7])).toEqual({ numerator: 50, denominator: 1 });
    expect(videoFrameRate([2, 3, 5])).toEqual({ numerator: 50, denominator: 1 });
    expect(videoFrameRate([3])).toEqual({ numerator: 100, denominator: 3 });
    expect(videoFrameRate([300, 1500])).toEqual({ numerator: 10, denominator: 1 });
    // 100/40 = 2.5 fps, ×4 = 10 fps.
    expect(videoFrameRate([40, 80])).toEqual({ numerator: 10, denominator: 1 });
    // 100/15 = 6.67 fps, ×2 = 13.33 fps.
    expect(videoFrameRate([15])).toEqual({ numerator: 40, denominator: 3 });
  });

  it("takes 100 fps where the total is an odd number of hundredths, so the MP4 ends on it", () => {
    // 13 and 5 hundredths: 50 fps could only end at 0.12/0.14 or 0.04/0.06 s.
    expect(videoFrameRate([6, 7])).toEqual({ numerator: 100, denominator: 1 });
    expect(videoFrameRate([2, 3])).toEqual({ numerator: 100, denominator: 1 });
    // The GIF: 40 frames of 15, 14 and 16 hundredths, 5.79 s.
    const delays = [...Array(17).fill(15), ...Array(22).fill(14), 16];
    const rate = videoFrameRate(delays);
    expect(rate).toEqual({ numerator: 100, denominator: 1 });
    expect(videoFrameCount(delays, rate)).toBe(579);
  });

  it("counts the video frames from the total duration", () => {
    expect(videoFrameCount([300, 300, 1500], { numerator: 10, denominator: 1 })).toBe(210);
    expect(videoFrameCount([6, 7, 7], { numerator: 50, denominator: 1 })).toBe(10);
    expect(videoFrameCount([7, 7], { numerator: 100, denominator: 7 })).toBe(2);
  });

  it("turns NETSCAPE repetitions into total plays", () => {
    expect(totalPlays(null)).toBe(1);
    expect(totalPlays(0)).toBe(0);
    expect(totalPlays(2)).toBe(3);
    expect(totalPlays(65_535)).toBe(65_535);
  });
});
