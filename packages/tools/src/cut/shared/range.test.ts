import { describe, expect, it } from "vitest";
import { cutMessages, cutOptionsSchema } from "./options.ts";
import { cutSelection, planCut } from "./range.ts";

const byTime = (start: number, end: number | null) =>
  ({ kind: "time", startCentiseconds: start, endCentiseconds: end }) as const;
const byFrames = (start: number, end: number | null) =>
  ({ kind: "frames", startFrame: start, endFrame: end }) as const;

describe("planCut by frames", () => {
  const delays = [10, 20, 30, 40, 50];

  it("keeps frames start_frame to end_frame inclusive with their own delays", () => {
    expect(planCut(delays, byFrames(2, 4))).toEqual({
      ok: true,
      firstIndex: 1,
      lastIndex: 3,
      delaysCentiseconds: [20, 30, 40],
    });
  });

  it("a blank end or an end past the last frame goes to the last frame", () => {
    expect(planCut(delays, byFrames(4, null))).toMatchObject({ firstIndex: 3, lastIndex: 4 });
    expect(planCut(delays, byFrames(5, 99))).toMatchObject({
      firstIndex: 4,
      lastIndex: 4,
      delaysCentiseconds: [50],
    });
  });

  it("keeps 0 and 1 hundredth delays exactly", () => {
    expect(planCut([0, 1, 7, 0], byFrames(1, 4))).toMatchObject({
      delaysCentiseconds: [0, 1, 7, 0],
    });
  });

  it("a start past the last frame is a range with no frame", () => {
    expect(planCut(delays, byFrames(6, null))).toEqual({
      ok: false,
      message: "The range has no frame in it: start_frame is 6, but the GIF has 5 frames.",
    });
    expect(planCut([5], byFrames(3, 4))).toEqual({
      ok: false,
      message: "The range has no frame in it: start_frame is 3, but the GIF has 1 frame.",
    });
  });
});

describe("planCut by time", () => {
  // Frames shown at 0, 10, 30, 60, 100 (hundredths); the GIF lasts 150.
  const delays = [10, 20, 30, 40, 50];

  it("keeps the frames shown in the range, shortening the first and last to the cut points", () => {
    // 0.15 s to 0.70 s: frame 2 (0.10-0.30) from 0.15, frame 3 whole, frame 4 (0.60-1.00)
    // until 0.70.
    expect(planCut(delays, byTime(15, 70))).toEqual({
      ok: true,
      firstIndex: 1,
      lastIndex: 3,
      delaysCentiseconds: [15, 30, 10],
    });
  });

  it("cut points on frame boundaries keep every delay exactly", () => {
    expect(planCut(delays, byTime(10, 60))).toEqual({
      ok: true,
      firstIndex: 1,
      lastIndex: 2,
      delaysCentiseconds: [20, 30],
    });
  });

  it("a blank end, or one at or past the end, goes to the end", () => {
    const toEnd = { ok: true, firstIndex: 3, lastIndex: 4, delaysCentiseconds: [30, 50] };
    expect(planCut(delays, byTime(70, null))).toEqual(toEnd);
    expect(planCut(delays, byTime(70, 150))).toEqual(toEnd);
    expect(planCut(delays, byTime(70, 9999))).toEqual(toEnd);
  });

  it("a range inside one frame keeps that frame for the range's length", () => {
    expect(planCut(delays, byTime(105, 125))).toEqual({
      ok: true,
      firstIndex: 4,
      lastIndex: 4,
      delaysCentiseconds: [20],
    });
  });

  it("never shortens a delay below 2 hundredths (browsers would play it as 10)", () => {
    // 0.29 s to 0.61 s: 1 hundredth of frame 2 and of frame 4.
    expect(planCut(delays, byTime(29, 61))).toMatchObject({
      firstIndex: 1,
      lastIndex: 3,
      delaysCentiseconds: [2, 30, 2],
    });
  });

  it("keeps 0-delay frames drawn inside the range, and trailing ones when cut to the end", () => {
    // Frames at 0 (0 delay), 0 (10), 10 (0 delay), 10 (10), 20 (0 delay, the last).
    const layered = [0, 10, 0, 10, 0];
    expect(planCut(layered, byTime(0, null))).toMatchObject({ firstIndex: 0, lastIndex: 4 });
    expect(planCut(layered, byTime(10, null))).toEqual({
      ok: true,
      firstIndex: 2,
      lastIndex: 4,
      delaysCentiseconds: [0, 10, 0],
    });
    expect(planCut(layered, byTime(5, 10))).toEqual({
      ok: true,
      firstIndex: 1,
      lastIndex: 1,
      delaysCentiseconds: [5],
    });
  });

  it("a start at or past the end is a range with no frame", () => {
    expect(planCut(delays, byTime(150, null))).toEqual({
      ok: false,
      message: "The range has no frame in it: start_time is 1.5 s, but the GIF is 1.5 s long.",
    });
    expect(planCut([300, 300, 300], byTime(1234, 2000))).toEqual({
      ok: false,
      message: "The range has no frame in it: start_time is 12.34 s, but the GIF is 9 s long.",
    });
  });
});

describe("cut options", () => {
  const parse = (fields: Record<string, string>) => cutOptionsSchema.safeParse(fields);
  const firstMessage = (fields: Record<string, string>) => {
    const result = parse(fields);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("reads a time range in seconds and a frame range, blank ends meaning the end", () => {
    expect(cutSelection(cutOptionsSchema.parse({ start_time: "1.5", end_time: "" }))).toEqual(
      byTime(150, null),
    );
    expect(cutSelection(cutOptionsSchema.parse({ start_time: "0.123", end_time: "2" }))).toEqual(
      byTime(12, 200),
    );
    expect(cutSelection(cutOptionsSchema.parse({ start_frame: "3", end_frame: "7" }))).toEqual(
      byFrames(3, 7),
    );
    expect(cutSelection(cutOptionsSchema.parse({ end_frame: "7" }))).toEqual(byFrames(1, 7));
    expect(cutSelection(cutOptionsSchema.parse({}))).toEqual(byTime(0, null));
  });

  it("refuses mixing both kinds, with a message that says so", () => {
    expect(firstMessage({ start_time: "1", end_frame: "4" })).toBe(cutMessages.mixed);
    expect(firstMessage({ start_frame: "1", end_time: "4" })).toBe(cutMessages.mixed);
  });

  it("names the field of a bad value", () => {
    expect(firstMessage({ start_time: "abc" })).toBe(cutMessages.startTime);
    expect(firstMessage({ start_time: "-1" })).toBe(cutMessages.startTime);
    expect(firstMessage({ end_time: "Infinity" })).toBe(cutMessages.endTime);
    expect(firstMessage({ start_frame: "0" })).toBe(cutMessages.startFrame);
    expect(firstMessage({ start_frame: "2.5" })).toBe(cutMessages.startFrame);
    expect(firstMessage({ end_frame: "x" })).toBe(cutMessages.endFrame);
  });

  it("refuses an end before the start (compared in hundredths)", () => {
    expect(firstMessage({ start_time: "2", end_time: "1" })).toBe(cutMessages.timeOrder);
    expect(firstMessage({ start_time: "1", end_time: "1.004" })).toBe(cutMessages.timeOrder);
    expect(firstMessage({ start_frame: "5", end_frame: "4" })).toBe(cutMessages.frameOrder);
    expect(parse({ start_frame: "4", end_frame: "4" }).success).toBe(true);
  });
});
