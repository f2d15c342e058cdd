import type { PlannedStep } from "../../chain/plan-chain.ts";
import type { ProcessorContext, ProcessorResult } from "../../define-tool.ts";
import type { GifEditInput } from "../../media-toolkit.ts";
import type { GifInput } from "../../shared/gif-input.ts";
import type { OutputFormat } from "../output.ts";

/**
 * How an operation runs on the engine (`operations/server/<name>.ts`, the server only): the
 * tool's own GIF path for a chain of that one step, and its part of the frame graph or the video
 * graph of longer chains. Kept apart from the definition (`operations/<name>.ts`) because the
 * site bundles definitions for the chain's step list, and these hold ffmpeg and gifsicle
 * arguments and node:fs code the browser must never get (apps/web/test/client-chunks.test.ts).
 */

/** What an operation's own GIF path gets: the GIF (an upload, or another format converted). */
export interface GifPathRun {
  input: GifInput;
  context: ProcessorContext;
  /**
   * The chain's trailing loop step (total plays, 0 forever) when the path takes it itself
   * (`takesLoop`); otherwise the executor writes it into the result afterwards.
   */
  loopPlays?: number | undefined;
  /** The output's fit (`fitsItself`): target_size_bytes from the path's own source. */
  targetSizeBytes?: number | undefined;
}

/** Where a step's filters run in the frame graph, and what they need (frame streams). */
export interface FrameGraphContext {
  context: ProcessorContext;
  /** The planned step: its params, the stream it receives, and each result frame's position in it. */
  step: PlannedStep;
  /** The number the step's first extra input gets ([in<N>]): inputs are numbered across steps. */
  nextInputNumber: number;
  /** A directory of this step's own (frames it writes for its extra inputs). */
  stepDir: string;
  /** The chain's output format (a GIF's palette pays for colours a filter makes). */
  outputFormat: OutputFormat;
  /** Every frame is opaque (the GIF one pass): no filter need guard transparent pixels. */
  opaqueFrames: boolean;
}

/** A step's part of the frame graph: filters on the frames, and the extra inputs they name. */
export interface FrameGraphPart {
  filters: string[];
  inputs?: GifEditInput[];
}

/** Where a step's filters run in a video's graph. */
export interface VideoGraphContext {
  context: ProcessorContext;
  step: PlannedStep;
  nextInputNumber: number;
  stepDir: string;
}

/** A step's part of a video's one ffmpeg graph: picture filters, audio filters, extra inputs. */
export interface VideoGraphPart {
  /** Filters on the picture, in order ("split"/"concat" shapes are written as `graph`). */
  video: string[];
  /** Filters on the audio beside it (null: the step drops the audio). */
  audio: string[] | null;
  /**
   * A step that is not a plain filter list (boomerang: the stream and its reverse joined):
   * `[in]` and `[out]` stand for the step's input and output labels, `[ain]`/`[aout]` the audio's.
   */
  graph?: { video: string; audio: string | null };
  inputs?: GifEditInput[];
}

export interface ServerOperation<Params> {
  /**
   * The tool's own GIF path: a chain of this one step (and perhaps a loop) on a GIF ending in a
   * GIF with the edits' encoder runs exactly as the tool always did (lossless where it was).
   */
  gifPath(params: Params, run: GifPathRun): Promise<ProcessorResult>;
  /** The GIF path sets the play count itself (Edit frames, Effects: their loop_count). */
  takesLoop?: boolean;
  /** The GIF path fits under target_size_bytes from its own source (Resize). */
  fitsItself?: boolean;
  /** Frame streams: the step's filters, run on every frame of the result in order. */
  frameGraph?(params: Params, graph: FrameGraphContext): Promise<FrameGraphPart> | FrameGraphPart;
  /** Videos: the step's part of the one ffmpeg command. */
  videoGraph?(params: Params, graph: VideoGraphContext): Promise<VideoGraphPart> | VideoGraphPart;
}

export function defineServerOperation<Params>(
  operation: ServerOperation<Params>,
): ServerOperation<Params> {
  return operation;
}

/**
 * An ffmpeg timeline expression true on the given frame numbers (n counts the frames fed to the
 * graph, the result's own order: never `t`, which the raw stream's nominal rate would make up):
 * runs of consecutive numbers become one `between`, so a range is one term.
 */
export function framesEnableExpression(positions: readonly number[]): string {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const terms: string[] = [];
  let start = sorted[0];
  for (let index = 1; index <= sorted.length; index++) {
    const previous = sorted[index - 1] as number;
    const current = sorted[index];
    if (current === previous + 1) continue;
    terms.push(start === previous ? `eq(n,${start})` : `between(n,${start},${previous})`);
    start = current;
  }
  return terms.length === 0 ? "0" : terms.join("+");
}

/**
 * The result frames a timed step draws on: those whose position at the step is one of
 * `activeInputPositions` (positions in the stream the step receives).
 */
export function activeResultFrames(
  step: PlannedStep,
  isActive: (inputPosition: number) => boolean,
): number[] {
  const positions = step.inputPositions ?? [];
  return positions.flatMap((position, resultFrame) => (isActive(position) ? [resultFrame] : []));
}

/**
 * Filters to follow a video step whose last filter is an overlay (two inputs joined): ffmpeg's
 * framesync ends the overlay's output at its last frame's timestamp, not after that frame, so
 * the result's fps filter dropped the last frame (89 of 90 out). One cloned frame (tpad) puts
 * the end one frame later, where it belongs; fps at the stream's own rate then keeps every real
 * frame and drops the clone, and ends its own output after the last frame.
 */
export function overlayEndFilters(framesPerSecond: number): string[] {
  return ["tpad=stop=1:stop_mode=clone", `fps=${Number(framesPerSecond.toFixed(6))}`];
}
