import type { MediaCommand } from "../../media-toolkit.ts";
import { buildGifsicleStandAloneFrames } from "../../shared/gif-transform-commands.ts";

/**
 * How gifsicle copies the chosen frames, from the cheapest to the most general (process.ts picks
 * one from the GIF's block structure):
 * - `as-stored`: the output is the input's first frames in their order (frames retimed, or the
 *   end dropped): nothing kept was drawn on a dropped frame, so the stored frames are copied.
 * - `stand-alone`: every frame is its own picture whatever came before (shared/gif-paths.ts
 *   framesStandAlone): any order, copied as stored and cleared after they show.
 * - `unoptimized`: gifsicle rebuilds every frame as a whole picture first, then selects.
 */
export type FrameCopyMode = "as-stored" | "stand-alone" | "unoptimized";

/**
 * gifsicle's frame selection for output order `indexes` (0-based): each run of consecutive
 * ascending frames is one `#a-b`, others one `#n` each; a frame may be named more than once
 * (gifsicle copies it again), so any deletion, duplication and reordering is one selection.
 */
export function frameSelection(indexes: readonly number[]): string[] {
  const selection: string[] = [];
  let runStart = 0;
  for (let position = 1; position <= indexes.length; position++) {
    const previous = indexes[position - 1] as number;
    if (position < indexes.length && indexes[position] === previous + 1) continue;
    const first = indexes[runStart] as number;
    selection.push(first === previous ? `#${first}` : `#${first}-${previous}`);
    runStart = position;
  }
  return selection;
}

/** True when the output is the input's first frames in their own order (0, 1, 2 ... n-1). */
export const keepsStoredOrder = (indexes: readonly number[]): boolean =>
  indexes.every((index, position) => index === position);

/**
 * Copies the frames `indexes` in that order with gifsicle; the loop block is kept and delays are
 * kept as stored (process.ts writes the new ones into the output afterwards, exactly).
 * `unoptimized`: `--unoptimize` turns every frame into a whole picture (so a frame that only drew
 * what changed since a dropped or moved frame shows right), `--disposal background` clears each
 * one after it shows (gifsicle leaves the last frame's disposal unset, and in a new place its
 * pixels would show through the next picture's transparent ones), `-O2` re-optimises, and
 * `-Okeep-empty` stops the optimiser from merging identical frames (a duplicated frame and its
 * delay stay).
 */
export function buildGifsicleSelectFrames(
  inputPath: string,
  outputPath: string,
  indexes: readonly number[],
  mode: FrameCopyMode,
): MediaCommand {
  const selection = frameSelection(indexes);
  switch (mode) {
    case "as-stored":
      return { binary: "gifsicle", args: [inputPath, ...selection, "--output", outputPath] };
    case "stand-alone":
      return buildGifsicleStandAloneFrames(inputPath, outputPath, selection);
    case "unoptimized":
      return {
        binary: "gifsicle",
        args: [
          "--unoptimize",
          "--disposal",
          "background",
          inputPath,
          ...selection,
          "-O2",
          "-Okeep-empty",
          "--output",
          outputPath,
        ],
      };
  }
}
