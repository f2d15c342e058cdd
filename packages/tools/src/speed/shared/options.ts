import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/** The speed factor's range: 0.1 (ten times slower) to 10 (ten times faster). */
export const minimumSpeed = 0.1;
export const maximumSpeed = 10;
export const speedMessage = `Speed must be a number from ${minimumSpeed} to ${maximumSpeed} (2 = twice as fast).`;

/**
 * Speed settings as sent: `speed`, the factor every delay is divided by (2 = twice as fast,
 * 0.5 = half as fast). A form sends a string, the worker re-parses a number; both read. Only
 * finite numbers pass, so the options survive the queue's JSON unchanged.
 */
export const speedOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  speed: z
    .preprocess(
      readFormNumber,
      z
        .number({ error: speedMessage })
        .min(minimumSpeed, { error: speedMessage })
        .max(maximumSpeed, { error: speedMessage }),
    )
    .default(2),
});
export type SpeedOptions = z.infer<typeof speedOptionsSchema>;
export const speedDefaults: SpeedOptions = { speed: 2 };

/** Speed as a chain (issue 36): one speed step, the GIF fitted as asked. */
export const speedChain = (options: SpeedOptions): ChainSpec => ({
  operations: [{ op: "speed", speed: options.speed }],
  output: gifOutputOf(options),
});
