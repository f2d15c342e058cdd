import type { MediaCommand } from "../../media-toolkit.ts";
import { ffmpegGifInputArgs } from "../../shared/ffmpeg-gif-input.ts";
import {
  buildApngEncode,
  buildAvifEncode,
  buildMp4Encode,
  buildWebmEncode,
  gifSource,
  vp9VideoArgs,
} from "../../shared/output-encoder.ts";
import type { FrameRate } from "./timing.ts";

/** H.264 in yuv420p needs even sides (the one output-encoder builder's rule). */
export { even } from "../../shared/output-encoder.ts";

export interface Mp4Plan {
  /** A GIF. */
  inputPath: string;
  outputPath: string;
  width: number;
  height: number;
  framesPerSecond: FrameRate;
  /** "#rrggbb": drawn under transparent pixels and in the padding. */
  background: string;
  /** The sum of the GIF's delays as browsers play them, in hundredths. */
  durationCentiseconds: number;
}

/**
 * GIF → H.264 MP4 that every browser plays. ffmpeg's GIF decoder composites the frames (disposal
 * applied) and its demuxer times them as browsers do (a delay under 2 hundredths plays as 10).
 * `fps` turns them into a constant rate (each frame starts at the nearest tick; the last one keeps
 * its delay), and they are laid over a canvas of the background colour whose sides are rounded up
 * to even numbers (yuv420p needs even sides; the extra column/row is padding, never a stretch).
 */
export function buildGifToMp4(plan: Mp4Plan): MediaCommand {
  return buildMp4Encode(gifSource(plan.inputPath, plan.durationCentiseconds), plan);
}

export interface ApngPlan {
  /** A GIF. */
  inputPath: string;
  outputPath: string;
  /** acTL num_plays: 0 = forever. */
  plays: number;
  /** Delay of the last frame: the muxer times the others from the next frame's start. */
  lastDelayCentiseconds: number;
  /** The sum of the GIF's delays as browsers play them, in hundredths. */
  durationCentiseconds: number;
}

/**
 * GIF → APNG with every composited frame (RGBA, so transparency stays) and its delay as browsers
 * play it (the GIF demuxer turns 0 and 1 hundredths into 10).
 */
export function buildGifToApng(plan: ApngPlan): MediaCommand {
  return buildApngEncode(gifSource(plan.inputPath, plan.durationCentiseconds), plan);
}

/**
 * GIF → every composited frame (ffmpeg's GIF decoder applies disposal) as raw RGBA, one after
 * another in `rawPath`; the WebP stills are cut from them (media toolkit: encodeWebpFrames).
 */
export function buildGifToRawFrames(inputPath: string, rawPath: string): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(inputPath),
      // One raw frame per GIF frame, whatever its delay.
      "-fps_mode",
      "passthrough",
      "-pix_fmt",
      "rgba",
      "-f",
      "rawvideo",
      "-y",
      rawPath,
    ],
  };
}

export interface WebpMuxPlan {
  /**
   * Each still, its place on the canvas (even offsets) and whether it is alpha-blended over what
   * is shown; the first covers the canvas.
   */
  frames: readonly { path: string; x: number; y: number; blend: boolean }[];
  /** One per frame, in milliseconds. */
  delaysMs: readonly number[];
  /** ANIM loop count: total plays, 0 = forever. */
  plays: number;
  outputPath: string;
}

/**
 * Puts the WebP stills together as an animation with exactly these frames and delays. webpmux is
 * used instead of an animation encoder (libwebp's WebPAnimEncoder, which sharp and ffmpeg's
 * libwebp_anim use): that encoder merges identical consecutive frames and raises short delays, so
 * frame counts and delays would change.
 */
export function buildWebpMux(plan: WebpMuxPlan): MediaCommand {
  const args: string[] = [];
  plan.frames.forEach((frame, index) => {
    // +duration+x+y+dispose(0: none), then +b (alpha-blend over what is shown: the still's
    // transparent pixels keep it) or -b (replace the area, so a pixel can turn transparent).
    const blend = frame.blend ? "+b" : "-b";
    args.push(
      "-frame",
      frame.path,
      `+${plan.delaysMs[index] ?? 100}+${frame.x}+${frame.y}+0${blend}`,
    );
  });
  // -bgcolor A,R,G,B: a transparent canvas hint for viewers.
  args.push("-loop", String(plan.plays), "-bgcolor", "0,255,255,255", "-o", plan.outputPath);
  return { binary: "webpmux", args };
}

export interface AnimatedVideoPlan {
  /** A GIF. */
  inputPath: string;
  outputPath: string;
  /** True when a frame of the GIF has a transparent colour: the output then carries alpha. */
  withAlpha: boolean;
  /** The sum of the GIF's delays as browsers play them, in hundredths: where the last one ends. */
  durationCentiseconds: number;
}

/**
 * GIF → animated AVIF (an AV1 image sequence). libaom-av1 rather than libsvtav1: SVT-AV1 (1.4,
 * Debian's) took a third of the CPU time here but refuses odd sides and cannot encode the
 * monochrome alpha plane; libaom does both. With alpha, ffmpeg 5.1's avif muxer takes the alpha
 * plane as a second, gray AV1 stream and writes it as the colour item's auxiliary alpha image
 * (auxl reference, urn:mpeg:mpegB:cicp:systems:auxiliary:alpha), as the AVIF spec asks. The muxer
 * writes no repetition count: players loop an animated AVIF forever. The last frame comes twice,
 * so it lasts its whole delay (output-encoder.ts, holdLastFrame).
 */
