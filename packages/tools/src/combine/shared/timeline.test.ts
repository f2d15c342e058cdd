import { describe, expect, it } from "vitest";
import { combinedLoopCount, sequenceTimeline, sideBySideTimeline } from "./timeline.ts";

describe("sequenceTimeline", () => {
  it("keeps every frame of every input in order with its own delay, 0 and 1 included", () => {
    expect(
      sequenceTimeline([
        [10, 0],
        [1, 20, 5],
      ]),
    ).toEqual([
      { input: 0, index: 0, delayCentiseconds: 10 },
      { input: 0, index: 1, delayCentiseconds: 0 },
      { input: 1, index: 0, delayCentiseconds: 1 },
      { input: 1, index: 1, delayCentiseconds: 20 },
      { input: 1, index: 2, delayCentiseconds: 5 },
    ]);
  });
});

describe("sideBySideTimeline (shorter inputs loop)", () => {
  it("cuts the output at the union of both inputs' frame changes over the longest one", () => {
    // A: 3 frames of 10 cs (30 cs). B: 20 + 5 cs (25 cs), so it starts again at 25.
    const timeline = sideBySideTimeline(
      [
        [10, 10, 10],
        [20, 5],
      ],
      600,
    );
    expect(timeline).toEqual({
      kind: "frames",
      durationCentiseconds: 30,
      frames: [
        { indices: [0, 0], delayCentiseconds: 10 },
        { indices: [1, 0], delayCentiseconds: 10 },
        { indices: [2, 1], delayCentiseconds: 5 },
        { indices: [2, 0], delayCentiseconds: 5 },
      ],
    });
  });

  it("gives delays that add up to the longest input's duration, with each input's pictures on time", () => {
    const delays = [[7, 3, 11, 1], [4, 4, 4], [50]];
    const timeline = sideBySideTimeline(delays, 600);
    if (timeline.kind !== "frames") throw new Error(timeline.kind);
    expect(timeline.durationCentiseconds).toBe(50);
    expect(timeline.frames.reduce((sum, frame) => sum + frame.delayCentiseconds, 0)).toBe(50);
    // At every hundredth, the frame each input shows is the one its own timing says.
    let time = 0;
    for (const frame of timeline.frames) {
      for (let tick = time; tick < time + frame.delayCentiseconds; tick++) {
        for (const [input, inputDelays] of delays.entries()) {
          const duration = inputDelays.reduce((sum, delay) => sum + delay, 0);
          let local = tick % duration;
          let index = 0;
          while (local >= (inputDelays[index] as number)) local -= inputDelays[index++] as number;
          expect(frame.indices[input]).toBe(index);
        }
      }
      time += frame.delayCentiseconds;
    }
  });

  it("shows a 0-delay frame for no time: it adds no boundary", () => {
    expect(sideBySideTimeline([[0, 10, 10], [20]], 600)).toEqual({
      kind: "frames",
      durationCentiseconds: 20,
      frames: [
        { indices: [1, 0], delayCentiseconds: 10 },
        { indices: [2, 0], delayCentiseconds: 10 },
      ],
    });
  });

  it("counts the frames without building them when there are too many", () => {
    // 1 cs frames looped beside a 7-second input: 700 boundaries.
    expect(sideBySideTimeline([[1, 1], [700]], 600)).toEqual({
      kind: "too-many-frames",
      durationCentiseconds: 700,
      frameCount: 700,
    });
  });

  it("names an animation whose every delay is 0", () => {
    expect(sideBySideTimeline([[10], [0, 0]], 600)).toEqual({ kind: "no-duration", input: 1 });
  });

  it("shows a still (one frame, delay 0) the whole time, and only stills as one frame", () => {
    expect(sideBySideTimeline([[0], [10, 20]], 600)).toEqual({
      kind: "frames",
      durationCentiseconds: 30,
      frames: [
        { indices: [0, 0], delayCentiseconds: 10 },
        { indices: [0, 1], delayCentiseconds: 20 },
      ],
    });
    expect(sideBySideTimeline([[0], [0]], 600)).toEqual({
      kind: "frames",
      durationCentiseconds: 0,
      frames: [{ indices: [0, 0], delayCentiseconds: 0 }],
    });
  });

  it("makes no frame where no picture changes: a one-frame input starting again", () => {
    // The one-frame input (25 cs) restarts at 25 and 50: the same picture, no new frame there.
    expect(sideBySideTimeline([[25], [30, 30]], 600)).toEqual({
      kind: "frames",
      durationCentiseconds: 60,
      frames: [
        { indices: [0, 0], delayCentiseconds: 30 },
        { indices: [0, 1], delayCentiseconds: 30 },
      ],
    });
  });
});

describe("combinedLoopCount", () => {
  it("keeps the inputs' loop when they all agree, otherwise loops forever", () => {
    expect(combinedLoopCount([2, 2])).toBe(2);
    expect(combinedLoopCount([null, null])).toBeNull();
    expect(combinedLoopCount([2, 0])).toBe(0);
    expect(combinedLoopCount([null, 3])).toBe(0);
  });
});

describe("sideBySideTimeline work is bounded by the result (issue 40)", () => {
  it("refuses 2,000 frames of 655.35 s beside 19 loops of 1 cs at once, with a lower bound", () => {
    const long = Array<number>(2000).fill(65535);
    const short = [1, 1];
    const started = performance.now();
    const timeline = sideBySideTimeline([long, ...Array(19).fill(short)], 600);
    const elapsedMs = performance.now() - started;
    expect(timeline).toEqual({
      kind: "too-many-frames",
      durationCentiseconds: 131_070_000,
      frameCount: 131_070_000,
    });
    expect(elapsedMs).toBeLessThan(100);
  });

  it("still builds 600 frames exactly at the limit", () => {
    const timeline = sideBySideTimeline([[1, 1], [600]], 600);
    expect(timeline.kind).toBe("frames");
    if (timeline.kind === "frames") expect(timeline.frames).toHaveLength(600);
    expect(sideBySideTimeline([[1, 1], [601]], 600).kind).toBe("too-many-frames");
  });
});
