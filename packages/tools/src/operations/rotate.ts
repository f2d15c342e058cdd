import { z } from "zod";
import { nothingToDoMessage, rotateAngles } from "../rotate/shared/options.ts";
import { defineOperation, StepRefusal } from "./define-operation.ts";

/** Mirrors after the turn (Rotate & Flip's, and "both": a half turn's mirror image is none). */
export const operationFlips = ["none", "horizontal", "vertical", "both"] as const;
export type OperationFlip = (typeof operationFlips)[number];

/**
 * Rotate & Flip: `angle` clockwise (0, 90, 180, 270), then `flip` (none, horizontal, vertical,
 * both), as Rotate & Flip's fields. Nothing to do (0 and none) is refused with its message.
 */
export const rotateOperation = defineOperation({
  name: "rotate",
  listPosition: 3,
  summary: "Turn the picture clockwise by angle (0, 90, 180 or 270), then mirror it (flip).",
  params: z.strictObject({
    angle: z
      .literal(rotateAngles, { error: "angle must be 0, 90, 180 or 270 (degrees clockwise)." })
      .default(0),
    flip: z
      .enum(operationFlips, { error: "flip must be none, horizontal, vertical or both." })
      .default("none"),
  }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    const settings = rotateToolSettings(params);
    if (settings.angle === 0 && settings.flip === "none") {
      throw new StepRefusal(
        params.flip === "both"
          ? "Nothing to do: a half turn mirrored on both axes is the picture as it was."
          : nothingToDoMessage,
      );
    }
    const turned = params.angle === 90 || params.angle === 270;
    return {
      facts: turned ? { ...stream, width: stream.height, height: stream.width } : stream,
    };
  },
});

/**
 * The same picture as angle + flip with "both" folded in (a mirror on both axes is a half turn)
 * and never angle 0 with no flip: what Rotate & Flip's own settings say (angle, flip of none,
 * horizontal or vertical).
 */
export function rotateToolSettings(params: {
  angle: (typeof rotateAngles)[number];
  flip: OperationFlip;
}): { angle: (typeof rotateAngles)[number]; flip: "none" | "horizontal" | "vertical" } {
  if (params.flip !== "both") return { angle: params.angle, flip: params.flip };
  return { angle: ((params.angle + 180) % 360) as (typeof rotateAngles)[number], flip: "none" };
}
