import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Overlay settings as sent (issue 26). The overlay picture itself comes as the `overlay` file
 * field (an attachment); these fields place it: top-left corner in pixels of the GIF (it may hang
 * off an edge), width in pixels (height follows its aspect; blank = its own width), opacity 0-1 and
 * the time range in seconds (blank end = to the end of the GIF).
 */

export const overlayFieldName = "overlay";
/** Placement reaches at most this far from the picture, either way (no GIF here is larger). */
export const maxOverlayOffsetPx = 20_000;
/** The overlay's drawn width: the GIF editors' output limit. */
export const overlayWidthRangePx = { min: 1, max: 2_000 } as const;
/** Times are finite and at most a day (JSON cannot carry Infinity to the worker). */
export const maxOverlayTimeSeconds = 86_400;
/** An overlay picture's limits, read from its header before it is decoded. */
export const maxOverlayStoredSidePx = 4_000;
export const maxOverlayFrames = 500;

export const overlayMessages = {
  x: `x must be a whole number of pixels between -${maxOverlayOffsetPx} and ${maxOverlayOffsetPx}.`,
  y: `y must be a whole number of pixels between -${maxOverlayOffsetPx} and ${maxOverlayOffsetPx}.`,
  width: `width must be a whole number of pixels from ${overlayWidthRangePx.min} to ${overlayWidthRangePx.max}, or blank for the overlay's own width.`,
  opacity: "opacity must be a number from 0 to 1.",
  startTime: `start_time must be a number of seconds from 0 to ${maxOverlayTimeSeconds}.`,
  endTime: `end_time must be a number of seconds from 0 to ${maxOverlayTimeSeconds}, or blank for the end of the GIF.`,
  endBeforeStart: "end_time must be later than start_time.",
  missing: "Choose an overlay image (PNG, WebP, JPG or GIF) in the overlay field.",
  noFrameInRange: (startSeconds: number, endSeconds: number | null, durationSeconds: number) =>
    `The time range ${startSeconds} s to ${endSeconds ?? "the end"} covers no frame of this GIF, which lasts ${durationSeconds} s.`,
  offPicture: "The overlay lies entirely outside the GIF: move it onto the picture.",
  overlayTooLarge: `The overlay image is too large: at most ${maxOverlayStoredSidePx} × ${maxOverlayStoredSidePx} pixels and ${maxOverlayFrames} frames.`,
  overlayUnreadable: "The overlay image could not be read: use a PNG, WebP, JPG or GIF.",
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A decimal in [min, max] from a form string or a number; `message` otherwise. */
const decimalField = (message: string, min: number, max: number) =>
  z.preprocess(
    readFormNumber,
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** A whole number in [min, max]. */
const wholeField = (message: string, min: number, max: number) =>
  z.preprocess(
    readFormNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** Blank (absent, null, "") is null; anything else must pass `field`. */
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), field.nullable());

export const overlayOptionsSchema = z
  .object({
    /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
    target_size_bytes: targetSizeField,
    destination: destinationField,
    x: wholeField(overlayMessages.x, -maxOverlayOffsetPx, maxOverlayOffsetPx).default(0),
    y: wholeField(overlayMessages.y, -maxOverlayOffsetPx, maxOverlayOffsetPx).default(0),
    width: optional(
      wholeField(overlayMessages.width, overlayWidthRangePx.min, overlayWidthRangePx.max),
    ).default(null),
    opacity: decimalField(overlayMessages.opacity, 0, 1).default(1),
    start_time: decimalField(overlayMessages.startTime, 0, maxOverlayTimeSeconds).default(0),
    end_time: optional(decimalField(overlayMessages.endTime, 0, maxOverlayTimeSeconds)).default(
      null,
    ),
  })
  .refine((options) => options.end_time === null || options.end_time > options.start_time, {
    error: overlayMessages.endBeforeStart,
  });

export type OverlayOptions = z.infer<typeof overlayOptionsSchema>;

export const overlayDefaults: OverlayOptions = {
  x: 0,
  y: 0,
  width: null,
  opacity: 1,
  start_time: 0,
  end_time: null,
};

/** The file name extensions the overlay field takes. */
export const overlayExtensions = ["png", "apng", "webp", "jpg", "jpeg", "gif"] as const;

/** PNG (and APNG), GIF, WebP or JPEG by their first bytes: the content decides, never the name. */
export function isOverlayImageHead(head: Uint8Array): boolean {
  const starts = (bytes: readonly number[], at = 0) =>
    bytes.every((byte, index) => head[at + index] === byte);
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0x47, 0x49, 0x46, 0x38]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) ||
    starts([0xff, 0xd8, 0xff])
  );
}

