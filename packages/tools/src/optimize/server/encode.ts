import { createRequire } from "node:module";
import type { DecodedAnimation } from "../../media-toolkit.ts";
import { type DitherKernel, ditherToPalette } from "../../shared/error-diffusion.ts";

export interface FrameEncodeSettings {
  /** Palette entries per frame, transparent slot included (2-256). */
  colours: number;
  dither: DitherKernel;
  /**
   * Largest per-channel change (0-255) of a pixel that is not redrawn: below it the previous
   * frame's pixel stays on screen (written as transparent), so noise and dither do not make
   * still areas "changed". 0 redraws every pixel that changed at all.
   */
  interFrameMaxError: number;
  /**
   * Colours at most this far apart (0 or 1, per channel) are written as one, the more frequent
   * standing for the rarer; when 1, the merge may widen up to interFrameMaxError where that lets
   * a frame keep its own colours (see mergeNearColours; it rewrites the frames in place). 0 keeps
   * every colour.
   */
  colourMergeLevels: number;
}

/**
 * Encodes composited frames as a GIF with a palette per frame (gifenc's PnnQuant quantiser), our
 * own error diffusion, and inter-frame transparency. A frame whose drawn pixels have no more
 * colours than the palette holds keeps them exactly (see exactPalette). The result is full-size
 * frames; gifsicle's optimiser then crops each to its changed rectangle and applies lossy LZW.
 *
 * Animations with transparent pixels are written as full frames that clear to the background
 * (disposal 2), since a pixel that becomes transparent cannot be kept from the previous frame.
 */
