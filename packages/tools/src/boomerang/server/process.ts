import type { Processor } from "../../define-tool.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { type FrameOrderOptions, orderOf } from "../../shared/frame-order.ts";
import { playFramesInOrder } from "../../shared/frame-order-process.ts";

/** Forward then backward unless `mode` says reverse (the page offers Reverse's choice too). */
export const processBoomerang: Processor<FrameOrderOptions> = async (options, context) =>
  fitResultUnder(
    options,
    await playFramesInOrder(orderOf(options, "boomerang"), context, "boomerang.gif"),
    context,
  );
