import type { MediaCommand } from "../../media-toolkit.ts";
import { aacAudioArgs, faststartArgs, opusAudioArgs } from "../../shared/output-encoder.ts";
import type { VideoDemuxer } from "../../shared/video-input.ts";
import type { CopyContainer } from "../../shared/video-output.ts";
import type { ExtractFormat } from "../shared/options.ts";

/**
 * Video Audio's ffmpeg commands as plain data (tested on exact argv). The picture is never
 * re-encoded by mute or replace: `-c:v copy` moves its packets into the result as they are.
 */

/** The sound of a result the picture is copied into: AAC in MP4, Opus in WebM (what each holds). */
const audioArgsFor = (container: CopyContainer) =>
  container === "mp4" ? aacAudioArgs({ bitrate: "128k" }) : opusAudioArgs("96k");

/** The end of every command: progress lines on stdout, the container, the path. */
const progressAndOutput = (format: string, outputPath: string) => [
  // "out_time_us=N" lines on stdout for the progress bar, instead of the status line.
  "-progress",
  "pipe:1",
  "-nostats",
  "-f",
  format,
  outputPath,
];

/** The input video read with its own demuxer (never probed: video-input.ts). */
const videoInput = (inputPath: string, demuxer: VideoDemuxer) => [
  "-v",
  "error",
  "-y",
  "-f",
  demuxer,
  "-i",
  inputPath,
];

/** Mute: the first video stream's packets copied, no audio stream at all. */
export function buildMuteCommand(plan: {
  inputPath: string;
  demuxer: VideoDemuxer;
  container: CopyContainer;
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...videoInput(plan.inputPath, plan.demuxer),
      "-map",
      "0:v:0",
      "-c:v",
      "copy",
      // No audio stream, and no subtitle or data stream either.
      "-an",
      "-sn",
      "-dn",
      // A phone's container metadata (place, device) is not copied into the result.
      "-map_metadata",
      "-1",
      ...(plan.container === "mp4" ? faststartArgs : []),
      ...progressAndOutput(plan.container, plan.outputPath),
    ],
  };
}

/** Replace: the picture copied, the sound of the second file encoded under it. */
export function buildReplaceAudioCommand(plan: {
  videoPath: string;
  demuxer: VideoDemuxer;
  audioPath: string;
  container: CopyContainer;
  /** video: cut or padded with silence to the video's length; shortest: ends with the shorter. */
  fit: "video" | "shortest";
  videoDurationSeconds: number;
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...videoInput(plan.videoPath, plan.demuxer),
      // The sound file's format is found by ffmpeg (its content was checked at the start call:
      // MP3, ISO-BMFF, WAV, Ogg or Matroska; the runner's demuxer allow-list applies).
      "-i",
      plan.audioPath,
      "-map",
      "0:v:0",
      "-map",
      "1:a:0",
      "-c:v",
      "copy",
      ...audioArgsFor(plan.container),
      ...(plan.fit === "video"
        ? // Silence after the sound's end, and the whole cut at the video's length: the sound
          // is exactly as long as the picture either way.
          ["-af", "apad", "-t", String(plan.videoDurationSeconds)]
        : ["-shortest"]),
      "-map_metadata",
      "-1",
      ...(plan.container === "mp4" ? faststartArgs : []),
      ...progressAndOutput(plan.container, plan.outputPath),
    ],
  };
}

/** Extract: the first audio stream as AAC in M4A (the iPod muxer: MP4 for sound) or MP3. */
export function buildExtractAudioCommand(plan: {
  inputPath: string;
  demuxer: VideoDemuxer;
  format: ExtractFormat;
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...videoInput(plan.inputPath, plan.demuxer),
      "-map",
      "0:a:0",
      "-vn",
      ...(plan.format === "m4a"
        ? [...aacAudioArgs({ bitrate: "160k" }), ...faststartArgs]
        : // LAME's variable bitrate at quality 2 (about 190 kb/s): transparent for most ears.
          ["-c:a", "libmp3lame", "-q:a", "2"]),
      "-map_metadata",
      "-1",
      // ffmpeg's M4A muxer is "ipod" (the mp4 muxer with the audio-only brand).
      ...progressAndOutput(plan.format === "m4a" ? "ipod" : "mp3", plan.outputPath),
    ],
  };
}

/** Whether a file has a sound stream: ffprobe lists the audio streams' types. */
export function buildAudioStreamProbeCommand(path: string): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      "-v",
      "error",
      "-select_streams",
      "a",
      "-show_entries",
      "stream=codec_type",
      "-of",
      "csv=p=0",
      path,
    ],
  };
}
