import { describe, expect, it } from "vitest";
import { unreachableMessage } from "./fit-gif.ts";
import {
  averageFps,
  candidateAt,
  type FitCandidate,
  fitSpace,
  formatSize,
  keepFramesEvenly,
  nextPosition,
  qualitySpan,
  searchFit,
} from "./fit-size.ts";
import { buildFitGifsiclePass, buildFitSample } from "./fit-size-commands.ts";

/** A 10 s 480×360 clip at 15 fps with 256 colours and no lossy: the Video to GIF default. */
const start = { width: 480, height: 360, colours: 256, lossy: 0, frameCount: 150, fps: 15 };
const space = fitSpace(start);

/**
 * A synthetic encoder: bytes ∝ pixels × frames × a quality factor that falls with lossy and
 * colours (not the model's own curve, so the search has to correct itself).
 */
function syntheticBytes(candidate: FitCandidate): number {
  const pixels = candidate.width * candidate.height * candidate.keptFrames;
  const quality = (1 / (1 + candidate.lossy / 60)) * (0.55 + 0.45 * (candidate.colours / 256));
  return Math.round(pixels * 0.4 * quality);
}

async function runSearch(targetBytes: number, sizeOf = syntheticBytes) {
  const encoded: FitCandidate[] = [];
  const outcome = await searchFit(
    space,
    targetBytes,
    { bytes: sizeOf(candidateAt(space, 0)), output: "first" },
    async (candidate, attempt) => {
      encoded.push(candidate);
      return { bytes: sizeOf(candidate), output: `attempt-${attempt}` };
    },
  );
  return { outcome, encoded };
}

describe("the settings line", () => {
  it("starts at the tool's own settings and ends at every floor", () => {
    expect(candidateAt(space, 0)).toEqual({
      width: 480,
      height: 360,
      colours: 256,
      lossy: 0,
      keptFrames: 150,
      fps: 15,
    });
    expect(candidateAt(space, space.maximumPosition)).toEqual({
      width: 133,
      height: 100,
      colours: 32,
      lossy: 120,
      keptFrames: 50,
      fps: 5,
    });
    // Beyond the end: clamped.
    expect(candidateAt(space, space.maximumPosition + 5)).toEqual(
      candidateAt(space, space.maximumPosition),
    );
  });

  it("gives up lossy and colours first, then dimensions, then frame rate", () => {
    const quality = candidateAt(space, qualitySpan / 2);
    expect(quality).toMatchObject({ width: 480, height: 360, keptFrames: 150 });
    expect(quality.colours).toBeLessThan(256);
    expect(quality.lossy).toBeGreaterThan(0);
    const smaller = candidateAt(space, (space.scaleFrom + space.framesFrom) / 2);
    expect(smaller).toMatchObject({ colours: 32, lossy: 120, keptFrames: 150 });
    expect(smaller.width).toBeLessThan(480);
    expect(smaller.width).toBeGreaterThan(133);
    const slower = candidateAt(space, (space.framesFrom + space.maximumPosition) / 2);
    expect(slower).toMatchObject({ width: 133, height: 100, colours: 32, lossy: 120 });
    expect(slower.keptFrames).toBeLessThan(150);
    expect(slower.keptFrames).toBeGreaterThan(50);
  });

  it("has no dimension or frame-rate phase where the start is already at a floor", () => {
    const small = fitSpace({
      width: 80,
      height: 80,
      colours: 64,
      lossy: 80,
      frameCount: 9,
      fps: 4,
    });
    expect(small.maximumPosition).toBe(qualitySpan);
    expect(candidateAt(small, small.maximumPosition)).toEqual({
      width: 80,
      height: 80,
      colours: 32,
      lossy: 120,
      keptFrames: 9,
      fps: 4,
    });
  });
});

describe("nextPosition", () => {
  const maximum = space.maximumPosition;
  it("steps by the prior slope from the first measurement", () => {
    // 1 MB measured, 500 KB target: ln(1 MB / (0.935 × 500 KB)).
    const position = nextPosition([{ position: 0, bytes: 1_000_000 }], 500_000, maximum);
    expect(position).toBeCloseTo(Math.log(1_000_000 / (0.935 * 500_000)), 10);
  });
  it("stops on a result within 87-100% of the target", () => {
    expect(
      nextPosition(
        [
          { position: 0, bytes: 1_000_000 },
          { position: 0.7, bytes: 450_000 },
        ],
        500_000,
        maximum,
      ),
    ).toBeNull();
  });
  it("interpolates inside the bracket when a step overshoots", () => {
    const position = nextPosition(
      [
        { position: 0, bytes: 1_000_000 },
        { position: 1, bytes: 300_000 },
      ],
      500_000,
      maximum,
    );
    const slope = Math.log(0.3);
    expect(position).toBeCloseTo(Math.log(0.4675) / slope, 10);
  });
  it("gives up when the floors were measured too large", () => {
    expect(
      nextPosition(
        [
          { position: 0, bytes: 9_000_000 },
          { position: maximum, bytes: 600_000 },
        ],
        500_000,
        maximum,
      ),
    ).toBeNull();
  });
});

