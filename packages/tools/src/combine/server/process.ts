import { mkdir, open, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits, stage, stageWith } from "@gifkit/contracts";
import {
  type InputOrigin,
  type Processor,
  type ProcessorContext,
  ToolError,
} from "../../define-tool.ts";
import type { GifEncodeSettings } from "../../media-toolkit.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { type GifInput, prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type CombineGeometry, combineGeometry, outputSizeProblem } from "../shared/layout.ts";
import {
  noDurationMessage,
  sequenceFramesExplanation,
  sideBySideFramesExplanation,
  tooManyFramesMessage,
} from "../shared/limit-messages.ts";
import {
  type CombineOptions,
  checkCombineInputs,
  combineInputLimits,
  orderedInputs,
} from "../shared/options.ts";
import {
  combinedLoopCount,
  type SideBySideFrame,
  sequenceTimeline,
  sideBySideTimeline,
} from "../shared/timeline.ts";
import {
  buildDecodeCell,
  buildDecodeSequence,
  buildGifsicleSequence,
  buildStackCells,
} from "./commands.ts";

/** One input, ready: a GIF (converted if it was WebP, APNG or MNG), its facts and its name. */
interface CombineInput extends GifInput {
  name: string;
  delaysCentiseconds: number[];
}

/**
 * The engine's palettes per group of frames (a few MB each), then gifsicle -O3 stores only what
 * changes from frame to frame. Measured on classroom.gif + iss634.gif one after another: a palette
 * per frame is exact but made 2.67 MB (frames with their own tables cannot share unchanged
 * pixels), per group 1.53 MB at 46.6 dB PSNR on the unscaled input (the inputs: 1.45 MB), one
 * global palette 1.17 MB at 40.4 dB; three small GIFs side by side: 170 KB, 83 KB, 65 KB.
 */
export const combineEncodeSettings: Partial<GifEncodeSettings> = {
  palette: "per-group",
  optimize: true,
};

const count = (value: number) => value.toLocaleString("en-US");

/**
 * Combines 2 to 20 animations into one GIF: one after another (every frame of each, with its own
 * delay), or side by side / stacked (the shorter ones loop until the longest ends; the result's
 * frames change wherever any input's frame changes). ffmpeg decodes, fits and stacks; the
 * engine's encoder writes the frames with exact delays. The loop block is the inputs' own when
 * they agree, otherwise forever.
 */
export const processCombine: Processor<CombineOptions> = async (options, context) => {
  const inputs = await readInputs(options, context);
  const geometry = combineGeometry(
    options.layout,
    options.size,
    inputs.map((input) => input.info),
  );
  assertSizeWithinLimits(geometry, inputs, options);
  const loopCount = combinedLoopCount(inputs.map((input) => input.info.loopCount));
  const outputPath = join(context.workDir, "combined.gif");
  const rawPath = join(context.workDir, "combine-frames.rgba");
  const { media, signal } = context;
  const encode = (frames: { index: number; delayCentiseconds: number }[]) =>
    media.encodeRawGif(
      {
        rawPath,
        width: geometry.width,
        height: geometry.height,
        frames,
        loopCount,
        outputPath,
        workDir: context.workDir,
        encode: combineEncodeSettings,
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 40 + Math.round(fraction * 55),
            ...stage("encoding-the-combined-gif"),
          }),
      },
      signal,
    );

  try {
    if (options.layout === "sequence") {
      // Counted before the frames are listed: the list is never longer than the limit.
      assertFramesWithinLimits(
        inputs.reduce((sum, input) => sum + input.delaysCentiseconds.length, 0),
        geometry,
        () =>
          sequenceFramesExplanation(
            inputs.map((input) => ({ name: input.name, frameCount: input.info.frameCount })),
          ),
      );
      const frames = sequenceTimeline(inputs.map((input) => input.delaysCentiseconds));
      if (await joinsLosslessly(inputs, geometry, context)) {
        context.reportProgress({ percent: 40, ...stage("joining-the-gifs") });
        await media.run(
          buildGifsicleSequence(
            inputs.map((input) => input.path),
            outputPath,
            loopCount,
          ),
          { signal },
        );
        context.reportProgress({ percent: 95, ...stage("saving") });
        return fitResultUnder(options, { outputs: [{ kind: "gif", path: outputPath }] }, context);
      }
      context.reportProgress({ percent: 12, ...stage("decoding-the-gifs") });
      await media.run(
        buildDecodeSequence(
          inputs.map((input, position) => ({
            path: input.path,
            width: input.info.width,
            height: input.info.height,
            cell: geometry.cells[position] as CombineGeometry["cells"][number],
          })),
          options.background,
          rawPath,
        ),
        { signal },
      );
      await assertDecodedFrames(rawPath, geometry, frames.length, "the GIFs");
      // The concatenation holds every frame in output order: frame n is the nth written.
      await encode(
        frames.map((frame, index) => ({ index, delayCentiseconds: frame.delayCentiseconds })),
      );
    } else {
      const frames = sideBySideFrames(inputs, geometry);
      await stackCells(inputs, geometry, frames, options, rawPath, context);
      await encode(
        frames.map((frame, index) => ({ index, delayCentiseconds: frame.delayCentiseconds })),
      );
    }
  } finally {
    await rm(rawPath, { force: true });
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return fitResultUnder(options, { outputs: [{ kind: "gif", path: outputPath }] }, context);
};

