import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { FitSettings } from "@gifkit/contracts";
import { stageWith } from "@gifkit/contracts";
import { type ProcessorContext, ToolError } from "../../define-tool.ts";
import { unreachableMessage } from "../../shared/fit-gif.ts";
import {
  acceptedLowFraction,
  candidateAt,
  type FitAttempt,
  type FitCandidate,
  type FitStart,
  fitSpace,
  formatSize,
  nextPosition,
  sameCandidate,
  searchFit,
} from "../../shared/fit-size.ts";
import { buildFitGifsiclePass } from "../../shared/fit-size-commands.ts";
import { targetSizeUnreachableCode } from "../../shared/target-size.ts";

/**
 * Fit under a size for Video to GIF in one search (issue 30): the search runs on a sample of the
 * video (its first fifth, at least 1.5 s, converted by ffmpeg at each candidate's size, rate and
 * palette size; ffmpeg's levers only, `maximumLossy` keeps the quality level's own lossy, which
 * only Low has), the full GIF is made once at the settings the
 * sample predicts, and the sample's prediction is corrected by that first full result (full ÷
 * predicted) when it landed outside 0.87-1 × the target. Only then does the search step on full
 * conversions. No plain conversion at the start settings is made first: a start at the video's
 * own size (issue 24) would be the dearest conversion of all.
 */

/** The sample is the first fifth of the selection, at least this long. */
const sampleShare = 5;
const minimumSampleSeconds = 1.5;
/** Sample encodes one prediction may spend (each about a fifth of a conversion). */
const maximumSampleEncodes = 8;
/** Full conversions in all, the predicted one and its correction included. */
const maximumFullEncodes = 4;

/**
 * The candidate with an even height (one row less when odd). ffmpeg's conversion of yuv420p
 * pictures of odd height to the palette filters' RGB takes swscale's slow path: flower.webm at
 * 458×257 cost 4.2 s of CPU where 458×258 cost 1.9 s (and 480×270, the plain conversion, 2.0 s),
 * so a fit landing on an odd height cost twice a plain conversion per encode. Widths do not
 * matter (457×258: 1.9 s).
 */
export function evenHeight(candidate: FitCandidate): FitCandidate {
  return { ...candidate, height: candidate.height - (candidate.height % 2) };
}

export interface VideoFitRequest {
  /** The settings to start from (the largest the fit may use). */
  start: FitStart;
  targetBytes: number;
  /** The selection's length: the sample's share and the "shorten to" advice are read from it. */
  selectedSeconds: number;
  /**
   * ffmpeg's conversion at the candidate's size, rate and palette size, without lossy: all of
   * the selection (`untilSeconds` undefined, with the MP4 and WebP when asked) or its first
   * `untilSeconds` (the sample).
   */
  convert: (candidate: FitCandidate, outputPath: string, untilSeconds?: number) => Promise<void>;
  /** Progress percent where fitting starts; it runs up to 95. */
  progressFrom: number;
}

export interface VideoFitResult {
  path: string;
  settings: FitSettings;
  fullEncodes: number;
  sampleEncodes: number;
  /** Each full conversion in order (bytes and what the sample predicted for it; the benchmark's). */
  fullAttempts: { bytes: number; predictedBytes: number | null }[];
}

/** The seconds of the sample, or null when the selection is short enough to search on itself. */
export function sampleSecondsFor(selectedSeconds: number): number | null {
  if (selectedSeconds < 2 * minimumSampleSeconds) return null;
  return Math.max(minimumSampleSeconds, selectedSeconds / sampleShare);
}

const candidateKey = (candidate: FitCandidate) =>
  `${candidate.width}x${candidate.height}-${candidate.colours}-${candidate.lossy}-${candidate.keptFrames}`;

