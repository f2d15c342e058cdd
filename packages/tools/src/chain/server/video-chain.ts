import { type ProcessorContext, type ProcessorResult, ToolError } from "../../define-tool.ts";
import type { ParsedChain } from "../plan-chain.ts";

/** Path 4: a video input as one ffmpeg command with its audio (video-graph.ts). */
export async function runVideoChain(
  _chain: ParsedChain,
  _context: ProcessorContext,
): Promise<ProcessorResult> {
  throw new ToolError("A chain on a video input is not ready yet.", "invalid-operation");
}
