import { describe, expect, it } from "vitest";
import {
  fadeDurationSeconds,
  frameIndexAt,
  frameTimeline,
  layerStateAt,
  resultDelayMs,
  slideDistanceRatio,
} from "./timing.ts";

describe("frame timeline", () => {
  it("raises delays under 20 ms to 20 ms, as results are written", () => {
    expect([0, 10, 20, 70].map(resultDelayMs)).toEqual([20, 20, 20, 70]);
  });

  it("gives each frame's start and the total duration", () => {
    const timeline = frameTimeline([100, 0, 50]);
    expect(timeline.startsMs).toEqual([0, 100, 120]);
    expect(timeline.durationMs).toBe(170);
  });

  it("finds the frame shown at a time, wrapping around", () => {
    const timeline = frameTimeline([100, 100, 50]);
    expect([0, 99, 100, 249, 250, 360].map((t) => frameIndexAt(timeline, t))).toEqual([
      0, 0, 1, 2, 0, 1,
    ]);
  });
});

describe("layer state at a frame start", () => {
  const none = { startTimeSeconds: 0.5, endTimeSeconds: 1.5, animationStyle: "none" as const };

  it("is visible from start (inclusive) to end (exclusive)", () => {
    expect(
      [400, 500, 1000, 1499, 1500].map((t) => layerStateAt(none, t, 3000, 100).visible),
    ).toEqual([false, true, true, true, false]);
  });

  it("compares in whole milliseconds: 0.3 s starts at the frame of 300 ms", () => {
    const timing = {
      startTimeSeconds: 0.1 + 0.2,
      endTimeSeconds: null,
      animationStyle: "none" as const,
    };
    expect(layerStateAt(timing, 300, 1000, 100).visible).toBe(true);
  });

  it("a blank end lasts until the end of the GIF", () => {
    const timing = { startTimeSeconds: 1, endTimeSeconds: null, animationStyle: "none" as const };
    expect(layerStateAt(timing, 2990, 3000, 100).visible).toBe(true);
    expect(layerStateAt(timing, 990, 3000, 100).visible).toBe(false);
  });

  it("fades in over 0.3 s and out over the last 0.3 s", () => {
    const fade = { startTimeSeconds: 1, endTimeSeconds: 3, animationStyle: "fade" as const };
    expect(fadeDurationSeconds).toBe(0.3);
    const opacity = (t: number) => layerStateAt(fade, t, 5000, 100).opacity;
    expect(opacity(1000)).toBe(0);
    expect(layerStateAt(fade, 1000, 5000, 100).visible).toBe(false);
    expect(opacity(1150)).toBeCloseTo(0.5);
    expect(opacity(1300)).toBe(1);
    expect(opacity(2000)).toBe(1);
    expect(opacity(2850)).toBeCloseTo(0.5);
    expect(opacity(3000)).toBe(0);
  });

  it("a window shorter than two fades splits it in half", () => {
    const fade = { startTimeSeconds: 0, endTimeSeconds: 0.2, animationStyle: "fade" as const };
    expect(layerStateAt(fade, 100, 1000, 100).opacity).toBe(1);
    expect(layerStateAt(fade, 50, 1000, 100).opacity).toBeCloseTo(0.5);
  });

  it("slides up by 10% of the canvas height into place over 0.3 s", () => {
    const slide = {
      startTimeSeconds: 0,
      endTimeSeconds: null,
      animationStyle: "slide_up" as const,
    };
    const offset = (t: number) => layerStateAt(slide, t, 2000, 200).offsetYPx;
    expect(offset(0)).toBe(slideDistanceRatio * 200);
    expect(offset(100)).toBeGreaterThan(0);
    expect(offset(100)).toBeLessThan(offset(0));
    expect(offset(200)).toBeLessThan(offset(100));
    expect(offset(300)).toBe(0);
    expect(offset(1500)).toBe(0);
    expect(layerStateAt(slide, 0, 2000, 200)).toMatchObject({ visible: true, opacity: 1 });
  });
});
