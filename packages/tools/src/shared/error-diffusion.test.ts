import { describe, expect, it } from "vitest";
import { type DitherKernel, ditherToPalette, PaletteMatcher } from "./error-diffusion.ts";

const blackWhite = Uint8Array.from([0, 0, 0, 255, 255, 255]);

function greyFrame(width: number, height: number, level: number) {
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++)
    rgba.set([level, level, level, 255], pixel * 4);
  return { width, height, rgba };
}

function dither(kernel: DitherKernel, level = 128, size = 32) {
  const frame = greyFrame(size, size, level);
  const indices = new Uint8Array(size * size);
  ditherToPalette(frame, blackWhite, kernel, new Uint8Array(size * size).fill(1), indices);
  return indices;
}

describe("error diffusion", () => {
  it("finds the nearest palette colour", () => {
    const matcher = new PaletteMatcher(Uint8Array.from([0, 0, 0, 250, 10, 10, 10, 10, 250]));
    expect(matcher.nearest(200, 40, 30)).toBe(1);
    expect(matcher.nearest(20, 20, 200)).toBe(2);
    expect(matcher.nearest(5, 5, 5)).toBe(0);
  });
  it("keeps the average grey of a mid-grey area with every kernel but none", () => {
    for (const kernel of ["floyd-steinberg", "burkes"] as const) {
      const white = dither(kernel).reduce((sum, index) => sum + index, 0) / (32 * 32);
      expect(white, kernel).toBeGreaterThan(0.45);
      expect(white, kernel).toBeLessThan(0.55);
    }
    // Atkinson drops a quarter of the error: still a pattern, not a flat area.
    const atkinsonWhite = dither("atkinson").reduce((sum, index) => sum + index, 0) / (32 * 32);
    expect(atkinsonWhite).toBeGreaterThan(0.3);
    expect(atkinsonWhite).toBeLessThan(0.7);
    expect(new Set(dither("none"))).toEqual(new Set([1]));
  });
  it("gives each kernel its own pattern", () => {
    const patterns = (["floyd-steinberg", "atkinson", "burkes", "none"] as const).map((kernel) =>
      Array.from(dither(kernel, 100)).join(""),
    );
    expect(new Set(patterns).size).toBe(4);
  });
  it("touches only the masked pixels", () => {
    const frame = greyFrame(4, 1, 200);
    const indices = new Uint8Array(4).fill(9);
    ditherToPalette(frame, blackWhite, "floyd-steinberg", Uint8Array.from([1, 0, 1, 0]), indices);
    expect(indices[1]).toBe(9);
    expect(indices[3]).toBe(9);
    expect(indices[0]).toBe(1);
  });
});
