import { defaultLimits } from "@gifkit/contracts";
import { integerField } from "./form-fields.ts";

/**
 * "Fit under a size" (DESIGN §4: `target_size_bytes` on Video to GIF, GIF Maker, Optimize and
 * Resize, which fit from their own source; issue 27: on every other tool that writes a GIF, as a
 * post-step on its result, shared/fit-result.ts): the best-looking GIF whose size is at most this
 * many bytes. The smallest target is
 * 10 KB (below it no animation is worth making); the largest is the upload limit.
 */
export const targetSizeLimitsBytes = {
  min: 10 * 1024,
  max: defaultLimits.maxUploadBytes,
} as const;

export const targetSizeMessage = `Target size must be a whole number of bytes from ${targetSizeLimitsBytes.min} (10 KB) to ${targetSizeLimitsBytes.max} (200 MB).`;

/** Optional in every schema that takes it: without it the tool uses its own settings as before. */
export const targetSizeField = integerField(
  targetSizeMessage,
  targetSizeLimitsBytes.min,
  targetSizeLimitsBytes.max,
).optional();

/** The failure code of a task whose target is below what the floors can reach. */
export const targetSizeUnreachableCode = "target-size-unreachable";
