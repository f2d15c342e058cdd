import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import {
  type CensorRegion,
  censorRegionsField,
  maxCensorRegions,
  strengthRangePx,
} from "../../operations/censor.ts";
import { videoFormatField } from "../../shared/video-output.ts";

export { type CensorRegion, censorStyles, maxCensorRegions } from "../../operations/censor.ts";

const regionsDescription = `JSON array (1-${maxCensorRegions}) of regions: x, y, width, height (whole pixels of the video as shown; a region past the edge is clipped to it, one wholly outside is refused), style blur|pixelate|box, strength ${strengthRangePx.min}-${strengthRangePx.max} (blur radius or pixel block size in px, default 12), color #rrggbb (a box's fill), start_time and end_time in seconds of the video (blank: from the start, to the end).`;

/** Blur Video (censor-video): Censor's `regions` (each a box, its style and its time range), on a video. */
export const censorVideoOptionsSchema = z.object({
  regions: censorRegionsField.describe(regionsDescription),
  format: videoFormatField,
});
export type CensorVideoOptions = z.output<typeof censorVideoOptionsSchema>;
export const censorVideoDefaults: CensorVideoOptions = { regions: [], format: "mp4" };

export const censorVideoChain = (options: CensorVideoOptions): ChainSpec => ({
  operations: [{ op: "censor", regions: options.regions }],
  output: { format: options.format },
});

/** A new region in the editor: a quarter of the picture in its middle, blurred throughout. */
export function newVideoRegion(size: { width: number; height: number }): CensorRegion {
  const width = Math.max(10, Math.round(size.width / 4));
  const height = Math.max(10, Math.round(size.height / 4));
  return {
    x: Math.round((size.width - width) / 2),
    y: Math.round((size.height - height) / 2),
    width,
    height,
    style: "blur",
    strength: 12,
    color: "#000000",
    start_time: 0,
    end_time: null,
  };
}
