import type { MediaCommand } from "../../media-toolkit.ts";
import { faststartArgs } from "../../shared/output-encoder.ts";
import type { VideoDemuxer } from "../../shared/video-input.ts";
import type { CopyContainer } from "../../shared/video-output.ts";
import { type SubtitlePosition, type SubtitleSize, subtitleFontSizes } from "../shared/options.ts";
import { type SubtitleFormat, subtitleDemuxers } from "../shared/subtitles.ts";

/** Add Subtitles' ffmpeg parts as plain data (tested on exact argv). */

/**
 * The path in a filter's option: the task's own file (its work directory and a fixed name), so
 * it never holds the characters ffmpeg's filter syntax gives a meaning (: , ; [ ] ' \\).
 */
function filterPath(path: string): string {
  if (!/^[\w/.-]+$/.test(path))
    throw new Error(`A subtitle path ffmpeg's filter syntax would misread: ${path}`);
  return path;
}

/**
 * The `subtitles` filter (libass) drawing the file into the picture. An SRT or VTT gets the
 * chosen size and place (ASS's Alignment: 2 bottom centre, 8 top centre) in Liberation Sans
 * (fonts-liberation, found by fontconfig), white with a black outline; an ASS file keeps its
 * own styles, which is what its author wrote it for.
 */
export function burnSubtitlesFilter(plan: {
  subtitlePath: string;
  format: SubtitleFormat;
  size: SubtitleSize;
  position: SubtitlePosition;
}): string {
  const file = `subtitles=filename=${filterPath(plan.subtitlePath)}:charenc=UTF-8`;
  if (plan.format === "ass") return file;
  const style = [
    "FontName=Liberation Sans",
    `FontSize=${subtitleFontSizes[plan.size]}`,
    `Alignment=${plan.position === "bottom" ? 2 : 8}`,
    // In the 288-line canvas: about 5% of the height from the edge.
    "MarginV=14",
    "BorderStyle=1",
    "Outline=1.5",
    "Shadow=0",
  ].join(",");
  // Quoted: the style's commas would otherwise end the filter.
  return `${file}:force_style='${style}'`;
}

/**
 * Soft: the picture (and sound) copied, the file added as a subtitle track, converted to what
 * the container holds (MP4: mov_text, the 3GPP timed text every MP4 player reads; WebM: WebVTT).
 */
export function buildSoftSubtitlesCommand(plan: {
  videoPath: string;
  demuxer: VideoDemuxer;
  subtitlePath: string;
  subtitleFormat: SubtitleFormat;
  container: CopyContainer;
  withAudio: boolean;
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...["-v", "error", "-y", "-f", plan.demuxer, "-i", plan.videoPath],
      // The subtitle file read by its own demuxer (never probed).
      ...["-f", subtitleDemuxers[plan.subtitleFormat], "-i", plan.subtitlePath],
      ...["-map", "0:v:0", ...(plan.withAudio ? ["-map", "0:a:0"] : []), "-map", "1:0"],
      ...["-c:v", "copy", ...(plan.withAudio ? ["-c:a", "copy"] : [])],
      ...["-c:s", plan.container === "mp4" ? "mov_text" : "webvtt"],
      // "und": the language is not known; players list the track as "Unknown" and offer it.
      ...["-metadata:s:s:0", "language=und"],
      // A phone's container metadata (place, device) is not copied into the result.
      ...["-map_metadata", "-1"],
      ...(plan.container === "mp4" ? faststartArgs : []),
      // "out_time_us=N" lines on stdout for the progress bar, instead of the status line.
      ...["-progress", "pipe:1", "-nostats", "-f", plan.container, plan.outputPath],
    ],
  };
}
