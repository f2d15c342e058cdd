import { speedGifPath } from "../../speed/server/process.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/**
 * atempo stages for a speed factor: each stage takes 0.5-2 (ffmpeg 5.1 accepts more, but the
 * quality of one stage falls off past 2), so 4× is 2 × 2 and 0.25× is 0.5 × 0.5.
 */
export function atempoStages(speed: number): string[] {
  const stages: string[] = [];
  let left = speed;
  while (left > 2) {
    stages.push("atempo=2");
    left /= 2;
  }
  while (left < 0.5) {
    stages.push("atempo=0.5");
    left /= 0.5;
  }
  if (Math.abs(left - 1) > 1e-9 || stages.length === 0) {
    stages.push(`atempo=${Number(left.toFixed(6))}`);
  }
  return stages;
}

export default defineServerOperation<{ speed: number }>({
  // Delays rewritten in place, or the kept frames copied as stored (speed/server/process.ts).
  gifPath: (params, run) => speedGifPath(params, run),
  videoGraph: (params, { step }) => ({
    // Timestamps divided by the speed; the frames are all kept (an output's rate picks later).
    video: [`setpts=PTS/${Number(params.speed.toFixed(6))}`],
    audio: step.facts.kind === "video" && step.facts.hasAudio ? atempoStages(params.speed) : null,
  }),
});
