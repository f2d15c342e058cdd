import { describe, expect, it } from "vitest";
import {
  centeredRegion,
  moveRegion,
  rectangleFromDrag,
  regionAfterKey,
  resizeRegion,
} from "./region-edit.ts";

const picture = { width: 100, height: 60 };
const box = { x: 10, y: 10, width: 20, height: 10 };
const key = (name: string, modifiers: { shiftKey?: boolean; altKey?: boolean } = {}) => ({
  key: name,
  shiftKey: modifiers.shiftKey ?? false,
  altKey: modifiers.altKey ?? false,
});

describe("region editing", () => {
  it("moves within the picture", () => {
    expect(moveRegion(box, 5, -3, picture)).toEqual({ ...box, x: 15, y: 7 });
    expect(moveRegion(box, 500, 500, picture)).toEqual({ ...box, x: 80, y: 50 });
    expect(moveRegion(box, -50, -50, picture)).toEqual({ ...box, x: 0, y: 0 });
  });

  it("resizes from a corner, the opposite corner fixed, never under 4 px or off the picture", () => {
    expect(resizeRegion(box, "se", 5, 5, picture)).toEqual({ x: 10, y: 10, width: 25, height: 15 });
    expect(resizeRegion(box, "nw", -5, -20, picture)).toEqual({
      x: 5,
      y: 0,
      width: 25,
      height: 20,
    });
    expect(resizeRegion(box, "ne", -100, 0, picture)).toEqual({ ...box, width: 4 });
    expect(resizeRegion(box, "sw", 0, 100, picture)).toEqual({ ...box, height: 50 });
  });

  it("draws a rectangle from a drag in any direction; a click draws none", () => {
    expect(rectangleFromDrag({ x: 50, y: 40 }, { x: 20.4, y: 10.6 }, picture)).toEqual({
      x: 20,
      y: 11,
      width: 30,
      height: 29,
    });
    expect(rectangleFromDrag({ x: 90, y: 50 }, { x: 200, y: 200 }, picture)).toEqual({
      x: 90,
      y: 50,
      width: 10,
      height: 10,
    });
    expect(rectangleFromDrag({ x: 5, y: 5 }, { x: 7, y: 30 }, picture)).toBeNull();
  });

  it("adds a centered quarter-size region", () => {
    expect(centeredRegion(picture)).toEqual({ x: 38, y: 23, width: 25, height: 15 });
  });

  it("keys: arrows move 1 px, Shift 10 px, Alt resizes; other keys do nothing", () => {
    expect(regionAfterKey(box, key("ArrowRight"), picture)).toEqual({ ...box, x: 11 });
    expect(regionAfterKey(box, key("ArrowUp", { shiftKey: true }), picture)).toEqual({
      ...box,
      y: 0,
    });
    expect(regionAfterKey(box, key("ArrowDown", { altKey: true }), picture)).toEqual({
      ...box,
      height: 11,
    });
    expect(
      regionAfterKey(box, key("ArrowLeft", { altKey: true, shiftKey: true }), picture),
    ).toEqual({ ...box, width: 10 });
    expect(regionAfterKey(box, key("a"), picture)).toBeNull();
  });
});
