import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor } from "../../define-tool.ts";
import { type DrawOptions, drawChain } from "../shared/options.ts";

/**
 * Draw as a view over the chain executor: one draw step (operations/server/draw.ts), the GIF out
 * with the edits' encoder (a palette per frame), fitted under a size when asked.
 */
export const processDraw: Processor<DrawOptions> = chainView(drawChain);
