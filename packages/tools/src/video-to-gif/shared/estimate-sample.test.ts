import { describe, expect, it } from "vitest";
import { videoSamplePlan } from "./estimate-sample.ts";

describe("videoSamplePlan", () => {
  it("takes four runs of 10 consecutive frames, spread from the start to the end", () => {
    const plan = videoSamplePlan([{ start: 0, end: 10 }], 15);
    expect(plan.runFrames).toBe(10);
    expect(plan.timesSeconds).toHaveLength(40);
    expect(plan.timesSeconds.slice(0, 3)).toEqual([0, 0.0667, 0.1333]);
    // 150 frames: runs start at frames 0, 47, 93 and 140.
    expect(plan.timesSeconds[10]).toBeCloseTo(47 / 15, 3);
    expect(plan.timesSeconds[20]).toBeCloseTo(93 / 15, 3);
    expect(plan.timesSeconds[39]).toBeCloseTo(149 / 15, 3);
  });

  it("maps joined time into the segments' own times", () => {
    const plan = videoSamplePlan(
      [
        { start: 2, end: 4 },
        { start: 10, end: 12 },
      ],
      10,
    );
    expect(plan.timesSeconds[0]).toBe(2);
    // The last run ends in the second segment, at its last frame (11.9 s).
    expect(plan.timesSeconds[39]).toBeCloseTo(11.9, 3);
    expect(
      plan.timesSeconds.every((time) => (time >= 2 && time < 4) || (time >= 10 && time < 12)),
    ).toBe(true);
  });

  it("sends a short selection whole, as one run", () => {
    const plan = videoSamplePlan([{ start: 0, end: 2 }], 15);
    expect(plan).toEqual({
      runFrames: 30,
      timesSeconds: Array.from({ length: 30 }, (_, index) => Number((index / 15).toFixed(4))),
    });
  });
});
