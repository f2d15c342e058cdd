import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { ProgressStage } from "@gifkit/contracts";
import { stage } from "@gifkit/contracts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { VideoStreamFacts } from "../../operations/define-operation.ts";
import type { OperationName } from "../../operations/index.ts";
import type {
  ServerOperation,
  VideoGraphPart,
} from "../../operations/server/define-server-operation.ts";
import {
  demuxerForDetectedType,
  displayedSize,
  type VideoDemuxer,
  type VideoProbe,
} from "../../shared/video-input.ts";
import type { ChainSpec } from "../chain-spec.ts";
import { type ChainPlan, type ParsedChain, planChain } from "../plan-chain.ts";
import {
  buildVideoChainCommand,
  type VideoEncoding,
  type VideoOutputFormat,
  videoProgressFraction,
} from "./video-graph.ts";

/** A probed video as the stream a chain's first step receives (its picture as shown). */
export function videoStreamOfProbe(probe: VideoProbe): VideoStreamFacts {
  return {
    kind: "video",
    ...displayedSize(probe),
    durationSeconds: probe.durationSeconds,
    // A container that declares no rate: 30, the commonest (only cuts by frame number use it).
    framesPerSecond: probe.framesPerSecond ?? 30,
    hasAudio: probe.hasAudio,
    heldSeconds: 0,
    loopCount: 0,
  };
}

/** The constant rate factors of a video result without a size target: visually clean, small. */
export const videoChainCrf: Record<VideoOutputFormat, number> = { mp4: 23, webm: 32 };
/** Audio of a video result without a size target. */
export const videoChainAudioKilobitsPerSecond: Record<VideoOutputFormat, number> = {
  mp4: 128,
  webm: 96,
};

/** The video input of a task: its path, demuxer and probe (the intake's), or the reason not. */
export function videoInputOf(context: ProcessorContext): {
  inputPath: string;
  demuxer: VideoDemuxer;
  probe: VideoProbe;
} {
  const [inputPath] = context.inputPaths;
  const facts = context.inputFacts?.[0];
  if (!inputPath) throw new ToolError("No video was given.", "missing-input");
  const demuxer = demuxerForDetectedType(facts?.detectedType ?? null);
  if (!demuxer || !facts?.video) {
    throw new ToolError(
      "This file is not a video GifKit can read. Use MP4, WebM, MOV, AVI, MKV, FLV, 3GP or WMV.",
      "unsupported-file-type",
    );
  }
  if (!(facts.video.durationSeconds > 0)) {
    throw new ToolError(
      "The video's length could not be read: the file is damaged or incomplete.",
      "damaged-input",
    );
  }
  return { inputPath, demuxer, probe: facts.video };
}

/** Plans a chain on a video, or its refusal as the task's failure; the output must be a video. */
export function plannedVideoChain(chain: ParsedChain, probe: VideoProbe): ChainPlan {
  const format = chain.output.format;
  if (format !== "mp4" && format !== "webm") {
    throw new ToolError(
      `Output (${format}): a chain on a video makes a video here: set output {"format": "mp4"} or {"format": "webm"} (for a GIF from a video, use Video to GIF).`,
      "invalid-operation",
    );
  }
  const plan = planChain(videoStreamOfProbe(probe), chain);
  if (!plan.ok) throw new ToolError(plan.message, plan.code);
  return plan;
}

/**
 * Every step's part of the one graph (a step with no video graph is refused by number); a
 * step's extra inputs (Text's pictures) are numbered after the video's, across the steps.
 */
