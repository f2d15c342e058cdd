import { describe, expect, it } from "vitest";
import { clampCropBox, cropOptionsSchema } from "../shared/options.ts";
import { buildGifsicleCrop } from "./commands.ts";

describe("crop commands", () => {
  it("crops losslessly with gifsicle", () => {
    expect(
      buildGifsicleCrop("/w/in.gif", "/w/out.gif", { x: 10, y: 20, width: 200, height: 100 }),
    ).toEqual({
      binary: "gifsicle",
      args: ["--crop", "10,20+200x100", "/w/in.gif", "--output", "/w/out.gif"],
    });
  });
});

describe("crop options", () => {
  it("reads form strings and applies defaults", () => {
    expect(
      cropOptionsSchema.parse({ x: "5", y: "6", width: "70", height: "80", aspect_ratio: "1.5" }),
    ).toEqual({
      x: 5,
      y: 6,
      width: 70,
      height: 80,
      aspect_ratio: 1.5,
    });
    expect(cropOptionsSchema.parse({})).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      aspect_ratio: "free",
    });
  });
  it("names the problem", () => {
    expect(cropOptionsSchema.safeParse({ width: "9" }).error?.issues[0]?.message).toBe(
      "Width must be a whole number from 10 to 12000 pixels.",
    );
    expect(cropOptionsSchema.safeParse({ x: "-1" }).error?.issues[0]?.message).toBe(
      "X must be a whole number from 0 to 12000.",
    );
    expect(cropOptionsSchema.safeParse({ y: "abc" }).error?.issues[0]?.message).toBe(
      "Y must be a whole number from 0 to 12000.",
    );
  });
  it("clamps a box that reaches outside the image", () => {
    expect(clampCropBox({ x: 400, y: 10, width: 200, height: 500 }, 480, 270)).toEqual({
      x: 400,
      y: 10,
      width: 80,
      height: 260,
    });
    expect(clampCropBox({ x: 900, y: 0, width: 50, height: 50 }, 480, 270)).toEqual({
      x: 480,
      y: 0,
      width: 0,
      height: 50,
    });
  });
});
