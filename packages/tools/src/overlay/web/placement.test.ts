import { describe, expect, it } from "vitest";
import { arrowKeyStep, keepOnPicture, presetPosition } from "./placement.ts";

const gif = { width: 200, height: 100 };
const logo = { width: 40, height: 20 };

describe("overlay placement", () => {
  it("puts presets at the corners with a margin, and in the center", () => {
    expect(presetPosition("top-left", gif, logo, 8)).toEqual({ x: 8, y: 8 });
    expect(presetPosition("top-right", gif, logo, 8)).toEqual({ x: 152, y: 8 });
    expect(presetPosition("bottom-left", gif, logo, 8)).toEqual({ x: 8, y: 72 });
    expect(presetPosition("bottom-right", gif, logo, 0)).toEqual({ x: 160, y: 80 });
    expect(presetPosition("center", gif, logo, 8)).toEqual({ x: 80, y: 40 });
  });

  it("keeps a pixel on the picture", () => {
    expect(keepOnPicture({ x: -100, y: 500 }, gif, logo)).toEqual({ x: -39, y: 99 });
    expect(keepOnPicture({ x: 10.4, y: 5.6 }, gif, logo)).toEqual({ x: 10, y: 6 });
  });

  it("moves 1 px with arrows, 10 with Shift", () => {
    expect(arrowKeyStep("ArrowLeft", false)).toEqual({ dx: -1, dy: 0 });
    expect(arrowKeyStep("ArrowDown", true)).toEqual({ dx: 0, dy: 10 });
    expect(arrowKeyStep("Enter", false)).toBeNull();
  });
});
