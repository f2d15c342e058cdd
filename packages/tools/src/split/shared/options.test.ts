import { describe, expect, it } from "vitest";
import {
  frameCountProblem,
  frameFileName,
  frameNumberDigits,
  selectedFrames,
  splitMessages,
  splitOptionsSchema,
  videoFrameCount,
} from "./options.ts";

const firstMessage = (fields: Record<string, string>) => {
  const parsed = splitOptionsSchema.safeParse(fields);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("Split options", () => {
  it("defaults to every frame as PNG", () => {
    expect(splitOptionsSchema.parse({})).toEqual({ format: "png", frames: "all" });
  });

  it("reads a range and a video part from form strings", () => {
    expect(
      splitOptionsSchema.parse({
        format: "jpg",
        frames: "range",
        start_frame: "3",
        end_frame: "",
        start_time: "1.5",
        fps: "12",
      }),
    ).toEqual({ format: "jpg", frames: "range", start_frame: 3, start_time: 1.5, fps: 12 });
  });

  it("answers each mistake with its message", () => {
    expect(firstMessage({ format: "bmp" })).toBe(splitMessages.format);
    expect(firstMessage({ frames: "some" })).toBe(splitMessages.frames);
    expect(firstMessage({ frames: "range", start_frame: "0" })).toBe(splitMessages.startFrame);
    expect(firstMessage({ frames: "range", start_frame: "1.5" })).toBe(splitMessages.startFrame);
    expect(firstMessage({ frames: "range", start_frame: "5", end_frame: "4" })).toBe(
      splitMessages.frameOrder,
    );
    expect(firstMessage({ start_frame: "2" })).toBe(splitMessages.rangeWithoutFrames);
    expect(firstMessage({ start_time: "3", end_time: "3" })).toBe(splitMessages.timeOrder);
    expect(firstMessage({ fps: "31" })).toBe(splitMessages.fps);
    // Decimal digits only (issue 28): no exponent, hexadecimal or padding.
    expect(firstMessage({ frames: "range", start_frame: "1e1" })).toBe(splitMessages.startFrame);
    expect(firstMessage({ fps: "0x5" })).toBe(splitMessages.fps);
  });

  it("keeps a range inside the frames, and says when it starts past them", () => {
    expect(selectedFrames({ frames: "all" }, 42)).toEqual({ first: 1, last: 42 });
    expect(selectedFrames({ frames: "range", start_frame: 40, end_frame: 99 }, 42)).toEqual({
      first: 40,
      last: 42,
    });
    expect(selectedFrames({ frames: "range", start_frame: 2 }, 1)).toEqual({
      problem: "start_frame is 2, but there is 1 frame. Choose a start from 1 to 1.",
    });
  });

  it("holds at most the output frame limit in a ZIP", () => {
    expect(frameCountProblem(600)).toBeNull();
    expect(frameCountProblem(601)).toBe(
      "This would save 601 frames; a ZIP holds at most 600. Choose a range of at most 600 frames (or, for a video, a shorter part or fewer frames per second).",
    );
  });

  it("names frames with enough digits for the input, so names sort in frame order", () => {
    expect(frameNumberDigits(9)).toBe(3);
    expect(frameNumberDigits(1000)).toBe(4);
    expect(frameFileName(7, 3, "png")).toBe("frame-007.png");
    expect(frameFileName(12, 4, "jpg")).toBe("frame-0012.jpg");
    expect(videoFrameCount(2, 15)).toBe(30);
    expect(videoFrameCount(0.05, 10)).toBe(1);
  });
});
