import { z } from "zod";
import { defineOperation, orderedSelection, selectionPlan } from "./define-operation.ts";

/** Reverse: the frames back to front, each with its own delay; a video's audio backwards too. */
export const reverseOperation = defineOperation({
  name: "reverse",
  listPosition: 5,
  summary: "Play backwards: the frames from last to first, each with its own delay.",
  params: z.strictObject({}),
  accepts: ["frames", "video"],
  plan(_params, stream) {
    if (stream.kind === "video") {
      // ffmpeg's reverse filters hold the whole stream before the first frame goes out.
      return {
        facts: { ...stream, heldSeconds: Math.max(stream.heldSeconds, stream.durationSeconds) },
      };
    }
    return selectionPlan(stream, orderedSelection("reverse", stream));
  },
});
