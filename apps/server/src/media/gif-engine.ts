import { open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type {
  FrameSource,
  FrameTransform,
  GifEditRequest,
  GifEncodeSettings,
  MediaToolkit,
  RawGifEncodeRequest,
} from "@gifkit/tools";
import { gifBlocks, readGifStructure, setGifDelays } from "@gifkit/tools/shared/image-header";
import {
  buildDecodeGifToRaw,
  buildEncodeRawToGif,
  buildGifsicleJoin,
  buildGifsicleOptimize,
  buildGlobalPalette,
} from "./gif-engine-commands.ts";

/**
 * The GIF engine: native code does the pixel work (ffmpeg decodes with disposal applied,
 * transforms, builds palettes, dithers and writes LZW; gifsicle joins parts and optimises), this
 * file orchestrates. Frames pass through one raw scratch file, read a frame at a time, so memory
 * stays flat whatever the frame count; the encoding is split into parts run side by side (one per
 * core) and joined. Delays are written exactly as given (0 and 1 included) after encoding.
 */

type Run = MediaToolkit["run"];

export const defaultGifEncodeSettings: GifEncodeSettings = {
  palette: "per-group",
  colours: 256,
  // Edits re-encode pixels that already came from GIF palettes: a frame with at most 255 colours
  // is written exactly, and dithering exact colours would only add noise.
  dither: "none",
  bayerScale: 3,
  interFrameMaxError: 0,
  lossy: 0,
  optimize: false,
  optimizeLevel: 3,
};

/** Below this many frames one encoder is quicker than starting two and joining. */
const minimumFramesPerPart = 12;
/** Raw bytes of one group with its own palette (its frames wait in ffmpeg for the palette). */
const groupBytes = 16 * 1024 * 1024;
const maximumFramesPerGroup = 24;
/**
 * Encoders running at once: one per core, at most two, and one for frames over 512 KB (each ffmpeg
 * holds a group plus its copies: two at 800×800 took the task's tree to 411-454 MB, two at
 * 400×400 to 410 MB).
 */
const encoderConcurrency = (frameBytes: number) =>
  frameBytes > 512 * 1024 ? 1 : Math.max(1, Math.min(2, availableParallelism()));

/** The size of the frames after the transforms. */
export function transformedSize(
  size: { width: number; height: number },
  transforms: readonly FrameTransform[],
): { width: number; height: number } {
  let { width, height } = size;
  for (const transform of transforms) {
    if (transform.kind === "crop" || transform.kind === "resize") {
      width = transform.width;
      height = transform.height;
    } else if (transform.kind === "rotate" && transform.degrees !== 180) {
      [width, height] = [height, width];
    }
  }
  return { width, height };
}

export async function editGif(
  request: GifEditRequest,
  run: Run,
  signal: AbortSignal,
): Promise<{ frameCount: number }> {
  const layout = await readGifStructure(request.inputPath);
  const size = transformedSize(layout, request.transforms);
  const rawPath = join(request.workDir, "engine-frames.rgba");
  const selected = request.frames ?? defaultFrames(layout.frames, request.reverse === true);
  if (selected.length === 0) throw new Error("no frame was selected");
  for (const { index } of selected) {
    if (!Number.isInteger(index) || index < 0 || index >= layout.frameCount) {
      throw new Error(`frame index ${index} is outside the GIF's ${layout.frameCount} frames`);
    }
  }
  // Frames after the last one written are not decoded (a cut near the start of a long GIF).
  const decodeCount = request.frames
    ? selected.reduce((last, frame) => Math.max(last, frame.index), 0) + 1
    : layout.frameCount;
  try {
    await run(
      buildDecodeGifToRaw(
        request.inputPath,
        rawPath,
        request.transforms,
        decodeCount < layout.frameCount ? decodeCount : undefined,
        request.extraInputs,
      ),
      { signal },
    );
    const frameBytes = size.width * size.height * 4;
    const frameCount = Math.floor((await stat(rawPath)).size / frameBytes);
    if (frameCount !== decodeCount) {
      throw new Error(`ffmpeg decoded ${frameCount} of the GIF's first ${decodeCount} frames`);
    }
    request.onProgress?.(0.2);
    const order = selected.map((frame) => frame.index);
    await encodeRawFrames(
      {
        rawPath,
        size,
        order,
        delaysCentiseconds: selected.map((frame) => frame.delayCentiseconds),
        loopCount: layout.loopCount,
      },
      request.outputPath,
      { ...defaultGifEncodeSettings, ...request.encode },
      {
        workDir: request.workDir,
        signal,
        onProgress: (fraction) => request.onProgress?.(0.2 + fraction * 0.8),
      },
      run,
    );
    return { frameCount: order.length };
  } finally {
    await rm(rawPath, { force: true });
  }
}

/** Every frame in order (or back to front), each with the delay read from the file: timing is sacred. */
function defaultFrames(
  frames: readonly { delayCentiseconds: number }[],
  reverse: boolean,
): { index: number; delayCentiseconds: number }[] {
  const all = frames.map((frame, index) => ({ index, delayCentiseconds: frame.delayCentiseconds }));
  return reverse ? all.reverse() : all;
}

/** Encodes a stream of frames: they are written to a scratch file as they come, then encoded. */
export async function encodeGifFrames(
  source: FrameSource,
  outputPath: string,
  settings: Partial<GifEncodeSettings>,
  options: { workDir: string; signal: AbortSignal },
  run: Run,
): Promise<void> {
  const rawPath = join(options.workDir, "engine-source.rgba");
  const frameBytes = source.width * source.height * 4;
  const handle = await open(rawPath, "w");
  let frameCount = 0;
  try {
    for await (const frame of source.frames) {
      options.signal.throwIfAborted();
      if (frame.byteLength !== frameBytes) {
        throw new Error(`frame ${frameCount + 1} has ${frame.byteLength} bytes, not ${frameBytes}`);
      }
      await handle.write(frame);
      frameCount++;
    }
  } finally {
    await handle.close();
  }
  try {
    if (frameCount !== source.delaysCentiseconds.length) {
      throw new Error(`${frameCount} frames came for ${source.delaysCentiseconds.length} delays`);
    }
    await encodeRawFrames(
      {
        rawPath,
        size: source,
        order: Array.from({ length: frameCount }, (_, index) => index),
        delaysCentiseconds: source.delaysCentiseconds,
        loopCount: source.loopCount,
      },
      outputPath,
      { ...defaultGifEncodeSettings, ...settings },
      options,
      run,
    );
  } finally {
    await rm(rawPath, { force: true });
  }
}

/**
 * Encodes frames a tool's own ffmpeg graph already wrote to a raw file (Combine stacks its inputs
 * natively), in the order and with the delays the request gives. The file is the tool's: it is
 * left in place.
 */
export async function encodeRawGif(
  request: RawGifEncodeRequest,
  run: Run,
  signal: AbortSignal,
): Promise<{ frameCount: number }> {
  const size = { width: request.width, height: request.height };
  const frameBytes = size.width * size.height * 4;
  const storedFrames = Math.floor((await stat(request.rawPath)).size / frameBytes);
  for (const { index } of request.frames) {
    if (!Number.isInteger(index) || index < 0 || index >= storedFrames) {
      throw new Error(`frame index ${index} is outside the raw file's ${storedFrames} frames`);
    }
  }
  await encodeRawFrames(
    {
      rawPath: request.rawPath,
      size,
      order: request.frames.map((frame) => frame.index),
      delaysCentiseconds: request.frames.map((frame) => frame.delayCentiseconds),
      loopCount: request.loopCount,
    },
    request.outputPath,
    { ...defaultGifEncodeSettings, ...request.encode },
    {
      workDir: request.workDir,
      signal,
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    },
    run,
  );
  return { frameCount: request.frames.length };
}

interface RawFrames {
  rawPath: string;
  size: { width: number; height: number };
  /** Which stored frame goes out at each position. */
  order: number[];
  /** Per output position. */
  delaysCentiseconds: number[];
  loopCount: number | null;
}

async function encodeRawFrames(
  frames: RawFrames,
  outputPath: string,
  settings: GifEncodeSettings,
  options: { workDir: string; signal: AbortSignal; onProgress?: (fraction: number) => void },
  run: Run,
): Promise<void> {
  const { signal, workDir } = options;
  const { size, order } = frames;
  if (order.length === 0) throw new Error("there are no frames to encode");
  let palettePath: string | undefined;
  if (settings.palette === "global") {
    palettePath = join(workDir, "engine-palette.png");
    await run(buildGlobalPalette(size, frames.rawPath, palettePath, settings.colours), { signal });
  }
  const frameBytes = size.width * size.height * 4;
  // Frames that make opaque pixels transparent (a smaller GIF after a larger one in Combine, padded
  // with transparency): ffmpeg draws such a frame over the one before, which stays (issue 41).
  const { uncovering, translucent } = await framesTransparency(
    frames.rawPath,
    order,
    frameBytes,
    signal,
  );
  // Whole frames also when any frame has transparent pixels. ffmpeg 5.1 writes such a frame
  // cropped to what it draws with disposal "background", then crops the next frame to what
  // changed since it as if nothing were cleared, so the next frame loses the rest of the picture
  // (the pygif suite's high-color.gif cut from its second frame kept one quadrant of four). And
  // its crop finds the left and right edges without the bottom row, so a pixel drawn only there
  // is cut off (pygif's image-overlap-bg through Censor lost its one red pixel; a drawing one row
  // high kept one column). Both issue 41.
  const fullFrames = uncovering.length > 0 || translucent;
  const partLength =
    settings.palette === "per-group"
      ? Math.max(1, Math.min(maximumFramesPerGroup, Math.floor(groupBytes / frameBytes)))
      : Math.max(minimumFramesPerPart, Math.ceil(order.length / encoderConcurrency(frameBytes)));
  const partCount = Math.ceil(order.length / partLength);
  const partPaths = Array.from({ length: partCount }, (_, part) =>
    join(workDir, `engine-part-${part}.gif`),
  );
  let framesFed = 0;
  let nextPart = 0;
  const raw = await open(frames.rawPath, "r");
  try {
    // A few encoders at a time, each taking the next part when it finishes.
    const encodeNextParts = async (): Promise<void> => {
      while (nextPart < partCount) {
        const part = nextPart++;
        const partPath = partPaths[part] as string;
        const indices = order.slice(part * partLength, (part + 1) * partLength);
        // Two buffers taken in turn (the threshold compares with the previous frame). A frame
        // larger than the pipe's 16 KB high-water mark makes write() return false, and the next
        // frame is read only after 'drain', when the previous one has left the process; smaller
        // frames get fresh buffers. (A fresh buffer per frame leaves 768 MB of garbage for the
        // collector on a 300-frame 800×800 GIF.)
        const reusable = frameBytes >= 64 * 1024;
        const buffers = reusable ? [new Uint8Array(frameBytes), new Uint8Array(frameBytes)] : [];
        const feed = async function* () {
          let shown: Uint8Array | null = null;
          let turn = 0;
          for (const index of indices) {
            signal.throwIfAborted();
            const frame = reusable
              ? (buffers[turn++ % 2] as Uint8Array)
              : new Uint8Array(frameBytes);
            const { bytesRead } = await raw.read(frame, 0, frameBytes, index * frameBytes);
            if (bytesRead !== frameBytes) throw new Error(`frame ${index + 1} is incomplete`);
            if (settings.interFrameMaxError > 0) {
              if (shown) keepNearlyUnchanged(frame, shown, settings.interFrameMaxError);
              shown = frame;
            }
            yield frame;
            framesFed++;
            options.onProgress?.((framesFed / order.length) * 0.9);
          }
        };
        await run(
          buildEncodeRawToGif(size, partPath, settings, frames.loopCount, palettePath, fullFrames),
          { signal, stdin: feed() },
        );
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(encoderConcurrency(frameBytes), partCount) }, encodeNextParts),
    );
  } finally {
    await raw.close();
  }
  let encodedPath = partPaths[0] as string;
  if (partPaths.length > 1) {
    encodedPath = join(workDir, "engine-joined.gif");
    await run(buildGifsicleJoin(partPaths, encodedPath, frames.loopCount), { signal });
  }
  const timed = setGifDelays(await readFile(encodedPath), frames.delaysCentiseconds);
  if (timed.frameCount !== order.length) {
    throw new Error(`the encoder wrote ${timed.frameCount} frames instead of ${order.length}`);
  }
  // The whole frame before each uncovering one is cleared once shown, so what it uncovers is
  // transparent, as in the frames given (gifsicle's -O3 below keeps that look, in fewer bytes).
  if (fullFrames)
    setGifDisposalBackground(timed.bytes, new Set(uncovering.map((position) => position - 1)));
  // Whole frames are canvas-sized: gifsicle's -O3 (the level unless one is asked) crops them to what changed again, with
  // transparency for unchanged pixels, losslessly and with disposal kept right (the true-colour
  // build-up fixture at speed ×10 was 5.21× its bytes and cut in the middle of its picture 7.96×
  // as whole frames, issue 39).
  if (settings.optimize || settings.lossy > 0 || fullFrames) {
    const timedPath = join(workDir, "engine-timed.gif");
    await writeFile(timedPath, timed.bytes);
    await run(
      buildGifsicleOptimize(timedPath, outputPath, settings.lossy, settings.optimizeLevel),
      { signal },
    );
    await rm(timedPath, { force: true });
  } else {
    await writeFile(outputPath, timed.bytes);
  }
  for (const path of [...partPaths, ...(palettePath ? [palettePath] : [])]) {
    await rm(path, { force: true });
  }
  if (encodedPath !== partPaths[0]) await rm(encodedPath, { force: true });
  options.onProgress?.(1);
}

