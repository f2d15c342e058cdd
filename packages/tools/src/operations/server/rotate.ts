import { rotateGifPath } from "../../rotate/server/process.ts";
import { type OperationFlip, rotateToolSettings } from "../rotate.ts";

import { defineServerOperation } from "./define-server-operation.ts";

type RotateParams = { angle: 0 | 90 | 180 | 270; flip: OperationFlip };

/**
 * Turn clockwise, then mirror, as ffmpeg filters: transpose=clock / cclock turn by 90°, a half
 * turn is both flips; hflip swaps left and right, vflip top and bottom.
 */
export function rotateFilters(params: RotateParams): string[] {
  const { angle, flip } = rotateToolSettings(params);
  const turn =
    angle === 90
      ? ["transpose=clock"]
      : angle === 270
        ? ["transpose=cclock"]
        : angle === 180
          ? ["hflip", "vflip"]
          : [];
  const mirror = flip === "horizontal" ? ["hflip"] : flip === "vertical" ? ["vflip"] : [];
  return [...turn, ...mirror];
}

export default defineServerOperation<RotateParams>({
  // gifsicle --rotate/--flip: lossless on every GIF (rotate/server/process.ts).
  gifPath: (params, run) => rotateGifPath(rotateToolSettings(params), run),
  frameGraph: (params) => ({ filters: rotateFilters(params) }),
  videoGraph: (params) => ({ video: rotateFilters(params), audio: [] }),
});
