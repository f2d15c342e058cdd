import { framesGifPath } from "../../frames/server/process.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/**
 * The loop filter's largest frame count: a play of up to this many frames is held and repeated
 * (a minute at 60 fps is 3,600). It reaches the end of the stream first and repeats what it holds.
 */
export const maxLoopedFrames = 32_767;
/** aloop's sample count cap (a 32-bit int): the whole play's sound, repeated the same way. */
export const maxLoopedSamples = 2_147_483_647;

/**
 * A video's plays written out: loop and aloop repeat the first play (loop_count − 1 more times),
 * their timestamps continuing after it; 0 and 1 change nothing.
 */
export function videoLoopPart(
  plays: number,
  withAudio: boolean,
): { video: string[]; audio: string[] | null } {
  if (plays < 2) return { video: [], audio: [] };
  return {
    video: [`loop=loop=${plays - 1}:size=${maxLoopedFrames}:start=0`],
    audio: withAudio ? [`aloop=loop=${plays - 1}:size=${maxLoopedSamples}`] : [],
  };
}

export default defineServerOperation<{ loop_count: number }>({
  // Edit frames' path with every frame as it is and the play count written (its loop-block.ts).
  gifPath: (params, run) =>
    framesGifPath({ frames: undefined, loop_count: run.loopPlays ?? params.loop_count }, run),
  takesLoop: true,
  // The play count is the output's (chain/server/run-chain.ts writes it): nothing to filter.
  frameGraph: () => ({ filters: [] }),
  videoGraph: (params, { step }) =>
    videoLoopPart(params.loop_count, step.input.kind === "video" && step.input.hasAudio),
});
