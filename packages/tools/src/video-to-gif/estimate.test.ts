import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { gifFrameSpans } from "../shared/gif-frame-spans.ts";
import { extrapolateRuns } from "./estimate.ts";

const gif = readFileSync(
  fileURLToPath(new URL("../../../../test/fixtures/gif/iss634.gif", import.meta.url)),
);

describe("extrapolateRuns", () => {
  const { headerBytes, frames } = gifFrameSpans(gif);
  const sizes = frames.map((frame) => frame.end - frame.start);

  it("counts the first frame once and every later frame at the mean of the runs' later frames", () => {
    // 42 frames as 6 runs of 7: frames 0, 7, 14... start runs and are left out of the mean.
    const later = sizes.filter((_, index) => index % 7 !== 0);
    const mean = later.reduce((sum, size) => sum + size, 0) / later.length;
    const estimate = extrapolateRuns(gif, 7, 100);
    expect(estimate.sampleFrames).toBe(42);
    expect(estimate.bytes).toBe(Math.round(headerBytes + (sizes[0] as number) + 99 * mean + 1));
  });

  it("gives back the sample's own size when the sample is the whole output in one run", () => {
    // Header + frames + trailer: only bytes between the last frame and the trailer are not counted.
    const whole = extrapolateRuns(gif, 42, 42);
    expect(Math.abs(whole.bytes - gif.length)).toBeLessThan(0.01 * gif.length);
  });
});
