import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { FitSettings } from "@gifkit/contracts";
import { type ProcessorContext, ToolError } from "../define-tool.ts";
import {
  type FitCandidate,
  type FitStart,
  fitSpace,
  formatSize,
  keepFramesEvenly,
  searchFit,
} from "./fit-size.ts";
import { buildFitGifsiclePass } from "./fit-size-commands.ts";
import { targetSizeUnreachableCode } from "./target-size.ts";

/**
 * Fit under a size for a GIF already made (or uploaded): the tool's own result is the first
 * measurement, and every further attempt re-encodes `sourcePath` with the engine (composited
 * frames, resized with premultiplied alpha, evenly kept frames with the dropped frames' time
 * added to the kept ones, a palette per group of frames with `colours`, gifsicle -O3 with
 * `--lossy`). Returns the chosen GIF and the settings it was made with, or fails with
 * `target-size-unreachable` naming the smallest size made and what to change.
 */
export interface FitGifRequest {
  /** The GIF the attempts are made from: at least the start's size, with every start frame. */
  sourcePath: string;
  sourceSize: { width: number; height: number };
  start: FitStart;
  targetBytes: number;
  /** The tool's own result (the start settings), already made. */
  first: { path: string; bytes: number };
  /**
   * Whether every composited pixel is opaque: then resizing is left to gifsicle (fast); GIFs with
   * transparency go through the engine (gifsicle mixes the transparent colour into edges).
   */
  opaque: boolean;
  /** Report the frame rate even when every frame is kept (Video to GIF chose one). */
  alwaysReportFps: boolean;
  /** How the message suggests changing the input. */
  subject: "clip" | "GIF";
  /** The played length of the start, for "Shorten the clip to about N s". */
  durationSeconds: number;
  /** Progress percent at which fitting starts (it runs up to 95). */
  progressFrom: number;
}

export interface FitGifResult {
  path: string;
  settings: FitSettings;
  /** Full encodes after the tool's own result (for the benchmark). */
  encodes: number;
}

export async function fitGifUnderSize(
  context: ProcessorContext,
  request: FitGifRequest,
): Promise<FitGifResult> {
  const { media, signal } = context;
  const space = fitSpace(request.start);
  const layout = await media.gifLayout(request.sourcePath);
  const delays = layout.frames.map((frame) => frame.delayCentiseconds);
  const fitDir = join(context.workDir, "fit");
  await mkdir(fitDir, { recursive: true });
  const target = formatSize(request.targetBytes);
  const encode = async (candidate: FitCandidate, attempt: number) => {
    const outputPath = join(context.workDir, `fit-${attempt}.gif`);
    const resized =
      candidate.width !== request.sourceSize.width ||
      candidate.height !== request.sourceSize.height;
    const base = request.progressFrom + ((95 - request.progressFrom) * (attempt - 1)) / 4;
    context.reportProgress({
      percent: Math.min(94, Math.round(base)),
      status: `Fitting under ${target} (attempt ${attempt + 1})...`,
    });
    const allFrames = candidate.keptFrames === request.start.frameCount;
    if (allFrames && (!resized || request.opaque)) {
      // Every frame kept: one gifsicle pass over the source (6 s against 25 s for the engine
      // on a 7.5 MB 480×360 video GIF on the loaded test machine).
      await media.run(
        buildFitGifsiclePass(
          request.sourcePath,
          outputPath,
          candidate,
          resized ? { width: candidate.width, height: candidate.height } : undefined,
        ),
        { signal },
      );
    } else {
      // Smaller or fewer frames: the engine composites every frame (dropping frames from a
      // GIF of partial frames needs that), resizes, and builds palettes of `colours`; the lossy
      // pass follows.
      const encodedPath = join(context.workDir, `fit-${attempt}-encoded.gif`);
      await media.editGif(
        {
          inputPath: request.sourcePath,
          outputPath: encodedPath,
          workDir: fitDir,
          transforms: resized
            ? [{ kind: "resize", width: candidate.width, height: candidate.height }]
            : [],
          frames: keepFramesEvenly(delays, candidate.keptFrames),
          // No dithering: a dither pattern changes every frame and costs bytes that the lossy
          // LZW and frame differencing would otherwise save (docs/quality.md: video GIFs were
          // 5-20% smaller at equal SSIM without it).
          encode: { colours: candidate.colours, lossy: 0, optimize: false },
        },
        signal,
      );
      if (candidate.lossy > 0) {
        await media.run(
          buildFitGifsiclePass(encodedPath, outputPath, { colours: 256, lossy: candidate.lossy }),
          { signal },
        );
        await rm(encodedPath, { force: true });
      } else {
        await rename(encodedPath, outputPath);
      }
    }
    return { bytes: (await stat(outputPath)).size, output: outputPath };
  };
  const outcome = await searchFit(
    space,
    request.targetBytes,
    { bytes: request.first.bytes, output: request.first.path },
    encode,
  );
  await rm(fitDir, { recursive: true, force: true });
  // Only the chosen GIF stays.
  for (const attempt of outcome.attempts) {
    if (attempt.output !== outcome.chosen?.output && attempt.output !== request.first.path)
      await rm(attempt.output, { force: true });
  }
  const encodes = outcome.attempts.length - 1;
  if (!outcome.chosen) {
    throw new ToolError(unreachableMessage(request, outcome.smallest), targetSizeUnreachableCode);
  }
  const { candidate } = outcome.chosen;
  const framesDropped = candidate.keptFrames < request.start.frameCount;
  const settings: FitSettings = {
    width: candidate.width,
    height: candidate.height,
    colors: candidate.colours,
    lossy: candidate.lossy,
  };
  if (request.alwaysReportFps || framesDropped) settings.fps = Math.round(candidate.fps * 10) / 10;
  context.reportProgress({
    percent: 95,
    status: `Fitted under ${target} in ${encodes + 1} encode${encodes === 0 ? "" : "s"}.`,
  });
  return { path: outcome.chosen.output, settings, encodes };
}

/**
 * "The smallest GIF we could make is 1.4 MB (100×56 px, 5 fps, 32 colours), above your 500 KB
 * target. Shorten the clip to about 4 s or choose a larger size." The length suggested is the
 * one at which the floors' size (≈ proportional to frames) would fit with a little room.
 */
export function unreachableMessage(
  request: Pick<FitGifRequest, "targetBytes" | "subject" | "durationSeconds">,
  smallest: { bytes: number; candidate: FitCandidate },
): string {
  const { candidate } = smallest;
  const fps = Math.round(candidate.fps * 10) / 10;
  const made = `${formatSize(smallest.bytes)} (${candidate.width}×${candidate.height} px, ${fps} fps, ${candidate.colours} colours)`;
  const seconds = (request.durationSeconds * request.targetBytes * 0.9) / smallest.bytes;
  const shorter =
    seconds >= 1
      ? `Shorten the ${request.subject} to about ${Math.max(1, Math.floor(seconds))} s`
      : `Use a much shorter ${request.subject}`;
  return `The smallest GIF we could make is ${made}, above your ${formatSize(request.targetBytes)} target. ${shorter} or choose a larger size.`;
}
