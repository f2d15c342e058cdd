import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { videoFormatField } from "../../shared/video-output.ts";

/** Reverse Video: the picture and the sound backwards (reverse, areverse); only the format. */
export const reverseVideoOptionsSchema = z.object({ format: videoFormatField });
export type ReverseVideoOptions = z.output<typeof reverseVideoOptionsSchema>;
export const reverseVideoDefaults: ReverseVideoOptions = { format: "mp4" };

export const reverseVideoChain = (options: ReverseVideoOptions): ChainSpec => ({
  operations: [{ op: "reverse" }],
  output: { format: options.format },
});
