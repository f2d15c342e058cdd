/// <reference path="./gifenc.d.ts" />
import { writeFile } from "node:fs/promises";
import gifenc, * as gifencModule from "gifenc";
import { GifWriter } from "omggif";

// Why gifenc's quantiser and omggif's LZW writer remain (Add Text only), measured on 2026-11-26
// (issue 23; apps/server/scripts/bench-add-text.ts prints it) against the project's alternative,
// the GIF engine (media.editGif, no transforms) re-encoding this writer's own output, on five
// fixtures with the bench's two layers:
// - Exactness: the engine's frames equal this writer's in 0 of 45 (classroom), 0/42 (iss634),
//   0/10 (animated-loop-3), 0/30 (rotating-squares), 5/5 (cogs) frames, PSNR 47-60 dB: it
//   re-quantises every frame, so the input's pixels and the text colours are no longer kept
//   (add-text.test.ts: frames outside a layer's window stay exact).
// - Bytes: the engine makes 0.79-0.93x this writer's bytes on four and 1.62x on rotating-squares.
// - Time (load 40, noisy): the engine took 0.98-21x this writer's wall time (it decodes again).
// omggif is here because it writes a frame as a rectangle at an offset with its own palette;
// gifenc's writer (Optimize's) always writes whole frames at (0, 0) (its encodeImageDescriptor).
// omggif costs 2.9 KB gzipped, 56 KB installed, server only. gifenc's quantiser (only for frames
// with more than 255 new colours) is a dependency of Optimize's encoder anyway.

/**
 * Writes composited RGBA frames as a GIF that decodes back to exactly those frames whenever GIF
 * allows it. Each frame is written as the rectangle that changed since what a decoder shows at
 * that moment (unchanged pixels inside it are transparent, "keep"), with its own palette of the
 * exact colours it needs. Only a frame whose changes need more than 255 colours gets a reduced
 * palette, and then colours are given up in this order: text anti-aliasing first, never the
 * frame's original pixels while they fit, never the colours in `keepColours`.
 *
 * A pixel that turns transparent cannot be drawn in GIF: the frame before it is disposed to
 * background (cleared) over a rectangle covering such pixels, which the next frame then repaints.
 * Every frame carries a transparent index, so decoders that honour the background colour (ffmpeg)
 * also clear to transparent, as browsers and libnsgif do.
 */
export interface CompositeAnimation {
  width: number;
  height: number;
  /** What each frame must show: RGBA, alpha below 128 is transparent. */
  frames: Uint8Array[];
  /** The frames as the input showed them; pixels still equal to these are kept exact first. */
  originals?: Uint8Array[];
  /** GIF delays, written as given (hundredths of a second). */
  delaysCentiseconds: number[];
  /** NETSCAPE repetitions as stored: 0 = forever, null = no loop block. */
  loopCount: number | null;
  /** Colours (0xRRGGBB) that stay exact in a frame even when its palette must be reduced. */
  keepColours?: (frameIndex: number) => readonly number[];
  /**
   * Frames that need not be exact (they carry new pixels, e.g. text): a pixel shown within
   * `approximateTolerance` of its colour is left as it is.
   */
  approximate?: (frameIndex: number) => boolean;
}

export interface CompositeEncodeReport {
  /** Frames whose changed pixels had more than 255 colours (their new pixels were quantised). */
  reducedFrames: number[];
  bytes: number;
}

const transparentIndex = 0;

// Node loads gifenc's CommonJS build (its default export holds quantize); Vite (the tests) takes
// its ESM build, whose default is the GIFEncoder and which exports quantize by name.
const quantize = gifencModule.quantize ?? gifenc.quantize;
const usableColours = 255;
/** Palette entries kept for a reduced frame's new colours (anti-aliased text edges). */
const minimumNewColourSlots = 48;
/** Per channel, in frames allowed to be approximate (about what a 256-colour palette costs). */
export const approximateTolerance = 10;

