import { describe, expect, it } from "vitest";
import {
  gifsicleLossyFor,
  interFrameMaxErrorForQuality,
  optimizeOptionsSchema,
  toKilobytes,
} from "../shared/options.ts";
import { buildGifsicleOptimize, mayDropEmptyFrames } from "./commands.ts";

describe("optimize commands", () => {
  it("optimises at the level with lossy LZW, keeping empty frames when told", () => {
    expect(
      buildGifsicleOptimize("/w/in.gif", "/w/out.gif", {
        optimizeLevel: 3,
        lossy: 20,
        keepEmptyFrames: true,
      }),
    ).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "--lossy=20", "/w/in.gif", "--output", "/w/out.gif"],
    });
    expect(
      buildGifsicleOptimize("/w/in.gif", "/w/out.gif", {
        optimizeLevel: 1,
        lossy: 0,
        keepEmptyFrames: false,
      }),
    ).toEqual({
      binary: "gifsicle",
      args: ["-O1", "/w/in.gif", "--output", "/w/out.gif"],
    });
  });
  it("lets empty frames merge only when no delay is 0 or 1 and the sum fits 16 bits", () => {
    expect(mayDropEmptyFrames([3, 3, 3])).toBe(true);
    expect(mayDropEmptyFrames([2, 10])).toBe(true);
    // Browsers show 0 and 1 as 0.1 s: merged, two such frames would play as one.
    expect(mayDropEmptyFrames([0, 5, 5])).toBe(false);
    expect(mayDropEmptyFrames([5, 1])).toBe(false);
    expect(mayDropEmptyFrames([65_535])).toBe(true);
    expect(mayDropEmptyFrames([65_535, 2])).toBe(false);
  });
});

describe("optimize options", () => {
  it("has the spec's defaults and reads the form", () => {
    expect(optimizeOptionsSchema.parse({})).toEqual({
      quality: 80,
      colors: 256,
      lossy: 20,
      dither: "floyd-steinberg",
      optimize_level: 3,
    });
    expect(
      optimizeOptionsSchema.parse({
        quality: "60",
        colors: "64",
        lossy: "30",
        dither: "burkes",
        optimize_level: "2",
      }),
    ).toEqual({ quality: 60, colors: 64, lossy: 30, dither: "burkes", optimize_level: 2 });
  });
  it("names the problem", () => {
    const message = (fields: Record<string, string>) =>
      optimizeOptionsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(message({ quality: "0" })).toBe("Quality must be a whole number from 1 to 100.");
    expect(message({ colors: "300" })).toBe("Colors must be a whole number from 2 to 256.");
    expect(message({ lossy: "-1" })).toBe("Lossy must be a whole number from 0 to 100.");
    expect(message({ dither: "ordered" })).toBe(
      "Dither must be one of floyd-steinberg, atkinson, burkes, none.",
    );
    expect(message({ optimize_level: "4" })).toBe("Optimize level must be 1, 2 or 3.");
  });
  it("shows sizes in KB, at least 1", () => {
    expect(toKilobytes(300)).toBe(1);
    expect(toKilobytes(10_240)).toBe(10);
  });
  it("applies lossy 3.5 times as strongly to flat-colour GIFs, 0 staying lossless", () => {
    expect(gifsicleLossyFor(20, true)).toBe(70);
    expect(gifsicleLossyFor(30, true)).toBe(105);
    expect(gifsicleLossyFor(0, true)).toBe(0);
    expect(gifsicleLossyFor(20, false)).toBe(20);
  });
  it("maps quality to the inter-frame error", () => {
    expect(interFrameMaxErrorForQuality(100)).toBe(0);
    expect(interFrameMaxErrorForQuality(80)).toBe(8);
    expect(interFrameMaxErrorForQuality(60)).toBe(16);
    expect(interFrameMaxErrorForQuality(1)).toBe(40);
  });
});
