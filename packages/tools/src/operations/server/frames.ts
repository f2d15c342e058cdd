import { framesGifPath } from "../../frames/server/process.ts";
import type { FrameEntry } from "../../frames/shared/options.ts";
import { defineServerOperation } from "./define-server-operation.ts";

export default defineServerOperation<{ frames?: FrameEntry[] | undefined }>({
  // The frames copied as stored where the structure allows (frames/server/process.ts).
  gifPath: (params, run) =>
    framesGifPath({ frames: params.frames, loop_count: run.loopPlays }, run),
  takesLoop: true,
  // The frames' order and delays are the chain's timeline: nothing to filter.
  frameGraph: () => ({ filters: [] }),
});