describe("searchFit", () => {
  it("keeps the tool's own result when it already fits, without encoding", async () => {
    const { outcome, encoded } = await runSearch(20_000_000);
    expect(encoded).toEqual([]);
    expect(outcome.chosen?.output).toBe("first");
  });

  it("lands within 87-100% of the target in a few encodes, never above it", async () => {
    const first = syntheticBytes(candidateAt(space, 0));
    for (const fraction of [0.8, 0.5, 0.3, 0.1, 0.03]) {
      const target = Math.round(first * fraction);
      const { outcome, encoded } = await runSearch(target);
      expect(outcome.chosen, `target ${fraction}`).not.toBeNull();
      expect(outcome.chosen?.bytes).toBeLessThanOrEqual(target);
      expect(outcome.chosen?.bytes).toBeGreaterThanOrEqual(0.87 * target);
      expect(encoded.length, `encodes for ${fraction}`).toBeLessThanOrEqual(4);
    }
  });

  it("takes the exact decisions of the model on a log-linear size", async () => {
    // ln bytes falls by exactly 1 per unit of position: the first step lands at 93.5%.
    const first = 1_000_000;
    const logLinear = (candidate: FitCandidate) => {
      const position = [0, 0.25, 0.5, 1, 2, 3, 4].find(
        (value) => JSON.stringify(candidateAt(space, value)) === JSON.stringify(candidate),
      );
      return Math.round(first * Math.exp(-(position ?? Number.NaN)));
    };
    const target = Math.round((first * Math.exp(-1)) / 0.935);
    const outcome = await searchFit(
      space,
      target,
      { bytes: first, output: "first" },
      async (c) => ({
        bytes: logLinear(c),
        output: "attempt",
      }),
    );
    expect(outcome.attempts.map((attempt) => attempt.position)).toEqual([0, expect.closeTo(1, 5)]);
    expect(outcome.chosen?.candidate).toEqual(candidateAt(space, 1));
  });

  it("measures the floors and reports them when the target cannot be reached", async () => {
    const floors = syntheticBytes(candidateAt(space, space.maximumPosition));
    const { outcome, encoded } = await runSearch(Math.round(floors * 0.8));
    expect(outcome.chosen).toBeNull();
    expect(outcome.smallest.candidate).toEqual(candidateAt(space, space.maximumPosition));
    expect(outcome.smallest.bytes).toBe(floors);
    expect(encoded.length).toBeLessThanOrEqual(3);
  });
});

describe("searchFit after a sample", () => {
  it("stops without encoding when the full GIF the sample predicted is within the window", async () => {
    const candidate = candidateAt(space, 1);
    const outcome = await searchFit(
      space,
      1_000_000,
      { bytes: 3_000_000, output: "first" },
      async () => {
        throw new Error("no encode expected");
      },
      6,
      [{ candidate, position: 1, bytes: 950_000, output: "full-1" }],
    );
    expect(outcome.chosen?.output).toBe("full-1");
  });

  it("corrects a prediction that came out too large with full encodes", async () => {
    const candidate = candidateAt(space, 0.5);
    const target = Math.round(syntheticBytes(candidate) * 0.8);
    const encoded: FitCandidate[] = [];
    const outcome = await searchFit(
      space,
      target,
      { bytes: syntheticBytes(candidateAt(space, 0)), output: "first" },
      async (next) => {
        encoded.push(next);
        return { bytes: syntheticBytes(next), output: "full" };
      },
      5,
      [{ candidate, position: 0.5, bytes: syntheticBytes(candidate), output: "full-1" }],
    );
    expect(encoded.length).toBeGreaterThan(0);
    expect(outcome.chosen?.bytes).toBeLessThanOrEqual(target);
    expect(outcome.chosen?.bytes).toBeGreaterThanOrEqual(0.87 * target);
  });
});

