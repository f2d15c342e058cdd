import { mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits, stage } from "@gifkit/contracts";
import { type Processor, type ProcessorContext, ToolError } from "../../define-tool.ts";
import type { MediaCommand } from "../../media-toolkit.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { readImageHeader } from "../../shared/image-header.ts";
import { demuxerForDetectedType, type VideoProbe } from "../../shared/video-input.ts";
import {
  frameCountProblem,
  frameFileName,
  frameNumberDigits,
  type SplitOptions,
  selectedFrames,
  videoFrameCount,
  videoFrameRate,
  videoPart,
} from "../shared/options.ts";
import { buildSplitGifCommand, buildSplitVideoCommand, type FrameSpan } from "./commands.ts";
import { writeStoredZip } from "./zip-writer.ts";

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

/** What frames.json says of each saved frame. */
interface FrameRecord {
  /** 0-based position among the input's frames (a video: among the frames taken at `fps`). */
  index: number;
  file: string;
  /** How long the frame is shown, in milliseconds (a GIF's delay as stored, 0 and 10 included). */
  delay_ms: number;
  /** When the frame starts, in milliseconds from the start of the input. */
  time_ms: number;
  width: number;
  height: number;
  bytes: number;
}

/** What the frames are cut from, and how (the decoding command and each frame's timing). */
interface SplitPlan {
  source: Record<string, number | string | null>;
  span: FrameSpan;
  /** Frames the decode gives before the range is applied. */
  frameCount: number;
  digits: number;
  command: MediaCommand;
  /** Delay and start of frame `number` (1-based), in ms. */
  timing(number: number): { delayMs: number; timeMs: number };
  /** Whether exactly every frame of the span must come out (a GIF); a video may give one less. */
  exact: boolean;
}

/**
 * Splits a GIF (WebP, APNG and MNG are converted to GIF first) or a part of a video into one
 * picture per frame, composited and at full size, in a stored ZIP with frames.json. One ffmpeg
 * process writes the pictures; the ZIP stores them as they are.
 */
export const processSplit: Processor<SplitOptions> = async (options, context) => {
  const framesDir = join(context.workDir, "frames");
  await mkdir(framesDir, { recursive: true });
  const facts = context.inputFacts?.[0];
  const demuxer = demuxerForDetectedType(facts?.detectedType ?? null);
  const plan =
    demuxer && facts?.video
      ? videoPlan(options, context, framesDir, demuxer, facts.video)
      : await gifPlan(options, context, framesDir);

  const wanted = plan.span.last - plan.span.first + 1;
  context.reportProgress({ percent: 10, ...stage("saving-frames") });
  let lastPercent = 10;
  await context.media.run(plan.command, {
    signal: context.signal,
    onStdoutLine(line) {
      const written = /^frame=(\d+)/.exec(line)?.[1];
      if (written === undefined) return;
      const percent = 10 + Math.floor((Math.min(Number(written), wanted) / wanted) * 75);
      if (percent <= lastPercent) return;
      lastPercent = percent;
      context.reportProgress({ percent, ...stage("saving-frames") });
    },
  });

  // The names ffmpeg wrote, in frame order (zero-padded: the text order is the frame order).
  const files = (await readdir(framesDir))
    .filter((name) => /^frame-\d+\.(png|jpg)$/.test(name))
    .sort();
  const expected = Array.from({ length: wanted }, (_, offset) =>
    frameFileName(plan.span.first + offset, plan.digits, options.format),
  );
  const complete = plan.exact
    ? files.length === wanted && files.every((name, index) => name === expected[index])
    : files.length > 0 && files.every((name, index) => name === expected[index]);
  if (!complete) {
    throw new Error(`Split wrote ${files.length} frames where ${wanted} were expected`);
  }

  context.reportProgress({ percent: 88, ...stage("packing-the-zip") });
  const first = await readImageHeader(join(framesDir, files[0] as string), options.format);
  if (!first) throw new Error("The first frame written could not be read");
  const frames: FrameRecord[] = [];
  for (const [offset, file] of files.entries()) {
    const number = plan.span.first + offset;
    const { delayMs, timeMs } = plan.timing(number);
    frames.push({
      index: number - 1,
      file,
      delay_ms: delayMs,
      time_ms: timeMs,
      // Every frame of one input has the same size (the GIF's screen, the fitted video picture).
      width: first.width,
      height: first.height,
      bytes: (await stat(join(framesDir, file))).size,
    });
  }
  const manifest = {
    source: plan.source,
    format: options.format,
    frame_count: frames.length,
    frames,
  };
  const zipPath = join(context.workDir, "frames.zip");
  await writeStoredZip(
    zipPath,
    [
      ...files.map((file) => ({ name: file, path: join(framesDir, file) })),
      {
        name: "frames.json",
        bytes: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
      },
    ],
    context.signal,
  );
  context.reportProgress({ percent: 98, ...stage("saving") });
  return { outputs: [{ kind: "zip", path: zipPath }] };
};

