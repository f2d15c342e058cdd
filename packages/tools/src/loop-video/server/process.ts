import { parsedOrThrow } from "../../chain/server/run-chain.ts";
import { runVideoChain, videoInputOf } from "../../chain/server/video-chain.ts";
import { type Processor, ToolError } from "../../define-tool.ts";
import { type LoopVideoOptions, loopVideoChain, loopVideoProblem } from "../shared/options.ts";

/**
 * The tool as a view over the executor's video path: Loop's step (the plays written out, the
 * sound looped with the picture), and for a length the cut where it ends. The plays a length
 * needs depend on the video's own length, read by the intake's probe.
 */
export const processLoopVideo: Processor<LoopVideoOptions> = async (options, context) => {
  const { probe } = videoInputOf(context);
  const problem = loopVideoProblem(options, probe.durationSeconds);
  if (problem) throw new ToolError(problem, "invalid-options");
  return runVideoChain(parsedOrThrow(loopVideoChain(options, probe.durationSeconds)), context);
};
