import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { gifFrameSpans } from "../../shared/gif-frame-spans.ts";
import { extrapolateRuns } from "./estimate.ts";

const gif = readFileSync(
  fileURLToPath(new URL("../../../../../test/fixtures/gif/iss634.gif", import.meta.url)),
);

describe("extrapolateRuns", () => {
  const { headerBytes, frames } = gifFrameSpans(gif);
  const sizes = frames.map((frame) => frame.end - frame.start);

  it("counts the first frame once and every later frame at the mean of the runs' settled frames", () => {
    // 42 frames as 6 runs of 7, the first 3 of each settling: frames 0-2, 7-9... are left out.
    const counted = sizes.filter((_, index) => index % 7 >= 3);
    const mean = counted.reduce((sum, size) => sum + size, 0) / counted.length;
    const estimate = extrapolateRuns(gif, 7, 100, 3);
    expect(estimate.sampleFrames).toBe(42);
    expect(estimate.bytes).toBe(Math.round(headerBytes + (sizes[0] as number) + 99 * mean + 1));
  });

  it("leaves out only each run's first frame when the runs are too short to settle", () => {
    const later = sizes.filter((_, index) => index % 2 !== 0);
    const mean = later.reduce((sum, size) => sum + size, 0) / later.length;
    const estimate = extrapolateRuns(gif, 2, 100, 3);
    expect(estimate.bytes).toBe(Math.round(headerBytes + (sizes[0] as number) + 99 * mean + 1));
  });

  it("gives back the sample's own size when the sample is the whole output in one run", () => {
    expect(extrapolateRuns(gif, 42, 42, 3).bytes).toBe(gif.length);
  });
});
