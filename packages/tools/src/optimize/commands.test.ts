import { describe, expect, it } from "vitest";
import { buildGifsicleOptimize } from "./commands.ts";
import { interFrameMaxErrorForQuality, optimizeOptionsSchema, toKilobytes } from "./options.ts";

describe("optimize commands", () => {
  it("optimises at the level with lossy LZW, keeping every frame", () => {
    expect(
      buildGifsicleOptimize("/w/in.gif", "/w/out.gif", { optimizeLevel: 3, lossy: 20 }),
    ).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "--lossy=20", "/w/in.gif", "--output", "/w/out.gif"],
    });
    expect(
      buildGifsicleOptimize("/w/in.gif", "/w/out.gif", { optimizeLevel: 1, lossy: 0 }),
    ).toEqual({
      binary: "gifsicle",
      args: ["-O1", "-Okeep-empty", "/w/in.gif", "--output", "/w/out.gif"],
    });
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
  it("maps quality to the inter-frame error", () => {
    expect(interFrameMaxErrorForQuality(100)).toBe(0);
    expect(interFrameMaxErrorForQuality(80)).toBe(8);
    expect(interFrameMaxErrorForQuality(60)).toBe(16);
    expect(interFrameMaxErrorForQuality(1)).toBe(40);
  });
});
