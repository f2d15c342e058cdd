import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  type Destination,
  type FitSettings,
  findGifDestination,
  formatDestinationBytes,
  stageWith,
} from "@gifkit/contracts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../define-tool.ts";
import { destinationPlan, padFilters } from "./fit-destination.ts";
import { fitGifUnderSize } from "./fit-gif.ts";
import { averageFps, playedDurationMs } from "./fit-size.ts";
import { destinationMessage, targetSizeUnreachableCode } from "./target-size.ts";

/** The two fields every GIF tool's schema takes for fitting (shared/target-size.ts). */
export interface FitUnderOptions {
  target_size_bytes?: number | undefined;
  destination?: string | undefined;
}

/**
 * "Fit under a size" as a post-step for any tool whose result is a GIF (issue 27): the tool makes
 * its GIF as it always does, and when `target_size_bytes` was given that GIF is squeezed under the
 * target with Optimize's search (fitGifUnderSize: the tool's result is the first measurement, then
 * fewer colours, lossy LZW, fewer frames, a smaller size), with the same `settings` in the result
 * and the same `target-size-unreachable` failure. With a `destination` (a preset of GET
 * /api/destinations), every limit of that place is met first (fitResultToDestination) and its
 * byte limit replaces `target_size_bytes`.
 *
 * Each processor calls it in one line on its way out (`return fitResultUnder(...)`) rather than
 * defineTool's runTask doing it for every tool: define-tool.ts is bundled into the browser and
 * this step spawns binaries, the tools that fit from their own source (Video to GIF, GIF Maker,
 * Optimize, Resize) must not be squeezed twice, and the call keeps the processor's progress and
 * its tests complete on their own.
 */
export async function fitResultUnder(
  fitOptions: FitUnderOptions | number | undefined,
  result: ProcessorResult,
  context: ProcessorContext,
  /** Progress percent the squeeze starts at (the tool's own work reported up to here). */
  progressFrom = 60,
): Promise<ProcessorResult> {
  const options: FitUnderOptions =
    typeof fitOptions === "object" ? fitOptions : { target_size_bytes: fitOptions };
  if (options.destination !== undefined) {
    const destination = findGifDestination(options.destination);
    // The schema refuses other ids; a script calling a processor directly gets the same words.
    if (!destination) throw new ToolError(destinationMessage, "invalid-options");
    return fitResultToDestination(destination, result, context, progressFrom);
  }
  const targetBytes = options.target_size_bytes;
  if (targetBytes === undefined) return result;
  const gifIndex = result.outputs.findIndex((output) => output.kind === "gif");
  const gif = result.outputs[gifIndex];
  if (!gif) return result;
  const { media, signal } = context;
  const layout = await media.gifLayout(gif.path);
  const fit = await fitGifUnderSize(context, {
    // The tool's own result is both the first measurement and what every attempt re-encodes.
    sourcePath: gif.path,
    sourceSize: { width: layout.width, height: layout.height },
    start: {
      width: layout.width,
      height: layout.height,
      colours: 256,
      lossy: 0,
      frameCount: layout.frameCount,
      fps: averageFps(layout.delaysMs),
    },
    targetBytes,
    first: { path: gif.path, bytes: (await stat(gif.path)).size },
    opaque: await media.isOpaqueAnimation(gif.path, signal),
    alwaysReportFps: false,
    subject: "GIF",
    durationSeconds: playedDurationMs(layout.delaysMs) / 1000,
    progressFrom,
  });
  const outputs = result.outputs.map((output, index) =>
    index === gifIndex ? { ...output, path: fit.path } : output,
  );
  return { ...result, outputs, settings: fit.settings };
}

/**
 * A tool's GIF made to meet every limit of a destination (issue 27): cut to its longest duration,
 * frames dropped evenly to its most frames and highest frame rate, scaled into its box (and
 * centred on a transparent canvas where the box is exact) in one pass of the engine, then fitted
 * under its byte limit at that size (the fit may give up colours, lossy and frames, and for a
 * box of "at most" sides also size). The result's `settings` names the destination and every
 * change made ("Cut to the first 5 s of 8 s..."); where the bytes cannot be met, the failure names
 * the destination's limit.
 */
