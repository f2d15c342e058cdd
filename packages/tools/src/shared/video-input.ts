import type { MediaCommand } from "../media-toolkit.ts";
import { aacAudioArgs, faststartArgs, h264VideoArgs } from "./output-encoder.ts";

/**
 * How a video input is read. The container is decided by content (the server's sniffing, named
 * as file-type names it), and ffmpeg is then told exactly which demuxer to use with `-f`, so it
 * never probes: an upload that is really a playlist or a concat script cannot pick hls or concat
 * for itself (reliability R2.1-R2.2). The runner adds the protocol and demuxer allow-lists too.
 */
const demuxerByDetectedType = {
  mp4: "mov",
  mov: "mov",
  m4v: "mov",
  "3gp": "mov",
  "3g2": "mov",
  webm: "matroska",
  mkv: "matroska",
  avi: "avi",
  flv: "flv",
  // Windows Media (.wmv) is an ASF container.
  asf: "asf",
} as const;

export type VideoDemuxer = (typeof demuxerByDetectedType)[keyof typeof demuxerByDetectedType];

/** The demuxer for a content-detected type, or null when the type is not a video we read. */
export function demuxerForDetectedType(detectedType: string | null): VideoDemuxer | null {
  if (detectedType === null || !Object.hasOwn(demuxerByDetectedType, detectedType)) return null;
  return demuxerByDetectedType[detectedType as keyof typeof demuxerByDetectedType];
}

/** MIME types to answer a stored video with (the browser's player needs the right one). */
const mimeByDetectedType: Record<keyof typeof demuxerByDetectedType, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  m4v: "video/x-m4v",
  "3gp": "video/3gpp",
  "3g2": "video/3gpp2",
  webm: "video/webm",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
  flv: "video/x-flv",
  asf: "video/x-ms-asf",
};

export function videoMimeType(detectedType: string): string {
  return Object.hasOwn(mimeByDetectedType, detectedType)
    ? mimeByDetectedType[detectedType as keyof typeof mimeByDetectedType]
    : "application/octet-stream";
}

/** What the conversion needs to know about a video before it starts. */
export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** The largest picture of any video stream (the limit check's); 0 × 0 when none was read. */
  largestPicture: { width: number; height: number };
  /** declaredTimingProblem's message, or null. */
  timingProblem: string | null;
  /** The first video stream's average frame rate, when the container declares one. */
  framesPerSecond?: number | null;
  /**
   * The first video stream's display rotation in degrees (a phone's portrait clip is stored
   * landscape with a display matrix of 90 or -90): ffmpeg's decoder turns the frames upright, so
   * a 90 or 270 swaps the sides the picture is shown at. 0 when none is stored.
   */
  rotationDegrees?: number;
  /**
   * The first video stream's HDR transfer, when it has one: PQ (smpte2084, HDR10 and Dolby
   * Vision's base layer) or HLG (arib-std-b67), as phones record 10-bit HEVC. A chain tone-maps
   * such a picture to SDR as it reads it; null (or absent) for SDR.
   */
  hdrTransfer?: HdrTransfer | null;
}

/** The HDR transfers a video result is tone-mapped from (ffmpeg's color_transfer names). */
export const hdrTransfers = ["smpte2084", "arib-std-b67"] as const;
export type HdrTransfer = (typeof hdrTransfers)[number];

const isHdrTransfer = (value: string | undefined): value is HdrTransfer =>
  (hdrTransfers as readonly (string | undefined)[]).includes(value);

/** The picture's size as shown (and as ffmpeg's autorotation decodes it): sides swapped at 90°. */
export function displayedSize(probe: Pick<VideoProbe, "width" | "height" | "rotationDegrees">): {
  width: number;
  height: number;
} {
  const quarterTurn = Math.abs(Math.round((probe.rotationDegrees ?? 0) / 90)) % 2 === 1;
  return quarterTurn
    ? { width: probe.height, height: probe.width }
    : { width: probe.width, height: probe.height };
}

/**
 * ffprobe with bounded probing (5 MB / 5 s, ffmpeg's defaults set explicitly so they cannot grow)
 * reading the container's duration and the first video stream's picture size, transfer (HDR or
 * not) and whether any audio stream exists.
 */
export function buildVideoProbeCommand(inputPath: string, demuxer: VideoDemuxer): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      "-v",
      "error",
      "-probesize",
      "5000000",
      "-analyzeduration",
      "5000000",
      "-f",
      demuxer,
      "-show_entries",
      "format=duration:stream=codec_type,width,height,duration,nb_frames,avg_frame_rate,color_transfer:stream_side_data=rotation",
      "-of",
      "json",
      inputPath,
    ],
  };
}

/** Reads buildVideoProbeCommand's JSON; the duration falls back to the longest stream's. */
export function parseVideoProbe(stdout: string): VideoProbe {
  const parsed = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      avg_frame_rate?: string;
      color_transfer?: string;
      side_data_list?: { rotation?: number }[];
    }[];
  };
  const streams = parsed.streams ?? [];
  const videoStreams = streams.filter((stream) => stream.codec_type === "video");
  const video = videoStreams[0];
  const streamDurations = streams
    .map((stream) => Number(stream.duration))
    .filter((value) => Number.isFinite(value));
  const formatDuration = Number(parsed.format?.duration);
  const durationSeconds =
    Number.isFinite(formatDuration) && formatDuration > 0
      ? formatDuration
      : Math.max(0, ...streamDurations);
  return {
    durationSeconds,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasVideo: video !== undefined,
    hasAudio: streams.some((stream) => stream.codec_type === "audio"),
    largestPicture: {
      width: Math.max(0, ...videoStreams.map((stream) => stream.width ?? 0)),
      height: Math.max(0, ...videoStreams.map((stream) => stream.height ?? 0)),
    },
    timingProblem: declaredTimingProblem(stdout),
    framesPerSecond: Number.isFinite(frameRate(video?.avg_frame_rate))
      ? frameRate(video?.avg_frame_rate)
      : null,
    rotationDegrees:
      video?.side_data_list?.find((entry) => typeof entry.rotation === "number")?.rotation ?? 0,
    hdrTransfer: isHdrTransfer(video?.color_transfer) ? video.color_transfer : null,
  };
}

