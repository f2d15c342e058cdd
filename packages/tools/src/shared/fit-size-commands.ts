import type { MediaCommand } from "../media-toolkit.ts";

/**
 * The gifsicle pass of a fit-under-a-size attempt: `--colors N` maps every frame to one palette
 * of N colours (only when fewer than 256 are asked), `--lossy=N` lets LZW reuse matches whose
 * colours differ a little, and `-O2` stores each frame's changed rectangle with unchanged pixels
 * transparent. Measured on video GIFs: -O1 loses that transparency (bottle-detection 480×270:
 * 4.1 MB against ffmpeg's own 2.0 MB), -O3 with --lossy took 6.1 s of CPU on friday's 7.5 MB GIF
 * against 2.0 s for -O2, for a file under 1% smaller. `-Okeep-empty` keeps frames that did not
 * change, so every frame and delay stays. `optimizeLevel` 1 is for GIFs where that transparency
 * saves nothing (the whole picture moves): with --lossy, friday.mp4's GIF was 0.2-2.8% larger at
 * -O1 for 0.8-1.1 s of CPU against 2.2-2.5 s at -O2 (bottle-detection, a still camera: 1.5-1.8×
 * larger), so fitting measures both on its sample and takes -O1 where it costs at most 3% more bytes.
 * The chosen settings get one -O3 pass at the end (fit-gif.ts), where its CPU is spent once.
 */
export function buildFitGifsiclePass(
  inputPath: string,
  outputPath: string,
  settings: { colours: number; lossy: number },
  /** Resize every frame to this size (opaque GIFs only: gifsicle fringes transparent edges). */
  resize?: { width: number; height: number },
  optimizeLevel: 1 | 2 | 3 = 2,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      `-O${optimizeLevel}`,
      "-Okeep-empty",
      // As Resize does it: gifsicle composites frames before resizing; lanczos3 is its sharpest
      // filter and --resize-colors 256 lets it add in-between colours before --colors maps them.
      ...(resize
        ? [
            "--resize-method",
            "lanczos3",
            "--resize-colors",
            "256",
            "--resize",
            `${resize.width}x${resize.height}`,
          ]
        : []),
      ...(settings.colours < 256 ? ["--colors", String(settings.colours)] : []),
      ...(settings.lossy > 0 ? [`--lossy=${settings.lossy}`] : []),
      inputPath,
      "--output",
      outputPath,
    ],
  };
}

/**
 * The first `frameCount` frames of a GIF as they are stored (no re-encoding): frames from the
 * start need no frame before them, so partial frames stay right. A sample to calibrate on.
 */
export function buildFitSample(
  inputPath: string,
  outputPath: string,
  frameCount: number,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [inputPath, `#0-${frameCount - 1}`, "--output", outputPath],
  };
}
