import { describe, expect, it } from "vitest";
import type { GifFrameLayout, GifLayout } from "../../media-toolkit.ts";
import { mayShowTransparency } from "./alpha.ts";

const frame = (overrides: Partial<GifFrameLayout> = {}): GifFrameLayout => ({
  left: 0,
  top: 0,
  width: 20,
  height: 10,
  localPaletteSize: 0,
  hasTransparency: false,
  disposal: 1,
  delayCentiseconds: 10,
  ...overrides,
});
const layout = (frames: GifFrameLayout[]): GifLayout => ({
  width: 20,
  height: 10,
  frameCount: frames.length,
  delaysMs: frames.map(() => 100),
  durationMs: frames.length * 100,
  loopCount: 0,
  globalPaletteSize: 256,
  frames,
});

describe("mayShowTransparency", () => {
  it("an opaque first frame with later frames drawn over it through transparency: no alpha", () => {
    expect(mayShowTransparency(layout([frame(), frame({ hasTransparency: true, width: 5 })]))).toBe(
      false,
    );
  });
  it("a first frame with a transparent colour: alpha", () => {
    expect(mayShowTransparency(layout([frame({ hasTransparency: true }), frame()]))).toBe(true);
  });
  it("a first frame that leaves part of the canvas uncovered: alpha", () => {
    expect(mayShowTransparency(layout([frame({ left: 1, width: 19 })]))).toBe(true);
    expect(mayShowTransparency(layout([frame({ height: 9 })]))).toBe(true);
  });
  it("a frame disposed to the background before another is shown: alpha; the last one's disposal does not count", () => {
    expect(mayShowTransparency(layout([frame({ disposal: 2 }), frame()]))).toBe(true);
    expect(mayShowTransparency(layout([frame(), frame({ disposal: 2 })]))).toBe(false);
  });
});
