import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import {
  countText,
  defineOperation,
  orderedSelection,
  StepRefusal,
  selectionPlan,
} from "./define-operation.ts";

/**
 * Boomerang: forward, then backward to the second frame (neither turning frame shows twice in a
 * row), each frame with its own delay; a video plays forward then back, its audio with it.
 */
export const boomerangOperation = defineOperation({
  name: "boomerang",
  listPosition: 6,
  summary: "Play forward, then backward (the turning frames are not shown twice).",
  params: z.strictObject({}),
  accepts: ["frames", "video"],
  plan(_params, stream) {
    if (stream.kind === "video") {
      return {
        facts: {
          ...stream,
          durationSeconds: stream.durationSeconds * 2,
          heldSeconds: Math.max(stream.heldSeconds, stream.durationSeconds),
        },
      };
    }
    const count = stream.frames.length <= 2 ? stream.frames.length : stream.frames.length * 2 - 2;
    // Checked before the timeline is made: a chain of boomerangs doubles at every step.
    if (count > defaultLimits.maxInputFrames) {
      throw new StepRefusal(
        `It would make ${countText(count, "frame")} (the ${countText(stream.frames.length, "frame")} forward, then back); a step can make at most ${countText(defaultLimits.maxInputFrames, "frame")} and a result has at most ${countText(defaultLimits.maxOutputFrames, "frame")}, so cut it to ${Math.floor(defaultLimits.maxOutputFrames / 2) + 1} frames or fewer first.`,
        "output-too-large",
      );
    }
    return selectionPlan(stream, orderedSelection("boomerang", stream));
  },
});
