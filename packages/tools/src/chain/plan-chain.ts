import { defaultLimits, type ErrorCode } from "@gifkit/contracts";
import type { z } from "zod";
import {
  countText,
  type FrameSelection,
  type FrameStreamFacts,
  type OperationDefinition,
  StepRefusal,
  type StreamFacts,
} from "../operations/define-operation.ts";
import {
  type ChainStep,
  isOperationName,
  type OperationName,
  operationList,
  operations,
} from "../operations/index.ts";
import {
  loopStoringFormats,
  type OutputParams,
  outputParams,
  usesOptimizeEncoder,
  videoToFramesRate,
} from "../operations/output.ts";
import type { ChainSpec } from "./chain-spec.ts";

/**
 * Planning a chain (issue 36), pure and shared: the start call, the worker and the site use it.
 * `parseChain` reads the steps and the output (no input needed: the start call runs it on every
 * request); `planChain` runs every step's planner on the stream it receives, checks the limits
 * at each step and at the output, and picks the path the executor takes. Every refusal names its
 * step: "Step 3 (resize): ...".
 */

/** Most steps one chain takes (contracts' limits). */
export const maxChainOperations = defaultLimits.maxChainOperations;

/** A refusal of a chain: the message (naming the step), its code and the step (1-based, or the output). */
export interface ChainRefusal {
  ok: false;
  message: string;
  code: ErrorCode;
  step: number | "output" | null;
}

export interface ParsedChain {
  steps: ChainStep[];
  output: OutputParams;
}

const names = operationList.map((operation) => operation.name).join(", ");

/** The field names a strict params object takes, for the message about an unknown one. */
function fieldNames(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** The first zod issue as the sentence after "Step N (op): ". */
function issueText(error: z.ZodError, schema: z.ZodType, owner: string): string {
  const [issue] = error.issues;
  if (!issue) return "Its settings are not valid.";
  if (issue.code === "unrecognized_keys") {
    const fields = fieldNames(schema);
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `Unknown field${issue.keys.length === 1 ? "" : "s"} ${keys}: ${owner} takes ${fields.length === 0 ? "no fields" : fields.join(", ")}.`;
  }
  return issue.message;
}

const refusal = (message: string, code: ErrorCode, step: ChainRefusal["step"]): ChainRefusal => ({
  ok: false,
  message,
  code,
  step,
});

const stepLabel = (number: number, op: string) => `Step ${number} (${op})`;

/**
 * Reads the steps (a JSON array of `{op, ...params}`, at most maxChainOperations) and the output
 * (`{format, ...}`, or nothing for a GIF): each step's params with its operation's strict schema.
 */
export function parseChain(
  rawOperations: unknown,
  rawOutput: unknown,
): { ok: true; chain: ParsedChain } | ChainRefusal {
  if (!Array.isArray(rawOperations)) {
    return refusal(
      'operations must be a JSON array of steps, e.g. [{"op": "resize", "width": 320}].',
      "invalid-operation",
      null,
    );
  }
  if (rawOperations.length > maxChainOperations) {
    return refusal(
      `A chain takes at most ${maxChainOperations} operations; this one has ${rawOperations.length.toLocaleString("en-US")}.`,
      "too-many-operations",
      null,
    );
  }
  const steps: ChainStep[] = [];
  for (const [index, raw] of rawOperations.entries()) {
    const number = index + 1;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      return refusal(
        `Step ${number}: each step must be an object such as {"op": "resize", "width": 320}.`,
        "invalid-operation",
        number,
      );
    }
    const { op, ...params } = raw as Record<string, unknown>;
    if (!isOperationName(op)) {
      return refusal(
        op === undefined
          ? `Step ${number}: It has no "op"; use one of ${names}.`
          : `Step ${number}: unknown operation ${JSON.stringify(op)}; use one of ${names}.`,
        "unknown-operation",
        number,
      );
    }
    const definition = operations[op] as OperationDefinition<OperationName>;
    const parsed = definition.params.safeParse(params);
    if (!parsed.success) {
      return refusal(
        `${stepLabel(number, op)}: ${issueText(parsed.error, definition.params, op)}`,
        "invalid-operation",
        number,
      );
    }
    steps.push({ op, params: parsed.data } as ChainStep);
  }
  const output = outputParams.safeParse(rawOutput ?? {});
  if (!output.success) {
    return refusal(
      `Output: ${issueText(output.error, outputParams, "the output")}`,
      "invalid-operation",
      "output",
    );
  }
  return { ok: true, chain: { steps, output: output.data } };
}

