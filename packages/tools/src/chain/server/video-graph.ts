import type { MediaCommand } from "../../media-toolkit.ts";
import type { VideoStreamFacts } from "../../operations/define-operation.ts";
import type { VideoGraphPart } from "../../operations/server/define-server-operation.ts";
import {
  aacAudioArgs,
  faststartArgs,
  h264VideoArgs,
  opusAudioArgs,
} from "../../shared/output-encoder.ts";
import type { HdrTransfer, VideoDemuxer } from "../../shared/video-input.ts";

/**
 * Path 4 of the executor as plain data (tested on exact argv): a video input and its chain of
 * steps as one ffmpeg command, the picture through every step's filters and the audio beside it
 * through theirs, encoded once as MP4 (H.264/AAC) or WebM (VP9/Opus).
 */

/** The highest frame rate a video result has: a speed-up of a 60 fps clip drops frames to it. */
export const maxVideoOutputFramesPerSecond = 60;

/** The result's constant frame rate: the stream's, at most the limit, as ffmpeg reads it. */
export const outputFramesPerSecond = (framesPerSecond: number): number =>
  Number(Math.min(framesPerSecond, maxVideoOutputFramesPerSecond).toFixed(6));

/** A video result's formats. */
export type VideoOutputFormat = "mp4" | "webm";

/** H.264 in yuv420p (and VP9 in browsers) need even sides: the odd row or column is cut off. */
export const evenDown = (pixels: number) => pixels - (pixels % 2);

/** How the result is encoded: quality (constant rate factor) or a bitrate with two passes. */
export type VideoEncoding =
  | { kind: "quality"; crf: number }
  | {
      kind: "bitrate";
      videoKilobitsPerSecond: number;
      /** 1: the analysis pass (no output); 2: the encode that reads its log. */
      pass: 1 | 2;
      passLogPrefix: string;
    };

export interface VideoChainCommandPlan {
  inputPath: string;
  demuxer: VideoDemuxer;
  /** Each step's part of the graph, in chain order. */
  parts: readonly VideoGraphPart[];
  /** The input has audio and every step keeps it: the result has an audio stream. */
  withAudio: boolean;
  /** The stream the last step hands on (size before evening, frame rate). */
  facts: Pick<VideoStreamFacts, "width" | "height" | "framesPerSecond">;
  format: VideoOutputFormat;
  encoding: VideoEncoding;
  audioKilobitsPerSecond: number;
  outputPath: string;
  /** Seek the input here first (a fast start for a cut at the beginning): seconds, or none. */
  inputSeekSeconds?: number;
  /** Read at most this much of the input (seconds after the seek), or all. */
  inputDurationSeconds?: number;
  /** The input's HDR transfer (the probe's): its picture is tone-mapped to SDR first. */
  hdrTransfer?: HdrTransfer | null;
}

/**
 * HDR (10-bit PQ or HLG in BT.2020, a phone's HEVC) to SDR BT.709, before any step: shown as it
 * is, such a picture looks grey and flat (washed out) in an SDR player and in H.264 4:2:0.
 * zscale reads the picture as the transfer says into linear light (npl=100: 100 nits is SDR's
 * white), in 32-bit float RGB where the tone curve is applied; BT.2020's primaries become
 * BT.709's; tonemap's hable curve rolls the highlights off instead of clipping them (desat=0:
 * colours of bright parts are kept); then BT.709's transfer and matrix in TV range, as SDR video
 * is. The input's matrix is taken as BT.2020 non-constant, what phones record.
 */
export function toneMapFilters(transfer: HdrTransfer): string[] {
  return [
    `zscale=tin=${transfer}:pin=bt2020:min=bt2020nc:t=linear:npl=100`,
    "format=gbrpf32le",
    "zscale=p=bt709",
    "tonemap=tonemap=hable:desat=0",
    "zscale=t=bt709:m=bt709:r=tv",
  ];
}

/** One step's links: its filter list on the stream's current label, or its own graph shape. */
function stepLinks(
  filters: readonly string[],
  graph: string | null | undefined,
  input: string,
  output: string,
  inputToken: string,
  outputToken: string,
): string | null {
  if (graph) return graph.replaceAll(inputToken, input).replaceAll(outputToken, output);
  if (filters.length === 0) return null;
  return `${input}${filters.join(",")}${output}`;
}

/**
 * The filter graph: [0:v] through every step ([s<N>v] after step N), then the result's own
 * filters (frame rate capped, sides made even, 4:2:0 pixels) into [vout]; [0:a] likewise into
 * [aout] when the audio is kept. An HDR input is tone-mapped first ([sdr]).
 */
