import { describe, expect, it } from "vitest";
import { blendFrames, fadeFrame, zoomFrame } from "./render.ts";

/** A width × height RGB frame whose red channel is the x position and green the y position (× 10). */
function gradient(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set([x * 10, y * 10, 77], (y * width + x) * 3);
    }
  }
  return pixels;
}

describe("zoomFrame", () => {
  it("returns the frame unchanged at 1x", () => {
    const pixels = gradient(8, 6);
    expect(zoomFrame({ width: 8, height: 6, pixels }, 1)).toBe(pixels);
  });

  it("pushes in about the centre: at 2x the middle half fills the frame", () => {
    const width = 20;
    const height = 10;
    const zoomed = zoomFrame({ width, height, pixels: gradient(width, height) }, 2);
    const at = (x: number, y: number) =>
      Array.from(zoomed.subarray((y * width + x) * 3, (y * width + x) * 3 + 3));
    // Output x maps to source (x + 0.5 - 10) / 2 + 9.5: x = 0 → 4.75, x = 19 → 14.25.
    expect(at(0, 0)).toEqual([Math.round(47.5), Math.round(((0.5 - 5) / 2) * 10 + 45), 77]);
    expect(at(19, 9)).toEqual([Math.round(142.5), Math.round(((9.5 - 5) / 2 + 4.5) * 10), 77]);
    // The centre stays where it was.
    expect(at(10, 5)[0]).toBe(Math.round(((10.5 - 10) / 2 + 9.5) * 10));
  });
});

describe("fadeFrame and blendFrames", () => {
  it("scales every channel by the brightness", () => {
    expect(Array.from(fadeFrame(Uint8Array.from([200, 100, 51]), 0.5))).toEqual([100, 50, 26]);
    expect(Array.from(fadeFrame(Uint8Array.from([200, 100, 51]), 0))).toEqual([0, 0, 0]);
  });

  it("mixes two frames by weight", () => {
    const black = Uint8Array.from([0, 0, 0]);
    const white = Uint8Array.from([255, 255, 255]);
    expect(Array.from(blendFrames(black, white, 0.25))).toEqual([64, 64, 64]);
    expect(Array.from(blendFrames(white, black, 1 / 7))).toEqual([219, 219, 219]);
  });
});