/** How the executor runs a chain (in order of preference; see chain/server/run-chain.ts). */
export type ChainPath =
  /** One operation on a GIF ending in a GIF with the edits' encoder: the tool's own GIF path. */
  | "operation"
  /** Only timeline steps on a GIF ending in a GIF: one lossless frame selection (gifsicle). */
  | "timeline"
  /**
   * A GIF ending in a GIF whose steps all have gifsicle paths (crop, resize, timeline steps), but
   * perhaps the last: each step's own GIF path in turn, so only that last step (or Resize's
   * gifsicle --resize) writes new pixels. The chain's result is the tools' one after another.
   */
  | "gif-steps"
  /** One decode, the frames in the chain's order, one filter graph, one encode. */
  | "frames"
  /** A video: one ffmpeg command, its audio beside the picture. */
  | "video";

/** Steps that change only the frames' order, timing or loop: a GIF's frames stay as stored. */
export const timelineOperations: readonly OperationName[] = [
  "speed",
  "reverse",
  "boomerang",
  "cut",
  "frames",
  "loop",
];

/**
 * Steps whose own GIF path is gifsicle's (lossless crop and timeline edits, Resize's --resize on
 * the palette): a chain of them, perhaps ending in any other step, runs them one after another
 * on the GIF ("gif-steps") rather than decoding every frame to true colour.
 */
export const gifsicleOperations: readonly OperationName[] = [
  "crop",
  "resize",
  ...timelineOperations,
];

export interface PlannedStep {
  /** 1-based, as messages name it. */
  number: number;
  step: ChainStep;
  /** The stream the step receives. */
  input: StreamFacts;
  /** The stream it hands on. */
  facts: StreamFacts;
  selection?: FrameSelection;
  /**
   * Frame streams: for every frame of the chain's result, in order, its position in the stream
   * this step receives (a timed step, e.g. text from 1 s to 2 s, applies where that position's
   * time lies in its range, wherever later steps move the frame).
   */
  inputPositions?: number[];
}

export interface ChainPlan {
  ok: true;
  input: StreamFacts;
  steps: PlannedStep[];
  output: OutputParams;
  /** The result's stream: its size, timeline (frames) or duration (video), audio. */
  facts: StreamFacts;
  path: ChainPath;
  /** What the person should know of the result (audio dropped...). */
  notes: string[];
}

/**
 * The path a chain takes by its shape alone (no input needed): which steps and which output.
 * `inputKind` "video" always takes the video path.
 */
export function chainPath(chain: ParsedChain, inputKind: StreamFacts["kind"]): ChainPath {
  if (inputKind === "video") return "video";
  const gifWithEditEncoder = chain.output.format === "gif" && !usesOptimizeEncoder(chain.output);
  if (!gifWithEditEncoder) return "frames";
  const [first, second, ...rest] = chain.steps;
  if (first && rest.length === 0 && (second === undefined || second.op === "loop")) {
    return "operation";
  }
  if (chain.steps.every((step) => timelineOperations.includes(step.op))) return "timeline";
  if (chain.steps.slice(0, -1).every((step) => gifsicleOperations.includes(step.op))) {
    return "gif-steps";
  }
  return "frames";
}

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

/** Frames of a frame output made from a video: one every 1/fps (as Video to GIF counts them). */
export function videoOutputFrameRate(
  output: OutputParams,
  stream: { framesPerSecond: number },
): number {
  return Math.min(output.fps ?? videoToFramesRate.default, Math.max(1, stream.framesPerSecond));
}

/**
 * What a step may make on its way to the result: at most the input frame limit of frames (a
 * chain of boomerangs doubles at every step), and no side larger than both what it received and
 * the result's largest (enlarging past what the output may be is pointless and costs memory).
 */
