import { describe, expect, it } from "vitest";
import {
  crossfadeSteps,
  minimumFrameMs,
  planTimeline,
  type TimelineImage,
  zoomEnd,
} from "./timeline.ts";

const still = (durationMs: number, effect: TimelineImage["effect"] = "none"): TimelineImage => ({
  durationMs,
  frameDelaysMs: [],
  effect,
});
const total = (frames: { delayMs: number }[]) =>
  frames.reduce((sum, frame) => sum + frame.delayMs, 0);

describe("planTimeline", () => {
  it("shows each still once for its duration when there are no effects", () => {
    const plan = planTimeline([still(500), still(1200), still(50)], { type: "none", steps: 6 });
    expect(plan.map((frame) => [frame.base.image, frame.delayMs, frame.over])).toEqual([
      [0, 500, null],
      [1, 1200, null],
      [2, 50, null],
    ]);
  });

  it("plays an animation's own frames with their own delays, looped or cut to fill its duration", () => {
    const plan = planTimeline(
      [
        { durationMs: 450, frameDelaysMs: [100, 50, 300], effect: "none" },
        { durationMs: 700, frameDelaysMs: [100, 50, 300], effect: "none" },
        { durationMs: 130, frameDelaysMs: [100, 50, 300], effect: "none" },
        still(400),
      ],
      { type: "none", steps: 6 },
    );
    expect(plan.map((frame) => [frame.base.image, frame.base.sourceFrame, frame.delayMs])).toEqual([
      // Its own length: played once.
      [0, 0, 100],
      [0, 1, 50],
      [0, 2, 300],
      // 700 ms: once, then again from the start until the time is filled.
      [1, 0, 100],
      [1, 1, 50],
      [1, 2, 300],
      [1, 0, 100],
      [1, 1, 50],
      [1, 2, 100],
      // 130 ms: cut inside the second frame, which keeps the 30 ms left.
      [2, 0, 100],
      [2, 1, 30],
      [3, 0, 400],
    ]);
    expect(total(plan)).toBe(450 + 700 + 130 + 400);
  });

  it("gives a sliver under 20 ms at the cut to the frame before it", () => {
    const plan = planTimeline([{ durationMs: 110, frameDelaysMs: [100, 50], effect: "none" }], {
      type: "none",
      steps: 6,
    });
    expect(plan.map((frame) => [frame.base.sourceFrame, frame.delayMs])).toEqual([[0, 110]]);
  });

  it("fades a still from black and back to black within its own time", () => {
    const plan = planTimeline([still(500, "fade")], { type: "none", steps: 6 });
    expect(total(plan)).toBeCloseTo(500, 9);
    const brightness = plan.map((frame) => frame.base.brightness);
    expect(brightness[0]).toBe(0);
    expect(brightness.at(-1)).toBe(0);
    expect(Math.max(...brightness)).toBe(1);
    // 150 ms ramps in 3 steps of 50 ms, and the 200 ms hold.
    expect(plan.map((frame) => Math.round(frame.delayMs))).toEqual([50, 50, 50, 200, 50, 50, 50]);
    expect(brightness.map((value) => Math.round(value * 100) / 100)).toEqual([
      0, 0.33, 0.67, 1, 0.67, 0.33, 0,
    ]);
  });

  it("shows a frame too short for a fade as it is", () => {
    const plan = planTimeline([still(100, "fade")], { type: "none", steps: 6 });
    expect(plan).toHaveLength(1);
    expect(plan[0]?.base.brightness).toBe(1);
  });

  it("zooms in slowly from 1x towards 1.12x over the frame's time", () => {
    const plan = planTimeline([still(600, "zoom")], { type: "none", steps: 6 });
    expect(plan).toHaveLength(10);
    expect(total(plan)).toBeCloseTo(600, 9);
    const zooms = plan.map((frame) => frame.base.zoom);
    expect(zooms[0]).toBe(1);
    for (let index = 1; index < zooms.length; index++) {
      expect(zooms[index]).toBeGreaterThan(zooms[index - 1] as number);
    }
    expect(zooms.at(-1)).toBeLessThan(zoomEnd);
    expect(zooms.at(-1)).toBeGreaterThan(1.1);
  });

  it("crossfades into the next image's first picture over the end of each image", () => {
    const plan = planTimeline([still(1000), still(1000), still(1000)], {
      type: "crossfade",
      steps: 6,
    });
    expect(plan).toHaveLength(3 + 2 * 6);
    expect(total(plan)).toBeCloseTo(3000, 9);
    const blends = plan.filter((frame) => frame.over !== null);
    expect(blends.map((frame) => frame.over?.image)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(blends.slice(0, 6).map((frame) => frame.over?.weight)).toEqual(
      [1, 2, 3, 4, 5, 6].map((step) => step / 7),
    );
    expect(plan[0]?.delayMs).toBe(700);
    expect(blends[0]?.delayMs).toBe(50);
    // The last image has no transition after it.
    expect(plan.at(-1)).toMatchObject({ base: { image: 2 }, over: null, delayMs: 1000 });
  });

  it("gives a crossfade at most half of a short image, and fewer steps when 20 ms each would not fit", () => {
    expect(crossfadeSteps(500, 12)).toEqual({ steps: 12, stepMs: 250 / 12 });
    expect(crossfadeSteps(100, 6)).toEqual({ steps: 2, stepMs: 25 });
    expect(crossfadeSteps(50, 2)).toEqual({ steps: 1, stepMs: 25 });
  });

  it("never plans a frame under 20 ms and always adds up to the images' times", () => {
    const images: TimelineImage[] = [
      still(50, "fade"),
      { durationMs: 290, frameDelaysMs: [20, 30, 100, 100, 20, 20], effect: "zoom" },
      still(5000, "fade"),
      still(150, "zoom"),
      { durationMs: 6000, frameDelaysMs: [3000, 3000], effect: "fade" },
      { durationMs: 1000, frameDelaysMs: [20, 30, 70], effect: "fade" },
      still(777),
    ];
    for (const steps of [2, 6, 12]) {
      const plan = planTimeline(images, { type: "crossfade", steps });
      expect(total(plan)).toBeCloseTo(50 + 290 + 5000 + 150 + 6000 + 1000 + 777, 6);
      for (const frame of plan) expect(frame.delayMs).toBeGreaterThanOrEqual(minimumFrameMs - 1e-9);
    }
  });
});
