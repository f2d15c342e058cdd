import { z } from "zod";
import type { CensorRegion } from "../censor/shared/options.ts";
import { censorOptionsSchema } from "../censor/shared/options.ts";
import { clipToPicture, planCensor } from "../censor/shared/regions.ts";
import { defineOperation, StepRefusal, secondsText, storedDelays } from "./define-operation.ts";

/** Censor (its `regions`, as a JSON array): rectangles hidden by a blur, pixels or a box, timed. */
export const censorOperation = defineOperation({
  name: "censor",
  listPosition: 11,
  summary:
    "Hide rectangles by a blur, pixel blocks or a solid box, each during its own time range (regions).",
  params: z.strictObject({ regions: censorOptionsSchema.shape.regions }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    if (stream.kind === "frames") {
      const plan = planCensor(params.regions, {
        width: stream.width,
        height: stream.height,
        delaysCentiseconds: storedDelays(stream),
      });
      if (!plan.ok) throw new StepRefusal(plan.message.replace("the GIF", "the picture"));
    } else {
      for (const [index, region] of params.regions.entries())
        checkVideoRegion(region, index, stream);
    }
    return { facts: stream };
  },
});

function checkVideoRegion(
  region: CensorRegion,
  index: number,
  stream: { width: number; height: number; durationSeconds: number },
): void {
  if (!clipToPicture(region, stream)) {
    throw new StepRefusal(
      `Region ${index + 1} lies outside the picture: it starts at x ${region.x}, y ${region.y}, but the video is ${stream.width} × ${stream.height} pixels.`,
    );
  }
  if (region.start_time >= stream.durationSeconds) {
    throw new StepRefusal(
      `Region ${index + 1} has no frame in its time range: start_time is ${secondsText(region.start_time)}, but the video is ${secondsText(stream.durationSeconds)} long.`,
    );
  }
}

/** Censor's `regions` field (a JSON array, or a list), for the tools that offer the step. */
export const censorRegionsField = censorOptionsSchema.shape.regions;
export {
  type CensorRegion,
  censorStyles,
  maxCensorRegions,
  strengthRangePx,
} from "../censor/shared/options.ts";