function checkStep(planned: PlannedStep, output: OutputParams): string | null {
  const { input, facts } = planned;
  if (facts.kind === "frames" && facts.frames.length > defaultLimits.maxInputFrames) {
    return `It would make ${countText(facts.frames.length, "frame")}; a step can make at most ${count(defaultLimits.maxInputFrames)} and a result has at most ${count(defaultLimits.maxOutputFrames)}.`;
  }
  const side = largestSide(output.format, facts.kind);
  for (const [name, value, before] of [
    ["width", facts.width, input.width],
    ["height", facts.height, input.height],
  ] as const) {
    if (value > before && value > side) {
      return `It would make the picture ${count(facts.width)}×${count(facts.height)} px (${name} over ${count(side)} px, the most a result may have).`;
    }
  }
  if (facts.kind === "video" && facts.heldSeconds > 0) {
    const heldPixels =
      Math.ceil(facts.heldSeconds * facts.framesPerSecond) * facts.width * facts.height;
    if (heldPixels > defaultLimits.maxOutputTotalPixels) {
      return `It holds every frame it plays backwards or again in memory: ${megapixels(heldPixels)} here, over the limit of ${megapixels(defaultLimits.maxOutputTotalPixels)} (width × height × frames). Cut the video shorter or make it smaller first.`;
    }
  }
  return null;
}

/** The largest side of a result: a video output's, or an edited animation's. */
function largestSide(format: OutputParams["format"], kind: StreamFacts["kind"]): number {
  const videoOutput = format === "mp4" || format === "webm";
  return videoOutput && kind === "video"
    ? defaultLimits.maxVideoOutputWidth
    : defaultLimits.maxGifOutputSide;
}

/** The result's limits (the output step), or the message naming the one it passes. */
function checkOutput(facts: StreamFacts, output: OutputParams): string | null {
  const { width, height } = facts;
  const videoOutput = output.format === "mp4" || output.format === "webm";
  if (facts.kind === "video" && videoOutput) {
    const longSide = defaultLimits.maxVideoOutputWidth;
    const shortSide = defaultLimits.maxVideoOutputHeight;
    if (Math.max(width, height) > longSide || Math.min(width, height) > shortSide) {
      return `The video would be ${count(width)}×${count(height)} px; an edited video can be at most ${count(longSide)}×${count(shortSide)} px (either way up). Add a resize step.`;
    }
    if (facts.durationSeconds > defaultLimits.maxVideoEditSeconds) {
      return `The video would play for ${facts.durationSeconds.toFixed(1)} s; an edited video can be at most ${count(defaultLimits.maxVideoEditSeconds)} s long. Add a cut step.`;
    }
    return null;
  }
  const frameCount =
    facts.kind === "frames"
      ? facts.frames.length
      : Math.max(1, Math.ceil(facts.durationSeconds * videoOutputFrameRate(output, facts) - 1e-9));
  const side = defaultLimits.maxGifOutputSide;
  if (width > side || height > side) {
    return `The result would be ${count(width)}×${count(height)} px; edited animations can be at most ${count(side)}×${count(side)} px.`;
  }
  if (frameCount > defaultLimits.maxOutputFrames) {
    return facts.kind === "frames"
      ? `The result would have ${count(frameCount)} frames; results can have at most ${count(defaultLimits.maxOutputFrames)} frames.`
      : `${facts.durationSeconds.toFixed(1)} s at ${videoOutputFrameRate(output, facts)} fps makes ${count(frameCount)} frames; results can have at most ${count(defaultLimits.maxOutputFrames)}. Cut the video shorter or lower fps.`;
  }
  if (width * height * frameCount > defaultLimits.maxOutputTotalPixels) {
    return `The result would be ${megapixels(width * height * frameCount)} over all its frames; the limit is ${megapixels(defaultLimits.maxOutputTotalPixels)}.`;
  }
  return null;
}

/**
 * For every frame of the result, its position in the stream each step receives: the steps'
 * selections composed from the last back (a frame a boomerang repeats has two positions at its
 * step and one before it).
 */
function traceInputPositions(steps: PlannedStep[], resultFrames: number): void {
  let positions = Array.from({ length: resultFrames }, (_, position) => position);
  for (let index = steps.length - 1; index >= 0; index--) {
    const step = steps[index] as PlannedStep;
    if (step.selection) {
      const selection = step.selection;
      positions = positions.map((position) => (selection[position] as { index: number }).index);
    }
    step.inputPositions = positions;
  }
}

