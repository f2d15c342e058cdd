import type { MediaCommand } from "../../media-toolkit.ts";
import type { CombineCell } from "../shared/layout.ts";

/**
 * Combine's ffmpeg commands as plain data (tested on their exact argv). ffmpeg does all the pixel
 * work: decoding with disposal applied, fitting each input into its cell and stacking the cells;
 * the engine's encoder then writes the GIF with exact delays.
 */

/** ffmpeg's color for the padding: fully transparent, or the hex color fully opaque. */
export function padColor(background: string): string {
  return background === "transparent" ? "0x00000000" : `0x${background.slice(1)}ff`;
}

/**
 * The filters that turn one decoded input (its screen size) into its cell: RGBA first, scaled
 * with the engine's resize (Lanczos on premultiplied alpha, so transparent edges get no fringe)
 * when its size changes, padded to the cell (centered) when it does not fill it.
 */
export function cellFilters(
  input: { width: number; height: number },
  cell: CombineCell,
  background: string,
): string[] {
  const scale =
    cell.pictureWidth !== input.width || cell.pictureHeight !== input.height
      ? [
          "premultiply=inplace=1",
          `scale=${cell.pictureWidth}:${cell.pictureHeight}:flags=lanczos`,
          "unpremultiply=inplace=1",
        ]
      : [];
  const pad =
    cell.pictureWidth !== cell.width || cell.pictureHeight !== cell.height
      ? [
          `pad=${cell.width}:${cell.height}:${cell.pictureX}:${cell.pictureY}:color=${padColor(background)}`,
        ]
      : [];
  // setsar=1: concat and the stacks refuse inputs whose sample aspect ratios differ.
  return ["format=rgba", ...scale, ...pad, "setsar=1"];
}

/** One GIF input: errors only on stderr, and only the GIF demuxer may read it (played once). */
const gifInput = (path: string) => ["-f", "gif", "-i", path];

/** The raw RGBA output: one frame per decoded frame, whatever its delay. */
const rawOutput = (rawPath: string) => [
  // No frame-rate conversion: every frame out once, none dropped or repeated.
  "-fps_mode",
  "passthrough",
  "-pix_fmt",
  "rgba",
  "-f",
  "rawvideo",
  "-y",
  rawPath,
];

/**
 * One after another: every input decoded (composited), fitted into the common picture and
 * concatenated by ffmpeg's concat filter into one raw file, frame after frame in output order.
 * Timing is not taken from ffmpeg (its GIF demuxer raises short delays): the encoder writes the
 * delays read from each file.
 */
export function buildDecodeSequence(
  inputs: readonly { path: string; width: number; height: number; cell: CombineCell }[],
  background: string,
  rawPath: string,
): MediaCommand {
  const chains = inputs.map(
    (input, index) =>
      `[${index}:v]${cellFilters(input, input.cell, background).join(",")}[c${index}]`,
  );
  const labels = inputs.map((_, index) => `[c${index}]`).join("");
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...inputs.flatMap((input) => gifInput(input.path)),
      "-filter_complex",
      `${chains.join(";")};${labels}concat=n=${inputs.length}:v=1:a=0[out]`,
      "-map",
      "[out]",
      ...rawOutput(rawPath),
    ],
  };
}

/** One input decoded (composited) and scaled to its cell, as raw RGBA frames in `rawPath`. */
export function buildDecodeCell(
  input: { path: string; width: number; height: number },
  cell: CombineCell,
  background: string,
  rawPath: string,
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...gifInput(input.path),
      "-vf",
      cellFilters(input, cell, background).join(","),
      ...rawOutput(rawPath),
    ],
  };
}

/**
 * Side by side: the cells' raw files (each already holding, frame for frame, what its input shows
 * during each output frame) stacked by ffmpeg's hstack (a row) or vstack (a column).
 */
export function buildStackCells(
  cells: readonly { rawPath: string; width: number; height: number }[],
  direction: "horizontal" | "vertical",
  rawPath: string,
): MediaCommand {
  const labels = cells.map((_, index) => `[${index}:v]`).join("");
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      ...cells.flatMap((cell) => [
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "-s",
        `${cell.width}x${cell.height}`,
        // A nominal rate, the same for every cell so the stack pairs frame n with frame n.
        "-framerate",
        "100",
        "-i",
        cell.rawPath,
      ]),
      "-filter_complex",
      `${labels}${direction === "horizontal" ? "hstack" : "vstack"}=inputs=${cells.length}[out]`,
      "-map",
      "[out]",
      ...rawOutput(rawPath),
    ],
  };
}

/**
 * One after another without re-encoding, when every input already has the result's size and each
 * one after the first starts with an opaque frame over the whole screen (so nothing of the input
 * before it shows through): gifsicle's merge copies every frame's compressed data and delay as
 * stored (a frame whose colors are not in the first file's global table gets its own table).
 */
export function buildGifsicleSequence(
  inputPaths: readonly string[],
  outputPath: string,
  loopCount: number | null,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      ...inputPaths,
      // The result's loop block, whatever the first file's was.
      loopCount === null
        ? "--no-loopcount"
        : `--loopcount=${loopCount === 0 ? "forever" : loopCount}`,
      "--output",
      outputPath,
    ],
  };
}
