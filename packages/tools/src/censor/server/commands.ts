import type { PlannedRegion } from "../shared/regions.ts";

/**
 * Censor's ffmpeg filter graph as plain data (tested on its exact text). It runs inside the GIF
 * engine's decode (`media.editGif` with a `{kind: "filters"}` transform), where ffmpeg takes it as
 * one `-vf` graph: the first chain's unlabeled input is the decoded frame and the last chain's
 * unlabeled output goes on to the engine's `format=rgba`.
 *
 * Per region: `crop` the region out of a copy of the frame, hide it, and `overlay` it back at
 * x,y with `enable='between(n,FIRST,LAST)'`. n counts decoded frames (one per stored frame), so
 * the times were turned into frame numbers from the GIF's own delays (regions.ts); `t` is never
 * used, because the GIF demuxer raises short delays. Outside the rectangle, and on every frame the
 * overlay is disabled, the frame is passed on untouched.
 *
 * Why the extra steps:
 * - `overlay=...:format=rgb` blends in packed RGB(A); its default (yuv420) would convert the whole
 *   frame and change pixels outside the region.
 * - The hidden rectangle is opaque: blur and pixelation are first drawn onto a solid backdrop of
 *   the region's color (`lutrgb` sets every pixel of a copy to it; `overlay` puts the region on
 *   top), so transparent pixels in the region do not let the original show through the overlay.
 * - Blurs and pixelations are snapped to the colors of the frame itself (`palettegen` with
 *   stats_mode=single makes one palette per frame from the untouched frame, the same settings the
 *   engine encodes with; `paletteuse` maps the effects to it without dithering, once per frame
 *   for all of them). So the frame keeps
 *   its colors, and the engine's palette per frame writes every pixel outside the regions exactly
 *   when the input frame had at most 255 colors. A box adds one color, its own.
 */

const rgbOf = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
};

/** Every pixel of the input set to the color, opaque (lutrgb with constant outputs). */
function solidFill(hex: string): string {
  const { red, green, blue } = rgbOf(hex);
  return `lutrgb=r=${red}:g=${green}:b=${blue}:a=255`;
}

/** The filter that hides a blur or pixelate region (already cropped, so its size is known). */
function hidingFilter(region: PlannedRegion, halfSizeChroma = false): string {
  if (region.style === "pixelate") return `pixelize=w=${region.strength}:h=${region.strength}`;
  // boxblur refuses a radius over half the smaller side of the picture it blurs.
  const radius = Math.min(region.strength, Math.floor(Math.min(region.width, region.height) / 2));
  // Two passes of a box blur (luma_power=2) come close to a Gaussian; the other planes
  // (G, B, R, A in planar RGB) take the same radius and power.
  if (!halfSizeChroma) return `boxblur=luma_radius=${radius}:luma_power=2`;
  // A video's region may be blurred in its own YUV 4:2:0, whose chroma planes are half each
  // side: their radius is bounded by half of those (a 20 px box's chroma is 10 × 10: radius 5).
  const chromaSide = Math.min(Math.ceil(region.width / 2), Math.ceil(region.height / 2));
  const chromaRadius = Math.min(radius, Math.floor(chromaSide / 2));
  return `boxblur=luma_radius=${radius}:luma_power=2:chroma_radius=${chromaRadius}:chroma_power=2`;
}

/** How a chain places Censor's graph among other steps (defaults: Censor's own graph). */
export interface CensorGraphOptions {
  /** Prefixes the graph's own link names, so two censor steps can share one graph. */
  labelPrefix?: string;
  /** Each region's timeline expression (default: between(n,firstFrame,lastFrame)). */
  enable?: (region: PlannedRegion, index: number) => string;
  /**
   * Snap blurs and pixelations to the frame's own colours (palettegen + paletteuse, default):
   * right for a GIF; a video keeps its colours as they are.
   */
  snapToFramePalette?: boolean;
}

