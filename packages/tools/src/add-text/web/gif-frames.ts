// Why gifuct-js and not the shared ImageDecoder wrapper (shared/web/image-decoder-frames.tsx),
// measured on 2026-11-26 (issue 23): Safari and every iOS browser have no ImageDecoder (MDN
// browser-compat-data: safari version_added false), so without gifuct-js the preview shows no
// frame there. Where ImageDecoder exists it would do: Chromium 156 gives any frame by index and
// the stored delays (a GIF with delays 0, 1, 2 and 10 cs gave 0, 10, 20 and 100 ms). gifuct-js
// costs 2.9 KB gzipped (7.7 KB minified) in Add Text's editor chunk, which loads on intent.
import { decompressFrame, type ParsedGif, parseGIF } from "gifuct-js";

/**
 * GIF frames for the Add Text preview, composited the way browsers and the server's decoder do
 * (disposal 1 keeps, 2 clears the frame's rectangle to transparent, 3 restores what was under it),
 * with the delays AS STORED (gifuct-js's own `delay` turns 0 into 100 ms). Frames are composited
 * on demand and cached up to a pixel budget, so a large GIF replays from its start instead of
 * holding every frame.
 */

type GifImageFrame = Extract<ParsedGif["frames"][number], { image: unknown }>;

export interface GifFrameSource {
  width: number;
  height: number;
  frameCount: number;
  /** Delays as stored in the file, in milliseconds (hundredths × 10). */
  storedDelaysMs: number[];
  /** RGBA of the composited frame (width × height × 4); the array is owned by the source. */
  frameAt(index: number): Uint8ClampedArray<ArrayBuffer>;
}

export class GifDecodeError extends Error {}

/** Frames beyond this many pixels in total are not cached (about 256 MB of RGBA). */
const cacheBudgetPixels = 64_000_000;

export function openGif(bytes: ArrayBuffer): GifFrameSource {
  const signature = new Uint8Array(bytes, 0, Math.min(6, bytes.byteLength));
  if (String.fromCharCode(...signature.subarray(0, 3)) !== "GIF") {
    throw new GifDecodeError("This file is not a GIF.");
  }
  let parsed: ParsedGif;
  try {
    parsed = parseGIF(bytes);
  } catch {
    throw new GifDecodeError("The GIF could not be read: the file is damaged or incomplete.");
  }
  const width = parsed.lsd.width;
  const height = parsed.lsd.height;
  // gifuct-js groups blocks loosely: a comment or application block between a Graphic Control
  // Extension and its image leaves the GCE on a block of its own. The last GCE seen applies.
  const imageFrames: { frame: GifImageFrame; gce: GifImageFrame["gce"] | null }[] = [];
  let pendingGce: GifImageFrame["gce"] | null = null;
  for (const block of parsed.frames) {
    const gce = "gce" in block && block.gce ? (block.gce as GifImageFrame["gce"]) : null;
    if ("image" in block && block.image) {
      imageFrames.push({ frame: block as GifImageFrame, gce: gce ?? pendingGce });
      pendingGce = null;
    } else if (gce) {
      pendingGce = gce;
    }
  }
  if (imageFrames.length === 0 || width === 0 || height === 0) {
    throw new GifDecodeError("The GIF could not be read: it has no frames.");
  }
  const storedDelaysMs = imageFrames.map(({ gce }) => (gce ? gce.delay * 10 : 0));
  const cacheable = width * height * imageFrames.length <= cacheBudgetPixels;
  const cache = new Map<number, Uint8ClampedArray<ArrayBuffer>>();

  // The replay state: what a decoder shows after `nextIndex - 1` frames, before its disposal.
  let screen = new Uint8ClampedArray(width * height * 4);
  let nextIndex = 0;
  let pendingDisposal: { kind: number; rect: Rect; saved: Uint8ClampedArray | null } | null = null;

  const reset = () => {
    screen = new Uint8ClampedArray(width * height * 4);
    nextIndex = 0;
    pendingDisposal = null;
  };

  const step = () => {
    const { frame, gce } = imageFrames[nextIndex] as (typeof imageFrames)[number];
    if (pendingDisposal?.kind === 2) fillRect(screen, width, pendingDisposal.rect, null);
    if (pendingDisposal?.kind === 3 && pendingDisposal.saved)
      fillRect(screen, width, pendingDisposal.rect, pendingDisposal.saved);
    const decoded = decompressFrame(frame, parsed.gct, false);
    const rect = clipRect(decoded.dims, width, height);
    const disposal = gce ? gce.extras.disposal : 0;
    const saved = disposal === 3 ? copyRect(screen, width, rect) : null;
    const transparentIndex = gce?.extras.transparentColorGiven ? gce.transparentColorIndex : -1;
    const { pixels, colorTable } = decoded;
    for (let y = rect.top; y < rect.top + rect.height; y++) {
      for (let x = rect.left; x < rect.left + rect.width; x++) {
        const colourIndex = pixels[
          (y - decoded.dims.top) * decoded.dims.width + (x - decoded.dims.left)
        ] as number;
        if (colourIndex === transparentIndex) continue;
        const colour = colorTable[colourIndex] ?? [0, 0, 0];
        const offset = (y * width + x) * 4;
        screen[offset] = colour[0];
        screen[offset + 1] = colour[1];
        screen[offset + 2] = colour[2];
        screen[offset + 3] = 255;
      }
    }
    pendingDisposal = { kind: disposal, rect, saved };
    nextIndex++;
  };

  return {
    width,
    height,
    frameCount: imageFrames.length,
    storedDelaysMs,
    frameAt(index) {
      const cached = cache.get(index);
      if (cached) return cached;
      if (index < nextIndex) reset();
      try {
        while (nextIndex <= index) {
          step();
          if (cacheable) cache.set(nextIndex - 1, screen.slice());
        }
      } catch {
        throw new GifDecodeError(
          "The GIF could not be decoded: the file is damaged or incomplete.",
        );
      }
      return cache.get(index) ?? screen;
    },
  };
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clipRect(dims: Rect, width: number, height: number): Rect {
  const left = Math.max(0, Math.min(width, dims.left));
  const top = Math.max(0, Math.min(height, dims.top));
  const right = Math.max(left, Math.min(width, dims.left + dims.width));
  const bottom = Math.max(top, Math.min(height, dims.top + dims.height));
  return { left, top, width: right - left, height: bottom - top };
}

function copyRect(screen: Uint8ClampedArray, width: number, rect: Rect): Uint8ClampedArray {
  const copy = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y++) {
    const start = ((rect.top + y) * width + rect.left) * 4;
    copy.set(screen.subarray(start, start + rect.width * 4), y * rect.width * 4);
  }
  return copy;
}

/** Fills a rectangle with transparent pixels, or with a saved copy of it. */
function fillRect(
  screen: Uint8ClampedArray,
  width: number,
  rect: Rect,
  saved: Uint8ClampedArray | null,
): void {
  for (let y = 0; y < rect.height; y++) {
    const start = ((rect.top + y) * width + rect.left) * 4;
    if (saved) screen.set(saved.subarray(y * rect.width * 4, (y + 1) * rect.width * 4), start);
    else screen.fill(0, start, start + rect.width * 4);
  }
}
