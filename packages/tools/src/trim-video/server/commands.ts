import type { MediaCommand } from "../../media-toolkit.ts";
import type { VideoDemuxer } from "../../shared/video-input.ts";

/** Seconds as ffmpeg reads them: plain decimal, millisecond precision. */
const ffmpegSeconds = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/**
 * A fast trim: the first video and audio streams copied packet for packet (nothing decoded or
 * encoded), from the key frame at or before `startSeconds` (-ss before -i seeks the index to
 * it: a copy can only start on a key frame) for `durationSeconds` of the asked part.
 * avoid_negative_ts moves the first kept packet to 0, so players start at once; an MP4 gets its
 * index at the front.
 */
export function buildFastTrimCommand(plan: {
  inputPath: string;
  demuxer: VideoDemuxer;
  startSeconds: number;
  durationSeconds: number;
  format: "mp4" | "webm";
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...["-v", "error", "-y"],
      ...(plan.startSeconds > 0 ? ["-ss", ffmpegSeconds(plan.startSeconds)] : []),
      ...["-f", plan.demuxer, "-i", plan.inputPath],
      ...["-t", ffmpegSeconds(plan.durationSeconds)],
      // The first picture and the first sound ("?": a clip may have none); no subtitles or data.
      ...["-map", "0:v:0", "-map", "0:a:0?", "-c", "copy"],
      ...["-avoid_negative_ts", "make_zero"],
      // A phone's container metadata (place, device) is not copied into the result.
      ...["-map_metadata", "-1"],
      ...(plan.format === "mp4" ? ["-movflags", "+faststart"] : []),
      ...["-f", plan.format, plan.outputPath],
    ],
  };
}

/**
 * ffprobe of a result's picture length (the fast note: how much earlier than asked the copy
 * starts): the first video stream's duration (MP4), its DURATION tag (WebM), the container's.
 */
export function buildTrimResultProbe(path: string, format: "mp4" | "webm"): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      ...["-v", "error", "-f", format === "mp4" ? "mov" : "matroska"],
      ...["-select_streams", "v:0", "-show_entries", "stream=duration:stream_tags=DURATION"],
      ...["-show_entries", "format=duration", "-of", "json", path],
    ],
  };
}

/** "00:00:00.920000000" (Matroska's DURATION tag) or "0.92" as seconds; NaN when neither. */
function probeSeconds(value: string | undefined): number {
  if (value === undefined) return Number.NaN;
  const clock = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return Number(value);
}

/** The picture's length from buildTrimResultProbe's JSON (seconds, NaN when unread). */
export function parseTrimResultSeconds(stdout: string): number {
  const parsed = JSON.parse(stdout) as {
    streams?: { duration?: string; tags?: { DURATION?: string } }[];
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  for (const value of [stream?.duration, stream?.tags?.DURATION, parsed.format?.duration]) {
    const seconds = probeSeconds(value);
    if (Number.isFinite(seconds)) return seconds;
  }
  return Number.NaN;
}
