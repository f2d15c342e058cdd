/**
 * What meeting a destination's limits changed (issue 38), one list as the progress stages are: a
 * result's `settings.changes` keeps the server's English sentences, and `settings.change_details`
 * carries, for each, its change's id and values, so a page in another language writes the
 * sentence in its own words (the tool-ui catalogs' `destinationChanges`, typed by this list).
 */
export const destinationChangeIds = [
  /** "Cut to the first 4.96 s of 5.76 s (Discord sticker: at most 5 seconds)." */
  "cut-to-seconds",
  /** "Kept 60 of 72 frames (Twitch animated emote: at most 60 frames)." */
  "kept-frames",
  /** "Kept 50 of 72 frames (…: at most 10 frames a second)." */
  "kept-frames-per-second",
  /** "Scaled to 112 × 84 px and centered on a transparent 112 × 112 px canvas (…: exactly 112 × 112 px)." */
  "centered-on-canvas",
  /** "Made smaller to 128 × 96 px (…: at most 128 × 128 px)." */
  "made-smaller-within",
  /** "Made smaller to 112 × 112 px (…: exactly 112 × 112 px)." */
  "made-smaller-exact",
  /** "Enlarged to 112 × 112 px (…: exactly 112 × 112 px)." */
  "enlarged-exact",
  /** "Made smaller to 512 × 288 px (…: one side exactly 512 px)." */
  "made-smaller-one-side",
  /** "Enlarged to 512 × 288 px (…: one side exactly 512 px)." */
  "enlarged-one-side",
] as const;
export type DestinationChangeId = (typeof destinationChangeIds)[number];

/**
 * A change's values by name: numbers in the unit their name ends with (`_seconds`, `_frames`,
 * `_px`, `_frames_per_second`), and `destination`, the destination's id (never its English name).
 */
export type DestinationChangeValues = Readonly<Record<string, string | number>>;

export interface DestinationChange {
  id: DestinationChangeId;
  values: DestinationChangeValues;
}

const changeIds: ReadonlySet<string> = new Set(destinationChangeIds);

/** True for an id of the list (a result read from the network or from storage). */
export function isDestinationChangeId(value: unknown): value is DestinationChangeId {
  return typeof value === "string" && changeIds.has(value);
}