/**
 * Plans a parsed chain on an input's facts: every step on the stream it receives (a step that
 * cannot take it, or makes more than a step may, is refused by number and name), the output's
 * limits, and the path. Planning loops are bounded by the frames a step may make.
 */
export function planChain(input: StreamFacts, chain: ParsedChain): ChainPlan | ChainRefusal {
  const steps: PlannedStep[] = [];
  const notes: string[] = [];
  let stream = input;
  for (const [index, step] of chain.steps.entries()) {
    const number = index + 1;
    const definition = operations[step.op] as OperationDefinition<OperationName>;
    const label = stepLabel(number, step.op);
    if (!definition.accepts.includes(stream.kind)) {
      return refusal(
        `${label}: It works on the frames of an animated image (GIF, WebP, APNG...), not on a video. Convert the video to a GIF first, or leave the step out.`,
        "invalid-operation",
        number,
      );
    }
    // A video stream (MP4 or WebM out) has its plays written out by the loop step itself.
    if (
      step.op === "loop" &&
      stream.kind !== "video" &&
      !loopStoringFormats.includes(chain.output.format)
    ) {
      if (step.params.loop_count !== 0) {
        return refusal(
          `${label}: ${chain.output.format.toUpperCase()} stores no play count (players loop it or play it once); choose gif, webp or apng for loop_count ${step.params.loop_count}, or leave the step out.`,
          "invalid-operation",
          number,
        );
      }
    }
    let plan: ReturnType<typeof definition.plan>;
    try {
      plan = definition.plan(step.params, stream);
    } catch (error) {
      if (error instanceof StepRefusal) {
        return refusal(`${label}: ${error.message}`, error.code, number);
      }
      throw error;
    }
    const planned: PlannedStep = {
      number,
      step,
      input: stream,
      facts: plan.facts,
      ...(plan.selection ? { selection: plan.selection } : {}),
    };
    const problem = checkStep(planned, chain.output);
    if (problem) return refusal(`${label}: ${problem}`, "output-too-large", number);
    notes.push(...(plan.notes ?? []));
    steps.push(planned);
    stream = plan.facts;
  }
  const outputProblem = checkOutput(stream, chain.output);
  if (outputProblem) {
    return refusal(
      `Output (${chain.output.format}): ${outputProblem}`,
      "output-too-large",
      "output",
    );
  }
  if (stream.kind === "video" && input.kind === "video" && input.hasAudio && !stream.hasAudio) {
    if (notes.length === 0) notes.push("The audio is dropped.");
  }
  if (stream.kind === "frames") traceInputPositions(steps, stream.frames.length);
  return {
    ok: true,
    input,
    steps,
    output: chain.output,
    facts: stream,
    path: chainPath(chain, input.kind),
    notes,
  };
}

/** A GIF upload's header as a frame stream (the start call's facts; the loop is not read there). */
export function frameStreamOfHeader(header: {
  width: number;
  height: number;
  delaysCentiseconds: readonly number[];
  loopCount?: number | null;
}): FrameStreamFacts {
  return {
    kind: "frames",
    width: header.width,
    height: header.height,
    frames: header.delaysCentiseconds.map((delayCentiseconds, sourceIndex) => ({
      sourceIndex,
      delayCentiseconds,
    })),
    loopCount: header.loopCount ?? 0,
  };
}

/**
 * A chain against an uploaded animation's header at the start call, before anything is queued,
 * so a step over a limit is a 400 naming it rather than a task that fails later (issue 40).
 * `wording: "view"` is for a tool page's own chain (Crop, Resize…), whose caller sent no steps:
 * its message drops "Step N (op): " and says "This" for "It".
 */
export function chainProblemAtStart(
  spec: ChainSpec,
  header: Parameters<typeof frameStreamOfHeader>[0],
  wording: "chain" | "view",
): { message: string; code: ErrorCode; step?: number | "output" } | null {
  const parsed = parseChain(spec.operations, spec.output);
  const plan = parsed.ok ? planChain(frameStreamOfHeader(header), parsed.chain) : parsed;
  if (plan.ok) return null;
  if (wording === "view") {
    const sentence = plan.message.replace(/^Step \d+ \([^)]*\): /, "").replace(/^It /, "This ");
    return { message: sentence, code: plan.code };
  }
  return {
    message: plan.message,
    code: plan.code,
    ...(plan.step === null ? {} : { step: plan.step }),
  };
}
