import { join } from "node:path";
import type { FitSettings } from "@gifkit/contracts";
import { stage } from "@gifkit/contracts";
import { type Processor, type ProcessorOutput, ToolError } from "../../define-tool.ts";
import { demuxerForDetectedType, type VideoProbe } from "../../shared/video-input.ts";
import {
  defaultFrameRate,
  defaultOutputSize,
  defaultSegmentFor,
  expectedFrameCount,
  fitStartSettings,
  minOutputSidePixels,
  selectionLimitProblem,
  totalSeconds,
  type VideoSegment,
  type VideoToGifOptions,
  videoToGifMessages,
} from "../shared/options.ts";
import {
  buildConversionCommand,
  buildLossyCommand,
  createProgressParser,
  qualityPresets,
} from "./commands.ts";
import { fitVideoUnderSize } from "./fit-video.ts";

/**
 * A segment may end this far past the length ffprobe reads (one slider step): the browser's
 * idea of a video's length differs from the container's by a few milliseconds.
 */
const endToleranceSeconds = 0.1;

const progressIntervalMs = 250;

/** The fewest colours a fit under a size gives a video GIF (low keeps its own 128 or fewer). */
const videoFitMinimumColours = 96;

/**
 * The segments to cut, checked against the video's length: each must end within it (spec
 * message 'Segment exceeds video length'); an end within the tolerance is clamped to the length.
 * Without segments: the editor's default selection (the whole video up to 6 s, else its first 5 s).
 */
export function resolveSegments(
  segments: VideoSegment[] | null,
  durationSeconds: number,
): VideoSegment[] {
  if (!segments) return [defaultSegmentFor(durationSeconds)];
  return segments.map((segment) => {
    if (segment.end > durationSeconds + endToleranceSeconds || segment.start >= durationSeconds) {
      throw new ToolError(videoToGifMessages.segmentTooLong, "segment-exceeds-video");
    }
    return { start: segment.start, end: Math.min(segment.end, durationSeconds) };
  });
}

/** The first `seconds` of the joined segments (a sample of the clip). */
export function firstSeconds(segments: readonly VideoSegment[], seconds: number): VideoSegment[] {
  const taken: VideoSegment[] = [];
  let left = seconds;
  for (const segment of segments) {
    if (left <= 0) break;
    const end = Math.min(segment.end, segment.start + left);
    taken.push({ start: segment.start, end });
    left -= end - segment.start;
  }
  return taken;
}

/** One side asked: the other follows the video's shape (both asked: as asked). */
function sizeFromOneSide(
  asked: { width?: number | undefined; height?: number | undefined },
  video: { width: number; height: number },
): { width: number; height: number } {
  const width =
    asked.width ??
    Math.max(
      minOutputSidePixels,
      Math.round(((asked.height as number) * video.width) / video.height),
    );
  const height =
    asked.height ?? Math.max(minOutputSidePixels, Math.round((width * video.height) / video.width));
  return { width, height };
}

/** The length the segments are checked against (the intake already refused unreadable videos). */
function checkedProbe(probe: VideoProbe): VideoProbe {
  if (!(probe.durationSeconds > 0)) {
    throw new ToolError(
      "The video's length could not be read: the file is damaged or incomplete.",
      "damaged-input",
    );
  }
  return probe;
}

