import type { MediaCommand } from "../../media-toolkit.ts";
import type { VideoDemuxer } from "../../shared/video-input.ts";
import type { SplitFormat } from "../shared/options.ts";

/** Where and how the frames are written: `frame-%0Nd.<format>`, numbered from `firstNumber`. */
export interface FrameFiles {
  /** The directory the frames go to (nothing else is written there). */
  directory: string;
  format: SplitFormat;
  /** Digits of the numbers in the names (frameNumberDigits). */
  digits: number;
}

/** The chosen frames of the decoded sequence, 1-based and inclusive. */
export interface FrameSpan {
  first: number;
  last: number;
}

/**
 * A JPEG has no alpha: a transparent pixel is shown on white, as a viewer shows the GIF on a page.
 * negate → premultiply → negate is `a × c + (1 − a) × white` per channel in native filters
 * (premultiplying the negative blends it towards black, i.e. the picture towards white).
 */
const onWhite = ["format=rgba", "negate", "premultiply=inplace=1", "negate"];

function frameSelection(span: FrameSpan, frameCount: number): string[] {
  if (span.first === 1 && span.last === frameCount) return [];
  // n counts the decoded frames from 0; the range is 1-based.
  return [`select='between(n\\,${span.first - 1}\\,${span.last - 1})'`];
}

function encoderArgs(files: FrameFiles, span: FrameSpan): string[] {
  const codec =
    files.format === "png"
      ? // PNG keeps the alpha channel of the composited frames.
        ["-c:v", "png", "-pix_fmt", "rgba"]
      : // -q:v 2: a high-quality JPEG (2 is near the top of mjpeg's 2-31 scale); full-range 4:4:4
        // keeps the thin coloured edges of pixel art that 4:2:0 would smear.
        ["-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj444p"];
  return [
    // "frame=N" lines on stdout as frames are written: the task's progress.
    "-progress",
    "pipe:1",
    "-nostats",
    // Every decoded frame becomes one file, whatever its timestamp: the GIF demuxer raises short
    // delays and repeats timestamps for 0-delay frames, and no frame may be dropped or doubled.
    "-fps_mode",
    "passthrough",
    // Stop once the last chosen frame is written (no decoding of the frames after the range).
    "-frames:v",
    String(span.last - span.first + 1),
    ...codec,
    // Names carry the frame's own number: frame-012.png is the GIF's 12th frame.
    "-start_number",
    String(span.first),
    "-f",
    "image2",
    `${files.directory}/frame-%0${files.digits}d.${files.format}`,
  ];
}

/**
 * One ffmpeg run writes the chosen frames of a GIF, composited (ffmpeg's GIF decoder applies each
 * frame's disposal and transparency, so every file is the picture as it is seen), at full size.
 */
export function buildSplitGifCommand(request: {
  inputPath: string;
  frameCount: number;
  span: FrameSpan;
  files: FrameFiles;
}): MediaCommand {
  const { inputPath, frameCount, span, files } = request;
  const filters = [...frameSelection(span, frameCount), ...(files.format === "jpg" ? onWhite : [])];
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-y",
      // Only the GIF demuxer reads the input (other formats were converted to GIF first).
      "-f",
      "gif",
      "-i",
      inputPath,
      ...(filters.length > 0 ? ["-vf", filters.join(",")] : []),
      ...encoderArgs(files, span),
    ],
  };
}

/** The largest frames a video gives: the Video to GIF output size. */
export interface FrameBox {
  width: number;
  height: number;
}

/**
 * One ffmpeg run writes frames of a part of a video: `fps` frames a second from `startSeconds`
 * for `durationSeconds`, fitted inside the box (never enlarged, aspect kept), then the range.
 */
export function buildSplitVideoCommand(request: {
  inputPath: string;
  demuxer: VideoDemuxer;
  startSeconds: number;
  durationSeconds: number;
  fps: number;
  box: FrameBox;
  frameCount: number;
  span: FrameSpan;
  files: FrameFiles;
}): MediaCommand {
  const { inputPath, demuxer, startSeconds, durationSeconds, fps, box, frameCount, span, files } =
    request;
  const filters = [
    // The part starts at 0 after the input seek: the first frame is the one at start_time.
    `fps=${fps}`,
    // Fit inside the box without enlarging; Lanczos for the downscale of a large video.
    `scale=w='min(iw\\,${box.width})':h='min(ih\\,${box.height})':force_original_aspect_ratio=decrease:flags=lanczos`,
    ...frameSelection(span, frameCount),
  ];
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-y",
      // -ss before -i seeks by the index and decodes from the key frame before the start (frames
      // before it are dropped, exactly); -t stops reading just after the part ends.
      ...(startSeconds > 0 ? ["-ss", seconds(startSeconds)] : []),
      "-t",
      seconds(durationSeconds),
      "-f",
      demuxer,
      "-i",
      inputPath,
      // Pictures only: no audio or subtitle stream is read.
      "-map",
      "0:v:0",
      "-vf",
      filters.join(","),
      ...encoderArgs(files, span),
    ],
  };
}

const seconds = (value: number) => String(Math.round(value * 1000) / 1000);
