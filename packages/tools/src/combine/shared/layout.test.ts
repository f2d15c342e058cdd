import { describe, expect, it } from "vitest";
import { combineGeometry, referenceInput } from "./layout.ts";

const sizes = [
  { width: 200, height: 100 },
  { width: 50, height: 100 },
  { width: 400, height: 400 },
];

describe("referenceInput", () => {
  it("is the first, the one with the most pixels or the one with the fewest", () => {
    expect(referenceInput(sizes, "first")).toBe(0);
    expect(referenceInput(sizes, "largest")).toBe(2);
    expect(referenceInput(sizes, "smallest")).toBe(1);
  });
});

describe("combineGeometry", () => {
  it("one after another: every input fitted inside the reference, centered, aspect kept", () => {
    const geometry = combineGeometry("sequence", "first", sizes);
    expect(geometry).toMatchObject({ width: 200, height: 100, referenceIndex: 0 });
    expect(geometry.cells.map((cell) => [cell.pictureWidth, cell.pictureHeight])).toEqual([
      [200, 100],
      [50, 100],
      [100, 100],
    ]);
    expect(geometry.cells.map((cell) => [cell.pictureX, cell.pictureY])).toEqual([
      [0, 0],
      [75, 0],
      [50, 0],
    ]);
    // A wide input in a tall reference is fitted by width and padded above and below.
    const tall = combineGeometry("sequence", "smallest", sizes);
    expect(tall).toMatchObject({ width: 50, height: 100 });
    expect(tall.cells[0]).toMatchObject({ pictureWidth: 50, pictureHeight: 25, pictureY: 37 });
  });

  it("side by side: every input at the reference's height, in a row", () => {
    const geometry = combineGeometry("horizontal", "largest", sizes);
    expect(geometry).toMatchObject({ width: 800 + 200 + 400, height: 400 });
    expect(geometry.cells.map((cell) => [cell.x, cell.width, cell.height])).toEqual([
      [0, 800, 400],
      [800, 200, 400],
      [1000, 400, 400],
    ]);
  });

  it("stacked: every input at the reference's width, in a column", () => {
    const geometry = combineGeometry("vertical", "first", sizes);
    expect(geometry).toMatchObject({ width: 200, height: 100 + 400 + 200 });
    expect(geometry.cells.map((cell) => [cell.y, cell.width, cell.height])).toEqual([
      [0, 200, 100],
      [100, 200, 400],
      [500, 200, 200],
    ]);
  });
});