async function gifPlan(
  options: SplitOptions,
  context: ProcessorContext,
  framesDir: string,
): Promise<SplitPlan> {
  if (
    options.start_time !== undefined ||
    options.end_time !== undefined ||
    options.fps !== undefined
  ) {
    throw new ToolError(
      "start_time, end_time and fps are for videos; this file is an animation: choose its frames with frames=range, start_frame and end_frame.",
      "bad-request",
    );
  }
  const input = await prepareGifInput(context);
  const { info } = input;
  const span = spanOrThrow(options, info.frameCount);
  const wanted = span.last - span.first + 1;
  const tooMany = frameCountProblem(wanted);
  if (tooMany) throw new ToolError(tooMany, "output-too-large");
  assertGifOutputWithinLimits({ width: info.width, height: info.height, frameCount: wanted });
  const digits = frameNumberDigits(info.frameCount);
  // Start of each frame: the delays before it, as stored (0 included).
  const startsMs = [0];
  for (const delay of info.delaysMs) startsMs.push((startsMs.at(-1) as number) + delay);
  return {
    source: {
      format: input.sourceFormat,
      width: info.width,
      height: info.height,
      frame_count: info.frameCount,
      loop_count: info.loopCount,
    },
    span,
    frameCount: info.frameCount,
    digits,
    command: buildSplitGifCommand({
      inputPath: input.path,
      frameCount: info.frameCount,
      span,
      files: { directory: framesDir, format: options.format, digits },
    }),
    timing: (number) => ({
      delayMs: info.delaysMs[number - 1] ?? 0,
      timeMs: startsMs[number - 1] ?? 0,
    }),
    exact: true,
  };
}

function videoPlan(
  options: SplitOptions,
  context: ProcessorContext,
  framesDir: string,
  demuxer: NonNullable<ReturnType<typeof demuxerForDetectedType>>,
  probe: VideoProbe,
): SplitPlan {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No video was given.", "missing-input");
  const length = probe.durationSeconds;
  if (!(length > 0)) {
    throw new ToolError(
      "The video's length could not be read: the file is damaged or incomplete.",
      "damaged-input",
    );
  }
  const part = videoPart(options, length);
  if ("problem" in part) throw new ToolError(part.problem, part.code);
  const { start, end } = part;
  const duration = end - start;
  const limits = defaultLimits;
  const fps = options.fps ?? videoFrameRate.default;
  const frameCount = videoFrameCount(duration, fps);
  const span = spanOrThrow(options, frameCount);
  const wanted = span.last - span.first + 1;
  const tooMany = frameCountProblem(wanted);
  if (tooMany) throw new ToolError(tooMany, "selection-too-large");
  const box = { width: limits.maxVideoOutputWidth, height: limits.maxVideoOutputHeight };
  const scale = Math.min(1, box.width / probe.width, box.height / probe.height);
  const width = Math.round(probe.width * scale);
  const height = Math.round(probe.height * scale);
  if (width * height * wanted > limits.maxOutputTotalPixels) {
    throw new ToolError(
      `${count(wanted)} frames of ${count(width)} × ${count(height)} px are ${megapixels(width * height * wanted)}; the limit is ${megapixels(limits.maxOutputTotalPixels)} (width × height × frames). Choose a shorter part, fewer frames per second or a smaller range.`,
      "selection-too-large",
    );
  }
  const digits = frameNumberDigits(frameCount);
  const frameMs = 1000 / fps;
  return {
    source: {
      format: facts(context),
      width: probe.width,
      height: probe.height,
      duration_ms: Math.round(length * 1000),
      start_ms: Math.round(start * 1000),
      end_ms: Math.round(end * 1000),
      fps,
    },
    span,
    frameCount,
    digits,
    command: buildSplitVideoCommand({
      inputPath,
      demuxer,
      startSeconds: start,
      durationSeconds: duration,
      fps,
      box,
      frameCount,
      span,
      files: { directory: framesDir, format: options.format, digits },
    }),
    timing: (number) => ({
      delayMs: Math.round(frameMs),
      timeMs: Math.round(start * 1000 + (number - 1) * frameMs),
    }),
    exact: false,
  };
}

const facts = (context: ProcessorContext) => context.inputFacts?.[0]?.detectedType ?? "video";

function spanOrThrow(options: SplitOptions, frameCount: number): FrameSpan {
  const span = selectedFrames(options, frameCount);
  if ("problem" in span) throw new ToolError(span.problem, "invalid-range");
  return span;
}