export async function writeCompositeGif(
  animation: CompositeAnimation,
  outputPath: string,
  signal: AbortSignal,
): Promise<CompositeEncodeReport> {
  const { width, height, frames } = animation;
  const pixelCount = width * height;
  // What a decoder shows before the next frame is drawn (after the previous frame's disposal).
  const screen = new Uint8Array(pixelCount * 4);
  const changed = new Uint8Array(pixelCount);
  const chunks: Uint8Array[] = [];
  const reducedFrames: number[] = [];

  const header = new Uint8Array(64);
  const writer = new GifWriter(header, width, height, {
    loop: animation.loopCount === null ? undefined : animation.loopCount,
  });
  chunks.push(header.slice(0, writer.getOutputBufferPosition()));

  for (let index = 0; index < frames.length; index++) {
    signal.throwIfAborted();
    const frame = frames[index] as Uint8Array;
    const next = frames[index + 1];
    const original = animation.originals?.[index];
    const previousOriginal = index > 0 ? animation.originals?.[index - 1] : undefined;
    // Where close is allowed, a pixel a reduced palette left a little off is not redrawn while the
    // input stays still there: the error does not ripple into every later frame. Elsewhere every
    // pixel is exact.
    const tolerance = animation.approximate?.(index) ? approximateTolerance : 0;

    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    let mustClear = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const pixel = y * width + x;
        const offset = pixel * 4;
        const opaque = (frame[offset + 3] as number) >= 128;
        const screenOpaque = screen[offset + 3] !== 0;
        let isChanged = false;
        if (opaque) {
          // Close counts only where the input itself did not change: its own motion stays exact.
          const allowed =
            tolerance > 0 &&
            original !== undefined &&
            previousOriginal !== undefined &&
            original[offset] === previousOriginal[offset] &&
            original[offset + 1] === previousOriginal[offset + 1] &&
            original[offset + 2] === previousOriginal[offset + 2] &&
            original[offset + 3] === previousOriginal[offset + 3]
              ? tolerance
              : 0;
          isChanged =
            !screenOpaque ||
            Math.abs((frame[offset] as number) - (screen[offset] as number)) > allowed ||
            Math.abs((frame[offset + 1] as number) - (screen[offset + 1] as number)) > allowed ||
            Math.abs((frame[offset + 2] as number) - (screen[offset + 2] as number)) > allowed;
        } else if (screenOpaque) {
          // The previous frame's disposal clears every pixel that turns transparent here.
          throw new Error(`pixel ${x},${y} of frame ${index} should have been cleared`);
        }
        changed[pixel] = isChanged ? 1 : 0;
        // Opaque now and transparent in the next frame: this frame must be disposed over it.
        const clearAfter = opaque && next !== undefined && (next[offset + 3] as number) < 128;
        if (clearAfter) mustClear = true;
        if (isChanged || clearAfter) {
          if (x < left) left = x;
          if (x > right) right = x;
          if (y < top) top = y;
          if (y > bottom) bottom = y;
        }
      }
    }
    if (right < 0) {
      // Nothing changes: a 1×1 transparent frame still carries the delay.
      left = 0;
      top = 0;
      right = 0;
      bottom = 0;
    }
    const rectWidth = right - left + 1;
    const rectHeight = bottom - top + 1;

    const palette = choosePalette(
      frame,
      original,
      changed,
      width,
      { left, top, rectWidth, rectHeight },
      animation.keepColours?.(index) ?? [],
    );
    if (palette.reduced) reducedFrames.push(index);

    const indices = new Uint8Array(rectWidth * rectHeight);
    for (let y = 0; y < rectHeight; y++) {
      for (let x = 0; x < rectWidth; x++) {
        const pixel = (top + y) * width + left + x;
        if (changed[pixel] === 0) continue; // transparent index 0: keep what is shown
        const offset = pixel * 4;
        const colour =
          ((frame[offset] as number) << 16) |
          ((frame[offset + 1] as number) << 8) |
          (frame[offset + 2] as number);
        const paletteIndex = palette.indexOf(colour);
        indices[y * rectWidth + x] = paletteIndex;
        const shown = palette.colours[paletteIndex] as number;
        screen[offset] = shown >> 16;
        screen[offset + 1] = (shown >> 8) & 0xff;
        screen[offset + 2] = shown & 0xff;
        screen[offset + 3] = 255;
      }
    }

    const paletteEntries = [...palette.colours];
    let tableSize = 2;
    while (tableSize < paletteEntries.length) tableSize *= 2;
    while (paletteEntries.length < tableSize) paletteEntries.push(0);

    // Worst case LZW: one 12-bit code per pixel plus sub-block lengths, colour table and headers.
    const buffer = new Uint8Array(rectWidth * rectHeight * 2 + 4096);
    writer.setOutputBuffer(buffer);
    writer.setOutputBufferPosition(0);
    const end = writer.addFrame(left, top, rectWidth, rectHeight, indices as unknown as number[], {
      palette: paletteEntries,
      delay: animation.delaysCentiseconds[index] ?? 10,
      transparent: transparentIndex,
      // 1: leave in place; 2: restore to background (transparent) over the rectangle.
      disposal: mustClear ? 2 : 1,
    });
    chunks.push(buffer.subarray(0, end));

    if (mustClear) {
      for (let y = top; y <= bottom; y++)
        screen.fill(0, (y * width + left) * 4, (y * width + right + 1) * 4);
    }
  }
  chunks.push(Uint8Array.of(0x3b)); // trailer
  const bytes = Buffer.concat(chunks);
  await writeFile(outputPath, bytes);
  return { reducedFrames, bytes: bytes.length };
}

