import type { Destination, DestinationChange } from "@gifkit/contracts";
import { keepFramesEvenly } from "./fit-size.ts";

/**
 * What a GIF must lose to meet a destination's limits other than bytes (issue 27): the played
 * length (cut from the end), the frame count and frame rate (frames dropped evenly, each kept
 * frame taking the dropped frames' time), and the width and height (scaled down inside the box,
 * or for an exact box scaled to fit it and centred on a transparent canvas of exactly its size).
 * Pure arithmetic over the GIF's layout, so both the server step (fit-result.ts) and its unit
 * tests read it; the bytes are fitted afterwards by the fit search at the planned size.
 */
export interface DestinationPlan {
  /** The stored frames to keep with their new delays, or null when every frame stays as it is. */
  frames: { index: number; delayCentiseconds: number }[] | null;
  /** The picture's size after scaling, or null when it keeps its size. */
  picture: { width: number; height: number } | null;
  /** The transparent canvas the picture is centred on (an exact box), or null for none. */
  canvas: { width: number; height: number } | null;
  /** The result's width and height (the canvas, else the picture, else the GIF's own). */
  width: number;
  height: number;
  /** One sentence per change, for the result's `settings.changes` ("Cut to the first 5 s of 8 s (Discord sticker: at most 5 seconds)."). */
  changes: string[];
  /**
   * The same changes as ids and values, one per sentence in the same order (the result's
   * `settings.change_details`), for a page that writes them in its own language.
   */
  changeDetails: DestinationChange[];
}

/** Browsers show a delay under 2 cs as 10 cs: the time a person sees, per frame. */
export const playedCentiseconds = (delayCentiseconds: number): number =>
  delayCentiseconds < 2 ? 10 : delayCentiseconds;

const seconds = (centiseconds: number) => `${Math.round(centiseconds) / 100} s`;
const number = (value: number) => value.toLocaleString("en-US");