/**
 * Whether the stored frames can simply follow each other: every input has the result's size (no
 * scaling, no padding) and each one after the first starts with an opaque frame over its whole
 * screen, which hides whatever the input before it left on the canvas (and is not restored to
 * "previous" afterwards, which would bring that back).
 */
async function joinsLosslessly(
  inputs: readonly CombineInput[],
  geometry: CombineGeometry,
  context: ProcessorContext,
): Promise<boolean> {
  const sameSize = inputs.every(
    (input) => input.info.width === geometry.width && input.info.height === geometry.height,
  );
  if (!sameSize) return false;
  for (const input of inputs.slice(1)) {
    const [first] = (await context.media.gifLayout(input.path)).frames;
    const coversScreen =
      first !== undefined &&
      first.left === 0 &&
      first.top === 0 &&
      first.width >= geometry.width &&
      first.height >= geometry.height;
    // Restore-to-previous after it would bring back the input before, not an empty canvas.
    if (!coversScreen || first.disposal === 3) return false;
    if (
      first.hasTransparency &&
      !(await context.media.isOpaqueAnimation(input.path, context.signal))
    ) {
      return false;
    }
  }
  return true;
}

/** The inputs in output order, each prepared as a GIF in its own directory; refusals name the input. */
async function readInputs(
  options: CombineOptions,
  context: ProcessorContext,
): Promise<CombineInput[]> {
  const origins: InputOrigin[] =
    context.inputOrigins?.slice() ??
    context.inputPaths.map((_, index) => ({ kind: "file", index, name: `GIF ${index + 1}` }));
  const counts = {
    fileCount: origins.filter((origin) => origin.kind === "file").length,
    urlCount: origins.filter((origin) => origin.kind === "url").length,
  };
  const problem = checkCombineInputs(options, counts);
  if (problem) {
    const total = counts.fileCount + counts.urlCount;
    const code =
      total < combineInputLimits.min
        ? "missing-input"
        : total > combineInputLimits.max
          ? "too-many-files"
          : "invalid-options";
    throw new ToolError(problem, code);
  }
  const references = orderedInputs(options.order, counts);
  const inputs: CombineInput[] = [];
  for (const [position, reference] of references.entries()) {
    context.signal.throwIfAborted();
    const inputIndex = origins.findIndex(
      (origin) => origin.kind === reference.kind && origin.index === reference.index,
    );
    const origin = origins[inputIndex] as InputOrigin;
    const path = context.inputPaths[inputIndex] as string;
    context.reportProgress({
      percent: 2 + Math.round((position / references.length) * 8),
      ...stageWith(
        "reading-gif-of",
        { position: position + 1, count: references.length },
        `Reading GIF ${position + 1} of ${references.length}...`,
      ),
    });
    const workDir = join(context.workDir, `combine-input-${position + 1}`);
    await mkdir(workDir, { recursive: true });
    try {
      const prepared = await prepareGifInput({
        ...context,
        inputPaths: [path],
        workDir,
        // Each input's own conversion message would jump the bar back: one message per input.
        reportProgress: () => undefined,
      });
      inputs.push({
        ...prepared,
        name: origin.name,
        delaysCentiseconds: prepared.info.delaysMs.map((delayMs) => Math.round(delayMs / 10)),
      });
    } catch (error) {
      if (error instanceof ToolError)
        throw new ToolError(`${origin.name}: ${error.message}`, error.code);
      throw error;
    }
  }
  return inputs;
}

/** The result's side limit, with the input whose size set the common size named. */
function assertSizeWithinLimits(
  geometry: CombineGeometry,
  inputs: readonly CombineInput[],
  options: CombineOptions,
): void {
  const reference = inputs[geometry.referenceIndex] as CombineInput;
  const problem = outputSizeProblem(geometry, options.layout, reference.name);
  if (problem) throw new ToolError(problem, "output-too-large");
}

/** The result's frame limit (with what made the frames), then its total pixels. */
function assertFramesWithinLimits(
  frameCount: number,
  geometry: CombineGeometry,
  explain: () => string,
  atLeast = false,
): void {
  if (frameCount > defaultLimits.maxOutputFrames) {
    throw new ToolError(tooManyFramesMessage(frameCount, explain(), atLeast), "output-too-large");
  }
  try {
    assertGifOutputWithinLimits({ width: geometry.width, height: geometry.height, frameCount });
  } catch (error) {
    // The shared wording of the total-pixels limit, with what made the frames.
    if (error instanceof ToolError) {
      throw new ToolError(
        `${error.message.replace(/\.$/, "")} (${count(geometry.width)}×${count(geometry.height)} px, ${count(frameCount)} frames: ${explain()}).`,
        error.code,
      );
    }
    throw error;
  }
}

