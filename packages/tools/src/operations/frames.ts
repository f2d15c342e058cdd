import { z } from "zod";
import {
  framesMessages,
  indexOutOfRangeMessage,
  maxDelayCentiseconds,
  maxFrameIndex,
  maxListedFrames,
  planFrames,
} from "../frames/shared/options.ts";
import {
  defineOperation,
  frameStream,
  StepRefusal,
  selectionPlan,
  storedDelays,
} from "./define-operation.ts";

const frameEntry = z.strictObject(
  {
    index: z
      .number({ error: framesMessages.index })
      .int({ error: framesMessages.index })
      .min(0, { error: framesMessages.index })
      .max(maxFrameIndex, { error: framesMessages.index }),
    delay_cs: z
      .number({ error: framesMessages.delay })
      .int({ error: framesMessages.delay })
      .min(0, { error: framesMessages.delay })
      .max(maxDelayCentiseconds, { error: framesMessages.delay })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? framesMessages.unknownKey : framesMessages.list,
  },
);

/**
 * Edit frames (its `frames` list): the whole output in order, each entry naming a frame of the
 * stream as it reaches this step (0-based `index`) with an optional new delay (`delay_cs`), so one
 * list deletes, duplicates, reorders and retimes. No list: every frame as it is.
 */
export const framesOperation = defineOperation({
  name: "frames",
  listPosition: 8,
  summary:
    'Pick, reorder, repeat and retime frames: frames is the output in order, [{"index": 0-based, "delay_cs": hundredths}].',
  params: z.strictObject({
    frames: z
      .array(frameEntry, { error: framesMessages.list })
      .min(1, { error: framesMessages.empty })
      .max(maxListedFrames, { error: framesMessages.tooMany(maxListedFrames + 1) })
      .optional(),
  }),
  accepts: ["frames"],
  plan(params, incoming) {
    const stream = frameStream(incoming);
    const outside = params.frames?.find((entry) => entry.index >= stream.frames.length);
    if (outside) {
      throw new StepRefusal(
        indexOutOfRangeMessage(outside.index, stream.frames.length).replace(
          "the input",
          "the stream at this step",
        ),
        "invalid-frames",
      );
    }
    return selectionPlan(
      stream,
      planFrames(params.frames, storedDelays(stream)).map((frame) => ({
        index: frame.index,
        delayCentiseconds: frame.delayCentiseconds,
      })),
    );
  },
});
