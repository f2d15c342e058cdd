import { describe, expect, it } from "vitest";
import { encodeFramesAsGif, sameColourNeighbourShare } from "./encode.ts";

/** The global colour table gifenc writes (the first frame's palette), as "r,g,b" strings. */
function globalColours(gif: Uint8Array): string[] {
  const flags = gif[10] as number;
  expect(flags & 0x80).toBe(0x80);
  const entries = 2 << (flags & 7);
  return Array.from({ length: entries }, (_, index) =>
    Array.from(gif.subarray(13 + index * 3, 16 + index * 3)).join(","),
  );
}

/**
 * One opaque 8×8 frame of 32 colours, each beside a twin 1 level redder (the pair shares a cell of
 * gifenc's rgb565 histogram).
 */
function nearTwins() {
  const rgba = new Uint8Array(8 * 8 * 4);
  for (let pixel = 0; pixel < 64; pixel++) {
    const base = Math.floor(pixel / 2) * 8;
    const twin = pixel % 2;
    rgba.set([base + twin, 100, 200, 255], pixel * 4);
  }
  return { width: 8, height: 8, frames: [rgba], delaysMs: [100], loopCount: 0 };
}

const settings = { colours: 256, dither: "floyd-steinberg", interFrameMaxError: 0 } as const;

describe("encodeFramesAsGif", () => {
  it("keeps every colour exactly when the frame fits the palette", () => {
    const colours = globalColours(
      encodeFramesAsGif(nearTwins(), { ...settings, colourMergeLevels: 0 }),
    );
    expect(colours).toHaveLength(64);
    // gifenc's quantiser in rgb565 would fold each twin pair into one averaged colour.
    for (let pair = 0; pair < 32; pair++) {
      expect(colours).toContain(`${pair * 8},100,200`);
      expect(colours).toContain(`${pair * 8 + 1},100,200`);
    }
  });

  it("writes colours 1 level apart as one, the more frequent standing for the other", () => {
    const animation = nearTwins();
    // The brighter twin of the first pair is the more frequent one: it stands for the other.
    animation.frames[0]?.set([1, 100, 200, 255], 2 * 4);
    const colours = globalColours(
      encodeFramesAsGif(animation, { ...settings, colourMergeLevels: 1 }),
    );
    expect(colours).toHaveLength(32);
    expect(colours).toContain("1,100,200");
    expect(colours).not.toContain("0,100,200");
    for (let pair = 1; pair < 32; pair++) {
      expect(
        colours.includes(`${pair * 8},100,200`) !== colours.includes(`${pair * 8 + 1},100,200`),
      ).toBe(true);
    }
  });

  it("measures how flat the colours are: same-colour neighbours among opaque pairs", () => {
    // Each row of nearTwins alternates twin colours: no two neighbours match.
    expect(sameColourNeighbourShare(nearTwins())).toBe(0);
    const flat = new Uint8Array(8 * 8 * 4);
    for (let pixel = 0; pixel < 64; pixel++) {
      // Left half red, right half blue; the last column transparent (its pairs do not count).
      const column = pixel % 8;
      flat.set(
        column === 7 ? [0, 0, 0, 0] : column < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255],
        pixel * 4,
      );
    }
    // Per row: 6 opaque pairs, 5 of them the same colour.
    expect(
      sameColourNeighbourShare({
        width: 8,
        height: 8,
        frames: [flat],
        delaysMs: [100],
        loopCount: 0,
      }),
    ).toBeCloseTo(5 / 6);
  });

  it("widens the merge, up to the inter-frame error, when that lets a frame keep its colours", () => {
    // 15 colours, each on 3 pixels (4 for the first), with a twin 4 levels redder on 1 pixel: 30
    // colours for a 16-colour palette. Merged 4 levels apart they are 15, kept exactly; the
    // quantiser would have averaged each pair (its rgb565 cells hold both twins).
    const rgba = new Uint8Array(8 * 8 * 4);
    for (let pixel = 0; pixel < 64; pixel++) {
      const cluster = Math.min(14, Math.floor(pixel / 4));
      const twin = pixel % 4 === 3 && pixel < 60 ? 4 : 0;
      rgba.set([cluster * 16 + twin, 50, 100, 255], pixel * 4);
    }
    const animation = { width: 8, height: 8, frames: [rgba], delaysMs: [100], loopCount: 0 };
    const colours = globalColours(
      encodeFramesAsGif(animation, {
        colours: 16,
        dither: "floyd-steinberg",
        interFrameMaxError: 8,
        colourMergeLevels: 1,
      }),
    );
    for (let cluster = 0; cluster < 15; cluster++) {
      expect(colours).toContain(`${cluster * 16},50,100`);
      expect(colours).not.toContain(`${cluster * 16 + 4},50,100`);
    }
  });
});