export const overlayRefusedMessage = (fileName: string) =>
  `${fileName} is not an image GifKit can overlay: use a PNG, WebP, JPG or GIF.`;

/** The overlay's drawn height for a drawn width: its own aspect, at least one pixel. */
export function overlayHeightFor(
  drawnWidth: number,
  natural: { width: number; height: number },
): number {
  return Math.max(1, Math.round((drawnWidth * natural.height) / natural.width));
}

/** How long a frame shows in a browser, in hundredths: 0 and 1 play as 10 (the GIF demuxer's rule too). */
export const playedCentiseconds = (delayCentiseconds: number) =>
  delayCentiseconds < 2 ? 10 : delayCentiseconds;

/** When each frame starts, in hundredths, as browsers play the delays. */
export function frameStartsCentiseconds(delaysCentiseconds: readonly number[]): number[] {
  let elapsed = 0;
  return delaysCentiseconds.map((delay) => {
    const start = elapsed;
    elapsed += playedCentiseconds(delay);
    return start;
  });
}

/**
 * The first and last frame (0-based) whose start lies in [start, end); null when none does. Times
 * are compared in hundredths, the unit frames are timed in.
 */
export function framesInTimeRange(
  delaysCentiseconds: readonly number[],
  startSeconds: number,
  endSeconds: number | null,
): { first: number; last: number } | null {
  const startCs = Math.round(startSeconds * 100);
  const endCs = endSeconds === null ? Number.POSITIVE_INFINITY : Math.round(endSeconds * 100);
  const covered = frameStartsCentiseconds(delaysCentiseconds)
    .map((start, index) => ({ start, index }))
    .filter(({ start }) => start >= startCs && start < endCs);
  const first = covered[0];
  const last = covered.at(-1);
  return first && last ? { first: first.index, last: last.index } : null;
}

/**
 * Which overlay frame shows on each base frame: the overlay loops on its own delays (as played),
 * and each base frame gets the overlay frame showing when that base frame starts.
 */
export function overlayFrameForEachBaseFrame(
  baseDelaysCentiseconds: readonly number[],
  overlayDelaysCentiseconds: readonly number[],
): number[] {
  if (overlayDelaysCentiseconds.length <= 1) return baseDelaysCentiseconds.map(() => 0);
  const overlayStarts = frameStartsCentiseconds(overlayDelaysCentiseconds);
  const period = overlayDelaysCentiseconds.reduce(
    (sum, delay) => sum + playedCentiseconds(delay),
    0,
  );
  return frameStartsCentiseconds(baseDelaysCentiseconds).map((start) => {
    const within = start % period;
    let shown = 0;
    for (const [index, overlayStart] of overlayStarts.entries()) {
      if (overlayStart <= within) shown = index;
    }
    return shown;
  });
}

/** Overlay as a chain (issue 36): one overlay step (its picture in the `overlay` field), the GIF fitted. */
export const overlayChain = (options: OverlayOptions): ChainSpec => ({
  operations: [
    {
      op: "overlay",
      field: overlayFieldName,
      x: options.x,
      y: options.y,
      ...(options.width === null ? {} : { width: options.width }),
      opacity: options.opacity,
      start_time: options.start_time,
      ...(options.end_time === null ? {} : { end_time: options.end_time }),
    },
  ],
  output: gifOutputOf(options),
});
