import { describe, expect, it } from "vitest";
import type { GifLayout } from "../media-toolkit.ts";
import type { FrameStreamFacts } from "../operations/define-operation.ts";
import { gifOnePassFits, gifStepsRequantiseTwice, uncoversNothing } from "./gif-one-pass.ts";
import { parseChain } from "./plan-chain.ts";

const chainOf = (operations: unknown[], output: Record<string, unknown> = {}) => {
  const parsed = parseChain(operations, output);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.chain;
};

const frame = (changes: Partial<GifLayout["frames"][number]> = {}) => ({
  left: 0,
  top: 0,
  width: 100,
  height: 80,
  localPaletteSize: 0,
  hasTransparency: false,
  disposal: 1,
  delayCentiseconds: 10,
  ...changes,
});

const layoutOf = (frames: GifLayout["frames"], globalPaletteSize = 256): GifLayout =>
  ({
    width: 100,
    height: 80,
    frameCount: frames.length,
    loopCount: 0,
    globalPaletteSize,
    frames,
  }) as GifLayout;

/** The result's frames: the stored ones in order unless given. */
const resultOf = (order: number[], size = { width: 50, height: 40 }): FrameStreamFacts => ({
  kind: "frames",
  ...size,
  frames: order.map((sourceIndex) => ({ sourceIndex, delayCentiseconds: 5 })),
  loopCount: 0,
});

const crop = { op: "crop", x: 0, y: 0, width: 50, height: 40 };
const resize = { op: "resize", width: 25 };
const text = { op: "text", layers: [{ text: "Hi" }] };

describe("when a chain on a GIF runs as one ffmpeg pass", () => {
  const opaque = layoutOf([frame(), frame({ hasTransparency: true, width: 10 }), frame()]);

  it("takes an opaque GIF of one palette, picture steps that keep it opaque, frames in order", () => {
    const chain = chainOf([crop, resize, { op: "speed", speed: 2 }, text]);
    expect(gifOnePassFits(chain, opaque, resultOf([0, 1, 2]))).toBe(true);
    // Frames dropped from the end keep the order.
    expect(gifOnePassFits(chain, opaque, resultOf([0, 1]))).toBe(true);
    // Optimize's colours and dither are the one pass's palettegen and paletteuse.
    expect(
      gifOnePassFits(
        chainOf([crop, text], { colors: 128, dither: "floyd-steinberg" }),
        opaque,
        resultOf([0, 1, 2]),
      ),
    ).toBe(true);
  });

  it("leaves the rest to the engine: lossy settings, other formats, reordered frames, local palettes, transparency, steps that may make it, too many frames", () => {
    const chain = chainOf([crop, text]);
    const inOrder = resultOf([0, 1, 2]);
    expect(gifOnePassFits(chainOf([crop, text], { lossy: 20 }), opaque, inOrder)).toBe(false);
    expect(gifOnePassFits(chainOf([crop, text], { quality: 80 }), opaque, inOrder)).toBe(false);
    expect(gifOnePassFits(chainOf([crop, text], { optimize_level: 2 }), opaque, inOrder)).toBe(
      false,
    );
    expect(gifOnePassFits(chainOf([crop, text], { format: "webp" }), opaque, inOrder)).toBe(false);
    expect(gifOnePassFits(chain, opaque, resultOf([2, 1, 0]))).toBe(false);
    expect(gifOnePassFits(chain, opaque, resultOf([0, 0, 1]))).toBe(false);
    expect(
      gifOnePassFits(chain, layoutOf([frame({ localPaletteSize: 64 }), frame()]), inOrder),
    ).toBe(false);
    expect(gifOnePassFits(chain, layoutOf([frame(), frame()], 0), inOrder)).toBe(false);
    expect(
      gifOnePassFits(
        chainOf([
          {
            op: "effects",
            filters: [{ name: "grayscale" }],
            transparency: { make_transparent: "#ffffff", tolerance: 10 },
          },
          text,
        ]),
        opaque,
        inOrder,
      ),
    ).toBe(false);
    expect(gifOnePassFits(chain, opaque, resultOf([0, 1, 2], { width: 3000, height: 3000 }))).toBe(
      false,
    );
  });

  it("reads from the structure whether a frame uncovers the canvas", () => {
    expect(uncoversNothing(opaque)).toBe(true);
    // The first frame smaller than the canvas: the rest of it is transparent.
    expect(uncoversNothing(layoutOf([frame({ width: 60 }), frame()]))).toBe(false);
    // Restore to background, then a frame that covers only part: the cleared part shows through.
    expect(uncoversNothing(layoutOf([frame({ disposal: 2 }), frame({ width: 10 })]))).toBe(false);
    expect(
      uncoversNothing(layoutOf([frame({ disposal: 3 }), frame({ hasTransparency: true })])),
    ).toBe(false);
    // Cleared, then covered whole and opaque; or cleared by the last frame (nothing follows).
    expect(
      uncoversNothing(layoutOf([frame({ disposal: 2 }), frame(), frame({ disposal: 2 })])),
    ).toBe(true);
  });

  it("prefers the one pass to gif-steps only where gif-steps would re-quantise twice", () => {
    expect(gifStepsRequantiseTwice(chainOf([crop, resize, { op: "speed", speed: 2 }, text]))).toBe(
      true,
    );
    expect(gifStepsRequantiseTwice(chainOf([crop, { op: "speed", speed: 2 }, text]))).toBe(false);
    expect(gifStepsRequantiseTwice(chainOf([crop, resize]))).toBe(false);
    expect(gifStepsRequantiseTwice(chainOf([resize, { op: "cut", start_frame: 2 }]))).toBe(false);
  });
});
