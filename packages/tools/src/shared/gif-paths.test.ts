import { describe, expect, it } from "vitest";
import type { GifFrameLayout, GifLayout } from "../media-toolkit.ts";
import {
  framesOutside,
  framesStandAlone,
  gifsicleCanUnoptimize,
  picturesStandAlone,
} from "./gif-paths.ts";

const frame = (overrides: Partial<GifFrameLayout> = {}): GifFrameLayout => ({
  left: 0,
  top: 0,
  width: 100,
  height: 50,
  localPaletteSize: 0,
  hasTransparency: false,
  disposal: 1,
  delayCentiseconds: 10,
  ...overrides,
});

const layout = (frames: GifFrameLayout[], globalPaletteSize = 128): GifLayout => ({
  width: 100,
  height: 50,
  frameCount: frames.length,
  delaysMs: frames.map((each) => each.delayCentiseconds * 10),
  durationMs: 0,
  loopCount: 0,
  globalPaletteSize,
  frames,
});

describe("gifsicleCanUnoptimize", () => {
  const opaque = async () => true;
  const transparent = async () => false;
  it("accepts a global palette with room for transparency, or a full one without it", async () => {
    const withTransparency = layout([frame(), frame({ hasTransparency: true })]);
    expect(await gifsicleCanUnoptimize(withTransparency, transparent)).toBe(true);
    expect(await gifsicleCanUnoptimize(layout([frame(), frame()], 256), transparent)).toBe(true);
  });
  it("accepts a full global palette with transparency only when the pictures are opaque", async () => {
    const full = layout([frame(), frame({ hasTransparency: true })], 256);
    expect(await gifsicleCanUnoptimize(full, opaque)).toBe(true);
    expect(await gifsicleCanUnoptimize(full, transparent)).toBe(false);
  });
  it("refuses local colour tables and a missing global table", async () => {
    const local = layout([frame(), frame({ localPaletteSize: 64 })]);
    expect(await gifsicleCanUnoptimize(local, opaque)).toBe(false);
    expect(await gifsicleCanUnoptimize(layout([frame()], 0), opaque)).toBe(false);
  });
});

describe("framesOutside", () => {
  it("finds the frames that do not reach into the box", () => {
    const frames = [frame(), frame({ left: 80, top: 0, width: 20, height: 10 })];
    expect(framesOutside(layout(frames), { x: 0, y: 20, width: 50, height: 30 })).toEqual([1]);
    expect(framesOutside(layout(frames), { x: 70, y: 0, width: 30, height: 30 })).toEqual([]);
    // A frame that ends where the box starts does not reach into it.
    expect(framesOutside(layout(frames), { x: 100, y: 0, width: 10, height: 10 })).toEqual([0, 1]);
  });
});

describe("framesStandAlone", () => {
  const sprite = (left: number, disposal: number) =>
    frame({ left, top: 10, width: 20, height: 20, hasTransparency: true, disposal });
  it("accepts sprites disposed of after they are shown, and whole opaque frames", () => {
    expect(framesStandAlone(layout([sprite(0, 2), sprite(10, 2), sprite(20, 1)]))).toBe(true);
    expect(framesStandAlone(layout([sprite(0, 3), sprite(10, 2)]))).toBe(true);
    expect(framesStandAlone(layout([frame(), frame(), frame({ localPaletteSize: 16 })]))).toBe(
      true,
    );
    // A whole opaque frame hides what was left before it; cleared to background, none is left.
    expect(framesStandAlone(layout([sprite(0, 1), frame({ disposal: 2 }), sprite(5, 1)]))).toBe(
      true,
    );
  });
  it("refuses a frame drawn over what an earlier frame left", () => {
    // Frame-difference GIFs: transparent pixels show the frame before.
    expect(framesStandAlone(layout([frame(), frame({ hasTransparency: true })]))).toBe(false);
    expect(framesStandAlone(layout([frame(), sprite(10, 2)]))).toBe(false);
    expect(framesStandAlone(layout([sprite(0, 1), sprite(10, 2)]))).toBe(false);
    // A whole frame restored to previous brings back what was under it.
    expect(framesStandAlone(layout([sprite(0, 1), frame({ disposal: 3 }), sprite(5, 2)]))).toBe(
      false,
    );
    // A partial opaque frame leaves the rest of the canvas as it was.
    expect(framesStandAlone(layout([sprite(0, 1), frame({ width: 50 })]))).toBe(false);
  });
});

describe("picturesStandAlone", () => {
  // A true-colour picture: 0-delay tiles, each with its own palette, left drawn (disposal 1).
  const tile = (left: number, delayCentiseconds = 0, disposal = 1) =>
    frame({
      left,
      width: 50,
      localPaletteSize: 256,
      hasTransparency: true,
      delayCentiseconds,
      disposal,
    });
  it("accepts one picture of patches, whatever its frames", () => {
    expect(picturesStandAlone(layout([tile(0), tile(50, 300)]), [[0, 1]])).toBe(true);
  });
  it("accepts pictures that each start with a whole opaque frame, or each leave the canvas empty", () => {
    const based = layout([frame({ delayCentiseconds: 0 }), tile(0, 50), frame(), tile(50, 50)]);
    expect(
      picturesStandAlone(based, [
        [0, 1],
        [2, 3],
      ]),
    ).toBe(true);
    // The last patch cleared to background over the whole screen: nothing is left after it.
    const cleared = layout([tile(0), frame({ hasTransparency: true, disposal: 2 }), tile(50)]);
    expect(picturesStandAlone(cleared, [[0, 1], [2]])).toBe(false);
    const bothCleared = layout([
      tile(0),
      frame({ hasTransparency: true, disposal: 2 }),
      tile(50, 0, 3),
      tile(0, 10, 2),
    ]);
    expect(
      picturesStandAlone(bothCleared, [
        [0, 1],
        [2, 3],
      ]),
    ).toBe(true);
  });
  it("refuses a picture drawn over what the one before left", () => {
    const buildUp = layout([tile(0), tile(50, 100), tile(0), tile(50, 100)]);
    expect(
      picturesStandAlone(buildUp, [
        [0, 1],
        [2, 3],
      ]),
    ).toBe(false);
  });
});
