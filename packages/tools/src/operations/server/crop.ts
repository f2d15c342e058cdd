import { cropGifPath } from "../../crop/server/process.ts";
import { plannedCropBox } from "../crop.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/** ffmpeg's crop: width:height:x:y of the box. */
export const cropFilter = (box: { x: number; y: number; width: number; height: number }) =>
  `crop=${box.width}:${box.height}:${box.x}:${box.y}`;

type CropParams = { x: number; y: number; width: number; height: number };

const boxFilter = (params: CropParams, stream: { width: number; height: number }) =>
  cropFilter(plannedCropBox(params, stream.width, stream.height));

export default defineServerOperation<CropParams>({
  // gifsicle --crop: lossless on every GIF (crop/server/process.ts).
  gifPath: (params, run) => cropGifPath(params, run),
  frameGraph: (params, { step }) => ({ filters: [boxFilter(params, step.input)] }),
  videoGraph: (params, { step }) => ({ video: [boxFilter(params, step.input)], audio: [] }),
});