export function buildGifToAvif(plan: AnimatedVideoPlan): MediaCommand {
  return buildAvifEncode(gifSource(plan.inputPath, plan.durationCentiseconds), plan);
}

/**
 * GIF → WebM (VP9, no audio) with every frame at its own timestamp (Matroska keeps variable frame
 * rates). With alpha, yuva420p: libvpx-vp9 encodes the alpha plane as BlockAdditional data and
 * the muxer marks the track alpha_mode=1, which Chromium and Firefox play transparent. WebM has
 * no loop count: the result page and the places that take WebM loop it. The last frame comes
 * twice, so it lasts its whole delay (output-encoder.ts, holdLastFrame).
 */
export function buildGifToWebm(plan: AnimatedVideoPlan): MediaCommand {
  return buildWebmEncode(gifSource(plan.inputPath, plan.durationCentiseconds), plan);
}

/** The sticker's own length (keptSeconds) and constant rate time it, not the GIF's total. */
export interface StickerWebmPlan extends Omit<AnimatedVideoPlan, "durationCentiseconds"> {
  /** The picture's size, and the frame's (larger only when the picture is centred on a canvas). */
  width: number;
  height: number;
  canvasWidth: number;
  canvasHeight: number;
  framesPerSecond: number;
  /** Seconds kept from the start. */
  keptSeconds: number;
  /** VP9 constant quality (0 best - 63 smallest): the byte search raises it until the file fits. */
  crf: number;
}

/**
 * GIF → a WebM for a sticker or emoji place (Telegram): scaled (Lanczos) to the planned sides,
 * centred on a transparent canvas where the sides are exact, at the place's frame rate, cut to
 * its length, VP9 without sound at the given quality.
 */
export function buildGifToStickerWebm(plan: StickerWebmPlan): MediaCommand {
  const centred = plan.canvasWidth !== plan.width || plan.canvasHeight !== plan.height;
  const filters = [
    // A constant rate at the place's highest: every GIF frame lasts its delay, rounded to 1/fps.
    `fps=${plan.framesPerSecond}`,
    `scale=${plan.width}:${plan.height}:flags=lanczos`,
    ...(centred
      ? [
          "format=rgba",
          // The picture in the middle of a fully transparent canvas of the exact sides.
          `pad=${plan.canvasWidth}:${plan.canvasHeight}:(ow-iw)/2:(oh-ih)/2:color=black@0`,
        ]
      : []),
  ];
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(plan.inputPath),
      "-vf",
      filters.join(","),
      // Only the start the place takes.
      "-t",
      String(plan.keptSeconds),
      "-an",
      ...vp9VideoArgs({ crf: plan.crf, withAlpha: plan.withAlpha || centred }),
      "-f",
      "webm",
      "-y",
      plan.outputPath,
    ],
  };
}

export interface StickerWebpPlan {
  inputPath: string;
  outputPath: string;
  /** The picture's size, and the canvas's (larger when the picture is centred on it). */
  width: number;
  height: number;
  canvasWidth: number;
  canvasHeight: number;
  /** Seconds kept from the start. */
  keptSeconds: number;
  /** libwebp's lossy quality (100 best - 0 smallest): the byte search lowers it until it fits. */
  quality: number;
}

/**
 * GIF → an animated WebP for a sticker place (WhatsApp): scaled (Lanczos) to the planned sides,
 * centred on a transparent canvas of the exact sides, cut to the place's length, lossy at the
 * given quality. Every GIF frame stays a frame with its own timing (no constant rate: a WebP frame
 * has its own duration); the last frame's duration is set afterwards (buildWebpSetDurations),
 * because ffmpeg guesses it.
 */
export function buildGifToStickerWebp(plan: StickerWebpPlan): MediaCommand {
  const centred = plan.canvasWidth !== plan.width || plan.canvasHeight !== plan.height;
  const filters = [
    `scale=${plan.width}:${plan.height}:flags=lanczos`,
    "format=rgba",
    ...(centred
      ? [`pad=${plan.canvasWidth}:${plan.canvasHeight}:(ow-iw)/2:(oh-ih)/2:color=black@0`]
      : []),
  ];
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(plan.inputPath),
      "-vf",
      filters.join(","),
      // Only the start the place takes.
      "-t",
      String(plan.keptSeconds),
      "-an",
      // One output frame per GIF frame, at the GIF's own times (no duplicated or dropped frames).
      "-fps_mode",
      "passthrough",
      "-c:v",
      "libwebp_anim",
      // Stickers keep transparency (a margin shows the chat behind them).
      "-pix_fmt",
      "yuva420p",
      "-lossless",
      "0",
      "-quality",
      String(plan.quality),
      // 0 = play forever, as a sticker does.
      "-loop",
      "0",
      "-f",
      "webp",
      "-y",
      plan.outputPath,
    ],
  };
}
