import { describe, expect, it } from "vitest";
import { clampTimes, frameAtTime } from "./timeline.ts";

describe("frameAtTime", () => {
  // Drawn at 0 (0-delay), 0, 0.01, 0.03 and 0.10 s.
  const delays = [0, 1, 2, 7, 5];
  it("gives the last frame drawn at or before the moment", () => {
    expect(frameAtTime(delays, 0)).toBe(1);
    expect(frameAtTime(delays, 0.02)).toBe(2);
    expect(frameAtTime(delays, 0.03)).toBe(3);
    expect(frameAtTime(delays, 0.5)).toBe(4);
  });
});

describe("clampTimes", () => {
  it("keeps the range on the GIF, an end at its end meaning the end", () => {
    expect(clampTimes(-1, 5, 3, "start")).toEqual({ start_time: 0, end_time: null });
    expect(clampTimes(1.234, 2, 3, "start")).toEqual({ start_time: 1.23, end_time: 2 });
  });
  it("moves the other end when the range would be empty", () => {
    expect(clampTimes(2, 2, 3, "start")).toEqual({ start_time: 1.99, end_time: 2 });
    expect(clampTimes(2, 1, 3, "end")).toEqual({ start_time: 2, end_time: 2.01 });
  });
});