export async function fitResultToDestination(
  destination: Destination,
  result: ProcessorResult,
  context: ProcessorContext,
  progressFrom = 60,
): Promise<ProcessorResult> {
  const gifIndex = result.outputs.findIndex((output) => output.kind === "gif");
  const gif = result.outputs[gifIndex];
  if (!gif) return result;
  const { media, signal } = context;
  const layout = await media.gifLayout(gif.path);
  const plan = destinationPlan(destination, {
    width: layout.width,
    height: layout.height,
    delaysCentiseconds: layout.frames.map((frame) => frame.delayCentiseconds),
  });
  let path = gif.path;
  if (plan.frames || plan.picture || plan.canvas) {
    context.reportProgress({
      percent: progressFrom,
      ...stageWith(
        "meeting-destination-limits",
        { destination: destination.id },
        `Meeting the ${destination.name} limits...`,
      ),
    });
    path = join(context.workDir, "destination.gif");
    const engineDir = join(context.workDir, "destination");
    await mkdir(engineDir, { recursive: true });
    const transforms = [
      ...(plan.picture ? [{ kind: "resize" as const, ...plan.picture }] : []),
      ...(plan.canvas
        ? [
            { kind: "filters" as const, filters: padFilters(plan.picture ?? layout, plan.canvas) },
            // The pad changed the frame's size; a crop of the whole canvas changes nothing but
            // tells the engine the new size (its `filters` transform is taken to keep the size).
            { kind: "crop" as const, x: 0, y: 0, ...plan.canvas },
          ]
        : []),
    ];
    await media.editGif(
      {
        inputPath: gif.path,
        outputPath: path,
        workDir: engineDir,
        transforms,
        ...(plan.frames ? { frames: plan.frames } : {}),
      },
      signal,
    );
  }
  const targetBytes = destination.max_bytes;
  const bytes = (await stat(path)).size;
  const after = path === gif.path ? layout : await media.gifLayout(path);
  const withChanges = (settings: FitSettings): FitSettings => ({
    ...settings,
    destination: destination.id,
    ...(plan.changes.length > 0
      ? { changes: plan.changes, change_details: plan.changeDetails }
      : {}),
  });
  // A GIF the tool already fitted (its own search, aimed at this byte limit) and left as it was
  // keeps the settings that search reports (size, frame rate, colours).
  let settings: FitSettings = withChanges(
    path === gif.path && result.settings
      ? result.settings
      : {
          width: after.width,
          height: after.height,
          colors: 256,
          lossy: 0,
          ...(plan.frames ? { fps: Math.round(averageFps(after.delaysMs) * 10) / 10 } : {}),
        },
  );
  if (bytes > targetBytes) {
    try {
      const fit = await fitGifUnderSize(context, {
        sourcePath: path,
        sourceSize: { width: after.width, height: after.height },
        start: {
          width: after.width,
          height: after.height,
          colours: 256,
          lossy: 0,
          frameCount: after.frameCount,
          fps: averageFps(after.delaysMs),
          // An exact box is kept: only quality and frames are given up.
          keepSize: destination.sides === "exact" || destination.sides === "one-side-exact",
        },
        targetBytes,
        first: { path, bytes },
        opaque: await media.isOpaqueAnimation(path, signal),
        alwaysReportFps: plan.frames !== null,
        subject: "GIF",
        durationSeconds: playedDurationMs(after.delaysMs) / 1000,
        progressFrom: Math.min(90, progressFrom + 10),
      });
      path = fit.path;
      settings = withChanges(fit.settings);
    } catch (error) {
      if (error instanceof ToolError && error.code === targetSizeUnreachableCode) {
        throw new ToolError(
          `The ${destination.name} limit is ${formatDestinationBytes(targetBytes)}. ${error.message}`,
          targetSizeUnreachableCode,
        );
      }
      throw error;
    }
  }
  const outputs = result.outputs.map((output, index) =>
    index === gifIndex ? { ...output, path } : output,
  );
  return { ...result, outputs, settings };
}

/**
 * For the tools that fit from their own source (Optimize, Resize, GIF Maker, Video to GIF): with
 * a `destination`, the destination's byte limit overrides any `target_size_bytes` sent with it.
 * Where the place limits only bytes (Discord, GitHub, email...), the tool's own
 * search aims at that limit from its source (Video to GIF: from the video's own size and rate, so
 * the GIF fills the budget, issue 24); where it also limits duration, frames or exact sides, the
 * tool makes its GIF without a target and the destination step cuts, scales and fits it. Either
 * way the destination step above checks every limit on the result. Without one, the tool runs as
 * it always did.
 */
export function withDestination<Options extends FitUnderOptions>(
  processor: Processor<Options>,
): Processor<Options> {
  return async (options, context) => {
    if (options.destination === undefined) return processor(options, context);
    const destination = findGifDestination(options.destination);
    if (!destination) throw new ToolError(destinationMessage, "invalid-options");
    const { target_size_bytes: _overridden, ...rest } = options;
    const limitsOnlyBytes =
      destination.max_duration_seconds === undefined &&
      destination.max_frames_per_second === undefined &&
      destination.max_frames === undefined &&
      destination.max_width === undefined &&
      destination.max_height === undefined;
    const toolOptions = limitsOnlyBytes
      ? { ...rest, target_size_bytes: destination.max_bytes }
      : rest;
    const result = await processor(toolOptions as Options, context);
    return fitResultUnder({ destination: options.destination }, result, context, 80);
  };
}
