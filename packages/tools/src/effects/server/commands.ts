import type { MediaCommand } from "../../media-toolkit.ts";
import type { EffectFilter, Transparency } from "../shared/options.ts";

/**
 * Effects as ffmpeg filters, plain data: `effectFilters` turns the person's list into filter
 * strings for the engine's `{kind: "filters"}` transform (every composited RGBA frame) or for
 * `buildPaletteFilter` (every color table entry). Color filters work on RGB(A) or on
 * yuva444p, which ffmpeg converts to and back with the alpha plane untouched, so transparent
 * pixels stay transparent; filters that would lose or smear alpha (vignette writes RGB only, a
 * blur would soften the edges) run inside a graph that puts the original alpha back.
 */

/** BT.601 luma weights: ffmpeg's own RGB → grey conversion. */
const luma = [0.299, 0.587, 0.114] as const;
/** The classic sepia matrix (the same as CSS sepia(1)), rows for red, green and blue. */
const sepiaMatrix = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
] as const;

/** At most four decimals and no trailing zeros: stable argv for the tests. */
const decimal = (value: number) => String(Number(value.toFixed(4)));

/** colorchannelmixer with a 3 × 3 matrix; alpha keeps its own value (aa=1 is the default). */
function channelMixer(matrix: readonly (readonly number[])[]): string {
  const names = ["r", "g", "b"];
  const terms = matrix.flatMap((row, out) =>
    row.map((weight, from) => `${names[out]}${names[from]}=${decimal(weight)}`),
  );
  return `colorchannelmixer=${terms.join(":")}`;
}

const greyMatrix = [luma, luma, luma];

/** #rrggbb → [r, g, b] 0-255. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** #rrggbb → ffmpeg's 0xRRGGBB color syntax. */
const ffmpegColor = (hex: string) => `0x${hex.slice(1).toUpperCase()}`;

/**
 * Runs `chain` on the color and puts the frame's own alpha back afterwards (alphamerge): for
 * filters that drop alpha (vignette writes RGB) or spread it (a blur). Labels carry the filter's
 * position so that several such filters can share one graph.
 */
function keepingAlpha(label: string, chain: string): string {
  return [
    // The split's two branches share one format: RGBA, so that the alpha branch has its plane
    // whatever the filters before chose (after eq, yuv444p would have suited the other branch).
    `format=rgba,split[${label}c][${label}a]`,
    `[${label}a]alphaextract[${label}m]`,
    `[${label}c]${chain}[${label}r]`,
    `[${label}r][${label}m]alphamerge`,
  ].join(";");
}

/**
 * A solid picture of `hex` under the frame (both from one split, so every frame pairs with its
 * own background), composited in RGB: opaque pixels keep their exact color, transparent ones
 * show the color, and the result is opaque.
 */
function flattenOnto(hex: string, label: string): string {
  const [red, green, blue] = hexToRgb(hex);
  return [
    `format=rgba,split[${label}f][${label}b]`,
    // Every pixel of the copy becomes the color, fully opaque.
    `[${label}b]lutrgb=r=${red}:g=${green}:b=${blue}:a=255[${label}s]`,
    `[${label}s][${label}f]overlay=format=rgb`,
  ].join(";");
}

/**
 * One filter as ffmpeg filter text; `labelPrefix` names its graph's links (a chain of several
 * effects steps gives each its own).
 */
export function effectFilter(filter: EffectFilter, position: number, labelPrefix = "fx"): string {
  switch (filter.name) {
    case "grayscale":
      return channelMixer(greyMatrix);
    case "sepia":
      return channelMixer(sepiaMatrix);
    case "negate":
      // ffmpeg 5.1 negates the color components only (negate_alpha defaults to false).
      return "negate";
    case "monochrome": {
      // Grey first, then every level at or above the threshold goes white, the rest black.
      const level = Math.round(filter.threshold * 255);
      const step = `'gte(val,${level})*255'`;
      return `${channelMixer(greyMatrix)},lutrgb=r=${step}:g=${step}:b=${step}`;
    }
    case "brightness":
      return `eq=brightness=${decimal(filter.value)}`;
    case "contrast":
      return `eq=contrast=${decimal(filter.value)}`;
    case "saturation":
      return `eq=saturation=${decimal(filter.value)}`;
    case "hue":
      return `hue=h=${decimal(filter.value)}`;
    case "tint": {
      // A mix of the picture and its grey level colored by the tint: out = (1 − s)·in + s·Y·c.
      const color = hexToRgb(filter.color).map((channel) => channel / 255);
      const strength = filter.strength;
      const matrix = color.map((channel, out) =>
        luma.map((weight, from) => (out === from ? 1 - strength : 0) + strength * channel * weight),
      );
      return channelMixer(matrix);
    }
    case "blur":
      // Premultiplied, so the color of transparent pixels does not bleed into the edges; the
      // frame's own alpha comes back afterwards, so the shape keeps its exact outline.
      return keepingAlpha(
        `${labelPrefix}${position}`,
        `premultiply=inplace=1,gblur=sigma=${decimal(filter.radius)},unpremultiply=inplace=1`,
      );
    case "sharpen":
      // A 5 × 5 unsharp mask on the luma (yuva444p: the alpha plane passes through).
      return `unsharp=luma_msize_x=5:luma_msize_y=5:luma_amount=${decimal(filter.amount)}`;
    case "vignette":
      // The lens angle sets how far the darkening reaches; no dither, so no noise to encode.
      return keepingAlpha(
        `${labelPrefix}${position}`,
        `vignette=angle=${decimal((filter.strength * Math.PI) / 2)}:dither=0`,
      );
  }
}