/** The timeline preview's picture fits in this box (its own aspect kept). */
export const previewBox = { width: 640, height: 360 } as const;

/**
 * A small browser-playable copy of a video the browser cannot play itself (AVI, MKV, FLV, WMV,
 * some MOV), for the editor's timeline only; the conversion always reads the original. Its
 * timestamps match the original's, so a time picked on the preview is the same time in the
 * original.
 */
export function buildBrowserPreviewCommand(
  inputPath: string,
  demuxer: VideoDemuxer,
  outputPath: string,
  /**
   * What the header declares (the probe's duration): the preview stops there, so a file whose
   * edit list replays its 2 s thousands of times is transcoded for 2 s, not for hours.
   */
  declaredDurationSeconds: number,
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-y",
      "-f",
      demuxer,
      "-i",
      inputPath,
      // The first video stream, and the first audio stream when there is one ("?").
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      // Fit inside the box keeping the display aspect; H.264 4:2:0 needs even sides.
      "-vf",
      `scale=${previewBox.width}:${previewBox.height}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1,format=yuv420p`,
      // Fastest encoder settings: this file is looked at once, while the user picks segments;
      // a key frame every second so the player seeks to any point quickly.
      ...h264VideoArgs({ preset: "ultrafast", crf: 30, keyframeInterval: 30 }),
      ...aacAudioArgs({ bitrate: "64k", channels: 2 }),
      "-sn",
      "-dn",
      // Output stops one second past the declared duration (rounding of container timestamps);
      // a header that declares none (0) leaves it to the task's time limit.
      ...(declaredDurationSeconds > 0
        ? ["-t", String(Math.ceil(declaredDurationSeconds) + 1)]
        : []),
      // The index first, so the browser can start playing and seeking before the download ends.
      ...faststartArgs,
      outputPath,
    ],
  };
}

/**
 * What a video's container may declare before it is refused (issue 13): a 6.6 KB MP4 whose
 * headers say 136 years, one frame every 13.6 years, made ffmpeg's fps filter fill the gap to the
 * next frame with copies of the first and grow to the task's memory limit. No real upload (200 MB)
 * holds more than a day of video, a frame shown for more than a minute, or ten million frames.
 */
export const declaredVideoLimits = {
  maxDurationSeconds: 86_400,
  maxFrameIntervalSeconds: 60,
  maxFrameCount: 10_000_000,
} as const;

/** "1/429496729" or "30000/1001" → frames per second; NaN when absent or 0/0. */
function frameRate(value: string | undefined): number {
  const [numerator, denominator] = (value ?? "").split("/").map(Number);
  if (!numerator || !denominator) return Number.NaN;
  return numerator / denominator;
}

function describeSeconds(seconds: number): string {
  const years = seconds / (365.25 * 86_400);
  if (years >= 1) return `${years.toLocaleString("en-US", { maximumFractionDigits: 1 })} years`;
  const hours = seconds / 3600;
  if (hours >= 1) return `${hours.toLocaleString("en-US", { maximumFractionDigits: 1 })} hours`;
  return `${seconds.toLocaleString("en-US", { maximumFractionDigits: 1 })} seconds`;
}

/**
 * The message for a video whose declared timing is absurd (see declaredVideoLimits), or null.
 * Reads ffprobe's JSON with format=duration and stream=codec_type,duration,nb_frames,avg_frame_rate.
 */
export function declaredTimingProblem(probeJson: string): string | null {
  const parsed = JSON.parse(probeJson) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      duration?: string;
      nb_frames?: string;
      avg_frame_rate?: string;
    }[];
  };
  const durations = [
    Number(parsed.format?.duration),
    ...(parsed.streams ?? []).map((stream) => Number(stream.duration)),
  ].filter(Number.isFinite);
  const longest = Math.max(0, ...durations);
  if (longest > declaredVideoLimits.maxDurationSeconds) {
    return `The video's header says it is ${describeSeconds(longest)} long; videos longer than ${describeSeconds(declaredVideoLimits.maxDurationSeconds)} are refused (the file is probably damaged or crafted).`;
  }
  for (const stream of parsed.streams ?? []) {
    if (stream.codec_type !== "video") continue;
    const framesPerSecond = frameRate(stream.avg_frame_rate);
    if (framesPerSecond > 0 && 1 / framesPerSecond > declaredVideoLimits.maxFrameIntervalSeconds) {
      return `The video's header says it shows one frame every ${describeSeconds(1 / framesPerSecond)}; a frame may last at most ${declaredVideoLimits.maxFrameIntervalSeconds} seconds (the file is probably damaged or crafted).`;
    }
    const frames = Number(stream.nb_frames);
    if (Number.isFinite(frames) && frames > declaredVideoLimits.maxFrameCount) {
      return `The video's header says it has ${frames.toLocaleString("en-US")} frames; the most we read is ${declaredVideoLimits.maxFrameCount.toLocaleString("en-US")} (the file is probably damaged or crafted).`;
    }
  }
  return null;
}