export const processVideoToGif: Processor<VideoToGifOptions> = async (options, context) => {
  const { media, signal } = context;
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No video was given.", "missing-input");

  // The worker's intake detected the type and probed the video once (duration, picture,
  // streams, limits): the processor uses its facts and starts no probe of its own.
  const facts = context.inputFacts?.[0];
  const demuxer = demuxerForDetectedType(facts?.detectedType ?? null);
  if (!demuxer) {
    throw new ToolError(
      "This file is not a video GifKit can read. Use MP4, WebM, MOV, AVI, MKV, FLV, 3GP or WMV.",
      "unsupported-file-type",
    );
  }
  if (!facts?.video) throw new Error("Video to GIF runs only after the intake's probe");
  const probe = checkedProbe(facts.video);
  context.reportProgress({ percent: 2, ...stage("reading-the-video") });

  const preset = qualityPresets[options.quality];
  const mp4Path = options.include_audio ? join(context.workDir, "converted.mp4") : undefined;
  const webpPath = options.include_webp ? join(context.workDir, "converted.webp") : undefined;

  const segments = resolveSegments(options.segments, probe.durationSeconds);
  const selectedSeconds = totalSeconds(segments);
  const targetBytes = options.target_size_bytes;
  // The size and rate: as asked; when not asked, the video's shape inside 480 × 360 at 15 fps,
  // or, fitting under a size, the video's own size and rate within the limits (issue 24).
  const output =
    targetBytes !== undefined
      ? fitStartSettings(options, probe, selectedSeconds)
      : {
          ...(options.width === undefined && options.height === undefined
            ? defaultOutputSize(probe)
            : sizeFromOneSide(options, probe)),
          fps: options.fps ?? defaultFrameRate,
        };
  const limitProblem = selectionLimitProblem({ segments, ...output });
  if (limitProblem) throw new ToolError(limitProblem, "selection-too-large");

  /** ffmpeg's conversion of the selection (or its first seconds) at a size, rate and palette. */
  const convert = async (
    plan: { width: number; height: number; fps: number; colours?: number },
    gifPath: string,
    extras: { untilSeconds?: number | undefined; onProgress?: (fraction: number) => void },
  ) => {
    const whole = extras.untilSeconds === undefined;
    const progress = createProgressParser(whole ? selectedSeconds : (extras.untilSeconds ?? 1));
    const onProgress = extras.onProgress;
    try {
      await media.run(
        buildConversionCommand({
          inputPath,
          demuxer,
          segments: whole ? segments : firstSeconds(segments, extras.untilSeconds as number),
          fps: plan.fps,
          width: plan.width,
          height: plan.height,
          brightness: options.brightness,
          contrast: options.contrast,
          quality: options.quality,
          colours: plan.colours,
          gifPath,
          // The MP4 and WebP come with the whole selection's conversion only (not a sample).
          mp4Path: whole ? mp4Path : undefined,
          // Audio goes only to the MP4: the GIF-only graph reads no sound.
          withAudio: whole && mp4Path !== undefined && probe.hasAudio,
          webpPath: whole ? webpPath : undefined,
          hdrTransfer: probe.hdrTransfer,
        }),
        {
          signal,
          ...(onProgress
            ? {
                onStdoutLine(line: string) {
                  const fraction = progress.line(line);
                  if (fraction !== null) onProgress(fraction);
                },
              }
            : {}),
        },
      );
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ToolError(
        "The video could not be converted: it may be damaged or use a codec GifKit cannot read.",
        "conversion-failed",
      );
    }
  };

  let gifPath: string;
  let settings: FitSettings | undefined;
  if (targetBytes !== undefined) {
    context.reportProgress({ percent: 5, ...stage("converting-video") });
    const fit = await fitVideoUnderSize(context, {
      start: {
        width: output.width,
        height: output.height,
        colours: preset.colours,
        lossy: preset.gifsicleLossy ?? 0,
        // ffmpeg's levers only (palette size, size, rate): gifsicle's lossy pass over a video
        // GIF costs about twice the conversion's CPU (docs/performance.md), more than the whole
        // search may. Low keeps its own lossy 40.
        maximumLossy: preset.gifsicleLossy ?? 0,
        // Then the size before the colours go under 96: at the same bytes a smaller GIF with
        // more colours looked better (docs/quality.md, "Fit under a size for video").
        minimumColours: videoFitMinimumColours,
        // friday.mp4: 256 → 96 colours took about 0.3 off ln(bytes) (420 × 315 at 96 colours
        // 4.45 MB against about 6.1 MB at 256); the default span (1.5, lossy included) made the
        // sample's search overshoot to the floors and spend 6 sample encodes.
        qualitySpan: 0.35,
        frameCount: expectedFrameCount(selectedSeconds, output.fps),
        fps: output.fps,
      },
      targetBytes,
      selectedSeconds,
      progressFrom: 5,
      convert: (candidate, outputPath, untilSeconds) =>
        convert(
          {
            width: candidate.width,
            height: candidate.height,
            fps: candidate.fps,
            colours: candidate.colours,
          },
          outputPath,
          { untilSeconds },
        ),
    });
    gifPath = fit.path;
    settings = fit.settings;
  } else {
    const ffmpegGifPath = join(
      context.workDir,
      preset.gifsicleLossy === null ? "converted.gif" : "palette.gif",
    );
    // ffmpeg is 5-95% of the bar, or 5-75% when gifsicle's lossy pass follows.
    const ffmpegShare = preset.gifsicleLossy === null ? 90 : 70;
    let lastPercent = -1;
    let lastReportMs = 0;
    context.reportProgress({ percent: 5, ...stage("converting-video") });
    await convert(output, ffmpegGifPath, {
      onProgress(fraction) {
        const percent = Math.round(5 + fraction * ffmpegShare);
        // Every frame prints a line: report at most four times a second (each report is a
        // message to the queue and a write of the task's record; clients poll every 1.5-5 s).
        const now = Date.now();
        if (percent <= lastPercent || now - lastReportMs < progressIntervalMs) return;
        lastPercent = percent;
        lastReportMs = now;
        context.reportProgress({ percent, ...stage("converting-video") });
      },
    });
    gifPath = ffmpegGifPath;
    if (preset.gifsicleLossy !== null) {
      context.reportProgress({ percent: 75, ...stage("compressing-gif") });
      gifPath = join(context.workDir, "converted.gif");
      await media.run(buildLossyCommand(ffmpegGifPath, gifPath, preset.gifsicleLossy), {
        signal,
      });
    }
  }

  context.reportProgress({ percent: 96, ...stage("saving") });
  const outputs: ProcessorOutput[] = [{ kind: "gif", path: gifPath }];
  if (mp4Path) outputs.push({ kind: "mp4", path: mp4Path });
  if (webpPath) outputs.push({ kind: "webp", path: webpPath });
  return { outputs, hasAudio: probe.hasAudio, ...(settings ? { settings } : {}) };
};
