import type { GifEditInput, MediaCommand } from "../../media-toolkit.ts";
import { ffmpegGifInputArgs } from "../../shared/ffmpeg-gif-input.ts";

/**
 * The frame path's commands as plain data (tested on exact argv): a GIF decoded once into raw
 * composited RGBA frames, and the chain's picture steps as one ffmpeg graph over the frames fed
 * in the result's order (a frame the timeline repeats is fed twice, so a timed step can tell the
 * two apart by their number n).
 */

/** Raw RGBA frames of one size, as an ffmpeg input (a file, or pipe:0). */
export const rawFramesInput = (size: { width: number; height: number }, source: string) => [
  "-f",
  "rawvideo",
  "-pix_fmt",
  "rgba",
  "-s",
  `${size.width}x${size.height}`,
  // A nominal rate: the result's delays are written from the chain's timeline, never from here.
  "-framerate",
  "100",
  "-i",
  source,
];

/**
 * Every frame of a GIF up to `frameLimit`, composited by ffmpeg's GIF decoder (disposal applied),
 * as raw RGBA one after another.
 */
export function buildGifToRawFrames(
  inputPath: string,
  rawPath: string,
  frameLimit: number,
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(inputPath),
      "-vf",
      "format=rgba",
      // One raw frame per GIF frame, whatever its delay (no frame-rate conversion).
      "-fps_mode",
      "passthrough",
      // Frames after the last one the chain shows are never decoded.
      "-frames:v",
      String(frameLimit),
      "-f",
      "rawvideo",
      "-y",
      rawPath,
    ],
  };
}

/**
 * A video's picture as raw RGBA frames, one every 1/fps (ffmpeg's fps filter, as Video to GIF
 * samples a clip), at its own size, at most `frameLimit` of them: the frame path's source when a
 * chain on a video ends in a frame format. The demuxer is named (never probed); no audio is read.
 */
export function buildVideoToRawFrames(plan: {
  inputPath: string;
  demuxer: string;
  framesPerSecond: number;
  frameLimit: number;
  rawPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-f",
      plan.demuxer,
      "-i",
      plan.inputPath,
      "-an",
      "-vf",
      // GIF and the other frame formats have no pixel aspect ratio: frames are taken as stored.
      `fps=${plan.framesPerSecond},setsar=1,format=rgba`,
      "-frames:v",
      String(plan.frameLimit),
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-y",
      plan.rawPath,
    ],
  };
}

/**
 * The graph: the fed frames ([0:v]) through every filter in order, one link each, and each extra
 * input's own chain ending in [in<N>] (a filter names them after the frames, e.g.
 * `[in1]overlay=...`). Every stream is timed one second per frame (setpts=N/TB), so an overlay
 * pairs frame k of its input with frame k of the result.
 */
export function frameGraph(
  filters: readonly string[],
  inputs: readonly GifEditInput[],
  /** The raw writer's pixel format; none where an encoder in the same graph takes what it gets. */
  endFormat: "rgba" | null = "rgba",
): string {
  const inputChains = inputs.map(
    (input, index) =>
      `[${index + 1}:v]${["setpts=N/TB", ...input.filters].join(",")}[in${index + 1}]`,
  );
  const links = ["setpts=N/TB", ...filters, ...(endFormat ? [`format=${endFormat}`] : [])].map(
    (filter, index, all) =>
      `${index === 0 ? "[0:v]" : `[v${index}]`}${filter}${index === all.length - 1 ? "[out]" : `[v${index + 1}]`}`,
  );
  return [...inputChains, ...links].join(";");
}

/**
 * The chain's picture steps over raw frames fed on stdin (`inputSize`, in the result's order),
 * written as raw RGBA frames of the result's size.
 */
export function buildFrameGraphCommand(plan: {
  inputSize: { width: number; height: number };
  filters: readonly string[];
  inputs: readonly GifEditInput[];
  outputPath: string;
}): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...rawFramesInput(plan.inputSize, "pipe:0"),
      ...plan.inputs.flatMap((input) => [...input.inputOptions, "-i", input.path]),
      "-filter_complex",
      frameGraph(plan.filters, plan.inputs),
      "-map",
      "[out]",
      // One output frame per fed frame.
      "-fps_mode",
      "passthrough",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-y",
      plan.outputPath,
    ],
  };
}