/**
 * The output positions whose frame has a transparent pixel (alpha under 128, as the encoder
 * reads it) where the frame before it is opaque, and whether any frame has a transparent pixel.
 * One pass over the raw frames, alpha bytes only.
 */
export async function framesTransparency(
  rawPath: string,
  order: readonly number[],
  frameBytes: number,
  signal: AbortSignal,
): Promise<{ uncovering: number[]; translucent: boolean }> {
  const uncovering: number[] = [];
  let translucent = false;
  const raw = await open(rawPath, "r");
  try {
    let previous = new Uint8Array(frameBytes);
    let current = new Uint8Array(frameBytes);
    for (let position = 0; position < order.length; position++) {
      signal.throwIfAborted();
      const index = order[position] as number;
      const { bytesRead } = await raw.read(current, 0, frameBytes, index * frameBytes);
      if (bytesRead !== frameBytes) throw new Error(`frame ${index + 1} is incomplete`);
      if (position > 0 && uncovers(previous, current)) uncovering.push(position);
      if (!translucent && hasTransparency(current)) translucent = true;
      [previous, current] = [current, previous];
    }
  } finally {
    await raw.close();
  }
  return { uncovering, translucent };
}

function hasTransparency(frame: Uint8Array): boolean {
  for (let alpha = 3; alpha < frame.length; alpha += 4)
    if ((frame[alpha] as number) < 128) return true;
  return false;
}

