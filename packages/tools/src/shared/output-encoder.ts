import { ffmpegGifInputArgs } from "./ffmpeg-gif-input.ts";

/**
 * The one typed output-encoder builder (issue 36): the encoders' ffmpeg arguments as plain data
 * (tested on exact argv), shared by Convert, Video to GIF, the video preview and the chain's
 * output step. A GIF goes through the engine's own encoder (media/gif-engine.ts, palettes and
 * exact delays); an animated WebP is put together by webpmux from lossless stills (Convert's
 * buildWebpMux, so no frame is merged); everything else is here, each format's timing in one
 * function of its own.
 */

/** Where the frames come from, as ffmpeg input 0, and the filters that time them. */
export interface TimedSource {
  /** ffmpeg's arguments up to and including input 0's `-i`. */
  inputArgs: string[];
  /**
   * Filters that give input 0's frames their timestamps (empty when the demuxer's are right:
   * a GIF's, which are its delays as browsers play them).
   */
  timing: string[];
  /** When the last frame ends: the sum of the delays as they are played, in hundredths. */
  durationCentiseconds: number;
  /**
   * The source already ends with the held copy of its last frame one hundredth before the end
   * (rawSource with holdLast): raw frames carry no duration, so tpad could not place it.
   */
  lastFrameHeld?: boolean;
}

/**
 * A GIF read by ffmpeg's GIF demuxer: every frame at its own time (0 and 1 hundredths as 10);
 * `durationCentiseconds` is the sum of those played delays.
 */
export const gifSource = (inputPath: string, durationCentiseconds: number): TimedSource => ({
  inputArgs: ffmpegGifInputArgs(inputPath),
  timing: [],
  durationCentiseconds,
});

/**
 * Raw RGBA frames (a chain's result, fed on stdin in order) timed by their delays: setpts puts
 * frame N at the sum of the delays before it, in hundredths (settb=1/100). The expression is one
 * term per run of equal delays (a uniform animation is one), never nested, so ffmpeg evaluates
 * it in a few steps per frame.
 */