export async function fitVideoUnderSize(
  context: ProcessorContext,
  request: VideoFitRequest,
): Promise<VideoFitResult> {
  const { media, signal } = context;
  const space = fitSpace(request.start);
  const target = request.targetBytes;
  const targetText = formatSize(target);
  const fitDir = join(context.workDir, "fit");
  await mkdir(fitDir, { recursive: true });

  /** ffmpeg's conversion, then gifsicle's lossy pass where the candidate has one. */
  const make = async (candidate: FitCandidate, name: string, untilSeconds?: number) => {
    const converted = join(fitDir, `${name}-ffmpeg.gif`);
    const outputPath = join(fitDir, `${name}.gif`);
    await request.convert(evenHeight(candidate), converted, untilSeconds);
    if (candidate.lossy === 0) {
      await rename(converted, outputPath);
    } else {
      await media.run(
        buildFitGifsiclePass(converted, outputPath, { colours: 256, lossy: candidate.lossy }),
        { signal },
      );
      await rm(converted, { force: true });
    }
    return { path: outputPath, bytes: (await stat(outputPath)).size };
  };

  const full: (FitAttempt<string> & { predictedBytes: number | null })[] = [];
  const fitsWell = (bytes: number) => bytes <= target && bytes >= target * acceptedLowFraction;
  const encodeFull = async (position: number, predictedBytes: number | null) => {
    const candidate = evenHeight(candidateAt(space, position));
    const known = full.find((attempt) => sameCandidate(attempt.candidate, candidate));
    if (known) return known;
    context.reportProgress({
      percent: Math.min(94, request.progressFrom + 25 + 12 * full.length),
      ...(full.length === 0
        ? stageWith(
            "converting-to-fit",
            {
              width: candidate.width,
              height: candidate.height,
              fps: Math.round(candidate.fps * 10) / 10,
              target_bytes: target,
            },
            `Converting at ${candidate.width}×${candidate.height}, ${Math.round(candidate.fps * 10) / 10} fps to fit under ${targetText}...`,
          )
        : stageWith(
            "fitting-under-attempt",
            { target_bytes: target, attempt: full.length + 1 },
            `Fitting under ${targetText} (attempt ${full.length + 1})...`,
          )),
    });
    const made = await make(candidate, `full-${full.length + 1}`);
    const attempt = { candidate, position, bytes: made.bytes, output: made.path, predictedBytes };
    full.push(attempt);
    return attempt;
  };

  let sampleEncodes = 0;
  const sampleSeconds = sampleSecondsFor(request.selectedSeconds);
  if (sampleSeconds !== null) {
    // Bytes grow with the frames, so the sample's bytes are scaled by the time it covers.
    const scale = request.selectedSeconds / sampleSeconds;
    const measured = new Map<string, number>();
    const measureSample = async (candidate: FitCandidate) => {
      const key = candidateKey(candidate);
      const known = measured.get(key);
      if (known !== undefined) return known;
      sampleEncodes++;
      context.reportProgress({
        percent: Math.min(request.progressFrom + 24, request.progressFrom + 3 * sampleEncodes),
        ...stageWith(
          "fitting-under-sample-count",
          { target_bytes: target, samples: sampleEncodes },
          `Fitting under ${targetText}: measuring a sample (${sampleEncodes})...`,
        ),
      });
      const made = await make(candidate, `sample-${sampleEncodes}`, sampleSeconds);
      await rm(made.path, { force: true });
      measured.set(key, made.bytes);
      return made.bytes;
    };
    /** The search on the sample, its bytes scaled to the whole selection and by `factor`. */
    const predict = async (factor: number) => {
      const atStart = await measureSample(candidateAt(space, 0));
      const outcome = await searchFit(
        space,
        target,
        { bytes: atStart * scale * factor, output: "" },
        async (candidate) => ({
          bytes: (await measureSample(candidate)) * scale * factor,
          output: "",
        }),
        maximumSampleEncodes,
      );
      return outcome.chosen ?? outcome.smallest;
    };
    const guess = await predict(1);
    const first = await encodeFull(guess.position, guess.bytes);
    if (!fitsWell(first.bytes)) {
      // The sample's error on this clip, measured: the same search with it taken out.
      const corrected = await predict(first.bytes / guess.bytes);
      await encodeFull(corrected.position, corrected.bytes);
    }
  } else {
    await encodeFull(0, null);
  }

  // Still no result within 0.87-1 × the target: steps on full conversions (a secant on ln bytes
  // through what was measured), as few as it takes.
  while (full.length < maximumFullEncodes && !full.some((attempt) => fitsWell(attempt.bytes))) {
    // At the start settings and under the target: the video allows no more (issue 24: "near the
    // target when the source allows").
    if (full.some((attempt) => attempt.position <= 1e-9 && attempt.bytes <= target)) break;
    const position = nextPosition(full, target, space.maximumPosition);
    if (position === null) break;
    const before = full.length;
    await encodeFull(position, null);
    if (full.length === before) break;
  }

  const fitting = full.filter((attempt) => attempt.bytes <= target);
  const chosen = fitting.reduce<(typeof full)[number] | null>(
    (best, attempt) => (best === null || attempt.bytes > best.bytes ? attempt : best),
    null,
  );
  for (const attempt of full) {
    if (attempt !== chosen) await rm(attempt.output, { force: true });
  }
  if (!chosen) {
    const smallest = full.reduce((best, attempt) => (attempt.bytes < best.bytes ? attempt : best));
    throw new ToolError(
      unreachableMessage(
        { targetBytes: target, subject: "clip", durationSeconds: request.selectedSeconds },
        smallest,
      ),
      targetSizeUnreachableCode,
    );
  }
  const { candidate } = chosen;
  context.reportProgress({
    percent: 95,
    ...stageWith(
      "fitted-under",
      { target_bytes: target, count: full.length, samples: sampleEncodes },
      `Fitted under ${targetText} in ${full.length} encode${full.length === 1 ? "" : "s"} and ${sampleEncodes} of a sample.`,
    ),
  });
  return {
    path: chosen.output,
    settings: {
      width: candidate.width,
      height: candidate.height,
      colors: candidate.colours,
      lossy: candidate.lossy,
      fps: Math.round(candidate.fps * 10) / 10,
    },
    fullEncodes: full.length,
    sampleEncodes,
    fullAttempts: full.map(({ bytes, predictedBytes }) => ({ bytes, predictedBytes })),
  };
}
