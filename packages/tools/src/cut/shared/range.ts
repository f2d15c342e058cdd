import { minimumGifDelayCentiseconds } from "../../shared/gif-timing.ts";
import { type CutOptions, toCentiseconds } from "./options.ts";

/**
 * Which frames a cut keeps and with which delays: pure arithmetic on the delays as stored (GIF
 * hundredths of a second, 0 and 1 included), shared by the start call (a GIF upload's header), the
 * processor and the editor's preview.
 */

/** The range as the options give it, in GIF units. */
export type CutSelection =
  | { kind: "time"; startCentiseconds: number; endCentiseconds: number | null }
  /** 1-based and inclusive, as sent. */
  | { kind: "frames"; startFrame: number; endFrame: number | null };

export interface CutPlan {
  /** 0-based index of the first kept frame. */
  firstIndex: number;
  /** 0-based index of the last kept frame (inclusive). */
  lastIndex: number;
  /** One delay per kept frame, in order. */
  delaysCentiseconds: number[];
}

export type CutPlanResult = ({ ok: true } & CutPlan) | { ok: false; message: string };

export function cutSelection(options: CutOptions): CutSelection {
  if (options.start_frame !== undefined || options.end_frame !== undefined) {
    return {
      kind: "frames",
      startFrame: options.start_frame ?? 1,
      endFrame: options.end_frame ?? null,
    };
  }
  return {
    kind: "time",
    startCentiseconds: toCentiseconds(options.start_time ?? 0),
    endCentiseconds: options.end_time === undefined ? null : toCentiseconds(options.end_time),
  };
}

const seconds = (centiseconds: number) => `${Number((centiseconds / 100).toFixed(2))} s`;
const frames = (count: number) => `${count.toLocaleString("en-US")} frame${count === 1 ? "" : "s"}`;

/**
 * The frames shown in the range and their delays.
 *
 * By frames: frames start_frame to end_frame (an end past the last frame means the last frame),
 * each with its own delay exactly.
 *
 * By time: frame i is shown from t(i) (the sum of the delays before it) for its delay. Every frame
 * shown for some time inside [start, end) is kept, and so is a 0-delay frame drawn at a moment
 * inside it; the first and last kept frames are shortened to the cut points, every other delay is
 * kept exactly. A shortened delay is never made shorter than 2 hundredths (browsers play a shorter
 * one as 10), unless the frame was shorter already. An end at or past the GIF's length means the
 * end, so trailing 0-delay frames are kept.
 *
 * A range with no frame in it gives a message that says so and names the field.
 */
export function planCut(
  delaysCentiseconds: readonly number[],
  selection: CutSelection,
): CutPlanResult {
  const frameCount = delaysCentiseconds.length;
  if (selection.kind === "frames") {
    if (selection.startFrame > frameCount) {
      return {
        ok: false,
        message: `The range has no frame in it: start_frame is ${selection.startFrame.toLocaleString("en-US")}, but the GIF has ${frames(frameCount)}.`,
      };
    }
    const firstIndex = selection.startFrame - 1;
    const lastIndex = Math.min(frameCount, selection.endFrame ?? frameCount) - 1;
    return {
      ok: true,
      firstIndex,
      lastIndex,
      delaysCentiseconds: delaysCentiseconds.slice(firstIndex, lastIndex + 1),
    };
  }

  const totalCentiseconds = delaysCentiseconds.reduce((sum, delay) => sum + delay, 0);
  const start = selection.startCentiseconds;
  const end =
    selection.endCentiseconds === null || selection.endCentiseconds >= totalCentiseconds
      ? Number.POSITIVE_INFINITY
      : selection.endCentiseconds;
  let firstIndex = -1;
  let lastIndex = -1;
  const delays: number[] = [];
  let shownAt = 0;
  for (const [index, delay] of delaysCentiseconds.entries()) {
    const kept =
      delay > 0 ? shownAt < end && shownAt + delay > start : shownAt >= start && shownAt < end;
    if (kept) {
      if (firstIndex < 0) firstIndex = index;
      lastIndex = index;
      const shownCentiseconds = Math.min(shownAt + delay, end) - Math.max(shownAt, start);
      delays.push(
        shownCentiseconds < delay
          ? Math.min(delay, Math.max(minimumGifDelayCentiseconds, shownCentiseconds))
          : delay,
      );
    }
    shownAt += delay;
  }
  if (firstIndex < 0) {
    return {
      ok: false,
      message: `The range has no frame in it: start_time is ${seconds(start)}, but the GIF is ${seconds(totalCentiseconds)} long.`,
    };
  }
  return { ok: true, firstIndex, lastIndex, delaysCentiseconds: delays };
}
