import { describe, expect, it } from "vitest";
import type { PlannedRegion } from "../shared/regions.ts";
import { buildCensorFilterGraph } from "./commands.ts";

const blur: PlannedRegion = {
  x: 10,
  y: 20,
  width: 30,
  height: 16,
  style: "blur",
  strength: 12,
  color: "#000000",
  firstFrame: 2,
  lastFrame: 5,
};

describe("buildCensorFilterGraph", () => {
  it("one box: crop, fill with the color, overlay back on its frames", () => {
    expect(
      buildCensorFilterGraph([{ ...blur, style: "box", color: "#ff8000", firstFrame: 0 }]),
    ).toBe(
      "split[main0][region0];" +
        "[region0]crop=30:16:10:20,lutrgb=r=255:g=128:b=0:a=255[hidden0];" +
        "[main0][hidden0]overlay=10:20:format=rgb:enable='between(n,0,5)'",
    );
  });

  it("one blur: a per-frame palette of the untouched frame, backdrop, blur (radius at most half the smaller side), snapped", () => {
    expect(buildCensorFilterGraph([blur])).toBe(
      "split=3[frame0][effectBase][paletteSource];" +
        "[paletteSource]palettegen=stats_mode=single:max_colors=256:reserve_transparent=1[palette];" +
        "[effectBase]split[under0][source0];" +
        "[source0]crop=30:16:10:20,split[picture0][backdropSource0];" +
        "[backdropSource0]lutrgb=r=0:g=0:b=0:a=255[backdrop0];" +
        "[backdrop0][picture0]overlay=format=rgb,boxblur=luma_radius=8:luma_power=2[effect0];" +
        "[under0][effect0]overlay=10:20:format=rgb[effected0];" +
        "[effected0][palette]paletteuse=dither=none:new=1[snapped0];" +
        "[snapped0]crop=30:16:10:20[hidden0];" +
        "[frame0][hidden0]overlay=10:20:format=rgb:enable='between(n,2,5)'",
    );
  });

  it("several regions: the effects drawn on one copy snapped once, every region overlaid in order on its frames", () => {
    const graph = buildCensorFilterGraph([
      { ...blur, style: "pixelate", strength: 8 },
      { ...blur, style: "box", x: 0, y: 0 },
      { ...blur, x: 50, strength: 3, color: "#ffffff", firstFrame: 7, lastFrame: 7 },
    ]);
    expect(graph.split(";")).toEqual([
      "split=3[frame0][effectBase][paletteSource]",
      "[paletteSource]palettegen=stats_mode=single:max_colors=256:reserve_transparent=1[palette]",
      "[effectBase]split[under0][source0]",
      "[source0]crop=30:16:10:20,split[picture0][backdropSource0]",
      "[backdropSource0]lutrgb=r=0:g=0:b=0:a=255[backdrop0]",
      "[backdrop0][picture0]overlay=format=rgb,pixelize=w=8:h=8[effect0]",
      "[under0][effect0]overlay=10:20:format=rgb[effected0]",
      "[effected0]split[under1][source1]",
      "[source1]crop=30:16:50:20,split[picture1][backdropSource1]",
      "[backdropSource1]lutrgb=r=255:g=255:b=255:a=255[backdrop1]",
      "[backdrop1][picture1]overlay=format=rgb,boxblur=luma_radius=3:luma_power=2[effect1]",
      "[under1][effect1]overlay=50:20:format=rgb[effected1]",
      "[effected1][palette]paletteuse=dither=none:new=1,split=2[snapped0][snapped1]",
      "[snapped0]crop=30:16:10:20[hidden0]",
      "[frame0][hidden0]overlay=10:20:format=rgb:enable='between(n,2,5)'[frame1]",
      "[frame1]split[main1][region1]",
      "[region1]crop=30:16:0:0,lutrgb=r=0:g=0:b=0:a=255[hidden1]",
      "[main1][hidden1]overlay=0:0:format=rgb:enable='between(n,2,5)'[frame2]",
      "[snapped1]crop=30:16:50:20[hidden2]",
      "[frame2][hidden2]overlay=50:20:format=rgb:enable='between(n,7,7)'",
    ]);
  });

  it("refuses an empty list", () => {
    expect(() => buildCensorFilterGraph([])).toThrow("at least one region");
  });
});
