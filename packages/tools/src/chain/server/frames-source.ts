import { open, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits, stage } from "@gifkit/contracts";
import { type ProcessorContext, ToolError } from "../../define-tool.ts";
import type { GifLayout } from "../../media-toolkit.ts";
import type { FrameStreamFacts } from "../../operations/define-operation.ts";
import type { OutputParams } from "../../operations/output.ts";
import { pictureGroups } from "../../shared/frame-order.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import {
  buildAnimationToRawFrames,
  buildProbeVideoStreams,
  parseVideoStreams,
} from "../../shared/gif-input-commands.ts";
import { assertGifInputWithinLimits } from "../../shared/gif-limits.ts";
import { picturesStandAlone } from "../../shared/gif-paths.ts";
import { toGifDelaysCentiseconds } from "../../shared/gif-timing.ts";
import {
  detectAnimationContainer,
  type ImageHeader,
  readImageHeader,
  storedGeometry,
  UnreadableImageError,
} from "../../shared/image-header.ts";
import { readHead } from "../../shared/read-head.ts";
import { demuxerForDetectedType, type VideoProbe } from "../../shared/video-input.ts";
import { videoOutputFrameRate } from "../plan-chain.ts";
import {
  avifFrameDelays,
  buildAvifPacketTimes,
  buildGifToRawFrames,
  buildVideoToRawFrames,
} from "./frame-graph.ts";

/**
 * The frame path's input (run-chain.ts, path 3): its facts from its header, before anything is
 * decoded (the plan and its limits come first), and one decode into raw composited RGBA frames.
 * A GIF is decoded by ffmpeg (disposal applied), an animated WebP by sharp (ffmpeg 5.1 reads
 * none), an APNG by ffmpeg's apng decoder (dispose and blend applied); an MNG, an animated AVIF or
 * a WebM read as an animation go through the GIF tools' own conversion first (shared/gif-input.ts).
 */
export interface FramesSource {
  facts: FrameStreamFacts;
  /** Writes the first `frameCount` frames, composited, as raw RGBA one after another. */
  decodeToRaw(rawPath: string, frameCount: number): Promise<void>;
  /** A GIF input (as it is, or converted to one): its path and block structure. */
  gif?: { path: string; layout: GifLayout };
}

/** A GIF's frames as a frame stream (its stored delays, its loop block). */
export function frameStreamOfLayout(layout: GifLayout): FrameStreamFacts {
  const patches = patchFrames(layout);
  return {
    kind: "frames",
    width: layout.width,
    height: layout.height,
    frames: layout.frames.map((frame, sourceIndex) => ({
      sourceIndex,
      delayCentiseconds: frame.delayCentiseconds,
      ...(patches.has(sourceIndex) ? { patch: true as const } : {}),
    })),
    loopCount: layout.loopCount,
  };
}

/**
 * The frames that are patches of a later frame's picture, where the pictures stand alone (the
 * Reverse tool's test for moving whole pictures: frame-order-process.ts): every frame of a
 * picture but its last.
 */
function patchFrames(layout: GifLayout): Set<number> {
  const groups = pictureGroups(layout.frames);
  if (groups.length === layout.frames.length || !picturesStandAlone(layout, groups)) {
    return new Set();
  }
  return new Set(groups.flatMap((group) => group.slice(0, -1)));
}

/** NETSCAPE repetitions for total plays as WebP and APNG store them (0 forever; null: once). */
const repetitionsOf = (plays: number | null): number | null =>
  plays === null || plays === 1 ? null : plays === 0 ? 0 : plays - 1;

/** A WebP's or APNG's header as a frame stream: delays in GIF hundredths (rounding carried). */
function frameStreamOfHeader(header: ImageHeader): FrameStreamFacts {
  const delaysMs = header.frameDelaysMs.length > 0 ? header.frameDelaysMs : [100];
  return {
    kind: "frames",
    width: header.width,
    height: header.height,
    frames: toGifDelaysCentiseconds(delaysMs).map((delayCentiseconds, sourceIndex) => ({
      sourceIndex,
      delayCentiseconds,
    })),
    loopCount: repetitionsOf(header.plays),
  };
}