export function buildVideoChainGraph(
  plan: Pick<VideoChainCommandPlan, "parts" | "withAudio" | "facts" | "hdrTransfer">,
): string {
  const links: string[] = [];
  // The steps' extra inputs (Text's pictures), numbered after the video in step order: each on
  // its own timestamps (an image sequence's at its -framerate), labelled [in1], [in2]...
  plan.parts
    .flatMap((part) => part.inputs ?? [])
    .forEach((input, index) => {
      const filters = input.filters.length > 0 ? input.filters.join(",") : "null";
      links.push(`[${index + 1}:v]${filters}[in${index + 1}]`);
    });
  let video = "[0:v]";
  if (plan.hdrTransfer) {
    // Every step sees the picture as an SDR screen shows it.
    links.push(`${video}${toneMapFilters(plan.hdrTransfer).join(",")}[sdr]`);
    video = "[sdr]";
  }
  let audio = "[0:a]";
  plan.parts.forEach((part, index) => {
    const videoLabel = `[s${index + 1}v]`;
    const videoLink = stepLinks(part.video, part.graph?.video, video, videoLabel, "[in]", "[out]");
    if (videoLink) {
      links.push(videoLink);
      video = videoLabel;
    }
    if (plan.withAudio) {
      const audioLabel = `[s${index + 1}a]`;
      const audioLink = stepLinks(
        part.audio ?? [],
        part.graph?.audio,
        audio,
        audioLabel,
        "[ain]",
        "[aout]",
      );
      if (audioLink) {
        links.push(audioLink);
        audio = audioLabel;
      }
    }
  });
  // A constant rate, the stream's planned one (at most 60): a speed step's setpts moves the
  // frames but not the rate the muxer counts in (MP4 would drop every other frame of a 2×
  // speed-up and time the last one at the old rate), and a phone's variable rate becomes even.
  const finish = [`fps=${outputFramesPerSecond(plan.facts.framesPerSecond)}`];
  const width = evenDown(plan.facts.width);
  const height = evenDown(plan.facts.height);
  if (width !== plan.facts.width || height !== plan.facts.height) {
    finish.push(`crop=${width}:${height}:0:0`);
  }
  // 4:2:0, what every browser and phone plays (a 10-bit or 4:4:4 source would not be).
  finish.push("format=yuv420p");
  links.push(`${video}${finish.join(",")}[vout]`);
  // The audio leaves through a null filter so [aout] exists even when no step touched it.
  if (plan.withAudio) links.push(`${audio}anull[aout]`);
  return links.join(";");
}

/** The encoder's arguments for the format and encoding. */
function encoderArgs(plan: VideoChainCommandPlan): string[] {
  const { encoding } = plan;
  const audio = `${plan.audioKilobitsPerSecond}k`;
  const firstPass = encoding.kind === "bitrate" && encoding.pass === 1;
  const audioArgs = !plan.withAudio
    ? ["-an"]
    : firstPass
      ? // The first pass only measures the picture: no audio is encoded.
        ["-an"]
      : plan.format === "mp4"
        ? aacAudioArgs({ bitrate: audio })
        : opusAudioArgs(audio);
  if (plan.format === "mp4") {
    const video =
      encoding.kind === "quality"
        ? h264VideoArgs({ preset: "veryfast", crf: encoding.crf, pixelFormat: "yuv420p" })
        : [
            "-c:v",
            "libx264",
            // Two-pass at a bitrate: "slow" spends the bits better than veryfast (the size is
            // fixed, so what varies is the quality; the reference is -preset slow).
            "-preset",
            "slow",
            "-b:v",
            `${encoding.videoKilobitsPerSecond}k`,
            "-pass",
            String(encoding.pass),
            "-passlogfile",
            encoding.passLogPrefix,
            "-pix_fmt",
            "yuv420p",
          ];
    return [...video, ...audioArgs, ...(firstPass ? [] : faststartArgs)];
  }
  const video =
    encoding.kind === "quality"
      ? ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", String(encoding.crf), "-b:v", "0"]
      : [
          "-c:v",
          "libvpx-vp9",
          "-pix_fmt",
          "yuv420p",
          "-b:v",
          `${encoding.videoKilobitsPerSecond}k`,
          "-pass",
          String(encoding.pass),
          "-passlogfile",
          encoding.passLogPrefix,
        ];
  // libvpx's "good" deadline at speed 4, rows in parallel: several times faster than speed 1.
  return [...video, "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", ...audioArgs];
}

/**
 * The one command: the input read with its own demuxer (ffmpeg turns a rotated phone clip
 * upright as it decodes, so every step sees the picture as it is shown), the graph, the encoder,
 * progress lines on stdout. A first pass writes nothing (-f null).
 */
export function buildVideoChainCommand(plan: VideoChainCommandPlan): MediaCommand {
  const firstPass = plan.encoding.kind === "bitrate" && plan.encoding.pass === 1;
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-y",
      ...(plan.inputSeekSeconds === undefined ? [] : ["-ss", String(plan.inputSeekSeconds)]),
      ...(plan.inputDurationSeconds === undefined ? [] : ["-t", String(plan.inputDurationSeconds)]),
      "-f",
      plan.demuxer,
      "-i",
      plan.inputPath,
      ...plan.parts
        .flatMap((part) => part.inputs ?? [])
        .flatMap((input) => [...input.inputOptions, "-i", input.path]),
      "-filter_complex",
      // The first pass measures the picture only: the audio is left out of its graph.
      buildVideoChainGraph({ ...plan, withAudio: plan.withAudio && !firstPass }),
      "-map",
      "[vout]",
      ...(plan.withAudio && !firstPass ? ["-map", "[aout]"] : []),
      // A phone's container metadata (place, device) is not copied into the result.
      "-map_metadata",
      "-1",
      ...encoderArgs(plan),
      // "out_time_us=N" lines on stdout for the progress bar, instead of the status line.
      "-progress",
      "pipe:1",
      "-nostats",
      ...(firstPass ? ["-f", "null", "-"] : ["-f", plan.format, plan.outputPath]),
    ],
  };
}

/**
 * The fraction done from ffmpeg's `-progress` lines: `out_time_us` (microseconds of output
 * written; ffmpeg 5.1 prints `out_time_ms` with the same microseconds) against the result's
 * planned length. Null for lines that say nothing new.
 */
export function videoProgressFraction(line: string, durationSeconds: number): number | null {
  const match = /^out_time_us=(\d+)$/.exec(line.trim());
  if (!match || !(durationSeconds > 0)) return null;
  return Math.min(1, Number(match[1]) / 1_000_000 / durationSeconds);
}
