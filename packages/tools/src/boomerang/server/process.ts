import type { Processor } from "../../define-tool.ts";
import type { FrameOrderOptions } from "../../shared/frame-order.ts";
import { playFramesInOrder } from "../../shared/frame-order-process.ts";

/** Forward then backward by default (the person may choose reverse on this page too). */
export const processBoomerang: Processor<FrameOrderOptions> = (options, context) =>
  playFramesInOrder(
    options.mode,
    context,
    options.mode === "boomerang" ? "boomerang.gif" : "reversed.gif",
  );