async function headerOrExplain(path: string, detected: string): Promise<ImageHeader | null> {
  try {
    return await readImageHeader(path, detected);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new ToolError(error.message, "corrupt-input");
    throw error;
  }
}

export async function readFramesSource(context: ProcessorContext): Promise<FramesSource> {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No input was given.", "missing-input");
  const { media, signal } = context;
  const container = detectAnimationContainer(await readHead(inputPath, 16));
  const header =
    container === "webp" || container === "png"
      ? await headerOrExplain(inputPath, container)
      : null;

  if (header?.format === "webp") {
    assertGifInputWithinLimits(storedGeometry(header));
    return {
      facts: frameStreamOfHeader(header),
      async decodeToRaw(rawPath, frameCount) {
        const animation = await media.decodeAnimation(inputPath, signal);
        await writeFrames(rawPath, animation.frames.slice(0, frameCount));
      },
    };
  }
  if (header?.format === "apng") {
    assertGifInputWithinLimits(storedGeometry(header));
    return {
      facts: frameStreamOfHeader(header),
      async decodeToRaw(rawPath, frameCount) {
        await media.run(
          buildAnimationToRawFrames("apng", inputPath, rawPath, { maxFrames: frameCount }),
          {
            signal,
            timeoutMs: 120_000,
          },
        );
      },
    };
  }
  if (await isAvif(inputPath)) return readAvifSource(context, inputPath);
  // A GIF as it is; an MNG or WebM converted to one as the GIF tools do.
  const input = await prepareGifInput(context);
  const layout = await media.gifLayout(input.path);
  return {
    facts: frameStreamOfLayout(layout),
    async decodeToRaw(rawPath, frameCount) {
      await media.run(buildGifToRawFrames(input.path, rawPath, frameCount), { signal });
    },
    gif: { path: input.path, layout },
  };
}

/** An ISO-BMFF `ftyp` box whose major brand is avif or avis (shared/gif-input.ts's test). */
export async function isAvif(path: string): Promise<boolean> {
  const head = await readHead(path, 12);
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return head.length >= 12 && ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12));
}

/**
 * An animated AVIF read straight into frames (no GIF in between, so no 256-colour palette): its
 * frames' delays from the packets' times (a held last copy folded back: avifFrameDelays), its
 * alpha plane merged; it loops forever (the format stores no play count).
 */
