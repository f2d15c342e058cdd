import { buildCensorFilterGraph } from "../../censor/server/commands.ts";
import { censorGifPath } from "../../censor/server/process.ts";
import type { CensorRegion } from "../../censor/shared/options.ts";
import { planCensor } from "../../censor/shared/regions.ts";
import { type FrameStreamFacts, storedDelays, type VideoStreamFacts } from "../define-operation.ts";
import {
  activeResultFrames,
  defineServerOperation,
  framesEnableExpression,
  overlayEndFilters,
} from "./define-server-operation.ts";

export default defineServerOperation<{ regions: CensorRegion[] }>({
  // The engine's decode with Censor's graph, a palette per frame (censor/server/process.ts).
  gifPath: (params, run) => censorGifPath(params, run),
  /**
   * In a chain: Censor's graph, each region on the result frames whose frame at this step its
   * time range covers (wherever later steps move them), its links named for the step.
   */
  frameGraph(params, { step }) {
    const stream = step.input as FrameStreamFacts;
    const plan = planCensor(params.regions, {
      width: stream.width,
      height: stream.height,
      delaysCentiseconds: storedDelays(stream),
    });
    if (!plan.ok) throw new Error(plan.message);
    return {
      filters: [
        buildCensorFilterGraph(plan.regions, {
          labelPrefix: `s${step.number}`,
          enable: (region) =>
            framesEnableExpression(
              activeResultFrames(
                step,
                (position) => position >= region.firstFrame && position <= region.lastFrame,
              ),
            ),
        }),
      ],
    };
  },
  /** A video: each region during its time range (t is the video's own time at this step). */
  videoGraph(params, { step }) {
    const stream = step.input as VideoStreamFacts;
    const regions = params.regions.map((region) => {
      const left = Math.max(0, region.x);
      const top = Math.max(0, region.y);
      return {
        x: left,
        y: top,
        width: Math.min(stream.width, region.x + region.width) - left,
        height: Math.min(stream.height, region.y + region.height) - top,
        style: region.style,
        strength: region.strength,
        color: region.color,
        firstFrame: 0,
        lastFrame: 0,
        startSeconds: region.start_time,
        endSeconds: region.end_time,
      };
    });
    return {
      video: [
        buildCensorFilterGraph(regions, {
          labelPrefix: `s${step.number}`,
          snapToFramePalette: false,
          enable: (_region, index) => {
            const region = regions[index] as (typeof regions)[number];
            return region.endSeconds === null
              ? `gte(t,${region.startSeconds})`
              : `between(t,${region.startSeconds},${region.endSeconds})`;
          },
        }),
        ...overlayEndFilters(stream.framesPerSecond),
      ],
      audio: [],
    };
  },
});
