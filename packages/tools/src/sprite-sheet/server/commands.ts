import type { MediaCommand } from "../../media-toolkit.ts";
import { type SheetGrid, sheetSize } from "../shared/sheet-grid.ts";

/** ffmpeg's colour syntax for `background`: 0xRRGGBBAA (transparent is black at alpha 0). */
export function ffmpegColor(background: string): string {
  return background === "transparent" ? "0x00000000" : `0x${background.slice(1)}ff`;
}

/**
 * to-sheet: one ffmpeg run lays every composited frame of a GIF on one PNG. ffmpeg's GIF decoder
 * applies each frame's disposal and transparency (the picture as it is seen); `tile` places the
 * frames left to right, top to bottom, `padding` px apart with no margin, and writes one picture
 * when the grid is full or the frames end (unused cells keep the fill colour).
 */
export function buildToSheetCommand(request: {
  inputPath: string;
  outputPath: string;
  grid: SheetGrid;
  background: string;
}): MediaCommand {
  const { inputPath, outputPath, grid, background } = request;
  // RGBA before tiling, so the cells keep the frames' alpha and the fill can be transparent.
  const tile = `format=rgba,tile=${grid.columns}x${grid.rows}:padding=${grid.padding}:margin=0:color=${ffmpegColor("transparent")}`;
  const { width, height } = sheetSize(grid);
  const graph =
    background === "transparent"
      ? `[0:v]${tile}[sheet]`
      : // A colour background shows through transparent pixels too: the transparent sheet is
        // drawn over one frame of the colour (an opaque sheet, as a page would show it).
        `[0:v]${tile}[cells];color=c=${ffmpegColor(background)}:s=${width}x${height}:r=1:d=1,format=rgba[fill];[fill][cells]overlay=format=auto,format=rgba[sheet]`;
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
      "-filter_complex",
      graph,
      "-map",
      "[sheet]",
      // Every decoded frame reaches the grid, whatever its timestamp: the GIF demuxer raises short
      // delays and repeats timestamps for 0-delay frames, and no frame may be dropped or doubled.
      "-fps_mode",
      "passthrough",
      // The grid holds every frame: one picture out.
      "-frames:v",
      "1",
      // PNG keeps the alpha channel.
      "-c:v",
      "png",
      "-pix_fmt",
      "rgba",
      // One still file, not a numbered sequence.
      "-update",
      "1",
      "-f",
      "image2",
      outputPath,
    ],
  };
}

/** The still formats a sheet may be in (by content, as the upload check names them). */
export const sheetFormats = ["png", "jpg", "webp", "bmp"] as const;
export type SheetFormat = (typeof sheetFormats)[number];
const sheetDemuxers: Record<SheetFormat, string> = {
  png: "png_pipe",
  jpg: "jpeg_pipe",
  webp: "webp_pipe",
  bmp: "bmp_pipe",
};

/**
 * from-sheet: one ffmpeg run cuts the first `frameCount` cells of a still sheet into raw RGBA
 * frames, in order. `untile` splits a picture into a grid of equal pieces; the gaps are handled by
 * cropping the sheet to its whole cells, padding it by one gap on the right and bottom so every
 * piece is a cell plus its gap, and cropping each piece back to the cell.
 */
export function buildCutSheetCommand(request: {
  inputPath: string;
  outputPath: string;
  /** The sheet's format by content. */
  format: SheetFormat;
  grid: SheetGrid;
  frameCount: number;
}): MediaCommand {
  const { inputPath, outputPath, format, grid, frameCount } = request;
  const { width, height } = sheetSize(grid);
  const gap = grid.padding;
  const filters = [
    // RGBA first: a JPG sheet is YUV, and the cells must keep a PNG's or WebP's alpha.
    "format=rgba",
    // Pixels past the last whole cell (right or bottom) are not part of the grid.
    `crop=${width}:${height}:0:0`,
    ...(gap > 0 ? [`pad=${width + gap}:${height + gap}:0:0:color=0x00000000`] : []),
    `untile=${grid.columns}x${grid.rows}`,
    ...(gap > 0 ? [`crop=${grid.frameWidth}:${grid.frameHeight}:0:0`] : []),
  ];
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-y",
      // The still-image demuxer of the format found by content (never a guess from the name).
      "-f",
      sheetDemuxers[format],
      "-i",
      inputPath,
      "-vf",
      filters.join(","),
      // One output frame per cell, none dropped or doubled for their timestamps.
      "-fps_mode",
      "passthrough",
      // The first frame_count cells, left to right then top to bottom (untile's order).
      "-frames:v",
      String(frameCount),
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      outputPath,
    ],
  };
}
