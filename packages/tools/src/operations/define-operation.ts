import type { ErrorCode } from "@gifkit/contracts";
import type { z } from "zod";
import { type FrameOrder, orderedFrameIndices, orderedFrames } from "../shared/frame-order.ts";

/**
 * The vocabulary of edits (issue 36): every edit is an operation, `{op: "<name>", ...params}`, and
 * any list of them runs as one chain (packages/tools/src/chain). An operation's definition
 * (`operations/<name>.ts`, this type) is pure and shared: its name and summary, its params' zod
 * schema (strict, JSON-typed, with the tool's own field names), which streams it works on, and a
 * planner that says what it does to the stream's facts. The site may bundle it (the chain UI);
 * how it runs on the engine is its server part (`operations/server/<name>.ts`).
 */

/** What a stream is: the frames of an animated image (GIF, WebP, APNG...) or a video. */
export type StreamKind = "frames" | "video";

/** One frame of a frame stream's timeline: which decoded input frame, for how long. */
export interface TimelineFrame {
  /** The input's frame (0-based, in its stored order), composited (disposal applied). */
  sourceIndex: number;
  /** GIF hundredths of a second as stored: 0 and 1 are kept (browsers play them as 10). */
  delayCentiseconds: number;
  /**
   * A 0-delay patch of the picture the frames after it complete (a true-colour GIF whose
   * pictures stand alone: frame-order.ts pictureGroups, gif-paths.ts picturesStandAlone). Reverse
   * and Boomerang move it with its picture, as the Reverse tool's own path does, so the stored
   * patches can be copied (issue 39: a chain's reverse made the build-up fixture 10× larger).
   */
  patch?: true;
}

/** An animated image's frames at one step of a chain. */
export interface FrameStreamFacts {
  kind: "frames";
  width: number;
  height: number;
  /** Every frame in the order it plays at this step. */
  frames: readonly TimelineFrame[];
  /** NETSCAPE repetitions after the first play: 0 forever, null no loop block (plays once). */
  loopCount: number | null;
}

/** A video at one step of a chain (timestamps are its own; the frame rate is its average). */
export interface VideoStreamFacts {
  kind: "video";
  width: number;
  height: number;
  durationSeconds: number;
  framesPerSecond: number;
  /** The input's audio is still in the stream (a step that cannot keep its time drops it). */
  hasAudio: boolean;
  /** Seconds of decoded video a step holds in memory at once (reverse, boomerang): 0 for none. */
  heldSeconds: number;
  /** Plays of an output that stores them (GIF, WebP, APNG): as FrameStreamFacts' loopCount. */
  loopCount: number | null;
}

export type StreamFacts = FrameStreamFacts | VideoStreamFacts;

/**
 * A step's change to the frames' order and timing, for frame streams: the new timeline, each entry
 * naming a frame of the incoming timeline by its position there (a frame may appear twice, or be
 * dropped), with its new delay.
 */
export type FrameSelection = readonly { index: number; delayCentiseconds: number }[];

/** What a step's planner says. */
export interface StepPlan {
  /** The stream after the step. */
  facts: StreamFacts;
  /** Frame streams: the step reorders, drops, repeats or retimes frames (temporal steps). */
  selection?: FrameSelection;
  /** Something the person should know of the result ("the audio is dropped: ..."). */
  notes?: string[];
}

/** A step that cannot run on the stream it receives; planChain names the step before the text. */
export class StepRefusal extends Error {
  readonly code: ErrorCode;
  constructor(message: string, code: ErrorCode = "invalid-operation") {
    super(message);
    this.name = "StepRefusal";
    this.code = code;
  }
}

export interface OperationDefinition<Name extends string = string, Params = unknown> {
  /** The `op` of a step: the operation's file name, e.g. "resize". */
  name: Name;
  /**
   * Its place where the operations are listed for people (ascending): an unknown op's message,
   * Edit's summary, the OpenAPI document. The list itself is generated from the files.
   */
  listPosition: number;
  /** One line for the OpenAPI document and the chain's step list. */
  summary: string;
  /**
   * The params besides `op`: a strict zod object (unknown keys and `null` for a number are
   * refused), JSON-typed, with the field names of the tool that offers the edit.
   */
  params: z.ZodType<Params>;
  /** The streams it works on. */
  accepts: readonly StreamKind[];
  /**
   * What the step does to the stream's facts (pure; never loops longer than the output's frame
   * count): size, timeline or time, audio. Throws StepRefusal for a stream it cannot take
   * (a range past the end, a frame index that is not there).
   */
  plan(params: Params, stream: StreamFacts): StepPlan;
}

/** Types an operation's definition (`operations/<name>.ts`), keeping its name literal. */
export function defineOperation<const Name extends string, Params>(
  definition: OperationDefinition<Name, Params>,
): OperationDefinition<Name, Params> {
  return definition;
}

/** The stream as a frame stream, or a refusal that says the step needs one. */
export function frameStream(stream: StreamFacts): FrameStreamFacts {
  if (stream.kind !== "frames") {
    throw new StepRefusal("It works on the frames of an animated image, not on a video.");
  }
  return stream;
}

/** The frames' delays at this step, as stored. */
export const storedDelays = (stream: FrameStreamFacts): number[] =>
  stream.frames.map((frame) => frame.delayCentiseconds);

/**
 * Reverse's or Boomerang's selection: the frames in that order, each with its delay; where the
 * stream has patches (TimelineFrame.patch), whole pictures (a patch with the frames after it, up
 * to the first that is not one) in that order, each picture's frames in their own order.
 */
export function orderedSelection(order: FrameOrder, stream: FrameStreamFacts): FrameSelection {
  const delays = storedDelays(stream);
  if (!stream.frames.some((frame) => frame.patch)) return orderedFrames(order, delays);
  const pictures: number[][] = [];
  let current: number[] = [];
  for (const [index, frame] of stream.frames.entries()) {
    current.push(index);
    if (!frame.patch) {
      pictures.push(current);
      current = [];
    }
  }
  if (current.length > 0) pictures.push(current);
  return orderedFrameIndices(order, pictures.length).flatMap((picture) =>
    (pictures[picture] as number[]).map((index) => ({
      index,
      delayCentiseconds: delays[index] as number,
    })),
  );
}

/** The new timeline of a selection over the incoming one. */
export function selectFrames(stream: FrameStreamFacts, selection: FrameSelection): TimelineFrame[] {
  return selection.map(({ index, delayCentiseconds }) => {
    const frame = stream.frames[index];
    if (!frame) throw new Error(`selection names frame ${index} of ${stream.frames.length}`);
    // A patch stays one while it keeps its 0 delay (a new delay makes it a picture of its own).
    return {
      sourceIndex: frame.sourceIndex,
      delayCentiseconds,
      ...(frame.patch && delayCentiseconds === 0 ? { patch: true as const } : {}),
    };
  });
}

/** A temporal step's plan on a frame stream: its selection and the timeline it makes. */
export function selectionPlan(stream: FrameStreamFacts, selection: FrameSelection): StepPlan {
  return { facts: { ...stream, frames: selectFrames(stream, selection) }, selection };
}

/** Seconds as people read them in messages: at most two decimals. */
export const secondsText = (seconds: number): string =>
  `${Number(seconds.toFixed(2)).toLocaleString("en-US")} s`;

/** A count with its noun: "1 frame", "2,000 frames". */
export const countText = (count: number, noun: string): string =>
  `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
