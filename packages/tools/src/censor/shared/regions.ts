import type { Rectangle } from "../../shared/region-edit.ts";
import type { CensorRegion, CensorStyle } from "./options.ts";

/**
 * Where and when each region applies on one GIF: pure arithmetic on the picture's size and the
 * delays as stored (GIF hundredths, 0 and 1 included), shared by the start call (a GIF upload's
 * header), the processor and the editor's preview.
 */

export type { Rectangle };

/** A region clipped to the picture, with the stored frames (0-based, inclusive) it covers. */
export interface PlannedRegion extends Rectangle {
  style: CensorStyle;
  strength: number;
  /** #rrggbb */
  color: string;
  firstFrame: number;
  lastFrame: number;
}

export interface CensorPicture {
  width: number;
  height: number;
  delaysCentiseconds: readonly number[];
}

export type CensorPlan = { ok: true; regions: PlannedRegion[] } | { ok: false; message: string };

/** The part of the rectangle on a width × height picture, or null when none of it is. */
export function clipToPicture(
  rectangle: Rectangle,
  picture: { width: number; height: number },
): Rectangle | null {
  const left = Math.max(0, rectangle.x);
  const top = Math.max(0, rectangle.y);
  const right = Math.min(picture.width, rectangle.x + rectangle.width);
  const bottom = Math.min(picture.height, rectangle.y + rectangle.height);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The stored frames shown during [start, end) seconds: frame i is shown from t(i) (the sum of the
 * delays before it) for its delay, and is covered when that interval overlaps the range; a 0-delay
 * frame is covered when it is drawn at a moment inside the range. An end at or past the GIF's
 * length (or null) means the end, so trailing 0-delay frames are covered too. Null when no frame
 * is.
 */
export function framesInTimeRange(
  delaysCentiseconds: readonly number[],
  startSeconds: number,
  endSeconds: number | null,
): { firstFrame: number; lastFrame: number } | null {
  const total = delaysCentiseconds.reduce((sum, delay) => sum + delay, 0);
  const start = Math.round(startSeconds * 100);
  const requestedEnd = endSeconds === null ? null : Math.round(endSeconds * 100);
  const end =
    requestedEnd === null || requestedEnd >= total ? Number.POSITIVE_INFINITY : requestedEnd;
  let firstFrame = -1;
  let lastFrame = -1;
  let shownAt = 0;
  for (const [index, delay] of delaysCentiseconds.entries()) {
    const covered =
      delay > 0 ? shownAt < end && shownAt + delay > start : shownAt >= start && shownAt < end;
    if (covered) {
      if (firstFrame < 0) firstFrame = index;
      lastFrame = index;
    }
    shownAt += delay;
  }
  return firstFrame < 0 ? null : { firstFrame, lastFrame };
}

const seconds = (centiseconds: number) => `${Number((centiseconds / 100).toFixed(2))} s`;

/** Every region clipped to the picture with its frames, or the message for the first that fails. */
export function planCensor(regions: readonly CensorRegion[], picture: CensorPicture): CensorPlan {
  const planned: PlannedRegion[] = [];
  for (const [index, region] of regions.entries()) {
    const name = `Region ${index + 1}`;
    const clipped = clipToPicture(region, picture);
    if (!clipped) {
      return {
        ok: false,
        message: `${name} lies outside the picture: it starts at x ${region.x}, y ${region.y}, but the GIF is ${picture.width} × ${picture.height} pixels.`,
      };
    }
    const frames = framesInTimeRange(
      picture.delaysCentiseconds,
      region.start_time,
      region.end_time,
    );
    if (!frames) {
      const total = picture.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0);
      return {
        ok: false,
        message: `${name} has no frame in its time range: start_time is ${seconds(Math.round(region.start_time * 100))}, but the GIF is ${seconds(total)} long.`,
      };
    }
    planned.push({
      ...clipped,
      style: region.style,
      strength: region.strength,
      color: region.color,
      ...frames,
    });
  }
  return { ok: true, regions: planned };
}