/** Side by side: the output frames, or a refusal that names the input it is about. */
function sideBySideFrames(
  inputs: readonly CombineInput[],
  geometry: CombineGeometry,
): SideBySideFrame[] {
  const timeline = sideBySideTimeline(
    inputs.map((input) => input.delaysCentiseconds),
    defaultLimits.maxOutputFrames,
  );
  if (timeline.kind === "no-duration") {
    const input = inputs[timeline.input] as CombineInput;
    throw new ToolError(noDurationMessage(input.name), "invalid-options");
  }
  const longest = inputs.reduce((chosen, input) =>
    input.info.durationMs > chosen.info.durationMs ? input : chosen,
  );
  const explain = () =>
    sideBySideFramesExplanation(longest.name, Math.round(longest.info.durationMs / 10));
  if (timeline.kind === "too-many-frames") {
    assertFramesWithinLimits(timeline.frameCount, geometry, explain, true);
    throw new Error("the frame count was over the limit but passed the check");
  }
  assertFramesWithinLimits(timeline.frames.length, geometry, explain);
  return timeline.frames;
}

/**
 * Side by side: each input is decoded into its cell, its frames are laid out in output order (a
 * whole raw frame copied per output frame: the frame it shows then), and ffmpeg stacks the cells
 * into `rawPath`.
 */
async function stackCells(
  inputs: readonly CombineInput[],
  geometry: CombineGeometry,
  frames: readonly SideBySideFrame[],
  options: CombineOptions,
  rawPath: string,
  context: ProcessorContext,
): Promise<void> {
  const { media, signal, workDir } = context;
  const cells = geometry.cells.map((cell, position) => ({
    ...cell,
    decodedPath: join(workDir, `combine-cell-${position + 1}.rgba`),
    rawPath: join(workDir, `combine-cell-${position + 1}-timed.rgba`),
  }));
  try {
    for (const [position, input] of inputs.entries()) {
      const cell = cells[position] as (typeof cells)[number];
      context.reportProgress({
        percent: 12 + Math.round((position / inputs.length) * 20),
        ...stageWith(
          "decoding-gif-of",
          { position: position + 1, count: inputs.length },
          `Decoding GIF ${position + 1} of ${inputs.length}...`,
        ),
      });
      await media.run(
        buildDecodeCell(
          { path: input.path, width: input.info.width, height: input.info.height },
          cell,
          options.background,
          cell.decodedPath,
        ),
        { signal },
      );
      await assertDecodedFrames(cell.decodedPath, cell, input.info.frameCount, input.name);
      await layOutFrames(
        cell.decodedPath,
        cell.rawPath,
        cell.width * cell.height * 4,
        frames.map((frame) => frame.indices[position] as number),
        signal,
      );
      await rm(cell.decodedPath, { force: true });
    }
    context.reportProgress({ percent: 35, ...stage("placing-side-by-side") });
    await media.run(
      buildStackCells(cells, options.layout === "vertical" ? "vertical" : "horizontal", rawPath),
      { signal },
    );
    await assertDecodedFrames(rawPath, geometry, frames.length, "the stacked GIFs");
  } finally {
    for (const cell of cells) {
      await rm(cell.decodedPath, { force: true });
      await rm(cell.rawPath, { force: true });
    }
  }
}

/** Copies whole raw frames from `sourcePath` into `targetPath` in the order `indices` gives. */
async function layOutFrames(
  sourcePath: string,
  targetPath: string,
  frameBytes: number,
  indices: readonly number[],
  signal: AbortSignal,
): Promise<void> {
  const source = await open(sourcePath, "r");
  const target = await open(targetPath, "w");
  try {
    const frame = new Uint8Array(frameBytes);
    for (const index of indices) {
      signal.throwIfAborted();
      const { bytesRead } = await source.read(frame, 0, frameBytes, index * frameBytes);
      if (bytesRead !== frameBytes) throw new Error(`frame ${index + 1} is incomplete`);
      await target.write(frame);
    }
  } finally {
    await source.close();
    await target.close();
  }
}

/** ffmpeg wrote exactly the frames expected (one per GIF frame): anything else is a bug, said so. */
async function assertDecodedFrames(
  rawPath: string,
  size: { width: number; height: number },
  expected: number,
  what: string,
): Promise<void> {
  const { size: bytes } = await stat(rawPath);
  const decoded = bytes / (size.width * size.height * 4);
  if (decoded !== expected) {
    throw new Error(`ffmpeg wrote ${decoded} frames of ${what}, ${expected} were expected`);
  }
}