function uncovers(previous: Uint8Array, current: Uint8Array): boolean {
  for (let alpha = 3; alpha < current.length; alpha += 4)
    if ((current[alpha] as number) < 128 && (previous[alpha] as number) >= 128) return true;
  return false;
}

/** Sets the disposal of the frames at `positions` (from 0) to "restore to background", in place. */
function setGifDisposalBackground(bytes: Uint8Array, positions: ReadonlySet<number>): void {
  let frame = 0;
  let controlAt = -1;
  let done = 0;
  for (const block of gifBlocks(bytes)) {
    if (done === positions.size) return;
    if (block.kind === "extension" && block.label === 0xf9 && bytes[block.start + 2] === 4)
      controlAt = block.start + 3;
    else if (block.kind === "image") {
      if (positions.has(frame)) {
        // The packed byte: bits 2-4 are the disposal method, 2 = restore to background.
        if (controlAt < 0) throw new Error(`frame ${frame + 1} has no graphic control block`);
        bytes[controlAt] = ((bytes[controlAt] as number) & 0b11100011) | (2 << 2);
        done++;
      }
      controlAt = -1;
      frame++;
    }
  }
  if (done !== positions.size) throw new Error("a frame to clear is not in the GIF");
}

/**
 * Inter-frame transparency with an error threshold: where both the shown pixel and the new one
 * are opaque and no channel moved by more than `maxError`, the new frame takes the shown pixel,
 * so the encoder sees it unchanged and does not redraw it.
 */
function keepNearlyUnchanged(frame: Uint8Array, shown: Uint8Array, maxError: number): void {
  for (let offset = 0; offset < frame.length; offset += 4) {
    if ((frame[offset + 3] as number) < 128 || (shown[offset + 3] as number) < 128) continue;
    if (
      Math.abs((frame[offset] as number) - (shown[offset] as number)) <= maxError &&
      Math.abs((frame[offset + 1] as number) - (shown[offset + 1] as number)) <= maxError &&
      Math.abs((frame[offset + 2] as number) - (shown[offset + 2] as number)) <= maxError
    ) {
      frame[offset] = shown[offset] as number;
      frame[offset + 1] = shown[offset + 1] as number;
      frame[offset + 2] = shown[offset + 2] as number;
      frame[offset + 3] = shown[offset + 3] as number;
    }
  }
}
