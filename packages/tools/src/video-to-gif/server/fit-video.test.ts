import { writeFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeTask, type FakeTask } from "../../shared/fake-media-toolkit.ts";
import type { FitCandidate } from "../../shared/fit-size.ts";
import { evenHeight, fitVideoUnderSize } from "./fit-video.ts";

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

describe("fitVideoUnderSize", () => {
  it("makes the height even (swscale's slow path for odd heights) and keeps the rest", () => {
    const candidate = { width: 457, height: 257, colours: 96, lossy: 0, keptFrames: 60, fps: 15 };
    expect(evenHeight(candidate)).toEqual({ ...candidate, height: 256 });
    expect(evenHeight({ ...candidate, height: 258 }).height).toBe(258);
  });

  it("converts only at even heights, and reports the height it made", async () => {
    task = await createFakeTask({});
    const converted: FitCandidate[] = [];
    // Bytes ∝ pixels × frames: 10 s at 480 × 361 are 3 MB; the target needs a smaller size.
    const result = await fitVideoUnderSize(task.context, {
      start: { width: 480, height: 361, colours: 256, lossy: 0, frameCount: 150, fps: 15 },
      targetBytes: 1_000_000,
      selectedSeconds: 10,
      progressFrom: 5,
      convert: async (candidate, outputPath, untilSeconds) => {
        converted.push(candidate);
        const seconds = untilSeconds ?? 10;
        const bytes =
          ((3_000_000 * candidate.width * candidate.height) / (480 * 361)) *
          (candidate.keptFrames / 150) *
          (seconds / 10) *
          (candidate.colours / 256) ** 0.3;
        await writeFile(outputPath, new Uint8Array(Math.round(bytes)));
      },
    });
    expect(converted.length).toBeGreaterThan(1);
    expect(converted.every((candidate) => candidate.height % 2 === 0)).toBe(true);
    expect(result.settings.height % 2).toBe(0);
    expect(converted.at(-1)?.height).toBe(result.settings.height);
  });
});
