import { copyFile, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor, ProcessorContext, ProcessorResult } from "../../define-tool.ts";
import type { GifEncodeSettings } from "../../media-toolkit.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type EffectsOptions, effectsChain, isPointFilter } from "../shared/options.ts";
import {
  buildGifsicleGrayColormap,
  buildGifsicleLoop,
  buildGifsicleOptimize,
  buildPaletteFilter,
  effectFilters,
} from "./commands.ts";
import {
  gifColorTables,
  grayColormapLevels,
  grayColormapText,
  mergedColorShare,
  paletteImage,
  withPaletteImage,
} from "./palette-tables.ts";

/**
 * How the engine writes frames after an effect: a palette per group of frames (a frame of an
 * effect GIF is rarely far in color from its neighbours), no dithering (colors that came from
 * GIF palettes stay exact where a group has room) and the engine's exact inter-frame
 * transparency (a pixel that did not change is not redrawn). Measured on the fixtures in
 * apps/server/test/tools/effects-bytes.test.ts.
 */
/**
 * After the palette path, gifsicle -O3 is tried (and kept when smaller) on GIFs up to this size,
 * where it costs little (about 0.4 s of CPU per MB), and on larger ones when the filters made at
 * least `optimizeMergedShare` of the colors equal (grayscale: 38% on classroom.gif, which -O3
 * then makes 8% smaller). On classroom.gif a sepia merges 7% and -O3 saves 2% for 0.5 s, which
 * would be 1.6× the CPU of a bare ffmpeg sepia.
 */
const optimizeAlwaysBytes = 512 * 1024;
const optimizeMergedShare = 0.2;

export const effectsEncode: Partial<GifEncodeSettings> = {
  palette: "per-group",
  dither: "none",
  interFrameMaxError: 0,
  optimize: true,
};

/** Effects as a view over the chain executor: an effects step and a loop step (shared/options.ts). */
export const processEffects: Processor<EffectsOptions> = chainView(effectsChain);

/**
 * Effects' own GIF path (the chain's "operation" path for an effects step, and its loop step, on
 * a GIF). Applies the filters in order, with every delay written as read (0 and 1 included) and the loop
 * block kept unless `loop_count` sets it. Color filters alone (no blur, sharpen, vignette or
 * transparency change) take the palette path: ffmpeg filters the color tables and the frames
 * are kept byte for byte (then gifsicle -O3 where that is smaller; a GIF left with only grays
 * goes onto one colormap of its gray levels, see `grayMergeLevels`), so the result is at most the
 * input's size. Everything else goes through the
 * GIF engine's composited path with the filters as its `filters` transform.
 */
export async function effectsGifPath(
  params: Pick<EffectsOptions, "filters" | "transparency">,
  { input, context, loopPlays }: GifPathRun,
): Promise<ProcessorResult> {
  const options = { ...params, loop_count: loopPlays };
  assertGifOutputWithinLimits(input.info);
  const { media, signal, workDir } = context;
  const outputPath = join(workDir, "effects.gif");
  const filteredPath =
    options.loop_count === undefined ? outputPath : join(workDir, "filtered.gif");
  const filters = effectFilters(options.filters, options.transparency);

  context.reportProgress({ percent: 10, ...stage("applying-effects") });
  if (filters.length === 0) {
    await copyFile(input.path, filteredPath);
  } else if (
    options.transparency !== undefined ||
    !options.filters.every(isPointFilter) ||
    !(await filterPalettes(input.path, filteredPath, filters, context))
  ) {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath: filteredPath,
        workDir,
        transforms: [{ kind: "filters", filters }],
        encode: effectsEncode,
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 10 + Math.round(fraction * 85),
            ...stage("applying-effects"),
          }),
      },
      signal,
    );
  }
  if (options.loop_count !== undefined) {
    await media.run(buildGifsicleLoop(filteredPath, outputPath, options.loop_count), { signal });
    await rm(filteredPath, { force: true });
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

/**
 * The palette path: every color table's entries as a small picture through the filters, then
 * back in place. False when the GIF has a frame without any color table (the engine decodes it).
 */
async function filterPalettes(
  inputPath: string,
  outputPath: string,
  filters: readonly string[],
  context: ProcessorContext,
): Promise<boolean> {
  const bytes = new Uint8Array(await readFile(inputPath));
  const tables = gifColorTables(bytes);
  if (!tables || tables.length === 0) return false;
  const picture = paletteImage(bytes, tables);
  const palettePath = join(context.workDir, "palette.rgb");
  const filteredPalettePath = join(context.workDir, "palette-filtered.rgb");
  await writeFile(palettePath, picture.rgb);
  await context.media.run(buildPaletteFilter(palettePath, filteredPalettePath, picture, filters), {
    signal: context.signal,
  });
  const filtered = new Uint8Array(await readFile(filteredPalettePath));
  const recoloredPath = join(context.workDir, "recolored.gif");
  const optimisedPath = join(context.workDir, "recolored-optimised.gif");
  const colormapPath = join(context.workDir, "gray-colormap.txt");
  await writeFile(recoloredPath, withPaletteImage(bytes, tables, filtered));
  // Only grays left (grayscale, monochrome): one global table of the gray levels, neighbouring
  // levels merged, always pays (a table per frame and 8-bit codes were there for colors).
  const grayLevels = grayColormapLevels(filtered, tables);
  if (
    grayLevels === null &&
    bytes.length > optimizeAlwaysBytes &&
    mergedColorShare(picture.rgb, filtered, tables) < optimizeMergedShare
  ) {
    await rename(recoloredPath, outputPath);
    await rm(palettePath, { force: true });
    await rm(filteredPalettePath, { force: true });
    return true;
  }
  if (grayLevels === null) {
    await context.media.run(buildGifsicleOptimize(recoloredPath, optimisedPath), {
      signal: context.signal,
    });
  } else {
    await writeFile(colormapPath, grayColormapText(grayLevels));
    await context.media.run(buildGifsicleGrayColormap(recoloredPath, colormapPath, optimisedPath), {
      signal: context.signal,
    });
  }
  // The optimiser's result when it is smaller (the same pictures, grays within a level, and
  // the same delays).
  const smaller =
    (await stat(optimisedPath)).size < (await stat(recoloredPath)).size
      ? optimisedPath
      : recoloredPath;
  await rename(smaller, outputPath);
  for (const path of [
    palettePath,
    filteredPalettePath,
    recoloredPath,
    optimisedPath,
    colormapPath,
  ]) {
    await rm(path, { force: true });
  }
  return true;
}