export function destinationPlan(
  destination: Destination,
  gif: { width: number; height: number; delaysCentiseconds: readonly number[] },
): DestinationPlan {
  const changes: string[] = [];
  const changeDetails: DestinationChange[] = [];
  const name = destination.name;
  const place = { destination: destination.id };
  let frames: { index: number; delayCentiseconds: number }[] = gif.delaysCentiseconds.map(
    (delayCentiseconds, index) => ({ index, delayCentiseconds }),
  );
  let framesChanged = false;

  // The longest animation: the first frames whose played time fits (the GIF is cut, not sped up,
  // so every kept frame looks and lasts as it did). A first frame longer than the limit is
  // shortened to it.
  if (destination.max_duration_seconds !== undefined) {
    const limit = Math.floor(destination.max_duration_seconds * 100);
    const total = frames.reduce(
      (sum, frame) => sum + playedCentiseconds(frame.delayCentiseconds),
      0,
    );
    if (total > limit) {
      let played = 0;
      const kept: typeof frames = [];
      for (const frame of frames) {
        const next = played + playedCentiseconds(frame.delayCentiseconds);
        if (next > limit) break;
        kept.push(frame);
        played = next;
      }
      if (kept.length === 0) {
        const first = frames[0] as (typeof frames)[number];
        kept.push({ index: first.index, delayCentiseconds: limit });
        played = limit;
      }
      frames = kept;
      framesChanged = true;
      changes.push(
        `Cut to the first ${seconds(played)} of ${seconds(total)} (${name}: at most ${number(destination.max_duration_seconds)} seconds).`,
      );
      changeDetails.push({
        id: "cut-to-seconds",
        values: {
          kept_seconds: Math.round(played) / 100,
          total_seconds: Math.round(total) / 100,
          limit_seconds: destination.max_duration_seconds,
          ...place,
        },
      });
    }
  }

  // The most frames, and the highest frame rate over the played length (after the cut).
  const playedTotal = frames.reduce(
    (sum, frame) => sum + playedCentiseconds(frame.delayCentiseconds),
    0,
  );
  const byRate =
    destination.max_frames_per_second !== undefined
      ? Math.max(1, Math.floor((playedTotal / 100) * destination.max_frames_per_second + 1e-9))
      : Number.POSITIVE_INFINITY;
  const mostFrames = Math.min(destination.max_frames ?? Number.POSITIVE_INFINITY, byRate);
  if (frames.length > mostFrames) {
    const before = frames.length;
    const kept = keepFramesEvenly(
      frames.map((frame) => frame.delayCentiseconds),
      mostFrames,
    );
    // keepFramesEvenly counts positions in `frames`: map them back to stored indices.
    frames = kept.map((slot) => ({
      index: (frames[slot.index] as (typeof frames)[number]).index,
      delayCentiseconds: slot.delayCentiseconds,
    }));
    framesChanged = true;
    const limit =
      mostFrames === destination.max_frames
        ? `at most ${number(mostFrames)} frames`
        : `at most ${number(destination.max_frames_per_second as number)} frames a second`;
    changes.push(`Kept ${number(mostFrames)} of ${number(before)} frames (${name}: ${limit}).`);
    changeDetails.push(
      mostFrames === destination.max_frames
        ? {
            id: "kept-frames",
            values: {
              kept_frames: mostFrames,
              total_frames: before,
              limit_frames: mostFrames,
              ...place,
            },
          }
        : {
            id: "kept-frames-per-second",
            values: {
              kept_frames: mostFrames,
              total_frames: before,
              limit_frames_per_second: destination.max_frames_per_second as number,
              ...place,
            },
          },
    );
  }

  // Width and height.
  let picture: DestinationPlan["picture"] = null;
  let canvas: DestinationPlan["canvas"] = null;
  const maxWidth = destination.max_width ?? Number.POSITIVE_INFINITY;
  const maxHeight = destination.max_height ?? Number.POSITIVE_INFINITY;
  const sides = destination.sides ?? "at-most";
  const fitScale = Math.min(maxWidth / gif.width, maxHeight / gif.height);
  // At most: only ever smaller. Exact and one-side-exact: larger too, to meet the box.
  const scale = sides === "at-most" ? Math.min(1, fitScale) : fitScale;
  if (Number.isFinite(scale) && scale !== 1) {
    // Rounded down, so neither side is ever over the box; never below 1 px.
    const width = Math.min(maxWidth, Math.max(1, Math.floor(gif.width * scale + 1e-9)));
    const height = Math.min(maxHeight, Math.max(1, Math.floor(gif.height * scale + 1e-9)));
    if (width !== gif.width || height !== gif.height) picture = { width, height };
  }
  const shown = picture ?? { width: gif.width, height: gif.height };
  if (
    sides === "exact" &&
    Number.isFinite(maxWidth) &&
    Number.isFinite(maxHeight) &&
    (shown.width !== maxWidth || shown.height !== maxHeight)
  ) {
    canvas = { width: maxWidth, height: maxHeight };
  }
  const box = `${number(maxWidth)} × ${number(maxHeight)} px`;
  if (canvas) {
    changes.push(
      `Scaled to ${shown.width} × ${shown.height} px and centered on a transparent ${box} canvas (${name}: exactly ${box}).`,
    );
    changeDetails.push({
      id: "centered-on-canvas",
      values: {
        width_px: shown.width,
        height_px: shown.height,
        box_width_px: maxWidth,
        box_height_px: maxHeight,
        ...place,
      },
    });
  } else if (picture) {
    const rule =
      sides === "exact"
        ? `exactly ${box}`
        : sides === "one-side-exact"
          ? `one side exactly ${number(Math.max(maxWidth, maxHeight))} px`
          : `at most ${box}`;
    changes.push(
      `${picture.width < gif.width ? "Made smaller" : "Enlarged"} to ${picture.width} × ${picture.height} px (${name}: ${rule}).`,
    );
    const smaller = picture.width < gif.width;
    const drawn = { width_px: picture.width, height_px: picture.height };
    changeDetails.push(
      sides === "one-side-exact"
        ? {
            id: smaller ? "made-smaller-one-side" : "enlarged-one-side",
            values: { ...drawn, side_px: Math.max(maxWidth, maxHeight), ...place },
          }
        : {
            // At most only ever shrinks (scale ≤ 1), so its sentence is always "Made smaller".
            id:
              sides === "exact"
                ? smaller
                  ? "made-smaller-exact"
                  : "enlarged-exact"
                : "made-smaller-within",
            values: { ...drawn, box_width_px: maxWidth, box_height_px: maxHeight, ...place },
          },
    );
  }
  const size = canvas ?? shown;
  return {
    frames: framesChanged ? frames : null,
    picture,
    canvas,
    width: size.width,
    height: size.height,
    changes,
    // A box side the destination leaves open is Infinity, which JSON cannot carry: left out, so
    // a page missing it writes the server's sentence.
    changeDetails: changeDetails.map((change) => ({
      id: change.id,
      values: Object.fromEntries(
        Object.entries(change.values).filter(
          ([, value]) => typeof value === "string" || Number.isFinite(value),
        ),
      ),
    })),
  };
}

/**
 * ffmpeg filters that centre the frame on a transparent canvas: `format=rgba` first so the pad's
 * colour has an alpha channel (the GIF decoder may give bgra or pal8), `color=black@0` is fully
 * transparent, and the offsets are whole pixels (odd differences put the extra pixel right/below).
 */
export function padFilters(
  picture: { width: number; height: number },
  canvas: { width: number; height: number },
): string[] {
  const x = Math.floor((canvas.width - picture.width) / 2);
  const y = Math.floor((canvas.height - picture.height) / 2);
  return ["format=rgba", `pad=${canvas.width}:${canvas.height}:${x}:${y}:color=black@0`];
}
