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
 * ffprobe of the key frame a fast trim starts on: the first video packet after seeking the input
 * to `startSeconds`, the same seek ffmpeg's `-ss` makes (to the key frame at or before it; the
 * "+" counts from the container's first timestamp, as `-ss` does), and that first timestamp.
 * The copy's length cannot tell it: reordered frames past the end ride along (B-frames), so
 * length minus the asked part named a start before 0 s.
 */
export function buildStartKeyFrameProbe(
  inputPath: string,
  demuxer: VideoDemuxer,
  startSeconds: number,
): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      ...["-v", "error", "-f", demuxer, "-select_streams", "v:0"],
      ...["-read_intervals", `+${ffmpegSeconds(startSeconds)}%+#1`],
      ...["-show_entries", "packet=pts_time,flags:format=start_time", "-of", "json", inputPath],
    ],
  };
}

/**
 * Where the kept key frame is on the video's timeline (seconds from its first timestamp, as the
 * player and start_time count) from buildStartKeyFrameProbe's JSON; NaN when no key frame was read.
 */
export function parseStartKeyFrameSeconds(stdout: string): number {
  const parsed = JSON.parse(stdout) as {
    packets?: { pts_time?: string; flags?: string }[];
    format?: { start_time?: string };
  };
  const packet = parsed.packets?.[0];
  if (!packet?.flags?.startsWith("K") || packet.pts_time === undefined) return Number.NaN;
  const containerStartSeconds = Number(parsed.format?.start_time ?? 0);
  return (
    Number(packet.pts_time) - (Number.isFinite(containerStartSeconds) ? containerStartSeconds : 0)
  );
}
