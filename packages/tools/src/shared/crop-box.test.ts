import { describe, expect, it } from "vitest";
import {
  fitBoxToImage,
  initialCropBox,
  largestCenteredBox,
  toInteger,
  withField,
} from "./crop-box.ts";

const image = { width: 480, height: 270 };
const box = { x: 0, y: 0, width: 100, height: 100 };

describe("crop box arithmetic", () => {
  it("counts a non-numeric entry as 0 and rounds", () => {
    expect(toInteger("abc")).toBe(0);
    expect(toInteger("12.6")).toBe(13);
  });
  it("keeps the box inside the image with sides of at least 10", () => {
    expect(fitBoxToImage({ x: 450, y: -5, width: 100, height: 4 }, image)).toEqual({
      x: 380,
      y: 0,
      width: 100,
      height: 10,
    });
    expect(fitBoxToImage({ x: 0, y: 0, width: 900, height: 900 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 480,
      height: 270,
    });
  });
  it("moves without resizing and stops at the edge", () => {
    expect(withField(box, "x", "1000", image, null)).toEqual({ ...box, x: 380 });
    expect(withField(box, "y", "-3", image, null)).toEqual({ ...box, y: 0 });
    expect(withField(box, "x", "abc", image, null)).toEqual({ ...box, x: 0 });
  });
  it("makes the other side follow a preset ratio", () => {
    expect(withField(box, "width", "160", image, 16 / 9)).toEqual({
      x: 0,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(withField(box, "height", "50", image, 2)).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 50,
    });
    expect(withField(box, "width", "5", image, null)).toEqual({ ...box, width: 10 });
  });
  it("centres the largest box of a ratio", () => {
    expect(largestCenteredBox(1, image)).toEqual({ x: 105, y: 0, width: 270, height: 270 });
    expect(largestCenteredBox(2, image)).toEqual({ x: 0, y: 15, width: 480, height: 240 });
  });
  it("starts from 80% of the image, centred (big enough to grab on a phone)", () => {
    expect(initialCropBox(image)).toEqual({ x: 48, y: 27, width: 384, height: 216 });
    expect(initialCropBox({ width: 11, height: 11 })).toEqual({
      x: 1,
      y: 1,
      width: 10,
      height: 10,
    });
  });
});
