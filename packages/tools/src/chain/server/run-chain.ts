import { mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import { setGifPlays } from "../../frames/server/loop-block.ts";
import type { GifEditInput } from "../../media-toolkit.ts";
import type { FrameStreamFacts, StreamFacts } from "../../operations/define-operation.ts";
import type { OperationName } from "../../operations/index.ts";
import type { OutputParams } from "../../operations/output.ts";
import { usesOptimizeEncoder } from "../../operations/output.ts";
import type {
  GifPathRun,
  ServerOperation,
} from "../../operations/server/define-server-operation.ts";
import { fitResultUnder, withDestination } from "../../shared/fit-result.ts";
import { type GifInput, prepareGifInput } from "../../shared/gif-input.ts";
import { detectAnimationContainer, setGifDelays } from "../../shared/image-header.ts";
import { readHead } from "../../shared/read-head.ts";
import type { ChainSpec } from "../chain-spec.ts";
import { gifOnePassFits, gifStepsRequantiseTwice } from "../gif-one-pass.ts";
import {
  type ChainPlan,
  chainPath,
  type ParsedChain,
  type PlannedStep,
  parseChain,
  planChain,
} from "../plan-chain.ts";
import { buildFrameGraphCommand, buildGifOnePassCommand } from "./frame-graph.ts";
import {
  type FramesSource,
  frameStreamOfLayout,
  isAvif,
  readFramesSource,
  readVideoFramesSource,
} from "./frames-source.ts";
import { encodeFramesOutput } from "./output-encoder.ts";

/**
 * The one executor (issue 36): a chain of operations, planned (plan-chain.ts), runs on the
 * shortest path its shape allows, in this order:
 *
 * 1. "operation": one step (perhaps with a loop step after it) on a GIF, ending in a GIF with
 *    the edits' encoder: the tool's own GIF path, so its bytes are today's (Speed, Cut, Reverse,
 *    Edit frames, colour-only Effects, Rotate & Flip lossless). No step with Optimize's settings
 *    or another format: the output step's own paths (Optimize, Convert).
 * 2. "timeline": only timeline steps on a GIF ending in a GIF: the steps composed into one frame
 *    selection with delays, written losslessly by Edit frames' gifsicle paths.
 *    2b. "gif-steps": crop, resize and timeline steps on a GIF ending in a GIF, perhaps followed
 *    by one step of any kind: each step's own GIF path in turn (runGifStepsPath).
 * 3. "frames": one decode into raw composited frames, the frames fed in the result's order into
 *    one ffmpeg graph of the picture steps, one encode into the output format.
 * 4. "video": a video input ending in MP4 or WebM, as one ffmpeg command with its audio
 *    (video-chain.ts). A video ending in a frame format (GIF...) takes path 3: its frames are
 *    sampled at the output's fps first (frames-source.ts readVideoFramesSource).
 *
 * The operations' server parts and the tools' paths are loaded when a chain runs: each tool's
 * processor is a view that imports this module, and they import the tools back.
 */

const loadServerOperations = async () =>
  (await import("../../operations/server/index.ts")).serverOperations;

export interface ChainRunOptions {
  /**
   * Refusals name their step ("Step 2 (resize): ..."): a chain sent as a chain (POST /api/edit).
   * The tools' own chains keep their own messages (their paths check what they always checked).
   */
  namedSteps: boolean;
  /** A video input runs as a video (POST /api/edit); the GIF tools read one as an animation. */
  videoInputs: boolean;
}

/** A GIF tool as a view over the executor: its options mapped to a chain, run as one. */
export function chainView<Options>(chainOf: (options: Options) => ChainSpec): Processor<Options> {
  return (options, context) =>
    runChain(chainOf(options), context, { namedSteps: false, videoInputs: false });
}

/** Parses a chain sent as JSON (its refusal as the task's failure). */
export function parsedOrThrow(spec: ChainSpec): ParsedChain {
  const parsed = parseChain(spec.operations, spec.output ?? {});
  if (!parsed.ok) throw new ToolError(parsed.message, parsed.code);
  return parsed.chain;
}

/** A plan, or its refusal as the task's failure. */
function plannedOrThrow(facts: StreamFacts, chain: ParsedChain): ChainPlan {
  const plan = planChain(facts, chain);
  if (!plan.ok) throw new ToolError(plan.message, plan.code);
  return plan;
}

/** Total plays (0 forever) for NETSCAPE repetitions (0 forever, null none: plays once). */
export const playsOf = (loopCount: number | null): number =>
  loopCount === null ? 1 : loopCount === 0 ? 0 : loopCount + 1;

export async function runChain(
  spec: ChainSpec,
  context: ProcessorContext,
  options: ChainRunOptions,
): Promise<ProcessorResult> {
  const chain = parsedOrThrow(spec);
  const facts = context.inputFacts?.[0];
  if (options.videoInputs && facts?.video) {
    if (chain.output.format === "mp4" || chain.output.format === "webm") {
      const { runVideoChain } = await import("./video-chain.ts");
      return runVideoChain(chain, context);
    }
    // A frame format from a video: its frames sampled at the output's fps, then path 3.
    const video = facts.video;
    return runFramesPath(chain, context, () =>
      readVideoFramesSource(context, video, facts.detectedType, chain.output),
    );
  }
  if (chain.steps.length === 0) {
    if (await readsFramesNatively(chain.output, context)) return runFramesPath(chain, context);
    return runOutputOnly(chain.output, context, options);
  }
  const path = chainPath(chain, "frames");
  if (path === "operation") return runOperationPath(chain, context, options);
  if (path === "timeline") return runTimelinePath(chain, context);
  if (path === "gif-steps" && (await isGifInput(context))) {
    if (!gifStepsRequantiseTwice(chain)) return runGifStepsPath(chain, context, options);
    // Resize's --resize and a painting last step would each re-quantise: one pass instead,
    // where the GIF allows it (gif-one-pass.ts).
    const source = await readFramesSource(context);
    const plan = plannedOrThrow(source.facts, chain);
    if (
      !source.gif ||
      !(await onePassFits(chain, source, plan.facts as FrameStreamFacts, context))
    ) {
      return runGifStepsPath(chain, context, options);
    }
    return runGifOnePass(chain, plan, source.gif.path, context);
  }
  return runFramesPath(chain, context);
}

/** Whether the input is a GIF itself (other animations are read natively by the frame path). */
async function isGifInput(context: ProcessorContext): Promise<boolean> {
  const [inputPath] = context.inputPaths;
  return (
    inputPath !== undefined && detectAnimationContainer(await readHead(inputPath, 16)) === "gif"
  );
}

/**
 * Path 2b, "lossless prefix, then one encode": every step but perhaps the last has a gifsicle
 * path (crop, resize, timeline steps), so each step's own GIF path runs in turn on the GIF the
 * step before made, each in a directory of its own. Issue 36's Crop → Resize → Speed → Add Text
 * on classroom.gif: the frame path decoded every frame to true colour and re-quantised them
 * (465,934 bytes); this path gives the four tools' own result (407,096 bytes, the lossless crop
 * and delays, Resize's gifsicle --resize, Add Text's exact writer) in one task
 * (docs/performance.md "Keep editing as one chain").
 */
async function runGifStepsPath(
  chain: ParsedChain,
  context: ProcessorContext,
  options: ChainRunOptions,
): Promise<ProcessorResult> {
  const serverOperations = await loadServerOperations();
  const first = await prepareGifInput(context);
  if (options.namedSteps) {
    plannedOrThrow(frameStreamOfLayout(await context.media.gifLayout(first.path)), chain);
  }
  const make = async () => {
    let input = first;
    let result: ProcessorResult = { outputs: [{ kind: "gif", path: first.path }] };
    for (const [index, step] of chain.steps.entries()) {
      const server = serverOperations[step.op] as ServerOperation<unknown>;
      const workDir = join(context.workDir, `gif-step-${index + 1}`);
      await mkdir(workDir, { recursive: true });
      const stepContext: ProcessorContext = {
        ...context,
        inputPaths: [input.path],
        workDir,
        reportProgress: (progress) =>
          context.reportProgress({
            ...progress,
            percent: Math.round(((index + progress.percent / 100) / chain.steps.length) * 95),
          }),
      };
      if (index > 0) input = await prepareGifInput(stepContext);
      result = await server.gifPath(step.params, { input, context: stepContext });
      const gif = result.outputs.find((output) => output.kind === "gif");
      if (!gif) throw new Error(`step ${index + 1} (${step.op}) made no GIF`);
      input = { ...input, path: gif.path };
    }
    return result;
  };
  return fitOutput(chain.output, make, false, context);
}

/**
 * Whether a chain of no step is written from the input's own frames (frames-source.ts: an
 * animated WebP by sharp, an APNG and an AVIF by ffmpeg's decoders) rather than through a GIF
 * conversion: any non-GIF output without a sticker destination (those are Convert's GIF path's),
 * so a WebP, APNG or AVIF becomes a WebP, APNG, AVIF, MP4 or WebM without being cut to 256 colours on the way.
 */
async function readsFramesNatively(
  output: OutputParams,
  context: ProcessorContext,
): Promise<boolean> {
  const [inputPath] = context.inputPaths;
  if (output.format === "gif" || output.destination !== undefined || !inputPath) return false;
  const container = detectAnimationContainer(await readHead(inputPath, 16));
  return container === "webp" || container === "png" || (await isAvif(inputPath));
}

/** The output step's own fit: a destination's limits, or target_size_bytes, on the GIF made. */
async function fitOutput(
  output: OutputParams,
  make: (targetSizeBytes: number | undefined) => Promise<ProcessorResult>,
  fitsItself: boolean,
  context: ProcessorContext,
): Promise<ProcessorResult> {
  if (fitsItself) {
    // Resize and Optimize fit from their own source (shared/fit-result.ts withDestination).
    const processor = withDestination<{ target_size_bytes?: number; destination?: string }>((fit) =>
      make(fit.target_size_bytes),
    );
    return processor(
      {
        ...(output.target_size_bytes === undefined
          ? {}
          : { target_size_bytes: output.target_size_bytes }),
        ...(output.destination === undefined ? {} : { destination: output.destination }),
      },
      context,
    );
  }
  return fitResultUnder(
    { target_size_bytes: output.target_size_bytes, destination: output.destination },
    await make(undefined),
    context,
  );
}

/** A chain of no step: the GIF as it is, Optimize's encoder on it, or Convert's formats. */
async function runOutputOnly(
  output: OutputParams,
  context: ProcessorContext,
  options: ChainRunOptions,
): Promise<ProcessorResult> {
  const input = await prepareGifInput(context);
  if (options.namedSteps) {
    plannedOrThrow(frameStreamOfLayout(await context.media.gifLayout(input.path)), {
      steps: [],
      output,
    });
  }
  const run: GifPathRun = { input, context };
  const { convertOutputPath, optimizeOutputPath } = await import(
    "../../operations/server/output.ts"
  );
  if (output.format !== "gif") return convertOutputPath(output, run);
  if (usesOptimizeEncoder(output)) {
    return fitOutput(
      output,
      (targetSizeBytes) => optimizeOutputPath(output, { ...run, targetSizeBytes }),
      true,
      context,
    );
  }
  // Nothing to change: the GIF itself (the engine never re-encodes what no step touched).
  const copyPath = join(context.workDir, "unchanged.gif");
  await writeFile(copyPath, await readFile(input.path));
  return fitOutput(
    output,
    async () => ({ outputs: [{ kind: "gif", path: copyPath }] }),
    false,
    context,
  );
}

/** Path 1: the one step's own GIF path, its trailing loop, the output's fit. */
async function runOperationPath(
  chain: ParsedChain,
  context: ProcessorContext,
  options: ChainRunOptions,
): Promise<ProcessorResult> {
  const [first, second] = chain.steps as [
    ParsedChain["steps"][number],
    ParsedChain["steps"][number]?,
  ];
  const server = (await loadServerOperations())[first.op] as ServerOperation<unknown>;
  const input = await prepareGifInput(context);
  if (options.namedSteps) {
    plannedOrThrow(frameStreamOfLayout(await context.media.gifLayout(input.path)), chain);
  }
  const loopPlays = second?.op === "loop" ? second.params.loop_count : undefined;
  const takesLoop = server.takesLoop === true;
  const make = async (targetSizeBytes: number | undefined) => {
    const result = await server.gifPath(first.params, {
      input,
      context,
      loopPlays: takesLoop ? loopPlays : undefined,
      targetSizeBytes,
    });
    if (loopPlays !== undefined && !takesLoop) await writePlays(result, loopPlays);
    return result;
  };
  return fitOutput(chain.output, make, server.fitsItself === true, context);
}

/** Writes a play count into a result's GIF (only its loop block changes). */
async function writePlays(result: ProcessorResult, plays: number): Promise<void> {
  const gif = result.outputs.find((output) => output.kind === "gif");
  if (!gif) return;
  await writeFile(gif.path, setGifPlays(await readFile(gif.path), plays));
}

/** Path 2: timeline steps composed into one selection of the stored frames, written losslessly. */
async function runTimelinePath(chain: ParsedChain, context: ProcessorContext) {
  const { writeFrameSelection } = await import("../../frames/server/process.ts");
  const input = await prepareGifInput(context);
  const layout = await context.media.gifLayout(input.path);
  const plan = plannedOrThrow(frameStreamOfLayout(layout), chain);
  const facts = plan.facts as FrameStreamFacts;
  const frames = facts.frames.map((frame) => ({
    index: frame.sourceIndex,
    delayCentiseconds: frame.delayCentiseconds,
  }));
  const plays = facts.loopCount === layout.loopCount ? undefined : playsOf(facts.loopCount);
  return fitOutput(
    chain.output,
    () => writeFrameSelection(frames, plays, { input, layout, context }),
    false,
    context,
  );
}

/** Path 3: one decode, the picture steps as one graph over the frames in order, one encode. */
async function runFramesPath(
  chain: ParsedChain,
  context: ProcessorContext,
  readSource: () => Promise<FramesSource> = () => readFramesSource(context),
): Promise<ProcessorResult> {
  const { media, signal, workDir } = context;
  const source = await readSource();
  const plan = plannedOrThrow(source.facts, chain);
  const facts = plan.facts as FrameStreamFacts;
  if (source.gif && (await onePassFits(chain, source, facts, context))) {
    return runGifOnePass(chain, plan, source.gif.path, context);
  }
  context.reportProgress({ percent: 5, ...stage("decoding-frames") });
  const sourceRaw = join(workDir, "chain-source.rgba");
  const lastSource = facts.frames.reduce((last, frame) => Math.max(last, frame.sourceIndex), 0);
  await source.decodeToRaw(sourceRaw, lastSource + 1);
  const frameBytes = source.facts.width * source.facts.height * 4;
  const order = facts.frames.map((frame) => frame.sourceIndex);

  const { filters, inputs } = await frameGraphParts(plan, chain.output.format, context);
  let resultRaw = sourceRaw;
  let resultOrder = order;
  if (filters.length > 0) {
    context.reportProgress({ percent: 20, ...stage("editing-frames") });
    resultRaw = join(workDir, "chain-result.rgba");
    await media.run(
      buildFrameGraphCommand({
        inputSize: source.facts,
        filters,
        inputs,
        outputPath: resultRaw,
      }),
      { signal, stdin: framesInOrder(sourceRaw, frameBytes, order, signal) },
    );
    await rm(sourceRaw, { force: true });
    resultOrder = order.map((_, position) => position);
  }
  context.reportProgress({ percent: 50, ...stage("encoding") });
  const result = await encodeFramesOutput(
    {
      rawPath: resultRaw,
      width: facts.width,
      height: facts.height,
      order: resultOrder,
      delaysCentiseconds: facts.frames.map((frame) => frame.delayCentiseconds),
      loopCount: facts.loopCount,
    },
    chain.output,
    context,
  );
  await rm(resultRaw, { force: true });
  if (chain.output.format !== "gif") return result;
  return fitOutput(chain.output, async () => result, false, context);
}

/** Whether the frame path's GIF one pass may write this chain (gif-one-pass.ts), pixels checked last. */
async function onePassFits(
  chain: ParsedChain,
  source: FramesSource,
  result: FrameStreamFacts,
  context: ProcessorContext,
): Promise<boolean> {
  return (
    source.gif !== undefined &&
    gifOnePassFits(chain, source.gif.layout, result) &&
    (await context.media.isOpaqueAnimation(source.gif.path, context.signal, source.gif.layout))
  );
}

/**
 * The frame path's GIF one pass (gif-one-pass.ts says when): decode, the picture steps, one
 * palette and the encode in one ffmpeg command, then the chain's delays written into the frames.
 */
async function runGifOnePass(
  chain: ParsedChain,
  plan: ChainPlan,
  gifPath: string,
  context: ProcessorContext,
): Promise<ProcessorResult> {
  const facts = plan.facts as FrameStreamFacts;
  const { filters, inputs } = await frameGraphParts(plan, chain.output.format, context, true);
  context.reportProgress({ percent: 20, ...stage("editing-and-encoding-frames") });
  const outputPath = join(context.workDir, "chain.gif");
  await context.media.run(
    buildGifOnePassCommand({
      inputPath: gifPath,
      frameCount: facts.frames.length,
      filters,
      inputs,
      colours: chain.output.colors ?? 256,
      // The edits' encoder dithers nothing (GIF pixels re-encoded); any kernel asked for is
      // Floyd-Steinberg here (ffmpeg has no Atkinson or Burkes).
      dither:
        chain.output.dither === undefined || chain.output.dither === "none"
          ? "none"
          : "floyd_steinberg",
      muxerLoop: facts.loopCount === null ? -1 : facts.loopCount,
      outputPath,
    }),
    { signal: context.signal },
  );
  const written = setGifDelays(
    await readFile(outputPath),
    facts.frames.map((frame) => frame.delayCentiseconds),
  );
  await writeFile(outputPath, written.bytes);
  return fitOutput(
    chain.output,
    async () => ({ outputs: [{ kind: "gif", path: outputPath }] }),
    false,
    context,
  );
}

/**
 * The frame path for a chain that has no GIF path of its own (Draw: nothing to draw losslessly):
 * an operation's gifPath runs its one step through it.
 */
export const runFramesChain = (chain: ParsedChain, context: ProcessorContext) =>
  runFramesPath(chain, context);

/** The gif-steps path whatever the chain (bench-chain.ts: the one pass's "before" in the same run). */
export const runGifStepsChain = (chain: ParsedChain, context: ProcessorContext) =>
  runGifStepsPath(chain, context, { namedSteps: false, videoInputs: false });

/** Every picture step's filters and extra inputs, in chain order (inputs numbered across steps). */
async function frameGraphParts(
  plan: ChainPlan,
  outputFormat: OutputParams["format"],
  context: ProcessorContext,
  opaqueFrames = false,
): Promise<{ filters: string[]; inputs: GifEditInput[] }> {
  const serverOperations = await loadServerOperations();
  const filters: string[] = [];
  const inputs: GifEditInput[] = [];
  for (const step of plan.steps) {
    const server = serverOperations[step.step.op as OperationName] as ServerOperation<unknown>;
    if (!server.frameGraph) {
      if (isTimelineOnly(step)) continue;
      throw new ToolError(
        `Step ${step.number} (${step.step.op}) cannot run in a chain of several steps yet; run it on its own.`,
        "invalid-operation",
      );
    }
    const stepDir = join(context.workDir, `step-${step.number}`);
    await mkdir(stepDir, { recursive: true });
    const part = await server.frameGraph(step.step.params, {
      context,
      step,
      nextInputNumber: inputs.length + 1,
      stepDir,
      outputFormat,
      opaqueFrames,
    });
    filters.push(...part.filters);
    inputs.push(...(part.inputs ?? []));
  }
  return { filters, inputs };
}

/** Steps that change only the timeline: the frames are fed in the result's order instead. */
const isTimelineOnly = (step: PlannedStep) =>
  ["speed", "reverse", "boomerang", "cut", "frames", "loop"].includes(step.step.op);

/**
 * The frames of a raw file in the order given (a frame may come twice), read one at a time so
 * memory stays flat: two buffers taken in turn once frames are large (the pipe's backpressure
 * means a buffer is free again when the next one is read).
 */
export async function* framesInOrder(
  rawPath: string,
  frameBytes: number,
  order: readonly number[],
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const file = await open(rawPath, "r");
  try {
    for (const index of order) {
      signal.throwIfAborted();
      const frame = new Uint8Array(frameBytes);
      const { bytesRead } = await file.read(frame, 0, frameBytes, index * frameBytes);
      if (bytesRead !== frameBytes) throw new Error(`frame ${index + 1} is incomplete`);
      yield frame;
    }
  } finally {
    await file.close();
  }
}

export type { GifInput };