export function buildCensorFilterGraph(
  regions: readonly PlannedRegion[],
  options: CensorGraphOptions = {},
): string {
  if (regions.length === 0) throw new Error("a censor graph needs at least one region");
  const graph = censorGraph(regions, options.enable, options.snapToFramePalette ?? true);
  const prefix = options.labelPrefix;
  return prefix ? graph.replace(/\[([a-zA-Z]+\d*)\]/g, `[${prefix}$1]`) : graph;
}

function censorGraph(
  regions: readonly PlannedRegion[],
  enable: CensorGraphOptions["enable"],
  snapToFramePalette: boolean,
): string {
  const snapped = regions.filter((region) => region.style !== "box");
  const chains: string[] = [];
  let current = "";
  if (snapped.length > 0 && !snapToFramePalette) {
    // Each blur or pixelation from the frame as it is (a video's colours are not a palette).
    current = "[frame0]";
    chains.push(
      `split=${snapped.length + 1}[frame0]${snapped.map((_, index) => `[source${index}]`).join("")}`,
    );
    for (const [index, region] of snapped.entries()) {
      const { x, y, width, height } = region;
      chains.push(
        `[source${index}]crop=${width}:${height}:${x}:${y},split[picture${index}][backdropSource${index}]`,
      );
      chains.push(`[backdropSource${index}]${solidFill(region.color)}[backdrop${index}]`);
      chains.push(
        `[backdrop${index}][picture${index}]overlay=format=rgb,${hidingFilter(region, true)}[snapped${index}]`,
      );
    }
  } else if (snapped.length > 0) {
    // Every blur and pixelation is drawn on one copy of the frame, which is snapped to the
    // untouched frame's palette in one paletteuse (its cost is per palette, about 5 ms a frame,
    // not per region); each region then takes its rectangle from that copy.
    current = "[frame0]";
    chains.push("split=3[frame0][effectBase][paletteSource]");
    chains.push(
      "[paletteSource]palettegen=stats_mode=single:max_colors=256:reserve_transparent=1[palette]",
    );
    let copy = "[effectBase]";
    for (const [index, region] of snapped.entries()) {
      const { x, y, width, height } = region;
      chains.push(`${copy}split[under${index}][source${index}]`);
      chains.push(
        `[source${index}]crop=${width}:${height}:${x}:${y},split[picture${index}][backdropSource${index}]`,
      );
      chains.push(`[backdropSource${index}]${solidFill(region.color)}[backdrop${index}]`);
      chains.push(
        `[backdrop${index}][picture${index}]overlay=format=rgb,${hidingFilter(region)}[effect${index}]`,
      );
      copy = `[effected${index}]`;
      chains.push(`[under${index}][effect${index}]overlay=${x}:${y}:format=rgb${copy}`);
    }
    const outputs = snapped.map((_, index) => `[snapped${index}]`).join("");
    chains.push(
      `${copy}[palette]paletteuse=dither=none:new=1${snapped.length > 1 ? `,split=${snapped.length}` : ""}${outputs}`,
    );
  }
  let snappedIndex = 0;
  for (const [index, region] of regions.entries()) {
    const { x, y, width, height } = region;
    const crop = `crop=${width}:${height}:${x}:${y}`;
    if (region.style === "box") {
      chains.push(`${current}split[main${index}][region${index}]`);
      chains.push(`[region${index}]${crop},${solidFill(region.color)}[hidden${index}]`);
      current = `[main${index}]`;
    } else {
      chains.push(`[snapped${snappedIndex++}]${crop}[hidden${index}]`);
    }
    const last = index === regions.length - 1;
    const next = `[frame${index + 1}]`;
    const when = enable
      ? enable(region, index)
      : `between(n,${region.firstFrame},${region.lastFrame})`;
    // A GIF's frame is blended in packed RGB (its pixels outside the region kept exactly); a
    // video's in its own YUV, where overlay copies the rest as it is: converting every whole
    // frame to RGB and back cost 0.3 s of 2.3 s CPU on friday.mp4 (bench:video-tools).
    const format = snapToFramePalette ? ":format=rgb" : "";
    chains.push(
      `${current}[hidden${index}]overlay=${x}:${y}${format}:enable='${when}'${last ? "" : next}`,
    );
    current = next;
  }
  return chains.join(";");
}
