import { describe, expect, it } from "vitest";
import {
  boundarySeconds,
  boundaryText,
  clampRange,
  frameAtSeconds,
  frameCount,
  frameSeekSeconds,
  frameStartSeconds,
  framesIn,
  frameTimeText,
  nearestBoundary,
  stepFrame,
  videoTimeline,
} from "./video-frames.ts";

const clip = { durationSeconds: 2, framesPerSecond: 25 };
const ntsc = { durationSeconds: 5.005, framesPerSecond: 30000 / 1001 };

describe("frame math of the video editor frame", () => {
  it("counts frames, a cut-short last frame included", () => {
    expect(frameCount(clip)).toBe(50);
    expect(frameCount(ntsc)).toBe(150);
    expect(frameCount({ durationSeconds: 1.01, framesPerSecond: 10 })).toBe(11);
    expect(frameCount({ durationSeconds: 0, framesPerSecond: 10 })).toBe(1);
  });

  it("maps a time to the frame whose interval holds it, float noise included", () => {
    expect(frameAtSeconds(0, clip)).toBe(0);
    expect(frameAtSeconds(0.039, clip)).toBe(0);
    expect(frameAtSeconds(0.04, clip)).toBe(1);
    // 0.1 * 30 is 3.0000000000000004 and 0.7 * 30 is 20.999999999999996.
    expect(frameAtSeconds(0.7, { durationSeconds: 2, framesPerSecond: 30 })).toBe(21);
    expect(frameAtSeconds(-1, clip)).toBe(0);
    expect(frameAtSeconds(99, clip)).toBe(49);
    expect(frameAtSeconds(Number.NaN, clip)).toBe(0);
  });

  it("frame boundaries and the seek point in the middle of a frame", () => {
    expect(frameStartSeconds(10, clip)).toBeCloseTo(0.4, 12);
    expect(frameStartSeconds(60, clip)).toBeCloseTo(1.96, 12);
    expect(frameSeekSeconds(10, clip)).toBeCloseTo(0.42, 12);
    expect(frameAtSeconds(frameSeekSeconds(10, clip), clip)).toBe(10);
    // The last, cut-short frame: the middle of what is left of it.
    const short = { durationSeconds: 1.01, framesPerSecond: 10 };
    expect(frameSeekSeconds(10, short)).toBeCloseTo(1.005, 12);
  });

  it("steps by frames and by a second, clamped to the clip", () => {
    expect(stepFrame(10, 1, clip)).toBe(11);
    expect(stepFrame(10, -1, clip)).toBe(9);
    expect(stepFrame(0, -1, clip)).toBe(0);
    expect(stepFrame(49, 1, clip)).toBe(49);
    expect(stepFrame(10, framesIn(1, clip), clip)).toBe(35);
    expect(framesIn(1, ntsc)).toBe(30);
    expect(framesIn(0.001, clip)).toBe(1);
    // One step is 1/fps of shown time.
    expect(frameStartSeconds(stepFrame(7, 1, ntsc), ntsc) - frameStartSeconds(7, ntsc)).toBeCloseTo(
      1001 / 30000,
      12,
    );
  });

  it("boundaries: the last one is the clip's end", () => {
    expect(boundarySeconds(0, clip)).toBe(0);
    expect(boundarySeconds(50, clip)).toBe(2);
    expect(boundarySeconds(150, ntsc)).toBe(5.005);
    expect(nearestBoundary(0.43, clip)).toBe(11);
    expect(nearestBoundary(5.0, ntsc)).toBe(150);
    expect(nearestBoundary(-3, clip)).toBe(0);
  });

  it("clamps a range to boundaries, at least one frame, the moved end kept", () => {
    expect(clampRange({ startSeconds: 0.51, endSeconds: 1.49 }, clip)).toEqual({
      startSeconds: 0.52,
      endSeconds: 1.48,
    });
    expect(clampRange({ startSeconds: 1.48, endSeconds: 1.2 }, clip, "start")).toEqual({
      startSeconds: 1.48,
      endSeconds: 1.52,
    });
    expect(clampRange({ startSeconds: 1.48, endSeconds: 1.2 }, clip, "end")).toEqual({
      startSeconds: 1.16,
      endSeconds: 1.2,
    });
    expect(clampRange({ startSeconds: -1, endSeconds: 10 }, clip)).toEqual({
      startSeconds: 0,
      endSeconds: 2,
    });
    // A start at the clip's end keeps its last frame.
    expect(clampRange({ startSeconds: 2, endSeconds: 2 }, clip, "start")).toEqual({
      startSeconds: 1.96,
      endSeconds: 2,
    });
  });

  it("texts: seconds with frames, boundaries to the microsecond", () => {
    expect(frameTimeText(31, clip)).toBe("1.240 s, frame 32 of 50");
    expect(frameTimeText(0, ntsc)).toBe("0.000 s, frame 1 of 150");
    expect(boundaryText(1001 / 30000)).toBe("0.033367");
    expect(boundaryText(0.52)).toBe("0.52");
  });

  it("a loaded video's timeline: the video track's frames, not the longest stream's length", () => {
    // A 50-frame, 25 fps WebM whose Opus track ends 7 ms after the last frame.
    expect(videoTimeline({ durationSeconds: 2.007, framesPerSecond: 25, frameCount: 50 })).toEqual({
      durationSeconds: 2,
      framesPerSecond: 25,
    });
    expect(
      frameCount(videoTimeline({ durationSeconds: 2.007, framesPerSecond: 25, frameCount: null })),
    ).toBe(50);
    // No rate declared: 1/30 s steps over the player's duration.
    expect(
      videoTimeline({ durationSeconds: 2.007, framesPerSecond: null, frameCount: null }),
    ).toEqual({ durationSeconds: 2.007, framesPerSecond: 30 });
  });
});
