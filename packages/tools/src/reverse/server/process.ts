import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor } from "../../define-tool.ts";
import { type ReverseOptions, reverseChain } from "../shared/options.ts";

/**
 * Reverse as a view over the chain executor: one reverse (or boomerang) step, the GIF out. The
 * step's own GIF path plays the frames back to front (or as a boomerang), each with its own delay
 * exactly as read (0 and 1 included), and keeps the loop block; the GIF's structure picks how
 * (shared/frame-order-process.ts): when every frame stands alone gifsicle copies the stored frames
 * in the new order; otherwise it unoptimises them first where it can; otherwise the engine
 * composites and re-encodes.
 */
export const processReverse: Processor<ReverseOptions> = chainView(reverseChain);
