import type { MediaCommand } from "../media-toolkit.ts";

/**
 * Lossless rotation with gifsicle: every frame's pixels and rectangle, and the logical screen, are
 * turned; palettes, transparency, disposal, delays (0 and 1 included) and the loop block are kept,
 * so it is exact on every GIF (local colour tables too) and needs no unoptimising.
 */
export function buildGifsicleRotate(
  inputPath: string,
  outputPath: string,
  degrees: 90 | 180 | 270,
): MediaCommand {
  return {
    binary: "gifsicle",
    // --rotate-90 turns clockwise.
    args: [`--rotate-${degrees}`, inputPath, "--output", outputPath],
  };
}

/** Lossless mirror with gifsicle (same guarantees as rotation). */
export function buildGifsicleFlip(
  inputPath: string,
  outputPath: string,
  axis: "horizontal" | "vertical",
): MediaCommand {
  return {
    binary: "gifsicle",
    // horizontal: left and right swap; vertical: top and bottom swap.
    args: [`--flip-${axis}`, inputPath, "--output", outputPath],
  };
}

/**
 * Copies the chosen stored frames, in the order given (`#N`, `#a-b`, `#-1-0` as gifsicle reads
 * them), of a GIF whose frames stand alone (gif-paths.ts framesStandAlone): each frame's
 * compressed data, palette and rectangle are kept as stored (nothing is decoded or re-encoded),
 * and `--disposal background` clears every frame after it is shown, so in its new place each one
 * is drawn on an empty canvas, as it was. Delays are kept as stored; the loop block is kept.
 */
export function buildGifsicleStandAloneFrames(
  inputPath: string,
  outputPath: string,
  selection: readonly string[],
): MediaCommand {
  return {
    binary: "gifsicle",
    args: ["--disposal", "background", inputPath, ...selection, "--output", outputPath],
  };
}