/**
 * The whole chain in order: a color key first (on the colors as they are in the file), then
 * the filters, then flattening onto a color (so the chosen background shows as chosen).
 */
export function effectFilters(
  filters: readonly EffectFilter[],
  transparency?: Transparency,
  labelPrefix = "fx",
): string[] {
  const chain: string[] = [];
  if (transparency && "make_transparent" in transparency) {
    // colorkey writes alpha from the color alone (it would make transparent pixels opaque
    // again), so the frame is first flattened onto the key color: what was transparent becomes
    // the key and is keyed out with the rest. A pixel is keyed when its RGB distance from the key,
    // divided by the largest distance, is at most the similarity (0.01 is ffmpeg's minimum).
    const similarity = Math.max(0.01, transparency.tolerance / 100);
    chain.push(
      flattenOnto(transparency.make_transparent, `${labelPrefix}key`),
      `colorkey=color=${ffmpegColor(transparency.make_transparent)}:similarity=${decimal(similarity)}:blend=0`,
    );
  }
  filters.forEach((filter, index) => {
    chain.push(effectFilter(filter, index, labelPrefix));
  });
  if (transparency && "replace_with" in transparency) {
    chain.push(flattenOnto(transparency.replace_with, `${labelPrefix}flat`));
  }
  return chain;
}

/**
 * Runs color filters on a GIF's color table entries laid out as a small RGB picture (each
 * entry one pixel): for filters that change each color alone, the GIF keeps its frames, LZW
 * data, transparency and timing byte for byte and only its color tables change.
 */
export function buildPaletteFilter(
  inputPath: string,
  outputPath: string,
  size: { width: number; height: number },
  filters: readonly string[],
): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${size.width}x${size.height}`,
      "-i",
      inputPath,
      "-vf",
      [...filters, "format=rgb24"].join(","),
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-y",
      outputPath,
    ],
  };
}

/**
 * Writes the loop setting as total plays (0 forever; 1 once: no loop block; N: N − 1 repeats
 * after the first play), copying the frames as stored.
 */
export function buildGifsicleLoop(
  inputPath: string,
  outputPath: string,
  plays: number,
): MediaCommand {
  const loop =
    plays === 0
      ? "--loopcount=forever"
      : plays === 1
        ? "--no-loopcount"
        : `--loopcount=${plays - 1}`;
  return { binary: "gifsicle", args: [inputPath, loop, "--output", outputPath] };
}

/**
 * gifsicle's lossless -O3 optimiser (transparency for unchanged pixels, smallest rectangles):
 * after the palette path, colors that became equal (grayscale merges many) let it drop pixels
 * the previous frame already shows. -Okeep-empty keeps frames that become empty, so every frame
 * and its delay stay.
 */
export function buildGifsicleOptimize(inputPath: string, outputPath: string): MediaCommand {
  return { binary: "gifsicle", args: ["-O3", "-Okeep-empty", inputPath, "--output", outputPath] };
}

/**
 * After a filter that leaves only grays: gifsicle maps every frame onto one global colormap of
 * the gray levels in use (`--use-colormap`, a text file of "r g b" lines; pixels go to the
 * nearest entry, at most `grayMergeLevels` away), without dithering (the map already holds every
 * gray within a level, so dithering would only add noise), then -O3 as in
 * `buildGifsicleOptimize`. Transparency, disposal, delays and the loop block are kept.
 */
export function buildGifsicleGrayColormap(
  inputPath: string,
  colormapPath: string,
  outputPath: string,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      `--use-colormap=${colormapPath}`,
      "--no-dither",
      "-O3",
      "-Okeep-empty",
      inputPath,
      "--output",
      outputPath,
    ],
  };
}
