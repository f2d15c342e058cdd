import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FitSettings } from "@gifkit/contracts";
import { type Processor, type ProcessorOutput, ToolError } from "../../define-tool.ts";
import { fitGifUnderSize } from "../../shared/fit-gif.ts";
import { demuxerForDetectedType, type VideoProbe } from "../../shared/video-input.ts";
import {
  defaultSegment,
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

/**
 * A segment may end this far past the length ffprobe reads (one slider step): the browser's
 * idea of a video's length differs from the container's by a few milliseconds.
 */
const endToleranceSeconds = 0.1;

const progressIntervalMs = 250;

/**
 * The segments to cut, checked against the video's length: each must end within it (spec
 * message 'Segment exceeds video length'); an end within the tolerance is clamped to the length.
 * Without segments: the first ten seconds, or the whole video if it is shorter.
 */
export function resolveSegments(
  segments: VideoSegment[] | null,
  durationSeconds: number,
): VideoSegment[] {
  if (!segments) return [{ start: 0, end: Math.min(defaultSegment.end, durationSeconds) }];
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
  context.reportProgress({ percent: 2, status: "Reading the video..." });

  const preset = qualityPresets[options.quality];
  const ffmpegGifPath = join(
    context.workDir,
    preset.gifsicleLossy === null ? "converted.gif" : "palette.gif",
  );
  const mp4Path = options.include_audio ? join(context.workDir, "converted.mp4") : undefined;
  const webpPath = options.include_webp ? join(context.workDir, "converted.webp") : undefined;

  const segments = resolveSegments(options.segments, probe.durationSeconds);
  const limitProblem = selectionLimitProblem({
    segments,
    fps: options.fps,
    width: options.width,
    height: options.height,
  });
  if (limitProblem) throw new ToolError(limitProblem, "selection-too-large");

  const progress = createProgressParser(totalSeconds(segments));
  // ffmpeg is 5-95% of the bar, or 5-75% when gifsicle's lossy pass follows; fitting under a
  // size takes the bar from 45%.
  const targetBytes = options.target_size_bytes;
  const ffmpegShare = targetBytes !== undefined ? 35 : preset.gifsicleLossy === null ? 90 : 70;
  let lastPercent = -1;
  let lastReportMs = 0;
  context.reportProgress({ percent: 5, status: "Converting video..." });
  try {
    await media.run(
      buildConversionCommand({
        inputPath,
        demuxer,
        segments,
        fps: options.fps,
        width: options.width,
        height: options.height,
        brightness: options.brightness,
        contrast: options.contrast,
        quality: options.quality,
        gifPath: ffmpegGifPath,
        mp4Path,
        // Audio goes only to the MP4: the GIF-only graph reads no sound.
        withAudio: mp4Path !== undefined && probe.hasAudio,
        webpPath,
      }),
      {
        signal,
        onStdoutLine(line) {
          const fraction = progress.line(line);
          if (fraction === null) return;
          const percent = Math.round(5 + fraction * ffmpegShare);
          // Every frame prints a line: report at most four times a second (each report is a
          // message to the queue and a write of the task's record; clients poll every 1.5-5 s).
          const now = Date.now();
          if (percent <= lastPercent || now - lastReportMs < progressIntervalMs) return;
          lastPercent = percent;
          lastReportMs = now;
          context.reportProgress({ percent, status: "Converting video..." });
        },
      },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ToolError(
      "The video could not be converted: it may be damaged or use a codec GifKit cannot read.",
      "conversion-failed",
    );
  }

  let gifPath = ffmpegGifPath;
  if (preset.gifsicleLossy !== null) {
    context.reportProgress({
      percent: targetBytes !== undefined ? 42 : 75,
      status: "Compressing GIF...",
    });
    gifPath = join(context.workDir, "converted.gif");
    await media.run(buildLossyCommand(ffmpegGifPath, gifPath, preset.gifsicleLossy), { signal });
  }

  let settings: FitSettings | undefined;
  if (targetBytes !== undefined) {
    // The conversion with the person's own width, height, fps and quality is the first attempt;
    // further attempts only go down from it, re-encoding ffmpeg's GIF (before any lossy pass).
    const info = await media.gifInfo(ffmpegGifPath);
    const fit = await fitGifUnderSize(context, {
      sourcePath: ffmpegGifPath,
      sourceSize: { width: options.width, height: options.height },
      start: {
        width: options.width,
        height: options.height,
        colours: preset.colours,
        lossy: preset.gifsicleLossy ?? 0,
        frameCount: info.frameCount,
        fps: options.fps,
      },
      targetBytes,
      first: { path: gifPath, bytes: (await stat(gifPath)).size },
      // Frames of a video or of photos on a canvas: every pixel is opaque.
      opaque: true,
      alwaysReportFps: true,
      subject: "clip",
      durationSeconds: totalSeconds(segments),
      progressFrom: 45,
      // Another size or frame rate: ffmpeg converts the video again (the same graph, at the
      // candidate's size, rate and colours), cheaper than resizing the GIF in gifsicle.
      remake: async (candidate, outputPath, untilSeconds) => {
        await media.run(
          buildConversionCommand({
            inputPath,
            demuxer,
            segments: untilSeconds === undefined ? segments : firstSeconds(segments, untilSeconds),
            fps: candidate.fps,
            width: candidate.width,
            height: candidate.height,
            brightness: options.brightness,
            contrast: options.contrast,
            quality: options.quality,
            colours: candidate.colours,
            gifPath: outputPath,
            withAudio: false,
          }),
          { signal },
        );
      },
    });
    gifPath = fit.path;
    settings = fit.settings;
  }

  context.reportProgress({ percent: 96, status: "Saving..." });
  const outputs: ProcessorOutput[] = [{ kind: "gif", path: gifPath }];
  if (mp4Path) outputs.push({ kind: "mp4", path: mp4Path });
  if (webpPath) outputs.push({ kind: "webp", path: webpPath });
  return { outputs, hasAudio: probe.hasAudio, ...(settings ? { settings } : {}) };
};
