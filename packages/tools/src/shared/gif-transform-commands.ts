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
