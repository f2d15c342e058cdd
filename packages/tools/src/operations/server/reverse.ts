import { playGifFramesInOrder } from "../../shared/frame-order-process.ts";
import { defineServerOperation } from "./define-server-operation.ts";

export default defineServerOperation<Record<string, never>>({
  // The stored frames back to front, unoptimised only where needed (shared/frame-order-process.ts).
  gifPath: (_params, run) => playGifFramesInOrder("reverse", run, "reversed.gif"),
  // reverse and areverse hold the whole part in memory (planned: heldSeconds).
  videoGraph: () => ({ video: ["reverse"], audio: ["areverse"] }),
});