export async function videoGraphParts(
  plan: ChainPlan,
  context: ProcessorContext,
): Promise<VideoGraphPart[]> {
  const serverOperations = (await import("../../operations/server/index.ts")).serverOperations;
  const parts: VideoGraphPart[] = [];
  let nextInputNumber = 1;
  for (const step of plan.steps) {
    const server = serverOperations[step.step.op as OperationName] as ServerOperation<unknown>;
    if (!server.videoGraph) {
      throw new ToolError(
        `Step ${step.number} (${step.step.op}): It cannot run on a video yet; convert the video to a GIF first, or leave the step out.`,
        "invalid-operation",
      );
    }
    const stepDir = join(context.workDir, `step-${step.number}`);
    await mkdir(stepDir, { recursive: true });
    const part = await server.videoGraph(step.step.params, {
      context,
      step,
      nextInputNumber,
      stepDir,
    });
    nextInputNumber += part.inputs?.length ?? 0;
    parts.push(part);
  }
  return parts;
}

/** Runs one video command with its progress mapped onto [from, to] of the bar. */
export async function runVideoCommand(
  command: ReturnType<typeof buildVideoChainCommand>,
  context: ProcessorContext,
  progress: {
    durationSeconds: number;
    from: number;
    to: number;
    status: string;
    stage?: ProgressStage;
  },
): Promise<void> {
  let lastPercent = -1;
  let lastReportMs = 0;
  try {
    await context.media.run(command, {
      signal: context.signal,
      onStdoutLine(line) {
        const fraction = videoProgressFraction(line, progress.durationSeconds);
        if (fraction === null) return;
        const percent = Math.round(progress.from + fraction * (progress.to - progress.from));
        // A line every half second of output: report at most four times a second.
        const now = Date.now();
        if (percent <= lastPercent || now - lastReportMs < 250) return;
        lastPercent = percent;
        lastReportMs = now;
        context.reportProgress({
          percent,
          status: progress.status,
          ...(progress.stage ? { stage: progress.stage } : {}),
        });
      },
    });
  } catch (error) {
    if (context.signal.aborted || error instanceof ToolError) throw error;
    throw new ToolError(
      "The video could not be edited: it may be damaged or use a codec GifKit cannot read.",
      "conversion-failed",
    );
  }
}

/** Path 4: a video input as one ffmpeg command with its audio. */
export async function runVideoChain(
  chain: ParsedChain,
  context: ProcessorContext,
  encoding?: { encoding: VideoEncoding; audioKilobitsPerSecond: number },
  /** Read at most this many seconds of the input (a trim that ends early stops decoding there). */
  inputDurationSeconds?: number,
): Promise<ProcessorResult> {
  const { inputPath, demuxer, probe } = videoInputOf(context);
  const plan = plannedVideoChain(chain, probe);
  const format = plan.output.format as VideoOutputFormat;
  const facts = plan.facts as VideoStreamFacts;
  const parts = await videoGraphParts(plan, context);
  const outputPath = join(context.workDir, `edited.${format}`);
  context.reportProgress({ percent: 3, ...stage("editing-the-video") });
  await runVideoCommand(
    buildVideoChainCommand({
      inputPath,
      demuxer,
      parts,
      withAudio: facts.hasAudio,
      facts,
      format,
      encoding: encoding?.encoding ?? { kind: "quality", crf: videoChainCrf[format] },
      hdrTransfer: probe.hdrTransfer ?? null,
      ...(inputDurationSeconds === undefined ? {} : { inputDurationSeconds }),
      audioKilobitsPerSecond:
        encoding?.audioKilobitsPerSecond ?? videoChainAudioKilobitsPerSecond[format],
      outputPath,
    }),
    context,
    { durationSeconds: facts.durationSeconds, from: 3, to: 98, ...stage("editing-the-video") },
  );
  return {
    outputs: [{ kind: format, path: outputPath }],
    hasAudio: facts.hasAudio,
    ...(plan.notes.length > 0 ? { notes: plan.notes } : {}),
  };
}

/** A video tool as a view over path 4: its options as a chain, run on the video input. */
export function videoChainView<Options>(
  chainOf: (options: Options) => ChainSpec,
): Processor<Options> {
  return async (options, context) => {
    const { parsedOrThrow } = await import("./run-chain.ts");
    return runVideoChain(parsedOrThrow(chainOf(options)), context);
  };
}