/**
 * An animated AVIF's packets' times (no decode): pts and duration of every colour-stream packet,
 * from which the frames' delays are read (avifFrameDelays).
 */
export function buildAvifPacketTimes(inputPath: string, packetLimit: number): MediaCommand {
  return {
    binary: "ffprobe",
    args: [
      "-v",
      "error",
      // At most this many packets are listed (an edit list may replay the frames for hours):
      // one past the frame limit is enough to refuse.
      "-read_intervals",
      `%+#${packetLimit}`,
      // Only the expected demuxer (mov reads AVIF's ISO-BMFF boxes).
      "-f",
      "mov",
      "-select_streams",
      "v:0",
      "-show_entries",
      "packet=pts_time,duration_time",
      "-of",
      "json",
      inputPath,
    ],
  };
}

/**
 * The frames' delays in hundredths from the packets' times (buildAvifPacketTimes' JSON): each
 * from the next one's start, the last its own duration. A last frame of at most one hundredth is
 * the held copy GifKit's AVIFs end with (shared/output-encoder.ts holdLastFrame): it is folded
 * into the frame before, so an AVIF read back has the frames and time it was written with.
 */
export function avifFrameDelays(stdout: string): number[] {
  const packets = (
    (JSON.parse(stdout || "{}") as { packets?: { pts_time?: string; duration_time?: string }[] })
      .packets ?? []
  )
    .map((packet) => ({
      start: Number(packet.pts_time),
      duration: Number(packet.duration_time ?? 0),
    }))
    .filter((packet) => Number.isFinite(packet.start))
    .sort((a, b) => a.start - b.start);
  const ends = packets.map((packet, index) =>
    Math.round(
      ((packets[index + 1]?.start ?? packet.start + packet.duration) - packet.start) * 100,
    ),
  );
  if (ends.length > 1 && (ends.at(-1) as number) <= 1) {
    const copy = ends.pop() as number;
    ends[ends.length - 1] = (ends.at(-1) as number) + copy;
  }
  return ends.map((delay) => Math.max(0, delay));
}

/**
 * The GIF one pass (run-chain.ts): a GIF decoded by ffmpeg, the chain's picture steps, one
 * palette for every frame and the GIF encode, all in one ffmpeg command (no raw frames written
 * in between). Only for frames the palette split may hold at once (the palette waits for the
 * last frame) and pictures that stay opaque (ffmpeg 5.1's GIF encoder mis-crops frames with
 * transparent pixels: gif-engine-commands.ts). Delays are written afterwards from the chain's
 * timeline: the GIF demuxer raises short delays, so its timestamps are not the GIF's.
 */
export function buildGifOnePassCommand(plan: {
  inputPath: string;
  frameCount: number;
  filters: readonly string[];
  inputs: readonly GifEditInput[];
  colours: number;
  dither: "none" | "floyd_steinberg";
  /** The GIF muxer's -loop: 0 forever, -1 no loop block (plays once), N repetitions. */
  muxerLoop: number;
  outputPath: string;
}): MediaCommand {
  // The decoder's own pixel format (bgra) straight into the filters: each converts what it needs.
  const graph = frameGraph(plan.filters, plan.inputs, null);
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(plan.inputPath),
      ...plan.inputs.flatMap((input) => [...input.inputOptions, "-i", input.path]),
      "-filter_complex",
      // stats_mode=full: one palette from every pixel of every frame (the input had one palette,
      // so its colours are shared); one entry stays transparent (reserve_transparent's default),
      // which the encoder uses for pixels unchanged since the frame before.
      `${graph};[out]split[frames][forPalette];[forPalette]palettegen=max_colors=${plan.colours}[palette];[frames][palette]paletteuse=dither=${plan.dither}[gif]`,
      "-map",
      "[gif]",
      // One GIF frame per decoded frame, whatever its delay.
      "-fps_mode",
      "passthrough",
      // Frames after the last one the chain shows are never decoded.
      "-frames:v",
      String(plan.frameCount),
      "-loop",
      String(plan.muxerLoop),
      "-f",
      "gif",
      "-y",
      plan.outputPath,
    ],
  };
}
