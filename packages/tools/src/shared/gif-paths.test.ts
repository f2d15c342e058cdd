import { describe, expect, it } from "vitest";
import type { GifFrameLayout, GifLayout } from "../media-toolkit.ts";
import { gifsicleCanUnoptimize, someFrameOutside } from "./gif-paths.ts";

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

describe("someFrameOutside", () => {
  it("finds a frame that does not reach into the box", () => {
    const frames = [frame(), frame({ left: 80, top: 0, width: 20, height: 10 })];
    expect(someFrameOutside(layout(frames), { x: 0, y: 20, width: 50, height: 30 })).toBe(true);
    expect(someFrameOutside(layout(frames), { x: 70, y: 0, width: 30, height: 30 })).toBe(false);
  });
});
