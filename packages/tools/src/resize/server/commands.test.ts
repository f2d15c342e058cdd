import { describe, expect, it } from "vitest";
import { resizeOptionsSchema } from "../shared/options.ts";
import {
  fitInside,
  type ResizeFormState,
  resizeTarget,
  toDimension,
  withAspectPreset,
  withHeight,
  withMaintainAspect,
  withPercentage,
  withWidth,
} from "../shared/sizing.ts";
import { buildGifsicleOptimize, buildGifsicleResize, resizeMethodFor } from "./commands.ts";

describe("resize commands", () => {
  it("shrinks with gifsicle's area filter and enlarges with lanczos3", () => {
    const source = { width: 480, height: 270 };
    expect(resizeMethodFor(source, { width: 240, height: 135 })).toBe("mix");
    expect(resizeMethodFor(source, { width: 480, height: 270 })).toBe("mix");
    expect(resizeMethodFor(source, { width: 481, height: 100 })).toBe("lanczos3");
    expect(resizeMethodFor(source, { width: 100, height: 300 })).toBe("lanczos3");
  });

  it("resizes with the method given, keeps every frame, adds colours only when asked", () => {
    expect(
      buildGifsicleResize("/w/in.gif", "/w/out.gif", { width: 960, height: 540 }, "lanczos3", true),
    ).toEqual({
      binary: "gifsicle",
      args: [
        "/w/in.gif",
        "--resize-method",
        "lanczos3",
        "--resize-colors",
        "256",
        "--resize",
        "960x540",
        "--output",
        "/w/out.gif",
      ],
    });
    expect(
      buildGifsicleResize("/w/in.gif", "/w/out.gif", { width: 24, height: 13 }, "mix", false).args,
    ).toEqual([
      "/w/in.gif",
      "--resize-method",
      "mix",
      "--resize",
      "24x13",
      "--output",
      "/w/out.gif",
    ]);
  });

  it("optimizes losslessly with -O3 into another file, keeping every frame", () => {
    expect(buildGifsicleOptimize("/w/a.gif", "/w/b.gif")).toEqual({
      binary: "gifsicle",
      args: ["-O3", "-Okeep-empty", "/w/a.gif", "--output", "/w/b.gif"],
    });
  });
});

describe("resize options", () => {
  it("reads the form", () => {
    expect(
      resizeOptionsSchema.parse({ width: "640", height: "360", maintain_aspect_ratio: "false" }),
    ).toEqual({
      width: 640,
      height: 360,
      maintain_aspect_ratio: false,
    });
    expect(resizeOptionsSchema.parse({})).toEqual({
      width: 300,
      height: 300,
      maintain_aspect_ratio: true,
    });
    // The worker parses the parsed options again.
    expect(resizeOptionsSchema.parse({ width: 5, height: 6, maintain_aspect_ratio: true })).toEqual(
      {
        width: 5,
        height: 6,
        maintain_aspect_ratio: true,
      },
    );
  });
  it("names the problem", () => {
    expect(resizeOptionsSchema.safeParse({ width: "0" }).error?.issues[0]?.message).toBe(
      "Width must be a whole number from 1 to 12000 pixels.",
    );
    expect(resizeOptionsSchema.safeParse({ height: "1.5" }).error?.issues[0]?.message).toBe(
      "Height must be a whole number from 1 to 12000 pixels.",
    );
  });
});

describe("resize sizing", () => {
  const natural = { width: 480, height: 270 };
  const state: ResizeFormState = {
    width: 300,
    height: 300,
    maintainAspectRatio: true,
    percentage: 100,
    aspectPreset: "free",
  };
  it("turns a non-numeric or non-positive entry into 1", () => {
    expect(toDimension("abc")).toBe(1);
    expect(toDimension("-5")).toBe(1);
    expect(toDimension("0")).toBe(1);
    expect(toDimension("")).toBe(1);
    expect(toDimension("42.4")).toBe(42);
  });
  it("fits inside the box keeping the aspect, or scales exactly", () => {
    expect(fitInside(natural, { width: 300, height: 300 })).toEqual({ width: 300, height: 169 });
    expect(resizeTarget(natural, 300, 300, false)).toEqual({ width: 300, height: 300 });
    expect(resizeTarget(natural, 1000, 100, true)).toEqual({ width: 178, height: 100 });
  });
  it("recomputes the other side from the natural ratio when maintain-aspect is on", () => {
    expect(withWidth(state, "240", natural)).toMatchObject({ width: 240, height: 135 });
    expect(withHeight(state, "135", natural)).toMatchObject({ width: 240, height: 135 });
    expect(withWidth({ ...state, maintainAspectRatio: false }, "240", natural)).toMatchObject({
      width: 240,
      height: 300,
    });
  });
  it("follows a preset's ratio even with maintain-aspect off", () => {
    const wide = withAspectPreset({ ...state, maintainAspectRatio: false }, "16:9", natural);
    expect(wide).toMatchObject({ width: 300, height: 169 });
    expect(withWidth(wide, 160, natural)).toMatchObject({ width: 160, height: 90 });
    expect(withHeight(withAspectPreset(state, "9:16", natural), 160, natural)).toMatchObject({
      width: 90,
      height: 160,
    });
  });
  it("recalculates both sides from the natural size when the percentage changes", () => {
    expect(withPercentage(state, "50", natural)).toMatchObject({
      percentage: 50,
      width: 240,
      height: 135,
    });
    expect(withPercentage(state, "x", natural)).toMatchObject({
      percentage: 1,
      width: 5,
      height: 3,
    });
  });
  it("recomputes the height from the width when maintain-aspect is turned on", () => {
    const off = { ...state, maintainAspectRatio: false, width: 480, height: 100 };
    expect(withMaintainAspect(off, true, natural)).toMatchObject({ width: 480, height: 270 });
    expect(withMaintainAspect(state, false, natural)).toMatchObject({ width: 300, height: 300 });
  });
});
