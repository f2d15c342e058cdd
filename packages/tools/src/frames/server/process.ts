import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { GifLayout } from "../../media-toolkit.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { pictureGroups } from "../../shared/frame-order.ts";
import type { GifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import {
  framesStandAlone,
  gifsicleCanUnoptimize,
  picturesStandAlone,
} from "../../shared/gif-paths.ts";
import { setGifDelays } from "../../shared/image-header.ts";
import {
  checkFrameIndexes,
  type FramesOptions,
  framesChain,
  type PlannedFrame,
  planFrames,
} from "../shared/options.ts";
import { buildGifsicleSelectFrames, type FrameCopyMode, keepsStoredOrder } from "./commands.ts";
import { setGifPlays } from "./loop-block.ts";

const status = stage("editing-frames");

/** Edit frames as a view over the chain executor: a frames step and a loop step (shared/options.ts). */
export const processFrames: Processor<FramesOptions> = chainView(framesChain);

/**
 * Edit frames' own GIF path (the chain's "operation" path for a frames step, or a loop step, on a
 * GIF). Writes the frames listed, in their order, each with its delay (the input frame's own exactly as
 * stored unless a new one is given, 0 and 1 included), and the loop block (kept, or set from
 * loop_count). Lossless wherever the GIF's structure allows: gifsicle copies the stored frames
 * (commands.ts says when each way is right) and the delays are then written into the copy; only
 * GIFs that gifsicle cannot rebuild as whole pictures (a palette per frame, or a full palette with
 * transparent pictures: shared/gif-paths.ts) take the engine's composited path, which re-encodes.
 */
export async function framesGifPath(
  options: Pick<FramesOptions, "frames" | "loop_count">,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  const layout = await context.media.gifLayout(input.path);
  const outside = checkFrameIndexes(options.frames, layout.frameCount);
  if (outside) throw new ToolError(outside, "invalid-frames");
  const plan = planFrames(
    options.frames,
    layout.frames.map((frame) => frame.delayCentiseconds),
  );
  return writeFrameSelection(plan, options.loop_count, { input, layout, context });
}

/**
 * The planned frames of a GIF (each a stored frame with its delay, in output order) and its play
 * count (undefined: as it is), written losslessly where the structure allows (Edit frames' own
 * path; a chain of timeline steps composes to one such plan).
 */
export async function writeFrameSelection(
  plan: readonly PlannedFrame[],
  loopCount: number | undefined,
  { input, layout, context }: { input: GifInput; layout: GifLayout; context: ProcessorContext },
): Promise<ProcessorResult> {
  const { media, signal } = context;
  const options = { loop_count: loopCount };
  assertGifOutputWithinLimits({
    width: layout.width,
    height: layout.height,
    frameCount: plan.length,
  });
  const outputPath = join(context.workDir, "frames.gif");
  const indexes = plan.map((frame) => frame.index);
  const delaysCentiseconds = plan.map((frame) => frame.delayCentiseconds);

  context.reportProgress({ percent: 10, ...status });
  const mode = await copyMode(layout, indexes, () => media.isOpaqueAnimation(input.path, signal));
  let bytes: Uint8Array;
  if (mode) {
    const selectedPath = join(context.workDir, "selected-frames.gif");
    await media.run(buildGifsicleSelectFrames(input.path, selectedPath, indexes, mode), {
      signal,
    });
    // gifsicle keeps each frame's stored delay: the planned ones are written over them (this
    // throws if gifsicle wrote another number of frames than planned).
    bytes = setGifDelays(await readFile(selectedPath), delaysCentiseconds).bytes;
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [],
        frames: [...plan],
        onProgress: (fraction) =>
          context.reportProgress({ percent: 10 + Math.round(fraction * 85), ...status }),
      },
      signal,
    );
    if (options.loop_count === undefined) {
      context.reportProgress({ percent: 95, ...stage("saving") });
      return { outputs: [{ kind: "gif", path: outputPath }] };
    }
    bytes = await readFile(outputPath);
  }
  if (options.loop_count !== undefined) bytes = setGifPlays(bytes, options.loop_count);
  await writeFile(outputPath, bytes);
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

/** The lossless way to copy the frames (commands.ts), or null for the engine's composited path. */
async function copyMode(
  layout: GifLayout,
  indexes: readonly number[],
  picturesAreOpaque: () => Promise<boolean>,
): Promise<FrameCopyMode | null> {
  if (keepsStoredOrder(indexes)) return "as-stored";
  if (framesStandAlone(layout)) return "stand-alone";
  if (movesWholePictures(layout, indexes)) return "as-stored";
  if (await gifsicleCanUnoptimize(layout, picturesAreOpaque)) return "unoptimized";
  return null;
}

/**
 * True when the output is whole pictures of 0-delay patches (a true-colour GIF: frame-order.ts
 * pictureGroups), each with its frames in their stored order, and the pictures stand alone
 * (gif-paths.ts picturesStandAlone): then every output frame shows what it showed in the input,
 * so the stored frames are copied (the composited path made the 87,735-byte build-up fixture
 * 10.2× larger for a chain's reverse, 20× for a boomerang: every patch a whole frame).
 */
export function movesWholePictures(layout: GifLayout, indexes: readonly number[]): boolean {
  const groups = pictureGroups(layout.frames);
  if (groups.length === layout.frames.length || !picturesStandAlone(layout, groups)) return false;
  const groupOf = new Map(groups.map((group) => [group[0] as number, group]));
  const pictures: number[][] = [];
  for (let position = 0; position < indexes.length; ) {
    const group = groupOf.get(indexes[position] as number);
    if (!group) return false;
    if (group.some((index, offset) => indexes[position + offset] !== index)) return false;
    pictures.push(group);
    position += group.length;
  }
  // The pictures in their new sequence stand alone too: a GIF of one picture whose first patch
  // does not cover the screen passes the check above, but played twice its second build-up
  // would start on the finished picture instead of an empty canvas.
  return picturesStandAlone(layout, pictures);
}
