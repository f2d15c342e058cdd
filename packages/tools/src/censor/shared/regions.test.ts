import { describe, expect, it } from "vitest";
import { defaultRegion } from "./options.ts";
import { clipToPicture, framesInTimeRange, planCensor } from "./regions.ts";

describe("framesInTimeRange", () => {
  // Shown at 0 (0-delay), 0-1, 1-3, 3-10, 10-15 hundredths.
  const delays = [0, 1, 2, 7, 5];

  it("covers every frame when the range is the whole GIF (trailing 0-delay frames too)", () => {
    expect(framesInTimeRange(delays, 0, null)).toEqual({ firstFrame: 0, lastFrame: 4 });
    expect(framesInTimeRange([5, 5, 0], 0, 0.1)).toEqual({ firstFrame: 0, lastFrame: 2 });
  });

  it("covers the frames whose display overlaps [start, end), from the stored delays", () => {
    expect(framesInTimeRange(delays, 0.02, 0.05)).toEqual({ firstFrame: 2, lastFrame: 3 });
    // A 0-delay frame counts when it is drawn at a moment inside the range.
    expect(framesInTimeRange(delays, 0, 0.01)).toEqual({ firstFrame: 0, lastFrame: 1 });
    expect(framesInTimeRange(delays, 0.01, 0.02)).toEqual({ firstFrame: 2, lastFrame: 2 });
    // The end is open: a range ending where frame 3 starts does not cover it.
    expect(framesInTimeRange(delays, 0.01, 0.03)).toEqual({ firstFrame: 2, lastFrame: 2 });
  });

  it("is null when the range starts after the GIF ends", () => {
    expect(framesInTimeRange(delays, 0.15, null)).toBeNull();
    expect(framesInTimeRange(delays, 3, 4)).toBeNull();
  });
});

describe("clipToPicture", () => {
  it("keeps the part on the picture, or null", () => {
    const picture = { width: 100, height: 50 };
    expect(clipToPicture({ x: 90, y: 40, width: 30, height: 30 }, picture)).toEqual({
      x: 90,
      y: 40,
      width: 10,
      height: 10,
    });
    expect(clipToPicture({ x: 100, y: 0, width: 5, height: 5 }, picture)).toBeNull();
  });
});

describe("planCensor", () => {
  const picture = { width: 100, height: 50, delaysCentiseconds: [10, 10, 10] };

  it("clips each region and gives its frames", () => {
    const plan = planCensor(
      [
        { ...defaultRegion, x: 80, y: 10, width: 40, height: 10, start_time: 0.1 },
        { ...defaultRegion, style: "box", color: "#ff0000", end_time: 0.05 },
      ],
      picture,
    );
    expect(plan).toEqual({
      ok: true,
      regions: [
        {
          x: 80,
          y: 10,
          width: 20,
          height: 10,
          style: "blur",
          strength: 12,
          color: "#000000",
          firstFrame: 1,
          lastFrame: 2,
        },
        {
          x: 0,
          y: 0,
          width: 80,
          height: 40,
          style: "box",
          strength: 12,
          color: "#ff0000",
          firstFrame: 0,
          lastFrame: 0,
        },
      ],
    });
  });

  it("refuses a region off the picture or after the end, naming it", () => {
    expect(planCensor([defaultRegion, { ...defaultRegion, y: 50 }], picture)).toEqual({
      ok: false,
      message:
        "Region 2 lies outside the picture: it starts at x 0, y 50, but the GIF is 100 × 50 pixels.",
    });
    expect(planCensor([{ ...defaultRegion, start_time: 0.3 }], picture)).toEqual({
      ok: false,
      message:
        "Region 1 has no frame in its time range: start_time is 0.3 s, but the GIF is 0.3 s long.",
    });
  });
});
