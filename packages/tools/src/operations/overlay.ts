import { z } from "zod";
import {
  framesInTimeRange,
  maxOverlayOffsetPx,
  maxOverlayTimeSeconds,
  overlayMessages,
  overlayWidthRangePx,
  playedCentiseconds,
} from "../overlay/shared/options.ts";
import { defineOperation, StepRefusal, storedDelays } from "./define-operation.ts";

/** The multipart fields an overlay step's picture may come in: `overlay`, or `overlay_1`... */
export const overlayFieldPattern = /^overlay(_\d{1,2})?$/;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });
const decimal = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

/**
 * Overlay (its fields): the picture sent in the multipart field `field` (default "overlay"),
 * drawn at x, y, `width` wide (its aspect kept; absent: its own width), with its opacity, on the
 * frames whose start lies in [start_time, end_time).
 */
export const overlayParams = z
  .strictObject({
    field: z
      .string()
      .regex(overlayFieldPattern, { error: "field must be overlay or overlay_N (N a number)." })
      .default("overlay"),
    x: whole(overlayMessages.x, -maxOverlayOffsetPx, maxOverlayOffsetPx).default(0),
    y: whole(overlayMessages.y, -maxOverlayOffsetPx, maxOverlayOffsetPx).default(0),
    width: whole(
      overlayMessages.width,
      overlayWidthRangePx.min,
      overlayWidthRangePx.max,
    ).optional(),
    opacity: decimal(overlayMessages.opacity, 0, 1).default(1),
    start_time: decimal(overlayMessages.startTime, 0, maxOverlayTimeSeconds).default(0),
    end_time: decimal(overlayMessages.endTime, 0, maxOverlayTimeSeconds).optional(),
  })
  .refine((params) => params.end_time === undefined || params.end_time > params.start_time, {
    error: overlayMessages.endBeforeStart,
  });
export type OverlayParams = z.infer<typeof overlayParams>;

export const overlayOperation = defineOperation({
  name: "overlay",
  listPosition: 12,
  summary:
    "Draw a picture (sent in the multipart field overlay) at x, y, with a width, opacity and time range.",
  params: overlayParams,
  accepts: ["frames", "video"],
  plan(params, stream) {
    if (params.x >= stream.width || params.y >= stream.height) {
      throw new StepRefusal(overlayMessages.offPicture.replace("GIF", "picture"));
    }
    const endTime = params.end_time ?? null;
    if (stream.kind === "frames") {
      const delays = storedDelays(stream);
      if (!framesInTimeRange(delays, params.start_time, endTime)) {
        const seconds = delays.reduce((sum, delay) => sum + playedCentiseconds(delay), 0) / 100;
        throw new StepRefusal(
          overlayMessages
            .noFrameInRange(params.start_time, endTime, seconds)
            .replace("this GIF", "the animation"),
          "invalid-range",
        );
      }
    } else if (params.start_time >= stream.durationSeconds) {
      throw new StepRefusal(
        overlayMessages
          .noFrameInRange(params.start_time, endTime, stream.durationSeconds)
          .replace("this GIF", "the video"),
        "invalid-range",
      );
    }
    return { facts: stream };
  },
});

/** What an overlay step's picture may be (Overlay's own check of its field). */
export { isOverlayImageHead, overlayExtensions } from "../overlay/shared/options.ts";
