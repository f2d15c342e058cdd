import type { FrameTransform, GifEditInput, GifEncodeSettings, MediaCommand } from "@gifkit/tools";
import { ffmpegGifInputArgs } from "@gifkit/tools/shared/ffmpeg-gif-input";

/**
 * The engine's commands as plain data (tested on their exact argv). ffmpeg does the pixel work:
 * decoding with disposal applied, the transforms, palettes and dithering, LZW; gifsicle joins the
 * parts and runs the optional optimiser and lossy LZW.
 */

/** ffmpeg filters for the transforms, in order (an empty list when there is none). */
export function transformFilters(transforms: readonly FrameTransform[]): string[] {
  return transforms.flatMap((transform) => {
    switch (transform.kind) {
      case "crop":
        return [`crop=${transform.width}:${transform.height}:${transform.x}:${transform.y}`];
      case "resize":
        // Premultiplied around the kernel, so transparent pixels' colour does not bleed into edges.
        return [
          "premultiply=inplace=1",
          `scale=${transform.width}:${transform.height}:flags=lanczos`,
          "unpremultiply=inplace=1",
        ];
      case "rotate":
        // transpose=clock / cclock turn by 90°; 180° is both flips.
        return transform.degrees === 90
          ? ["transpose=clock"]
          : transform.degrees === 270
            ? ["transpose=cclock"]
            : ["hflip", "vflip"];
      case "flip":
        return [transform.axis === "horizontal" ? "hflip" : "vflip"];
      case "filters":
        return transform.filters;
    }
    return [];
  });
}

/**
 * A GIF → every composited frame (ffmpeg's GIF decoder applies disposal), transformed, as raw
 * RGBA one after another in `rawPath`. Timing is not taken from ffmpeg (its demuxer raises short
 * delays); the engine writes the delays read from the file.
 */
export function buildDecodeGifToRaw(
  inputPath: string,
  rawPath: string,
  transforms: readonly FrameTransform[],
  /** Decode only the first this many frames (a cut needs none after its last). */
  frameLimit?: number,
  /** Further inputs the filters name as [in1], [in2]... (an overlay picture). */
  extraInputs: readonly GifEditInput[] = [],
): MediaCommand {
  const filters = [...transformFilters(transforms), "format=rgba"];
  return {
    binary: "ffmpeg",
    args: [
      ...ffmpegGifInputArgs(inputPath),
      ...(extraInputs.length === 0
        ? ["-vf", filters.join(",")]
        : [
            ...extraInputs.flatMap((input) => [...input.inputOptions, "-i", input.path]),
            "-filter_complex",
            complexGraph(filters, extraInputs),
            "-map",
            "[out]",
          ]),
      // One output frame per GIF frame, whatever its delay (no frame-rate conversion).
      "-fps_mode",
      "passthrough",
      // Stop after the last frame that is needed: later ones are never decoded.
      ...(frameLimit === undefined ? [] : ["-frames:v", String(frameLimit)]),
      "-f",
      "rawvideo",
      "-y",
      rawPath,
    ],
  };
}

/**
 * The decode's filters as a graph over several inputs: each extra input's chain ends in [inN];
 * the GIF's frames pass the filters one link at a time ([v0] → [v1] → ...), and a filter that
 * starts with labels gets the current frames first, then the inputs it names. Every stream is
 * timed one second per frame (setpts=N/TB) so the overlay filter pairs frame k with frame k:
 * the GIF demuxer's own timestamps raise short delays and an input's differ, and pairing by them
 * drifted by a frame per loop in a test.
 */
function complexGraph(filters: readonly string[], extraInputs: readonly GifEditInput[]): string {
  const inputChains = extraInputs.map(
    (input, index) =>
      `[${index + 1}:v]${["setpts=N/TB", ...input.filters].join(",")}[in${index + 1}]`,
  );
  const links = ["setpts=N/TB", ...filters].map(
    (filter, index, all) =>
      `${index === 0 ? "[0:v]" : `[v${index}]`}${filter}${index === all.length - 1 ? "[out]" : `[v${index + 1}]`}`,
  );
  return [...inputChains, ...links].join(";");
}

const ditherOption = (settings: GifEncodeSettings) => {
  switch (settings.dither) {
    case "none":
      return "dither=none";
    case "floyd-steinberg":
      return "dither=floyd_steinberg";
    case "sierra2-4a":
      return "dither=sierra2_4a";
    case "bayer":
      return `dither=bayer:bayer_scale=${settings.bayerScale}`;
  }
};

/** The GIF muxer's -loop: 0 = forever, -1 = no loop block (plays once), N = N repetitions. */
const muxerLoop = (loopCount: number | null) => String(loopCount === null ? -1 : loopCount);

const rawInput = (size: { width: number; height: number }, source: string) => [
  "-f",
  "rawvideo",
  "-pix_fmt",
  "rgba",
  "-s",
  `${size.width}x${size.height}`,
  // A nominal rate: the delays are written afterwards from what was read.
  "-framerate",
  "100",
  "-i",
  source,
];

