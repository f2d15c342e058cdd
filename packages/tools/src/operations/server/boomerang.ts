import { playGifFramesInOrder } from "../../shared/frame-order-process.ts";
import { defineServerOperation } from "./define-server-operation.ts";

export default defineServerOperation<Record<string, never>>({
  gifPath: (_params, run) => playGifFramesInOrder("boomerang", run, "boomerang.gif"),
  // The part, then the part backwards (held in memory, planned: heldSeconds), joined; its audio
  // the same way, so the sound follows the picture there and back.
  videoGraph: () => ({
    video: [],
    audio: [],
    graph: {
      video:
        "[in]split[forward][toReverse];[toReverse]reverse[backward];[forward][backward]concat=n=2:v=1:a=0[out]",
      audio:
        "[ain]asplit[aforward][atoReverse];[atoReverse]areverse[abackward];[aforward][abackward]concat=n=2:v=0:a=1[aout]",
    },
  }),
});
