import { describe, expect, it } from "vitest";
import {
  angleMessage,
  flipMessage,
  flippedSettings,
  nothingToDoMessage,
  previewTransform,
  type RotateOptions,
  rotateAngles,
  rotatedSize,
  rotateOptionsSchema,
  turnedSettings,
} from "./options.ts";

type Settings = Pick<RotateOptions, "angle" | "flip">;
/** A tiny picture: rows of distinct labels, so every pixel's place is checked. */
type Grid = string[][];
const source: Grid = [
  ["a", "b", "c"],
  ["d", "e", "f"],
];

const rotateClockwise = (grid: Grid): Grid =>
  (grid[0] as string[]).map((_, x) => grid.map((row) => row[x] as string).reverse());
const flipHorizontal = (grid: Grid): Grid => grid.map((row) => [...row].reverse());
const flipVertical = (grid: Grid): Grid => [...grid].reverse();

/** What the server makes: rotate clockwise by angle, then mirror. */
function apply(grid: Grid, settings: Settings): Grid {
  let result = grid;
  for (let turn = 0; turn < settings.angle / 90; turn++) result = rotateClockwise(result);
  if (settings.flip === "horizontal") result = flipHorizontal(result);
  if (settings.flip === "vertical") result = flipVertical(result);
  return result;
}

const allSettings: Settings[] = rotateAngles.flatMap((angle) =>
  (["none", "horizontal", "vertical"] as const).map((flip) => ({ angle, flip })),
);

describe("rotate options", () => {
  it("defaults to a quarter turn clockwise and reads form strings", () => {
    expect(rotateOptionsSchema.parse({})).toEqual({ angle: 90, flip: "none" });
    expect(rotateOptionsSchema.parse({ angle: "270", flip: "vertical" })).toEqual({
      angle: 270,
      flip: "vertical",
    });
    // The worker parses the parsed options again.
    expect(rotateOptionsSchema.parse({ angle: 180, flip: "horizontal" })).toEqual({
      angle: 180,
      flip: "horizontal",
    });
  });

  it("refuses other angles and flips with messages that name the field", () => {
    for (const angle of ["45", "360", "-90", "", "abc", "90.5"]) {
      const parsed = rotateOptionsSchema.safeParse({ angle });
      expect(parsed.error?.issues[0]?.message, angle).toBe(angleMessage);
    }
    const flip = rotateOptionsSchema.safeParse({ flip: "diagonal" });
    expect(flip.error?.issues[0]?.message).toBe(flipMessage);
  });

  it("refuses angle 0 with flip none: nothing to do", () => {
    const parsed = rotateOptionsSchema.safeParse({ angle: "0", flip: "none" });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([nothingToDoMessage]);
    expect(rotateOptionsSchema.parse({ angle: "0", flip: "horizontal" }).angle).toBe(0);
  });

  it("swaps width and height on quarter turns only", () => {
    expect(rotatedSize({ width: 480, height: 270 }, 90)).toEqual({ width: 270, height: 480 });
    expect(rotatedSize({ width: 480, height: 270 }, 270)).toEqual({ width: 270, height: 480 });
    expect(rotatedSize({ width: 480, height: 270 }, 180)).toEqual({ width: 480, height: 270 });
  });

  it("the rotate and flip buttons act on the result as it is shown", () => {
    for (const settings of allSettings) {
      const shown = apply(source, settings);
      const label = JSON.stringify(settings);
      expect(apply(source, turnedSettings(settings, 90)), `${label} right`).toEqual(
        rotateClockwise(shown),
      );
      expect(apply(source, turnedSettings(settings, -90)), `${label} left`).toEqual(
        rotateClockwise(rotateClockwise(rotateClockwise(shown))),
      );
      expect(apply(source, flippedSettings(settings, "horizontal")), `${label} H`).toEqual(
        flipHorizontal(shown),
      );
      expect(apply(source, flippedSettings(settings, "vertical")), `${label} V`).toEqual(
        flipVertical(shown),
      );
    }
  });

  it("the preview transform rotates first, then mirrors (CSS applies the right-most first)", () => {
    expect(previewTransform({ angle: 90, flip: "none" })).toBe("rotate(90deg)");
    expect(previewTransform({ angle: 270, flip: "horizontal" })).toBe("scaleX(-1) rotate(270deg)");
    expect(previewTransform({ angle: 0, flip: "vertical" })).toBe("scaleY(-1) rotate(0deg)");
  });
});