/**
 * Why ffmpeg's palettegen/paletteuse and not sharp's libimagequant encoder (cgif, with
 * inter-frame transparency), measured on every fixture clip at 480 px, 15 fps, 10 s
 * (apps/server/scripts/bench-quantizer.ts, docs/quality.md "sharp/libimagequant against ffmpeg's
 * palettegen", third run with the delays right): no sharp variant meets bytes ≤ gifski q90 at
 * SSIM ≥ gifski q90 within 2× the bare ffmpeg graph's CPU on any clip. Fixed camera (bottle):
 * hqdn3d then effort 1, error 4 was 0.83× gifski's bytes at its SSIM, but 5× the CPU; screen and
 * cartoon clips 1.03-1.08× gifski's bytes above its SSIM at 3.5-3.7× the CPU; the flower clips
 * within the CPU but 0.007-0.022 below gifski's SSIM. A low dither (0.3-0.5) lowered SSIM on
 * every clip. Medium is 0.3-0.9× the CPU.
 *
 * Raw RGBA frames on stdin → a GIF part. With a palette per frame, palettegen builds each frame's
 * own palette (stats_mode=single; exact when the frame has at most `colours - 1` colours) and
 * paletteuse new=1 writes it as that frame's local table; per group, one palette is built from
 * all the part's frames (stats_mode=full); with a global palette, `palettePath` holds it. One entry is kept for transparency (alpha under 128). ffmpeg's GIF encoder writes only
 * the rectangle that changed when two frames share a palette, and crops frames with transparent
 * pixels to what they draw (disposal: background). `fullFrames`: every frame is written whole
 * (-gifflags 0), so the engine can clear the canvas before a frame that uncovers pixels.
 */
export function buildEncodeRawToGif(
  size: { width: number; height: number },
  outputPath: string,
  settings: GifEncodeSettings,
  loopCount: number | null,
  palettePath?: string,
  fullFrames = false,
): MediaCommand {
  const use = `paletteuse=${ditherOption(settings)}:alpha_threshold=128`;
  const generate = (statsMode: string) =>
    `[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=${statsMode}:max_colors=${settings.colours}:reserve_transparent=1[palette]`;
  const graph = palettePath
    ? // diff_mode=rectangle: only the changed rectangle is re-dithered, so still areas stay still.
      `[0:v][1:v]${use}:diff_mode=rectangle`
    : settings.palette === "per-frame"
      ? `${generate("single")};[frames][palette]${use}:new=1`
      : // One palette from every frame of this part (the frames wait for it: a part is small).
        `${generate("full")};[frames][palette]${use}`;
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...rawInput(size, "pipe:0"),
      ...(palettePath ? ["-i", palettePath] : []),
      "-filter_complex",
      graph,
      "-fps_mode",
      "passthrough",
      "-loop",
      muxerLoop(loopCount),
      // No cropping to the changed rectangle and no transparency for unchanged pixels: each
      // frame covers the canvas, so clearing it (disposal: background) clears everything.
      ...(fullFrames ? ["-gifflags", "0"] : []),
      "-f",
      "gif",
      "-y",
      outputPath,
    ],
  };
}

/** One palette for every frame of a raw file, from what changes between frames (stats_mode=diff). */
export function buildGlobalPalette(
  size: { width: number; height: number },
  rawPath: string,
  palettePath: string,
  colours: number,
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...rawInput(size, rawPath),
      "-vf",
      `palettegen=stats_mode=diff:max_colors=${colours}:reserve_transparent=1`,
      "-frames:v",
      "1",
      "-update",
      "1",
      "-y",
      palettePath,
    ],
  };
}

const loopArgument = (loopCount: number | null) =>
  loopCount === null ? "--no-loopcount" : `--loopcount=${loopCount === 0 ? "forever" : loopCount}`;

/**
 * Joins GIF parts into one (gifsicle's default merge copies each frame's compressed data as is)
 * with the loop block as read.
 */
export function buildGifsicleJoin(
  partPaths: readonly string[],
  outputPath: string,
  loopCount: number | null,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [...partPaths, loopArgument(loopCount), "--output", outputPath],
  };
}

/**
 * gifsicle's optimiser at the level asked (1: each frame cropped to what changed; 2: transparency
 * for unchanged pixels too; 3, the default: every way tried, the smallest kept), with lossy LZW
 * when asked; -Okeep-empty keeps frames that became empty, so every frame and delay stays.
 */
export function buildGifsicleOptimize(
  inputPath: string,
  outputPath: string,
  lossy: number,
  optimizeLevel: 1 | 2 | 3,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      `-O${optimizeLevel}`,
      "-Okeep-empty",
      ...(lossy > 0 ? [`--lossy=${lossy}`] : []),
      inputPath,
      "--output",
      outputPath,
    ],
  };
}
