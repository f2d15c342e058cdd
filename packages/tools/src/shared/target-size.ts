import { defaultLimits, gifDestinationIds } from "@gifkit/contracts";
import { z } from "zod";
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

export const destinationMessage = `Destination must be one of: ${gifDestinationIds.join(", ")}. WhatsApp and Telegram stickers are not GIFs: make them with Convert.`;

/**
 * A destination preset (GET /api/destinations, the GIF ones) the result must meet every limit of
 * (issue 27): its byte limit, largest or exact width and height, longest duration, most frames and
 * highest frame rate (shared/fit-destination.ts). Sent, it overrides `target_size_bytes`: the
 * destination's byte limit is the target. Optional wherever `target_size_bytes` is.
 */
export const destinationField = z
  .enum(gifDestinationIds, { error: destinationMessage })
  .optional()
  .meta({
    description:
      "A destination id from GET /api/destinations that takes a GIF (discord-emoji, twitch-animated-emote...). The result then meets every limit of that place: its file size (this replaces target_size_bytes), its largest or exact width and height (scaled, and padded with transparency to an exact box), its longest duration (the GIF is cut, and the result's settings.changes says so), its most frames and its highest frame rate (frames are dropped evenly, each kept frame taking the dropped frames' time).",
  });