async function readAvifSource(context: ProcessorContext, inputPath: string): Promise<FramesSource> {
  const { media, signal } = context;
  const noAnimation = new ToolError(
    "This AVIF is a still image, not an animation (it has no image sequence track). Give an animated AVIF, or a GIF, WebP or APNG.",
    "no-video-stream",
  );
  let pictures: ReturnType<typeof parseVideoStreams>;
  let delays: number[];
  try {
    pictures = parseVideoStreams(
      (await media.run(buildProbeVideoStreams(inputPath), { signal })).stdout,
    ).filter((stream) => stream.width > 0 && stream.height > 0);
    delays = avifFrameDelays(
      (
        await media.run(buildAvifPacketTimes(inputPath, defaultLimits.maxInputFrames + 1), {
          signal,
        })
      ).stdout,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw noAnimation;
  }
  const [picture] = pictures;
  if (!picture || delays.length === 0) throw noAnimation;
  assertGifInputWithinLimits({
    width: picture.width,
    height: picture.height,
    frameCount: delays.length,
  });
  return {
    facts: {
      kind: "frames",
      width: picture.width,
      height: picture.height,
      frames: delays.map((delayCentiseconds, sourceIndex) => ({ sourceIndex, delayCentiseconds })),
      loopCount: 0,
    },
    async decodeToRaw(rawPath, frameCount) {
      await media.run(
        buildAnimationToRawFrames("avif", inputPath, rawPath, {
          maxFrames: Math.min(frameCount, delays.length),
          alphaStream: pictures.length > 1,
        }),
        { signal, timeoutMs: 120_000 },
      );
    },
  };
}

async function writeFrames(rawPath: string, frames: readonly Uint8Array[]): Promise<void> {
  const file = await open(rawPath, "w");
  try {
    for (const frame of frames) await file.write(frame);
  } finally {
    await file.close();
  }
}

const megapixelsText = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

/**
 * A video read as frames, for a chain on a video that ends in a frame format (GIF...): sampled
 * at the output's fps (at most the video's own rate, 15 by default, as Video to GIF), each frame
 * then lasting 1/fps in GIF hundredths (rounding carried), looping forever. The frames are
 * decoded here, before the plan, because ffmpeg's fps filter may make one frame fewer or more
 * than the duration says: the plan counts the frames there are. What the decode may hold is
 * checked first from the probe, with the limit the GIF inputs have (width × height × frames).
 */
export async function readVideoFramesSource(
  context: ProcessorContext,
  probe: VideoProbe,
  detectedType: string | null,
  output: OutputParams,
): Promise<FramesSource> {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No input was given.", "missing-input");
  const demuxer = demuxerForDetectedType(detectedType);
  if (!demuxer)
    throw new ToolError("The video's container cannot be read.", "unsupported-file-type");
  const framesPerSecond = videoOutputFrameRate(output, {
    framesPerSecond: probe.framesPerSecond ?? 30,
  });
  const { width, height } = probe;
  const expectedFrames = Math.max(1, Math.ceil(probe.durationSeconds * framesPerSecond - 1e-9));
  const decodedPixels = width * height * expectedFrames;
  if (expectedFrames > defaultLimits.maxInputFrames) {
    throw new ToolError(
      `${probe.durationSeconds.toFixed(1)} s at ${framesPerSecond} fps makes ${expectedFrames.toLocaleString("en-US")} frames; a chain reads at most ${defaultLimits.maxInputFrames.toLocaleString("en-US")}. Cut the video shorter or lower fps.`,
      "output-too-large",
    );
  }
  if (decodedPixels > defaultLimits.maxInputTotalPixels) {
    throw new ToolError(
      `The video decodes to ${expectedFrames.toLocaleString("en-US")} frames of ${width}×${height} px (${megapixelsText(decodedPixels)}); a chain reads at most ${megapixelsText(defaultLimits.maxInputTotalPixels)} (width × height × frames). Cut the video shorter, lower fps or make it smaller with Video to GIF first.`,
      "output-too-large",
    );
  }
  context.reportProgress({ percent: 2, ...stage("decoding-video") });
  const decodedPath = join(context.workDir, "chain-video.rgba");
  await context.media.run(
    buildVideoToRawFrames({
      inputPath,
      demuxer,
      framesPerSecond,
      // One frame of slack for the fps filter's rounding; never past the limit checked above.
      frameLimit: Math.min(expectedFrames + 1, defaultLimits.maxInputFrames),
      rawPath: decodedPath,
    }),
    { signal: context.signal, timeoutMs: 300_000 },
  );
  const frameCount = Math.floor((await stat(decodedPath)).size / (width * height * 4));
  if (frameCount === 0) throw new ToolError("The video has no frame to read.", "corrupt-input");
  const delays = toGifDelaysCentiseconds(
    Array.from({ length: frameCount }, () => 1000 / framesPerSecond),
  );
  return {
    facts: {
      kind: "frames",
      width,
      height,
      frames: delays.map((delayCentiseconds, sourceIndex) => ({ sourceIndex, delayCentiseconds })),
      loopCount: 0,
    },
    async decodeToRaw(rawPath) {
      // Decoded already (the frame count had to be known): the frames move to where they are wanted.
      if (rawPath !== decodedPath) await rename(decodedPath, rawPath);
    },
  };
}
