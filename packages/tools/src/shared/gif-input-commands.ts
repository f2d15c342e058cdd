import type { MediaCommand } from "../media-toolkit.ts";

/**
 * A GIF cut to its logical screen (`width` × `height` from 0,0): gifsicle clips every frame to
 * it and keeps each frame, delay, disposal and the loop block (prepareGifInput's canvas rule).
 */
export function buildClipToScreen(
  inputPath: string,
  outputPath: string,
  width: number,
  height: number,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: ["--crop", `0,0+${width}x${height}`, inputPath, "--output", outputPath],
  };
}

/**
 * APNG → GIF with ffmpeg (its apng demuxer applies APNG's dispose and blend operations).
 * `plays` is the APNG's acTL num_plays (0 = forever).
 */
export function buildApngToGif(inputPath: string, outputPath: string, plays: number): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      // Only the APNG demuxer may read the input; it plays the frames once (ignore_loop is its default).
      "-f",
      "apng",
      "-i",
      inputPath,
      "-filter_complex",
      // One palette for the whole animation, built from what changes between frames; one entry is
      // kept for transparency and pixels under half opacity become transparent.
      "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=diff:reserve_transparent=1[palette];[frames][palette]paletteuse=dither=floyd_steinberg:alpha_threshold=128",
      // Keep every frame with its own timestamp, so variable delays survive.
      "-fps_mode",
      "passthrough",
      // The GIF muxer's loop: 0 = forever, -1 = no loop block (plays once), N = N repetitions.
      "-loop",
      String(gifMuxerLoop(plays)),
      "-f",
      "gif",
      "-y",
      outputPath,
    ],
  };
}

/**
 * Every frame of an APNG or an AVIF image sequence as raw RGBA, one frame after another, each
 * once at its own time: ffmpeg's apng decoder composites an APNG's frames (dispose and blend);
 * an AVIF's alpha plane (the second AV1 stream, when there is one) is merged back as the frames'
 * alpha (libvips reads only an AVIF's still picture and refuses a sequence's `avis` brand).
 * ffmpeg reads every frame whatever the header declares, so at most `maxFrames` are written (the
 * declared count and one more shows the file holds more than it declares): a 2-frame header over
 * 100,000 real frames would otherwise write 100,000 raw frames to disk.
 */
export function buildAnimationToRawFrames(
  container: "apng" | "avif",
  inputPath: string,
  outputPath: string,
  { maxFrames, alphaStream = false }: { maxFrames: number; alphaStream?: boolean },
): MediaCommand {
  const frames =
    container === "apng"
      ? // Only the apng demuxer may read it; it plays the frames once.
        ["-f", "apng", "-i", inputPath]
      : [
          // Only the mov demuxer may read it (it reads AVIF's ISO-BMFF boxes).
          ...["-f", "mov", "-i", inputPath, "-filter_complex"],
          alphaStream
            ? "[0:v:0][0:v:1]alphamerge,format=rgba[frames]"
            : "[0:v:0]format=rgba[frames]",
          ...["-map", "[frames]"],
        ];
  return {
    binary: "ffmpeg",
    args: [
      ...["-v", "error", ...frames],
      // One output frame per input frame, whatever its delay (no frame-rate conversion).
      ...["-fps_mode", "passthrough"],
      // The output closes after this many frames, and ffmpeg stops reading the input.
      ...["-frames:v", String(maxFrames), "-f", "rawvideo"],
      ...(container === "apng" ? ["-pix_fmt", "rgba"] : []),
      ...["-y", outputPath],
    ],
  };
}

/** MNG → GIF with ImageMagick; the explicit coder prefixes stop it from guessing formats by content. */
export function buildMngToGif(inputPath: string, outputPath: string): MediaCommand {
  return { binary: "magick", args: [`MNG:${inputPath}`, `GIF:${outputPath}`] };
}

/** APNG plays (0 = forever) as the GIF muxer's -loop value (0 = forever, -1 = once, N = N repeats). */
function gifMuxerLoop(plays: number): number {
  if (plays === 0) return 0;
  return plays === 1 ? -1 : plays - 1;
}

/**
 * The video streams of an AVIF or WebM, as ffprobe lists them, and the duration the container
 * declares (JSON on stdout).
 */
export function buildProbeVideoStreams(inputPath: string): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      "-v",
      "error",
      // Only video streams: an audio-only WebM lists none.
      "-select_streams",
      "v",
      // The header's duration bounds the decode (an edit list may replay the frames for hours).
      "-show_entries",
      "stream=index,codec_name,width,height,duration:format=duration",
      "-of",
      "json",
      inputPath,
    ],
  };
}

/**
 * The duration the header declares in seconds (buildProbeVideoStreams' JSON): the longest of the
 * container's and the video streams' (an AVIF's container says 0, its track says the length), or
 * 0 when none is declared.
 */
export function parseDeclaredDuration(stdout: string): number {
  const parsed = JSON.parse(stdout || "{}") as {
    format?: { duration?: string };
    streams?: { duration?: string }[];
  };
  const declared = [parsed.format?.duration, ...(parsed.streams ?? []).map((s) => s.duration)]
    .map(Number)
    .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  return Math.max(0, ...declared);
}

