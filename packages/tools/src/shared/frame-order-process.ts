import { join } from "node:path";
import { defaultLimits, stage } from "@gifkit/contracts";
import { type ProcessorContext, type ProcessorResult, ToolError } from "../define-tool.ts";
import type { MediaCommand } from "../media-toolkit.ts";
import {
  type FrameOrder,
  gifsicleFrameSelection,
  gifsiclePictureSelection,
  orderedFrames,
  pictureGroups,
} from "./frame-order.ts";
import { type GifInput, prepareGifInput } from "./gif-input.ts";
import { assertGifOutputWithinLimits } from "./gif-limits.ts";
import { framesStandAlone, gifsicleCanUnoptimize, picturesStandAlone } from "./gif-paths.ts";
import { buildGifsicleStandAloneFrames } from "./gif-transform-commands.ts";

/**
 * Unoptimises, clears every frame, selects the frames in the new order and keeps empty frames.
 * `--unoptimize` first turns every frame into a full picture (so partial frames do not smear once
 * their order changes); `--disposal background` then gives every full frame a clean canvas:
 * gifsicle leaves the last frame's disposal unset (it did not matter in forward order), and once
 * that frame comes elsewhere its opaque pixels would show through the next frame's transparent
 * ones. The selection (`#-1-0`, or `#0-` and `#-2-1`) takes each frame with its own delay, `-O2`
 * re-optimises, and `-Okeep-empty` stops the optimiser from merging identical frames (every frame
 * and its delay are kept). The loop block is kept.
 */
export function buildGifsicleUnoptimizedOrder(
  inputPath: string,
  outputPath: string,
  selection: readonly string[],
): MediaCommand {
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

/**
 * Copies the stored frames in the order of `selection` (`#a-b` runs), each as stored: its
 * compressed data, palette, rectangle, disposal and delay; the loop block is kept. For pictures
 * that stand alone (gif-paths.ts picturesStandAlone), where no disposal needs changing.
 */
export function buildGifsicleStoredFrames(
  inputPath: string,
  outputPath: string,
  selection: readonly string[],
): MediaCommand {
  return { binary: "gifsicle", args: [inputPath, ...selection, "--output", outputPath] };
}

const statusText = (order: FrameOrder) =>
  stage(order === "reverse" ? "reversing-frames" : "making-the-boomerang");

/**
 * Plays the stored frames in `order` (back to front, or a boomerang), each with its own delay
 * exactly as read (0 and 1 included), and keeps the loop block. The GIF's structure picks the
 * path: when every frame stands alone (a sprite on a transparent canvas, whole opaque frames)
 * gifsicle copies the stored frames in the new order; otherwise it unoptimises them first where
 * it can; otherwise the engine composites every frame and writes them in the new order.
 */
export async function playFramesInOrder(
  order: FrameOrder,
  context: ProcessorContext,
  outputName: string,
): Promise<ProcessorResult> {
  return playGifFramesInOrder(
    order,
    { input: await prepareGifInput(context), context },
    outputName,
  );
}

/** playFramesInOrder on a GIF already read (the reverse and boomerang steps' own GIF path). */
export async function playGifFramesInOrder(
  order: FrameOrder,
  { input, context }: { input: GifInput; context: ProcessorContext },
  outputName: string,
): Promise<ProcessorResult> {
  // A boomerang plays frames 2 to n − 1 twice.
  const frameCount = orderedFrames(order, input.info.delaysMs).length;
  const maxFrames = defaultLimits.maxOutputFrames;
  if (order === "boomerang" && frameCount > maxFrames) {
    throw new ToolError(
      `A boomerang of this GIF would have ${frameCount.toLocaleString("en-US")} frames (its ${input.info.frameCount.toLocaleString("en-US")} forward, then back); results can have at most ${maxFrames} frames, so cut the GIF to ${Math.floor(maxFrames / 2) + 1} frames or fewer first.`,
      "output-too-large",
    );
  }
  assertGifOutputWithinLimits({ ...input.info, frameCount });
  const outputPath = join(context.workDir, outputName);
  const { media, signal } = context;
  const status = statusText(order);

  context.reportProgress({ percent: 10, ...status });
  const layout = await media.gifLayout(input.path);
  const selection = gifsicleFrameSelection(order, layout.frames.length);
  const groups = pictureGroups(layout.frames);
  if (groups.length < layout.frames.length && picturesStandAlone(layout, groups)) {
    // Pictures made of 0-delay patches (a true-colour GIF): whole pictures change places, each
    // with its stored patches in their own order, so nothing is composited or re-encoded (the
    // engine made the 87,735-byte true-colour build-up 10× larger reversed, 19.5× as a
    // boomerang: every patch became a whole frame with its own palette).
    await media.run(
      buildGifsicleStoredFrames(input.path, outputPath, gifsiclePictureSelection(order, groups)),
      { signal },
    );
  } else if (framesStandAlone(layout)) {
    await media.run(buildGifsicleStandAloneFrames(input.path, outputPath, selection), { signal });
  } else if (
    await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal))
  ) {
    await media.run(buildGifsicleUnoptimizedOrder(input.path, outputPath, selection), { signal });
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [],
        // Reverse keeps today's request; a boomerang names its frames with their stored delays.
        ...(order === "reverse"
          ? { reverse: true }
          : {
              frames: orderedFrames(
                order,
                layout.frames.map((frame) => frame.delayCentiseconds),
              ),
            }),
        onProgress: (fraction) =>
          context.reportProgress({ percent: 10 + Math.round(fraction * 85), ...status }),
      },
      signal,
    );
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}