/** The parts of gifenc (MIT, pure JS: PnnQuant quantiser and LZW writer) used here. */
interface GifencFrameOptions {
  palette: number[][];
  /** Milliseconds; written as round(delay / 10) centiseconds. */
  delay: number;
  transparent: boolean;
  transparentIndex: number;
  /** GIF disposal method 0-3. */
  dispose: number;
  /** NETSCAPE repetitions, written with the first frame: -1 none, 0 forever, N. */
  repeat: number;
}
interface Gifenc {
  GIFEncoder(options?: { initialCapacity?: number }): {
    writeFrame(index: Uint8Array, width: number, height: number, options: GifencFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  };
  quantize(rgba: Uint8Array, maxColors: number, options?: { format?: "rgb565" }): number[][];
}
// Why a JavaScript encoder here and not only gifsicle (measured, docs/quality.md "Optimize at its
// defaults against `gifsicle -O3 --lossy=80`", six fixture GIFs): this path keeps each frame's
// exact colours when they fit its palette and merges near colours, and at the defaults gives
// 0.64-0.97x gifsicle's bytes (dispose-background 0.9996x) at equal or higher SSIM. gifenc (not
// declared by packages/tools: it resolves from apps/server's dependencies) is its quantiser and
// LZW writer.
// gifenc ships untyped CommonJS whose named exports Node's ESM loader cannot see: require it.
const { GIFEncoder, quantize } = createRequire(import.meta.url)("gifenc") as Gifenc;

export function encodeFramesAsGif(
  animation: DecodedAnimation,
  settings: FrameEncodeSettings,
): Uint8Array {
  const { width, height, frames } = animation;
  if (settings.colourMergeLevels > 0) {
    // A frame may need a transparent slot, so its own colours fit in one entry fewer.
    mergeNearColours(frames, settings.interFrameMaxError, settings.colours - 1);
  }
  const pixels = width * height;
  const hasTransparency = frames.some((frame) => {
    for (let pixel = 0; pixel < pixels; pixel++)
      if ((frame[pixel * 4 + 3] as number) < 128) return true;
    return false;
  });
  // Optimize does not change timing: every delay is written as read, 0 and 1 included (DESIGN §2;
  // browsers play those as 0.1 s, and raising them to 2 would make the GIF play faster).
  const delaysCentiseconds = animation.delaysMs.map((delayMs) => Math.round(delayMs / 10));
  const encoder = GIFEncoder({ initialCapacity: Math.max(4096, pixels) });
  /** The source colour each on-screen pixel stands for (what later frames are compared with). */
  const shownSource = new Uint8Array(pixels * 3);
  const mask = new Uint8Array(pixels);
  const indices = new Uint8Array(pixels);
  const threshold = settings.interFrameMaxError;

  for (const [frameIndex, rgba] of frames.entries()) {
    let drawn = 0;
    for (let pixel = 0; pixel < pixels; pixel++) {
      const alpha = rgba[pixel * 4 + 3] as number;
      if (alpha < 128) {
        mask[pixel] = 0; // transparent in the picture
        continue;
      }
      let redraw = frameIndex === 0 || hasTransparency;
      if (!redraw) {
        const red = Math.abs((rgba[pixel * 4] as number) - (shownSource[pixel * 3] as number));
        const green = Math.abs(
          (rgba[pixel * 4 + 1] as number) - (shownSource[pixel * 3 + 1] as number),
        );
        const blue = Math.abs(
          (rgba[pixel * 4 + 2] as number) - (shownSource[pixel * 3 + 2] as number),
        );
        redraw = Math.max(red, green, blue) > threshold;
      }
      if (redraw) {
        mask[pixel] = 1;
        drawn++;
        shownSource[pixel * 3] = rgba[pixel * 4] as number;
        shownSource[pixel * 3 + 1] = rgba[pixel * 4 + 1] as number;
        shownSource[pixel * 3 + 2] = rgba[pixel * 4 + 2] as number;
      } else {
        mask[pixel] = 0;
      }
    }
    const needsTransparentSlot = drawn < pixels;
    // The palette is chosen from the pixels this frame draws, so kept areas cost no colours.
    const drawnPixels = new Uint8Array(Math.max(1, drawn) * 4);
    for (let pixel = 0, at = 0; pixel < pixels; pixel++) {
      if (mask[pixel] !== 1) continue;
      drawnPixels.set(rgba.subarray(pixel * 4, pixel * 4 + 3), at);
      drawnPixels[at + 3] = 255;
      at += 4;
    }
    const maxColours = Math.max(1, settings.colours - (needsTransparentSlot ? 1 : 0));
    const exact = exactPalette(drawnPixels, drawn, maxColours);
    const palette = exact
      ? exact.palette
      : drawn > 0
        ? quantize(drawnPixels, maxColours, { format: "rgb565" })
        : [[0, 0, 0]];
    const transparentIndex = palette.length;
    indices.fill(transparentIndex);
    if (exact) {
      for (let pixel = 0; pixel < pixels; pixel++) {
        if (mask[pixel] !== 1) continue;
        indices[pixel] = exact.indexOf.get(colourKey(rgba, pixel * 4)) as number;
      }
    } else if (drawn > 0) {
      const paletteBytes = Uint8Array.from(palette.flatMap((colour) => colour.slice(0, 3)));
      ditherToPalette({ width, height, rgba }, paletteBytes, settings.dither, mask, indices);
    }
    encoder.writeFrame(indices, width, height, {
      palette: needsTransparentSlot ? [...palette, [0, 0, 0]] : palette,
      delay: (delaysCentiseconds[frameIndex] as number) * 10,
      transparent: needsTransparentSlot,
      transparentIndex: needsTransparentSlot ? transparentIndex : 0,
      // Kept pixels must stay on screen (1: do not dispose); transparent pictures clear (2).
      dispose: hasTransparency ? 2 : 1,
      repeat: animation.loopCount === null ? -1 : animation.loopCount,
    });
  }
  encoder.finish();
  return encoder.bytes();
}

/**
 * The drawn pixels' own colours when there are at most `maxColours` of them (a GIF that already
 * fits its palette): kept exactly, with no quantiser rounding and no dither noise. Undefined when
 * there are more (or none).
 */
function exactPalette(
  drawnPixels: Uint8Array,
  drawn: number,
  maxColours: number,
): { palette: number[][]; indexOf: Map<number, number> } | undefined {
  if (drawn === 0) return undefined;
  const indexOf = new Map<number, number>();
  const palette: number[][] = [];
  for (let at = 0; at < drawn * 4; at += 4) {
    const key = colourKey(drawnPixels, at);
    if (indexOf.has(key)) continue;
    if (palette.length === maxColours) return undefined;
    indexOf.set(key, palette.length);
    palette.push([key >> 16, (key >> 8) & 255, key & 255]);
  }
  return { palette, indexOf };
}

const colourKey = (rgba: Uint8Array, at: number) =>
  ((rgba[at] as number) << 16) | ((rgba[at + 1] as number) << 8) | (rgba[at + 2] as number);

/**
 * Above this many colours in the whole GIF colours are left as they are: such a GIF's frames go
 * through the quantiser anyway (it merges near colours itself), and the search below is quadratic
 * in the colour count.
 */
const mergeMaxColours = 4096;

/**
 * Replaces, in place, each colour within `levels` per channel of a more frequent colour by it
 * (greedy, most frequent first, so no pixel moves by more than `levels`). Starts at 1 level; when
 * a frame then still has more colours than `maxColoursPerFrame` (it would be quantised and
 * dithered), widens up to `widenUpTo` levels to the narrowest merge that lets every frame keep
 * its colours exactly. Transparent pixels are left as they are. The frames are the decoder's,
 * decoded for this encode only. One table slot per 24-bit colour (64 MB) keeps this a few plain
 * passes over the pixels.
 */
function mergeNearColours(
  frames: readonly Uint8Array[],
  widenUpTo: number,
  maxColoursPerFrame: number,
): void {
  const table = new Uint32Array(1 << 24);
  const present: number[] = [];
  for (const rgba of frames) {
    for (let at = 0; at < rgba.length; at += 4) {
      if ((rgba[at + 3] as number) < 128) continue;
      const key = colourKey(rgba, at);
      const count = table[key] as number;
      if (count === 0) {
        if (present.length === mergeMaxColours) return;
        present.push(key);
      }
      table[key] = count + 1;
    }
  }
  present.sort((a, b) => (table[b] as number) - (table[a] as number));
  // From here the table maps each colour to its place in `present` (most frequent first).
  for (const [index, key] of present.entries()) table[key] = index;

  /** For each colour (by place), the place of the colour that stands for it. */
  const standInsAt = (levels: number): Uint32Array => {
    const standIns = new Uint32Array(present.length);
    const kept: number[] = [];
    for (const [index, key] of present.entries()) {
      const red = key >> 16;
      const green = (key >> 8) & 255;
      const blue = key & 255;
      let best = index;
      // The first kept colour close enough is the most frequent one.
      for (const keptIndex of kept) {
        const other = present[keptIndex] as number;
        if (
          Math.abs((other >> 16) - red) <= levels &&
          Math.abs(((other >> 8) & 255) - green) <= levels &&
          Math.abs((other & 255) - blue) <= levels
        ) {
          best = keptIndex;
          break;
        }
      }
      if (best === index) kept.push(index);
      standIns[index] = best;
    }
    return standIns;
  };
  const everyFrameFits = (standIns: Uint32Array): boolean => {
    const seenInFrame = new Int32Array(present.length).fill(-1);
    for (const [frameIndex, rgba] of frames.entries()) {
      let colours = 0;
      for (let at = 0; at < rgba.length; at += 4) {
        if ((rgba[at + 3] as number) < 128) continue;
        const standIn = standIns[table[colourKey(rgba, at)] as number] as number;
        if (seenInFrame[standIn] === frameIndex) continue;
        seenInFrame[standIn] = frameIndex;
        if (++colours > maxColoursPerFrame) return false;
      }
    }
    return true;
  };

  let standIns = standInsAt(1);
  if (!everyFrameFits(standIns)) {
    for (let levels = 2; levels <= widenUpTo; levels++) {
      const wider = standInsAt(levels);
      if (everyFrameFits(wider)) {
        standIns = wider;
        break;
      }
    }
  }
  for (const rgba of frames) {
    for (let at = 0; at < rgba.length; at += 4) {
      if ((rgba[at + 3] as number) < 128) continue;
      const colour = present[standIns[table[colourKey(rgba, at)] as number] as number] as number;
      rgba[at] = colour >> 16;
      rgba[at + 1] = (colour >> 8) & 255;
      rgba[at + 2] = colour & 255;
    }
  }
}

/**
 * The share of horizontally adjacent opaque pixel pairs that have the same colour, over every
 * frame: near 1 for flat-colour drawings, about 0.5 for dithered photographs.
 */
export function sameColourNeighbourShare(animation: DecodedAnimation): number {
  const { width, height, frames } = animation;
  let pairs = 0;
  let same = 0;
  for (const rgba of frames) {
    for (let row = 0; row < height; row++) {
      for (let at = (row * width + 1) * 4; at < (row + 1) * width * 4; at += 4) {
        if ((rgba[at + 3] as number) < 128 || (rgba[at - 1] as number) < 128) continue;
        pairs++;
        if (
          rgba[at] === rgba[at - 4] &&
          rgba[at + 1] === rgba[at - 3] &&
          rgba[at + 2] === rgba[at - 2]
        )
          same++;
      }
    }
  }
  return pairs === 0 ? 0 : same / pairs;
}
