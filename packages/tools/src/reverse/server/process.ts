import type { Processor } from "../../define-tool.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { orderOf } from "../../shared/frame-order.ts";
import { playFramesInOrder } from "../../shared/frame-order-process.ts";
import type { ReverseOptions } from "../shared/options.ts";

/**
 * Plays the frames back to front (or as a boomerang), each with its own delay exactly as read (0
 * and 1 included), and keeps the loop block. The GIF's structure picks the path (shared with the
 * Boomerang page, shared/frame-order-process.ts): when every frame stands alone gifsicle copies
 * the stored frames in the new order; otherwise it unoptimises them first where it can; otherwise
 * the engine composites and re-encodes.
 */
export const processReverse: Processor<ReverseOptions> = async (options, context) =>
  fitResultUnder(
    options,
    await playFramesInOrder(orderOf(options, "reverse"), context, "reversed.gif"),
    context,
  );
