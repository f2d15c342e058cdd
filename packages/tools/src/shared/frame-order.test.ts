import { describe, expect, it } from "vitest";
import {
  frameOrderOptionsSchema,
  gifsicleFrameSelection,
  orderedFrameIndices,
  orderedFrames,
  orderOf,
} from "./frame-order.ts";

describe("frame order", () => {
  it("reverses back to front", () => {
    expect(orderedFrameIndices("reverse", 4)).toEqual([3, 2, 1, 0]);
    expect(gifsicleFrameSelection("reverse", 4)).toEqual(["#-1-0"]);
  });

  it("plays a boomerang forward then back without showing a turning frame twice", () => {
    expect(orderedFrameIndices("boomerang", 5)).toEqual([0, 1, 2, 3, 4, 3, 2, 1]);
    expect(orderedFrameIndices("boomerang", 3)).toEqual([0, 1, 2, 1]);
    // Two frames or one: forward and back are the same loop.
    expect(orderedFrameIndices("boomerang", 2)).toEqual([0, 1]);
    expect(orderedFrameIndices("boomerang", 1)).toEqual([0]);
    expect(gifsicleFrameSelection("boomerang", 5)).toEqual(["#0-", "#-2-1"]);
    expect(gifsicleFrameSelection("boomerang", 3)).toEqual(["#0-", "#-2-1"]);
    expect(gifsicleFrameSelection("boomerang", 2)).toEqual(["#0-"]);
  });

  it("keeps each frame's own delay, 0 and 1 included", () => {
    expect(orderedFrames("boomerang", [0, 1, 7, 30])).toEqual([
      { index: 0, delayCentiseconds: 0 },
      { index: 1, delayCentiseconds: 1 },
      { index: 2, delayCentiseconds: 7 },
      { index: 3, delayCentiseconds: 30 },
      { index: 2, delayCentiseconds: 7 },
      { index: 1, delayCentiseconds: 1 },
    ]);
    expect(orderedFrames("reverse", [5, 0]).map((frame) => frame.delayCentiseconds)).toEqual([
      0, 5,
    ]);
  });
});

describe("frame order options", () => {
  it("defaults to the page's order and names the choices when wrong", () => {
    expect(orderOf(frameOrderOptionsSchema("reverse").parse({}), "reverse")).toBe("reverse");
    expect(orderOf(frameOrderOptionsSchema("boomerang").parse({}), "boomerang")).toBe("boomerang");
    expect(frameOrderOptionsSchema("reverse").parse({ mode: "boomerang" })).toEqual({
      mode: "boomerang",
    });
    expect(
      frameOrderOptionsSchema("reverse").safeParse({ mode: "pingpong" }).error?.issues[0]?.message,
    ).toBe("mode must be reverse or boomerang.");
  });
});
