import { describe, expect, it } from "vitest";
import {
  frameOrderOptionsSchema,
  gifsicleFrameSelection,
  gifsiclePictureSelection,
  orderedFrameIndices,
  orderedFrames,
  orderOf,
  pictureGroups,
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

describe("pictures of 0-delay patches", () => {
  const frames = (delays: number[], disposal = 1) =>
    delays.map((delayCentiseconds) => ({ delayCentiseconds, disposal }));
  it("groups each 0-delay frame left drawn with the frame after it", () => {
    expect(pictureGroups(frames([0, 0, 300]))).toEqual([[0, 1, 2]]);
    expect(pictureGroups(frames([0, 5, 0, 0, 5, 7, 0]))).toEqual([[0, 1], [2, 3, 4], [5], [6]]);
    expect(pictureGroups(frames([10, 1, 2]))).toEqual([[0], [1], [2]]);
    // A 0-delay frame cleared after it is shown adds nothing to the next picture.
    expect(pictureGroups(frames([0, 0, 5], 2))).toEqual([[0], [1], [2]]);
  });
  it("makes each frame a picture when no frame has a delay (all 0, none given, GIF87a: issue 41)", () => {
    expect(pictureGroups(frames([0, 0, 0, 0]))).toEqual([[0], [1], [2], [3]]);
    expect(gifsiclePictureSelection("reverse", pictureGroups(frames([0, 0, 0])))).toEqual([
      "#2",
      "#1",
      "#0",
    ]);
  });
  it("selects whole pictures in the new order, each one's patches in their own order", () => {
    const groups = [[0, 1], [2, 3, 4], [5]];
    expect(gifsiclePictureSelection("reverse", groups)).toEqual(["#5", "#2-4", "#0-1"]);
    expect(gifsiclePictureSelection("boomerang", groups)).toEqual(["#0-1", "#2-4", "#5", "#2-4"]);
    expect(gifsiclePictureSelection("reverse", [[0, 1, 2]])).toEqual(["#0-2"]);
    expect(gifsiclePictureSelection("boomerang", [[0, 1, 2]])).toEqual(["#0-2"]);
  });
});