describe("commands", () => {
  it("builds the gifsicle pass and the sample exactly", () => {
    expect(buildFitGifsiclePass("/w/in.gif", "/w/out.gif", { colours: 256, lossy: 0 })).toEqual({
      binary: "gifsicle",
      args: ["-O2", "-Okeep-empty", "/w/in.gif", "--output", "/w/out.gif"],
    });
    expect(
      buildFitGifsiclePass(
        "/w/in.gif",
        "/w/out.gif",
        { colours: 64, lossy: 80 },
        { width: 240, height: 180 },
      ).args,
    ).toEqual([
      "-O2",
      "-Okeep-empty",
      "--resize-method",
      "lanczos3",
      "--resize-colors",
      "256",
      "--resize",
      "240x180",
      "--colors",
      "64",
      "--lossy=80",
      "/w/in.gif",
      "--output",
      "/w/out.gif",
    ]);
    // -O1 where the sample showed that -O2's transparency saves nothing.
    expect(
      buildFitGifsiclePass("/w/in.gif", "/w/out.gif", { colours: 256, lossy: 40 }, undefined, 1)
        .args,
    ).toEqual(["-O1", "-Okeep-empty", "--lossy=40", "/w/in.gif", "--output", "/w/out.gif"]);
    expect(buildFitSample("/w/in.gif", "/w/sample.gif", 25)).toEqual({
      binary: "gifsicle",
      args: ["/w/in.gif", "#0-24", "--output", "/w/sample.gif"],
    });
  });
});

describe("helpers", () => {
  it("keeps frames evenly and gives dropped frames' time to the kept ones", () => {
    const delays = [7, 7, 6, 7, 7, 6, 7];
    expect(keepFramesEvenly(delays, 3)).toEqual([
      { index: 0, delayCentiseconds: 7 + 7 },
      { index: 2, delayCentiseconds: 6 + 7 },
      { index: 4, delayCentiseconds: 7 + 6 + 7 },
    ]);
    expect(keepFramesEvenly(delays, 7).map((frame) => frame.delayCentiseconds)).toEqual(delays);
  });

  it("reads a GIF's frame rate as browsers play it", () => {
    expect(averageFps([100, 100, 100, 100])).toBe(10);
    // 0 and 10 ms play as 100 ms.
    expect(averageFps([0, 10])).toBe(10);
  });

  it("writes sizes as the site does and names what to change", () => {
    expect(formatSize(500 * 1024)).toBe("500 KB");
    expect(formatSize(1.44 * 1024 * 1024)).toBe("1.4 MB");
    expect(
      unreachableMessage(
        { targetBytes: 500 * 1024, subject: "clip", durationSeconds: 10 },
        {
          bytes: Math.round(1.44 * 1024 * 1024),
          candidate: { width: 100, height: 56, colours: 32, lossy: 120, keptFrames: 50, fps: 5 },
        },
      ),
    ).toBe(
      "The smallest GIF we could make is 1.4 MB (100×56 px, 5 fps, 32 colors), above your 500 KB target. Shorten the clip to about 3 s or choose a larger size.",
    );
  });
});

describe("colours first at a low lossy (the GIF fit's quality phase, issue 27)", () => {
  const lowSpace = fitSpace({ ...start, lowLossy: 20 });
  it("holds lossy at 20 while colours fall to 32, then raises lossy to 120, all at full size", () => {
    expect(candidateAt(lowSpace, 0)).toMatchObject({ colours: 256, lossy: 0, width: 480 });
    const early = candidateAt(lowSpace, lowSpace.scaleFrom * 0.1);
    expect(early.lossy).toBe(20);
    // A tenth of the way is 2/15 of the colours phase: 256 × 8^(−2/15) ≈ 194.
    expect(early.colours).toBe(194);
    const coloursDone = candidateAt(lowSpace, lowSpace.scaleFrom * 0.75);
    expect([coloursDone.colours, coloursDone.lossy]).toEqual([32, 20]);
    const halfLossy = candidateAt(lowSpace, lowSpace.scaleFrom * 0.875);
    expect([halfLossy.colours, halfLossy.lossy, halfLossy.width]).toEqual([32, 70, 480]);
    expect(candidateAt(lowSpace, lowSpace.scaleFrom)).toMatchObject({
      colours: 32,
      lossy: 120,
      width: 480,
      height: 360,
    });
    // The size phase follows as before.
    expect(candidateAt(lowSpace, lowSpace.scaleFrom + 0.5).width).toBeLessThan(480);
  });

  it("keepSize leaves out the size phase: only quality and frames are given up", () => {
    const kept = fitSpace({ ...start, keepSize: true });
    expect(kept.framesFrom).toBe(kept.scaleFrom);
    const last = candidateAt(kept, kept.maximumPosition);
    expect([last.width, last.height]).toEqual([480, 360]);
    expect(last.keptFrames).toBeLessThan(150);
  });

  it("a closer tolerance keeps searching until the result is within it", () => {
    const tight = { acceptedLow: 0.95, aim: 0.975 };
    // 90% of the target ends the default search but not the tight one.
    const points = [
      { position: 0, bytes: 2000 },
      { position: 0.5, bytes: 900 },
    ];
    expect(nextPosition(points, 1000, space.maximumPosition)).toBeNull();
    const next = nextPosition(points, 1000, space.maximumPosition, tight);
    expect(next).not.toBeNull();
    expect(next as number).toBeGreaterThan(0);
    expect(next as number).toBeLessThan(0.5);
  });
});
