import type { MediaCommand } from "../media-toolkit.ts";

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
}

/**
 * ffprobe with bounded probing (5 MB / 5 s, ffmpeg's defaults set explicitly so they cannot grow)
 * reading the container's duration and the first video stream's picture size and whether any
 * audio stream exists.
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
      "format=duration:stream=codec_type,width,height,duration",
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
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video");
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
      "-c:v",
      "libx264",
      // Fastest encoder settings: this file is looked at once, while the user picks segments.
      "-preset",
      "ultrafast",
      "-crf",
      "30",
      // A key frame every second so the player seeks to any point quickly.
      "-g",
      "30",
      "-c:a",
      "aac",
      "-b:a",
      "64k",
      "-ac",
      "2",
      "-sn",
      "-dn",
      // The index first, so the browser can start playing and seeking before the download ends.
      "-movflags",
      "+faststart",
      outputPath,
    ],
  };
}
