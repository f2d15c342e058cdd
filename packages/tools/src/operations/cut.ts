import { z } from "zod";
import {
  cutMessages,
  maximumCutFrame,
  maximumCutSeconds,
  toCentiseconds,
} from "../cut/shared/options.ts";
import { cutSelection, planCut } from "../cut/shared/range.ts";
import {
  defineOperation,
  type FrameSelection,
  StepRefusal,
  secondsText,
  selectionPlan,
  storedDelays,
} from "./define-operation.ts";

const number = (message: string, max: number) =>
  z.number({ error: message }).min(0, { error: message }).max(max, { error: message });
const frame = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(maximumCutFrame, { error: message });

/**
 * Cut (Cut's fields): a time range in seconds (start_time, end_time; no end: to the end) or a
 * frame range (start_frame, end_frame, 1-based and inclusive), never both kinds.
 */
export const cutParams = z
  .strictObject({
    start_time: number(cutMessages.startTime, maximumCutSeconds).optional(),
    end_time: number(cutMessages.endTime, maximumCutSeconds).optional(),
    start_frame: frame(cutMessages.startFrame).optional(),
    end_frame: frame(cutMessages.endFrame).optional(),
  })
  .superRefine((params, context) => {
    const byTime = params.start_time !== undefined || params.end_time !== undefined;
    const byFrame = params.start_frame !== undefined || params.end_frame !== undefined;
    if (byTime && byFrame) context.addIssue({ code: "custom", message: cutMessages.mixed });
    else if (!byTime && !byFrame) {
      context.addIssue({
        code: "custom",
        message: "Give start_time and/or end_time (seconds), or start_frame and/or end_frame.",
      });
    } else if (
      params.end_time !== undefined &&
      toCentiseconds(params.end_time) <= toCentiseconds(params.start_time ?? 0)
    ) {
      context.addIssue({ code: "custom", message: cutMessages.timeOrder });
    } else if (params.end_frame !== undefined && params.end_frame < (params.start_frame ?? 1)) {
      context.addIssue({ code: "custom", message: cutMessages.frameOrder });
    }
  });
export type CutParams = z.infer<typeof cutParams>;

/** A video's cut in seconds of the incoming stream: [start, end). */
export function videoCutRange(
  params: CutParams,
  stream: { durationSeconds: number; framesPerSecond: number },
): { startSeconds: number; endSeconds: number } {
  const byFrame = params.start_frame !== undefined || params.end_frame !== undefined;
  const startSeconds = byFrame
    ? ((params.start_frame ?? 1) - 1) / stream.framesPerSecond
    : (params.start_time ?? 0);
  const endSeconds = byFrame
    ? params.end_frame === undefined
      ? stream.durationSeconds
      : params.end_frame / stream.framesPerSecond
    : (params.end_time ?? stream.durationSeconds);
  return { startSeconds, endSeconds: Math.min(endSeconds, stream.durationSeconds) };
}

export const cutOperation = defineOperation({
  name: "cut",
  listPosition: 7,
  summary:
    "Keep a part: start_time/end_time in seconds, or start_frame/end_frame (1-based, inclusive).",
  params: cutParams,
  accepts: ["frames", "video"],
  plan(params, stream) {
    if (stream.kind === "video") {
      const range = videoCutRange(params, stream);
      if (range.startSeconds >= stream.durationSeconds) {
        throw new StepRefusal(
          `The range has no frame in it: it starts at ${secondsText(range.startSeconds)}, but the video is ${secondsText(stream.durationSeconds)} long.`,
          "invalid-range",
        );
      }
      return {
        facts: {
          ...stream,
          durationSeconds: range.endSeconds - range.startSeconds,
          heldSeconds: Math.min(stream.heldSeconds, range.endSeconds - range.startSeconds),
        },
      };
    }
    const plan = planCut(storedDelays(stream), cutSelection(params));
    if (!plan.ok) {
      throw new StepRefusal(plan.message.replace("the GIF", "the animation"), "invalid-range");
    }
    const selection: FrameSelection = plan.delaysCentiseconds.map((delayCentiseconds, offset) => ({
      index: plan.firstIndex + offset,
      delayCentiseconds,
    }));
    return selectionPlan(stream, selection);
  },
});
