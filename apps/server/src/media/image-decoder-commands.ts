import type { MediaCommand } from "@gifkit/tools";

/**
 * Commands that turn the image formats sharp's prebuilt libvips cannot read into PNG (or raw
 * frames) that it can. Plain data, so the exact argv is tested; run only by the media runner.
 */

/** HEIC/HEIF (HEVC or AV1 inside) → PNG with libheif, which applies the file's rotation and mirroring. */
export function buildHeifToPng(inputPath: string, outputPath: string): MediaCommand {
  // The output format follows the output name's suffix, so outputPath must end in .png.
  return { binary: "heif-convert", args: ["--quiet", inputPath, outputPath] };
}

/** JPEG XL → PNG (an animation becomes an APNG) with the reference decoder, which applies orientation. */
export function buildJxlToPng(inputPath: string, outputPath: string): MediaCommand {
  // One thread: the worker processes already use one core each.
  return { binary: "djxl", args: [inputPath, outputPath, "--num_threads=1"] };
}

/** Header facts of a JPEG XL file (size, and each frame's duration for an animation). */
export function buildJxlInfo(inputPath: string): MediaCommand {
  return { binary: "jxlinfo", args: [inputPath] };
}

/**
 * The first frame of a JPEG 2000 or BMP file → 8-bit RGBA PNG with ImageMagick. The coder prefix
 * (`JP2:`, `BMP:`) stops ImageMagick from picking a decoder by content, and `[0]` reads one frame.
 */
export function buildMagickStillToPng(
  format: "jp2" | "bmp",
  inputPath: string,
  outputPath: string,
): MediaCommand {
  return {
    binary: "magick",
    args: [`${format.toUpperCase()}:${inputPath}[0]`, "-depth", "8", `PNG32:${outputPath}`],
  };
}

/**
 * Every frame of an MNG, composited (`-coalesce` applies each layer's offset and disposal), as
 * numbered RGBA PNGs: `outputPattern` holds a printf-style number such as `frame-%05d.png`.
 */
export function buildMngToPngFrames(inputPath: string, outputPattern: string): MediaCommand {
  return {
    binary: "magick",
    args: [`MNG:${inputPath}`, "-coalesce", "-depth", "8", `PNG32:${outputPattern}`],
  };
}

/** APNG and AVIF frames as raw RGBA: the tools' one builder (the chain's frame path reads them with it too). */
export {
  buildAnimationToRawFrames,
  buildProbeVideoStreams,
  parseVideoStreams,
} from "@gifkit/tools/shared/gif-input-commands";

/** Page count and the first page's size in points (1/72 inch) of a PDF. */
export function buildPdfInfo(inputPath: string): MediaCommand {
  return { binary: "pdfinfo", args: ["-f", "1", "-l", "1", inputPath] };
}

/**
 * The first page of a PDF → PNG of exactly width × height pixels (poppler; the page's white
 * paper included). pdftoppm appends ".png" to `outputBase`.
 */
export function buildPdfFirstPageToPng(
  inputPath: string,
  outputBase: string,
  size: { width: number; height: number },
): MediaCommand {
  return {
    binary: "pdftoppm",
    args: [
      "-f",
      "1",
      "-l",
      "1",
      // Write outputBase.png, without a page-number suffix.
      "-singlefile",
      "-png",
      "-scale-to-x",
      String(size.width),
      "-scale-to-y",
      String(size.height),
      inputPath,
      outputBase,
    ],
  };
}
