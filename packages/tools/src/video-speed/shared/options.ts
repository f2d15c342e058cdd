import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { audioSpeedRange } from "../../operations/speed.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { videoFormatField } from "../../shared/video-output.ts";

/**
 * Change Video Speed: `speed` (Speed's field) from 0.25 to 4, the range in which the audio
 * follows in pitch (atempo, chained by halves and doubles), so the sound is always kept.
 */
export const videoSpeedMessage = `speed must be a number from ${audioSpeedRange.min} to ${audioSpeedRange.max} (2 = twice as fast).`;

export const videoSpeedOptionsSchema = z.object({
  speed: z
    .preprocess(
      readFormNumber,
      z
        .number({ error: videoSpeedMessage })
        .min(audioSpeedRange.min, { error: videoSpeedMessage })
        .max(audioSpeedRange.max, { error: videoSpeedMessage }),
    )
    .default(2)
    .meta({ description: "0.25 to 4: 2 plays twice as fast, 0.5 half as fast." }),
  format: videoFormatField,
});
export type VideoSpeedOptions = z.output<typeof videoSpeedOptionsSchema>;
export const videoSpeedDefaults: VideoSpeedOptions = { speed: 2, format: "mp4" };

export const videoSpeedChain = (options: VideoSpeedOptions): ChainSpec => ({
  operations: [{ op: "speed", speed: options.speed }],
  output: { format: options.format },
});
