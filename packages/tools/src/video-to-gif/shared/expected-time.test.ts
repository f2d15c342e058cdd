import { describe, expect, it } from "vitest";
import {
  expectedConversionSeconds,
  formatDuration,
  nearLimitWarning,
  tooSlowProblem,
} from "./expected-time.ts";

const sixSeconds = [{ start: 0, end: 6 }];

describe("expected conversion time", () => {
  it("the issue's case (1080 × 1080, 24 fps, 6 s, High) is over 360 s; Medium is not", () => {
    const work = {
      segments: sixSeconds,
      fps: 24,
      width: 1080,
      height: 1080,
      quality: "high" as const,
    };
    // 168 megapixels at 0.36 per second.
    expect(expectedConversionSeconds(work)).toBe(467);
    expect(tooSlowProblem(work, 360)).toContain("the time limit is 6 min");
    expect(expectedConversionSeconds({ ...work, quality: "medium" })).toBe(51);
    expect(tooSlowProblem({ ...work, quality: "medium" }, 360)).toBeNull();
    expect(nearLimitWarning({ ...work, quality: "medium" }, 360)).toBeNull();
  });

  it("a portrait 608 × 1080 at High (263 s) is near the limit: a warning naming what to change", () => {
    const work = {
      segments: sixSeconds,
      fps: 24,
      width: 608,
      height: 1080,
      quality: "high" as const,
    };
    expect(expectedConversionSeconds(work)).toBe(263);
    expect(tooSlowProblem(work, 360)).toBeNull();
    expect(nearLimitWarning(work, 360)).toBe(
      "Close to the 6 min time limit: on a busy server this may not finish. Choose Medium quality (9× faster), a smaller width, a lower frame rate or a shorter selection to be safe.",
    );
  });

  it("the defaults (480 × 360, 15 fps, 10 s, Medium) are far from the limit", () => {
    const work = {
      segments: [{ start: 0, end: 10 }],
      fps: 15,
      width: 480,
      height: 360,
      quality: "medium" as const,
    };
    expect(expectedConversionSeconds(work)).toBe(8);
    expect(nearLimitWarning(work, 360)).toBeNull();
    expect(tooSlowProblem(work, 360)).toBeNull();
  });

  it("formats durations", () => {
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(360)).toBe("6 min");
    expect(formatDuration(467)).toBe("7 min 47 s");
  });
});
