import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FitSettings } from "@gifkit/contracts";
import { type Processor, type ProcessorOutput, ToolError } from "../define-tool.ts";
import type { MediaToolkit } from "../media-toolkit.ts";
import { fitGifUnderSize } from "../shared/fit-gif.ts";
import {
  buildVideoProbeCommand,
  demuxerForDetectedType,
  parseVideoProbe,
  type VideoDemuxer,
  type VideoProbe,
} from "../shared/video-input.ts";
import {
  buildConversionCommand,
  buildLossyCommand,
  createProgressParser,
  qualityPresets,
} from "./commands.ts";
import {
  defaultSegment,
  selectionLimitProblem,
  totalSeconds,
  type VideoSegment,
  type VideoToGifOptions,
  videoToGifMessages,
} from "./options.ts";

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

/** ffprobe's facts, or the ToolError a person should see about the video. */
async function probeVideo(
  media: MediaToolkit,
  inputPath: string,
  demuxer: VideoDemuxer,
  signal: AbortSignal,
): Promise<VideoProbe> {
  let probe: VideoProbe;
  try {
    const { stdout } = await media.run(buildVideoProbeCommand(inputPath, demuxer), {
      signal,
      timeoutMs: 30_000,
    });
    probe = parseVideoProbe(stdout);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ToolError(
      "The video could not be read: it is damaged, incomplete or not a video we support.",
      "damaged-input",
    );
  }
  if (!probe.hasVideo) throw new ToolError("The file has no video track.", "no-video-stream");
  // Checked before the upload was accepted too; a task re-run from storage is checked again.
  if (probe.timingProblem) throw new ToolError(probe.timingProblem, "damaged-input");
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

  const demuxer = demuxerForDetectedType(await media.detectFileType(inputPath));
  if (!demuxer) {
    throw new ToolError(
      "This file is not a video GifKit can read. Use MP4, WebM, MOV, AVI, MKV, FLV, 3GP or WMV.",
      "unsupported-file-type",
    );
  }
  context.reportProgress({ percent: 2, status: "Reading the video..." });

  const preset = qualityPresets[options.quality];
  const ffmpegGifPath = join(
    context.workDir,
    preset.gifsicleLossy === null ? "converted.gif" : "palette.gif",
  );
  const mp4Path = options.include_audio ? join(context.workDir, "converted.mp4") : undefined;
  const webpPath = options.include_webp ? join(context.workDir, "converted.webp") : undefined;

  // The probe decides the graph only when the MP4 needs to know about audio; otherwise ffmpeg
  // starts at once and the probe's checks run beside it (a refused segment stops ffmpeg), which
  // saves a process start on every conversion.
  const conversion = new AbortController();
  const conversionSignal = AbortSignal.any([signal, conversion.signal]);
  const probing = probeVideo(media, inputPath, demuxer, signal).then((probe) => {
    const segments = resolveSegments(options.segments, probe.durationSeconds);
    const limitProblem = selectionLimitProblem({
      segments,
      fps: options.fps,
      width: options.width,
      height: options.height,
    });
    if (limitProblem) throw new ToolError(limitProblem, "selection-too-large");
    return { probe, segments };
  });
  // A refusal from the probe stops a conversion that already started.
  probing.catch(() => conversion.abort());
  const checked = mp4Path ? await probing : null;

  // Without a probe yet, absent segments mean the first ten seconds: reading stops at the end
  // of a shorter video by itself.
  const segments = checked?.segments ?? options.segments ?? [defaultSegment];
  const progress = createProgressParser(totalSeconds(segments));
  void probing.then(
    (result) => progress.setSelectedSeconds(totalSeconds(result.segments)),
    () => undefined,
  );
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
        withAudio: checked?.probe.hasAudio ?? false,
        webpPath,
      }),
      {
        signal: conversionSignal,
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
    // The probe's message (a segment past the end, a damaged file) explains a failure best.
    await probing;
    throw new ToolError(
      "The video could not be converted: it may be damaged or use a codec GifKit cannot read.",
      "conversion-failed",
    );
  }
  const { probe, segments: checkedSegments } = await probing;

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
      durationSeconds: totalSeconds(checkedSegments),
      progressFrom: 45,
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