interface Rect {
  left: number;
  top: number;
  rectWidth: number;
  rectHeight: number;
}

interface ChosenPalette {
  /** 0xRRGGBB; entry 0 is the transparent slot. */
  colours: number[];
  reduced: boolean;
  indexOf(colour: number): number;
}

function choosePalette(
  frame: Uint8Array,
  original: Uint8Array | undefined,
  changed: Uint8Array,
  width: number,
  rect: Rect,
  keepColours: readonly number[],
): ChosenPalette {
  const originalColours = new Set<number>();
  const newColours = new Set<number>();
  for (let y = 0; y < rect.rectHeight; y++) {
    for (let x = 0; x < rect.rectWidth; x++) {
      const pixel = (rect.top + y) * width + rect.left + x;
      if (changed[pixel] === 0) continue;
      const offset = pixel * 4;
      const r = frame[offset] as number;
      const g = frame[offset + 1] as number;
      const b = frame[offset + 2] as number;
      const colour = (r << 16) | (g << 8) | b;
      const isOriginal =
        original !== undefined &&
        original[offset] === r &&
        original[offset + 1] === g &&
        original[offset + 2] === b &&
        (original[offset + 3] as number) >= 128;
      if (isOriginal) originalColours.add(colour);
      else newColours.add(colour);
    }
  }
  const allColours = new Set([...originalColours, ...newColours]);
  const colours = [0];
  const exact = new Map<number, number>();
  const add = (colour: number) => {
    if (exact.has(colour) || colours.length > usableColours) return;
    exact.set(colour, colours.length);
    colours.push(colour);
  };

  if (allColours.size <= usableColours) {
    for (const colour of allColours) add(colour);
    return { colours, reduced: false, indexOf: (colour) => exact.get(colour) as number };
  }

  for (const colour of keepColours) if (allColours.has(colour)) add(colour);
  let toQuantise: Set<number>;
  // The frame's own pixels stay exact while that leaves the new pixels (text edges) enough
  // colours to look smooth; otherwise everything shares one quantised palette.
  const newColourSlots = Math.min(newColours.size, minimumNewColourSlots);
  if (exact.size + originalColours.size + newColourSlots <= usableColours) {
    for (const colour of originalColours) add(colour);
    toQuantise = newColours;
  } else {
    toQuantise = allColours;
  }
  const room = usableColours - exact.size;
  const remaining = [...toQuantise].filter((colour) => !exact.has(colour));
  if (room > 0 && remaining.length > 0) {
    // Quantise the colours that did not fit (each distinct colour once, weighted by use below).
    const samples = collectPixels(frame, changed, width, rect, exact);
    for (const [r, g, b] of quantize(samples, Math.max(2, room)))
      add(((r as number) << 16) | ((g as number) << 8) | (b as number));
  }
  const nearestCache = new Map<number, number>();
  return {
    colours,
    reduced: true,
    indexOf(colour) {
      const known = exact.get(colour) ?? nearestCache.get(colour);
      if (known !== undefined) return known;
      const nearest = nearestIndex(colours, colour);
      nearestCache.set(colour, nearest);
      return nearest;
    },
  };
}

/** The changed pixels whose colour is not yet in the palette, as RGBA for the quantiser. */
function collectPixels(
  frame: Uint8Array,
  changed: Uint8Array,
  width: number,
  rect: Rect,
  exact: Map<number, number>,
): Uint8Array {
  const samples: number[] = [];
  for (let y = 0; y < rect.rectHeight; y++) {
    for (let x = 0; x < rect.rectWidth; x++) {
      const pixel = (rect.top + y) * width + rect.left + x;
      if (changed[pixel] === 0) continue;
      const offset = pixel * 4;
      const colour =
        ((frame[offset] as number) << 16) |
        ((frame[offset + 1] as number) << 8) |
        (frame[offset + 2] as number);
      if (exact.has(colour)) continue;
      samples.push(
        frame[offset] as number,
        frame[offset + 1] as number,
        frame[offset + 2] as number,
        255,
      );
    }
  }
  return Uint8Array.from(samples);
}

function nearestIndex(colours: readonly number[], colour: number): number {
  const r = colour >> 16;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 1; index < colours.length; index++) {
    const candidate = colours[index] as number;
    const dr = (candidate >> 16) - r;
    const dg = ((candidate >> 8) & 0xff) - g;
    const db = (candidate & 0xff) - b;
    // Weighted towards green, as the eye is (a cheap perceptual distance).
    const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}
