import type { GifEditInput, MediaCommand } from "../../media-toolkit.ts";

/**
 * Overlay's commands as plain data (tested on exact argv). The picture is drawn by ffmpeg's
 * overlay filter inside the GIF engine's decode: the overlay's frames are written out once as PNGs,
 * and a numbered sequence holds, for every frame of the GIF, a hard link to the overlay frame that
 * shows then (read by the image2 demuxer; the concat demuxer is not on the runner's allow-list);
 * the engine pairs the two streams frame for frame.
 *
 * Why a sequence rather than looping the overlay input (`-ignore_loop 0`) and letting the overlay
 * filter pair frames by timestamp: measured on a 21-frame GIF at 7 cs under a 10/20/30 cs overlay,
 * timestamp pairing drifted by a frame after the first loop (the demuxer's loop restarts its
 * clock), never ended on its own (the looping input is endless) and a still overlay dropped the
 * GIF's last frame. The sequence is exact by construction and costs one PNG decode per GIF frame
 * (links, not copies: no pixels are written twice).
 */

/** Name of the overlay's n-th frame (0-based) in the work directory. */
export const overlayFrameFileName = (index: number) =>
  `overlay-${String(index + 1).padStart(5, "0")}.png`;

/**
 * Every frame of the overlay picture (composited, for a GIF or APNG), scaled to its drawn size, as
 * an RGBA PNG: overlay-00001.png, ... in `outputDir`. Scaled here, once per overlay frame, so the
 * PNG read again for every GIF frame is small (a 4,000 px logo is not decoded 500 times).
 */
export function buildExtractOverlayFrames(
  overlayPath: string,
  outputDir: string,
  frameCount: number,
  size: { width: number; height: number },
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-i",
      overlayPath,
      // One PNG per stored frame, whatever its delay (no frame-rate conversion).
      "-vf",
      // Scaled on premultiplied alpha, so transparent pixels' colour does not fringe the edges.
      `format=rgba,premultiply=inplace=1,scale=${size.width}:${size.height}:flags=lanczos,unpremultiply=inplace=1`,
      "-fps_mode",
      "passthrough",
      "-frames:v",
      String(frameCount),
      // Keep (or add) the alpha channel: JPEG and opaque PNGs become RGBA too.
      "-pix_fmt",
      "rgba",
      "-y",
      `${outputDir}/overlay-%05d.png`,
    ],
  };
}

/** Name of the sequence's entry for the GIF's k-th frame (0-based): image2's %05d from 1. */
export const sequenceFileName = (gifFrame: number) =>
  `sequence-${String(gifFrame + 1).padStart(5, "0")}.png`;

/** The links to make: for each GIF frame, its sequence entry → the overlay frame shown on it. */
export function overlaySequenceLinks(
  overlayFrameIndices: readonly number[],
): { target: string; link: string }[] {
  return overlayFrameIndices.map((overlayFrame, gifFrame) => ({
    target: overlayFrameFileName(overlayFrame),
    link: sequenceFileName(gifFrame),
  }));
}

/** The overlay (already at its drawn size) as the engine's extra input, with its opacity. */
export function overlayInput(framesDir: string, opacity: number): GifEditInput {
  return {
    path: `${framesDir}/sequence-%05d.png`,
    // Numbered stills, read in order from sequence-00001.png (no globbing).
    inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
    filters: [
      "format=rgba",
      // Opacity multiplies the overlay's own alpha (skipped when fully opaque).
      ...(opacity < 1 ? [`colorchannelmixer=aa=${roundOpacity(opacity)}`] : []),
    ],
  };
}

const roundOpacity = (opacity: number) => Math.round(opacity * 1000) / 1000;

/**
 * The overlay filter on the GIF's frames (input 1 drawn at x, y), only on frames first to last:
 * `n` is the GIF's frame number (never `t`: the GIF demuxer's timestamps are not the GIF's).
 * format=rgb blends in RGB(A), so the pixels around the overlay are not converted to YUV and back.
 */
export function overlayFilter(
  position: { x: number; y: number },
  frames: { first: number; last: number } | { enable: string; inputNumber: number },
): string {
  const [input, enable] =
    "enable" in frames
      ? [frames.inputNumber, frames.enable]
      : [1, `between(n,${frames.first},${frames.last})`];
  return `[in${input}]overlay=x=${position.x}:y=${position.y}:format=rgb:enable='${enable}'`;
}
