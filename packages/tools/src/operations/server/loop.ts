import { framesGifPath } from "../../frames/server/process.ts";
import { defineServerOperation } from "./define-server-operation.ts";

export default defineServerOperation<{ loop_count: number }>({
  // Edit frames' path with every frame as it is and the play count written (its loop-block.ts).
  gifPath: (params, run) =>
    framesGifPath({ frames: undefined, loop_count: run.loopPlays ?? params.loop_count }, run),
  takesLoop: true,
  // The play count is the output's (chain/server/run-chain.ts writes it): nothing to filter.
  frameGraph: () => ({ filters: [] }),
  videoGraph: () => ({ video: [], audio: [] }),
});
