import type { MediaCommand } from "../../media-toolkit.ts";
import type { FlipAxis, RotateAngle } from "../shared/options.ts";

/**
 * The mirror to hand gifsicle so that its result is "rotate, then flip". gifsicle applies a
 * frame's flip before its rotation whatever the order of the flags (checked in commands.test.ts
 * and the media tests), and flipping then turning by 90° or 270° equals turning then flipping on
 * the other axis; 0° and 180° commute with both flips.
 */
export function gifsicleFlipFor(angle: RotateAngle, flip: FlipAxis): FlipAxis {
  if (flip === "none" || angle === 0 || angle === 180) return flip;
  return flip === "horizontal" ? "vertical" : "horizontal";
}

/**
 * Rotates clockwise by `angle` and then mirrors along `flip`, losslessly and in one gifsicle run:
 * every frame's pixels and rectangle and the logical screen are turned; palettes, transparency,
 * disposal, delays (0 and 1 included) and the loop block are kept as they are. No -O: the frames
 * keep their own structure (gifsicle only re-packs the LZW data).
 */
export function buildGifsicleRotateFlip(
  inputPath: string,
  outputPath: string,
  options: { angle: RotateAngle; flip: FlipAxis },
): MediaCommand {
  const args: string[] = [];
  // --rotate-90 / -180 / -270 turn clockwise.
  if (options.angle !== 0) args.push(`--rotate-${options.angle}`);
  const flip = gifsicleFlipFor(options.angle, options.flip);
  // --flip-horizontal swaps left and right, --flip-vertical top and bottom.
  if (flip !== "none") args.push(`--flip-${flip}`);
  // No -O pass: gifsicle re-packs each turned frame's LZW data anyway, and -O3 cost 4-5× the
  // turn itself (issue 15: an edit within 1.5× the bare command) for little: classroom.gif
  // 1,171,900 bytes without it, 1,171,380 with it; the 1000×175 sprite the same bytes; only a
  // GIF made with lossy LZW shrank, by 10% (271,551 → 245,595). -O2 made classroom 4% larger.
  // Without an optimiser no frame is merged, so every frame and its delay stay.
  return {
    binary: "gifsicle",
    args: [...args, inputPath, "--output", outputPath],
  };
}