/** The video streams in ffprobe's JSON (buildProbeVideoStreams), in file order. */
export function parseVideoStreams(
  stdout: string,
): { index: number; codecName: string; width: number; height: number }[] {
  const parsed = JSON.parse(stdout || "{}") as {
    streams?: { index?: number; codec_name?: string; width?: number; height?: number }[];
  };
  return (parsed.streams ?? []).map((stream) => ({
    index: stream.index ?? 0,
    codecName: stream.codec_name ?? "",
    width: stream.width ?? 0,
    height: stream.height ?? 0,
  }));
}

export interface VideoAnimationToGifPlan {
  inputPath: string;
  outputPath: string;
  container: "avif" | "webm";
  /**
   * AVIF: the file has a second video stream, its alpha plane (AVIF's auxiliary alpha image):
   * merged back as the frames' alpha. WebM carries alpha inside the VP8 or VP9 stream.
   */
  alphaStream: boolean;
  /** The video stream's codec as ffprobe names it (vp8, vp9, av1): picks the WebM decoder. */
  codecName: string;
  /** At most this many frames are decoded (the input limit + 1, so a longer file is refused). */
  maxFrames: number;
}

/**
 * The line the frame counter of buildVideoAnimationToGif prints on stdout for each decoded frame,
 * after a `frame:N pts:P pts_time:T` line.
 */
export const decodedFrameLine = "gifkit=decoded";

/** The `[counted]` branch: each frame's time and decodedFrameLine on stdout (unbuffered), then discarded. */
const frameCounter = `[counted]metadata=mode=add:key=gifkit:value=decoded,metadata=mode=print:file=-:direct=1,nullsink`;

/**
 * Counts the frames buildVideoAnimationToGif decodes, as they come (its stdout lines), and says
 * when the decode has passed what the file may hold: more frames than `maxFrames`, or a frame
 * past `declaredSeconds` + 1 (the header's duration; 0 = none declared). The palette is built from
 * the whole animation, so neither ffmpeg's -frames:v nor a trim stops the decoding (ffmpeg 5.1
 * reads the input to its end): the caller stops the process when this says so.
 */
export function createDecodeBound(maxFrames: number, declaredSeconds: number) {
  let frames = 0;
  let lastSeconds = 0;
  return {
    /** What was passed after this line ("frames", "duration"), or null while within bounds. */
    line(text: string): "frames" | "duration" | null {
      const time = /pts_time:(-?[\d.]+)/.exec(text);
      if (time) {
        lastSeconds = Number(time[1]);
        return null;
      }
      if (text.trim() !== decodedFrameLine) return null;
      frames += 1;
      if (frames > maxFrames) return "frames";
      if (declaredSeconds > 0 && lastSeconds > declaredSeconds + 1) return "duration";
      return null;
    },
    get frames() {
      return frames;
    },
  };
}

/**
 * libvpx decodes a WebM's alpha channel (ffmpeg's own vp8 and vp9 decoders drop it), one decoder
 * per codec: libvpx-vp9 refuses a VP8 stream (Chrome's MediaRecorder writes VP8 by default) as
 * "Bitstream not supported". AV1, and any AVIF, use the default decoder (libdav1d).
 */
function webmDecoder(plan: VideoAnimationToGifPlan): string[] {
  if (plan.container !== "webm") return [];
  if (plan.codecName === "vp9") return ["-c:v", "libvpx-vp9"];
  if (plan.codecName === "vp8") return ["-c:v", "libvpx"];
  return [];
}

/**
 * An animated AVIF or a WebM → GIF with ffmpeg: every frame at its own timestamp (rounded to the
 * GIF's hundredths by the muxer), one palette for the whole animation as for APNG, transparency
 * kept, looping forever (neither container's loop count reaches ffmpeg).
 */
export function buildVideoAnimationToGif(plan: VideoAnimationToGifPlan): MediaCommand {
  const frames = plan.alphaStream ? "[0:v:0][0:v:1]alphamerge[frames]" : "[0:v:0]copy[frames]";
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      // Only the expected demuxer may read the file (mov reads AVIF's ISO-BMFF boxes).
      "-f",
      plan.container === "avif" ? "mov" : "matroska",
      ...webmDecoder(plan),
      "-i",
      plan.inputPath,
      "-filter_complex",
      // A third branch prints each decoded frame's time to stdout (unbuffered), then discards
      // it: the caller counts frames as they come (createDecodeBound).
      `${frames};[frames]format=rgba,split=3[forGif][forPalette][counted];[forPalette]palettegen=stats_mode=diff:reserve_transparent=1[palette];[forGif][palette]paletteuse=dither=floyd_steinberg:alpha_threshold=128;${frameCounter}`,
      // Keep every frame with its own timestamp, so variable delays survive.
      "-fps_mode",
      "passthrough",
      "-frames:v",
      String(plan.maxFrames),
      "-an",
      // Loop forever.
      "-loop",
      "0",
      "-f",
      "gif",
      "-y",
      plan.outputPath,
    ],
  };
}
