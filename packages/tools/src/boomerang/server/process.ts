import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor } from "../../define-tool.ts";
import { type FrameOrderOptions, frameOrderChain } from "../../shared/frame-order.ts";

/** Forward then backward unless `mode` says reverse (the page offers Reverse's choice too). */
export const processBoomerang: Processor<FrameOrderOptions> = chainView((options) =>
  frameOrderChain(options, "boomerang"),
);
