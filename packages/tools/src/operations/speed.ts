import { z } from "zod";
import { maximumSpeed, minimumSpeed, speedMessage } from "../speed/shared/options.ts";
import { planSpeed } from "../speed/shared/timing.ts";
import { defineOperation, selectionPlan, storedDelays } from "./define-operation.ts";

/**
 * Audio follows a video's speed within these factors (ffmpeg's atempo, chained); beyond them the
 * sound is a blur or a drone, so it is dropped and the result says so.
 */
export const audioSpeedRange = { min: 0.25, max: 4 } as const;

/**
 * Speed (Speed's `speed`): every delay divided by it, frames that would show under 0.02 s dropped
 * evenly (Speed's timing.ts); a video's timestamps divided by it, its audio with it.
 */
export const speedOperation = defineOperation({
  name: "speed",
  listPosition: 4,
  summary: `Play faster or slower: speed ${minimumSpeed} to ${maximumSpeed} (2 = twice as fast).`,
  params: z.strictObject({
    speed: z
      .number({ error: speedMessage })
      .min(minimumSpeed, { error: speedMessage })
      .max(maximumSpeed, { error: speedMessage }),
  }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    if (stream.kind === "video") {
      const keepsAudio =
        stream.hasAudio &&
        params.speed >= audioSpeedRange.min &&
        params.speed <= audioSpeedRange.max;
      return {
        facts: {
          ...stream,
          durationSeconds: stream.durationSeconds / params.speed,
          framesPerSecond: stream.framesPerSecond * params.speed,
          heldSeconds: stream.heldSeconds / params.speed,
          hasAudio: keepsAudio,
        },
        ...(stream.hasAudio && !keepsAudio
          ? {
              notes: [
                `The audio is dropped: it follows a speed change from ${audioSpeedRange.min}× to ${audioSpeedRange.max}× only.`,
              ],
            }
          : {}),
      };
    }
    const plan = planSpeed(storedDelays(stream), params.speed);
    return selectionPlan(
      stream,
      plan.keptFrames.map((index, position) => ({
        index,
        delayCentiseconds: plan.delaysCentiseconds[position] as number,
      })),
    );
  },
});