export function rawSource(
  size: { width: number; height: number },
  source: string,
  playedDelaysCentiseconds: readonly number[],
  options: { holdLast?: boolean } = {},
): TimedSource {
  const last = playedDelaysCentiseconds.at(-1);
  // Held: the caller feeds the last frame twice; the copy starts a hundredth before the end
  // (what holdLastFrame does to a GIF's frames, whose last packet's duration the demuxer knows).
  const timed =
    options.holdLast && last !== undefined
      ? [...playedDelaysCentiseconds.slice(0, -1), last - 1, 1]
      : playedDelaysCentiseconds;
  return {
    ...(options.holdLast ? { lastFrameHeld: true } : {}),
    inputArgs: [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${size.width}x${size.height}`,
      // A nominal rate: setpts below gives every frame its real time.
      "-framerate",
      "100",
      "-i",
      source,
    ],
    timing: ["settb=1/100", `setpts='${delaysPtsExpression(timed)}'`],
    durationCentiseconds: playedDelaysCentiseconds.reduce((sum, delay) => sum + delay, 0),
  };
}

/**
 * The encoder's frame rate for a stream whose last frame is held (holdLastFrame): one frame a
 * hundredth, so the packet that ends the stream lasts one tick. ffmpeg 5.1 otherwise takes the
 * rate it guessed from the input (15 fps for iss634.gif: its last packet lasted 0.066 s and the
 * WebM played 2.887 s for 2.83). With -fps_mode passthrough no frame is added or dropped.
 */
const heldRate = ["-r", "100"];

/**
 * Filters that make a stream of frames timed one by one (-fps_mode passthrough, ticks of 1/100 s)
 * end when its last frame's delay does. ffmpeg 5.1 gives each encoded AV1/VP9 packet a duration of
 * one frame at the encoder's rate (heldRate makes that one tick) whatever its delay, so without them the last frame of an AVIF or WebM lasted 0.01 s (a 40-frame GIF of
 * 5.79 s whose last frame shows for 0.16 s became 5.64 s; a looping player skipped that frame), and
 * its CLI has no way to set the last packet's duration. So the last frame is repeated once (tpad,
 * which stamps the copy at the stream's end) and the copy moved one tick earlier (setpts): its own
 * tick then ends exactly at the GIF's end. The copy is the one extra frame of such a file; its
 * encoded size is a few bytes (nothing changed). Chromium plays the result for the GIF's time
 * (docs/performance.md, "Exact time in every format").
 */
export function holdLastFrame(durationCentiseconds: number): string[] {
  return [
    "settb=1/100",
    "tpad=stop_mode=clone:stop=1",
    // The last real frame starts at least 2 hundredths before the end (played delays are >= 2),
    // so only the copy is moved.
    `setpts='min(PTS,${Math.max(0, durationCentiseconds - 1)})'`,
  ];
}

/** holdLastFrame's filters, unless the source holds its last frame itself. */
const heldTiming = (source: TimedSource) =>
  source.lastFrameHeld ? ["settb=1/100"] : holdLastFrame(source.durationCentiseconds);

/** setpts' expression for frames shown for these delays (hundredths; ticks of 1/100 s). */
export function delaysPtsExpression(delaysCentiseconds: readonly number[]): string {
  const terms: string[] = [];
  let start = 0;
  let elapsed = 0;
  for (let index = 1; index <= delaysCentiseconds.length; index++) {
    const delay = delaysCentiseconds[start] as number;
    if (index < delaysCentiseconds.length && delaysCentiseconds[index] === delay) continue;
    const last = index - 1;
    const term = start === 0 ? `N*${delay}` : `${elapsed}+(N-${start})*${delay}`;
    terms.push(
      index === delaysCentiseconds.length && start === 0
        ? term
        : `between(N,${start},${last})*(${term})`,
    );
    elapsed += (last - start + 1) * delay;
    start = index;
  }
  return terms.join("+") || "0";
}

/** The source's timing filters, then more, as one filter chain text (for -vf or a graph link). */
const chain = (source: TimedSource, ...filters: string[]) =>
  [...source.timing, ...filters].join(",");

/** Tags of the BT.709 matrix the frames were converted with, so players convert back alike. */
export const bt709Tags = (range: "tv" | "pc") => [
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  range,
];

/** H.264 (libx264) video: every MP4 GifKit writes (Convert, Video to GIF, the preview, chains). */
export function h264VideoArgs(settings: {
  /** veryfast: about twice the speed of medium at these qualities; ultrafast for a preview. */
  preset: "ultrafast" | "veryfast";
  crf: number;
  pixelFormat?: "yuv420p";
  /** Frames between key frames (a preview seeks to any point quickly). */
  keyframeInterval?: number;
  colorTags?: string[];
}): string[] {
  return [
    "-c:v",
    "libx264",
    "-preset",
    settings.preset,
    "-crf",
    String(settings.crf),
    ...(settings.pixelFormat ? ["-pix_fmt", settings.pixelFormat] : []),
    ...(settings.keyframeInterval === undefined ? [] : ["-g", String(settings.keyframeInterval)]),
    ...(settings.colorTags ?? []),
  ];
}

/** AAC audio (an MP4's). */
export function aacAudioArgs(settings: { bitrate: string; channels?: number }): string[] {
  return [
    "-c:a",
    "aac",
    "-b:a",
    settings.bitrate,
    ...(settings.channels === undefined ? [] : ["-ac", String(settings.channels)]),
  ];
}

/** The MP4's index at the front, so it starts playing before it is fully downloaded. */
export const faststartArgs = ["-movflags", "+faststart"];

/**
 * VP9 (libvpx-vp9) video at constant quality (crf with no bitrate target), "good" at speed 4
 * (several times faster than the default speed 1 for a few % more bytes), rows in parallel.
 * With alpha, yuva420p: libvpx encodes the alpha plane and the muxer marks the track
 * alpha_mode=1, which Chromium and Firefox play transparent.
 */
export function vp9VideoArgs(settings: { crf: number; withAlpha: boolean }): string[] {
  return [
    "-c:v",
    "libvpx-vp9",
    "-pix_fmt",
    settings.withAlpha ? "yuva420p" : "yuv420p",
    "-crf",
    String(settings.crf),
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-row-mt",
    "1",
  ];
}

/** Opus audio (a WebM's). */
export const opusAudioArgs = (bitrate: string) => ["-c:a", "libopus", "-b:a", bitrate];

/**
 * AV1 (libaom-av1) for an animated AVIF: constant quality (crf 30 keeps GIF-like edges clean),
 * libaom's fastest "good" speed (about 4× its default at this quality), rows in parallel;
 * tagged BT.709 full range, as AVIF stills are. libaom rather than libsvtav1: SVT-AV1 1.4
 * (Debian's) refuses odd sides and cannot encode the monochrome alpha plane.
 */
export function av1VideoArgs(settings: { crf: number }): string[] {
  return [
    "-c:v",
    "libaom-av1",
    "-crf",
    String(settings.crf),
    "-b:v",
    "0",
    "-cpu-used",
    "8",
    "-row-mt",
    "1",
    ...bt709Tags("pc"),
  ];
}

/** H.264 in yuv420p needs even sides: odd ones are padded by one row or column. */
export const even = (pixels: number) => Math.ceil(pixels / 2) * 2;

export interface FrameRate {
  numerator: number;
  denominator: number;
}
const rate = ({ numerator, denominator }: FrameRate) => `${numerator}/${denominator}`;

/**
 * An MP4 of timed frames, at a constant rate: `fps` turns them into ticks (each frame starts at
 * the nearest tick; the last one keeps its delay), laid over a canvas of the background colour
 * whose sides are rounded up to even numbers (yuv420p needs even sides; the extra column or row
 * is padding, never a stretch), blended in RGB, converted with the BT.709 matrix it is tagged
 * with. No audio: frames have none. Progress as "frame=N" lines on stdout.
 */
export function buildMp4Encode(
  source: TimedSource,
  plan: {
    outputPath: string;
    width: number;
    height: number;
    framesPerSecond: FrameRate;
    /** "#rrggbb": drawn under transparent pixels and in the padding. */
    background: string;
  },
): { binary: "ffmpeg"; args: string[] } {
  const framesPerSecond = rate(plan.framesPerSecond);
  const colour = `0x${plan.background.slice(1)}`;
  const graph = [
    // `color` is a generated canvas (not an input): as long as the frames, because of shortest=1.
    `color=c=${colour}:s=${even(plan.width)}x${even(plan.height)}:r=${framesPerSecond}[canvas]`,
    `[0:v]${chain(
      source,
      `fps=${framesPerSecond}`,
      // A held copy may round to a tick at the very end: nothing from the end on is shown.
      ...(source.lastFrameHeld ? [`trim=end=${source.durationCentiseconds / 100}`] : []),
    )}[frames]`,
    `[canvas][frames]overlay=x=0:y=0:shortest=1:format=rgb,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[video]`,
  ].join(";");
  return {
    binary: "ffmpeg",
    args: [
      // Stop at the first frame the decoder refuses (issue 41): a GIF whose LZW data is broken
      // gave no frame at all, and the endless `color` canvas waited for one until the 120 s
      // limit ("Encoding 1 video frames...", then "Try a shorter input").
      "-xerror",
      ...source.inputArgs,
      "-filter_complex",
      graph,
      "-map",
      "[video]",
      "-an",
      ...h264VideoArgs({
        preset: "veryfast",
        crf: 20,
        pixelFormat: "yuv420p",
        colorTags: bt709Tags("tv"),
      }),
      ...faststartArgs,
      // "frame=N" lines on stdout for the progress bar, instead of the status line on stderr.
      "-progress",
      "pipe:1",
      "-nostats",
      "-f",
      "mp4",
      "-y",
      plan.outputPath,
    ],
  };
}

/** Every frame one for one at its own time, in hundredths as the frames are timed. */
const everyFrameTimed = [
  // One output frame per input frame: no frame-rate conversion drops or repeats any.
  "-fps_mode",
  "passthrough",
  // Time frames in hundredths (the default encoder clock is 1 / a guessed frame rate, which
  // rounds delays such as 6 and 7 hundredths).
  "-enc_time_base",
  "1/100",
];

/**
 * An APNG of timed frames: every frame (RGBA, so transparency stays) with its delay. The muxer
 * times each frame from the next one's start, so the last frame's delay is given.
 */
export function buildApngEncode(
  source: TimedSource,
  plan: { outputPath: string; plays: number; lastDelayCentiseconds: number },
): { binary: "ffmpeg"; args: string[] } {
  return {
    binary: "ffmpeg",
    args: [
      ...source.inputArgs,
      ...(source.timing.length > 0 ? ["-vf", chain(source)] : []),
      ...everyFrameTimed,
      "-c:v",
      "apng",
      "-plays",
      String(plan.plays),
      // The muxer has no next frame to time the last one by.
      "-final_delay",
      `${plan.lastDelayCentiseconds}/100`,
      "-f",
      "apng",
      "-y",
      plan.outputPath,
    ],
  };
}

/**
 * An animated AVIF (an AV1 image sequence) of timed frames. With alpha, ffmpeg 5.1's avif muxer
 * takes the alpha plane as a second, gray AV1 stream and writes it as the colour item's
 * auxiliary alpha image, as the AVIF spec asks. The muxer writes no repetition count: players
 * loop an animated AVIF forever. The last frame is held to the end (holdLastFrame: one frame more
 * than the source).
 */
export function buildAvifEncode(
  source: TimedSource,
  plan: { outputPath: string; withAlpha: boolean },
): { binary: "ffmpeg"; args: string[] } {
  const timed = [...source.timing, ...heldTiming(source)];
  // RGB → YUV with the BT.709 matrix the output is tagged with; full range, as AVIF stills are.
  const toYuv = "scale=out_color_matrix=bt709:out_range=pc,format=yuv420p";
  const graph = plan.withAlpha
    ? `[0:v]${[...timed, "format=rgba,split"].join(",")}[rgba][forAlpha];[rgba]${toYuv}[color];[forAlpha]alphaextract,format=gray[alpha]`
    : `[0:v]${[...timed, toYuv].join(",")}[color]`;
  return {
    binary: "ffmpeg",
    args: [
      ...source.inputArgs,
      ...everyFrameTimed,
      "-filter_complex",
      graph,
      ...heldRate,
      "-map",
      "[color]",
      ...(plan.withAlpha ? ["-map", "[alpha]"] : []),
      ...av1VideoArgs({ crf: 30 }),
      "-f",
      "avif",
      "-y",
      plan.outputPath,
    ],
  };
}

/**
 * A WebM (VP9, no audio) of timed frames, every frame at its own timestamp (Matroska keeps
 * variable frame rates). WebM has no loop count: players and the places that take it loop it.
 * The last frame is held to the end (holdLastFrame: one frame more than the source).
 */
export function buildWebmEncode(
  source: TimedSource,
  plan: { outputPath: string; withAlpha: boolean },
): { binary: "ffmpeg"; args: string[] } {
  return {
    binary: "ffmpeg",
    args: [
      ...source.inputArgs,
      ...everyFrameTimed,
      "-vf",
      [...source.timing, ...heldTiming(source)].join(","),
      ...heldRate,
      "-map",
      "0:v",
      "-an",
      ...vp9VideoArgs({ crf: 32, withAlpha: plan.withAlpha }),
      "-f",
      "webm",
      "-y",
      plan.outputPath,
    ],
  };
}
