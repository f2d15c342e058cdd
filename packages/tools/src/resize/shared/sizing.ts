/**
 * The size arithmetic of Resize, shared by the editor (spec: tools §4, §5) and the server.
 */

export interface Size {
  width: number;
  height: number;
}

/** The aspect presets of the editor (spec: tools §9); null is Free. */
export const resizeAspectPresets = [
  { id: "free", label: "Free", ratio: null },
  { id: "1:1", label: "1:1", ratio: 1 },
  { id: "16:9", label: "16:9", ratio: 16 / 9 },
  { id: "9:16", label: "9:16", ratio: 9 / 16 },
] as const;
export type ResizeAspectPresetId = (typeof resizeAspectPresets)[number]["id"];

/** A typed entry as a dimension: a non-numeric or non-positive entry becomes 1 (spec: tools §5). */
export function toDimension(value: string | number): number {
  const number =
    typeof value === "number" ? value : Number(value.trim() === "" ? Number.NaN : value);
  if (!Number.isFinite(number) || number <= 0) return 1;
  return Math.max(1, Math.round(number));
}

/** The largest size with the source's aspect ratio that fits inside `box` (never below 1 × 1). */
export function fitInside(source: Size, box: Size): Size {
  const scale = Math.min(box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** The output size the server makes for these settings. */
export function resizeTarget(
  source: Size,
  width: number,
  height: number,
  maintainAspect: boolean,
): Size {
  return maintainAspect ? fitInside(source, { width, height }) : { width, height };
}

export interface ResizeFormState {
  width: number;
  height: number;
  maintainAspectRatio: boolean;
  percentage: number;
  aspectPreset: ResizeAspectPresetId;
}

/** The ratio width ÷ height that links the two fields, or null when they are independent. */
export function linkedRatio(state: ResizeFormState, natural: Size | null): number | null {
  const preset = resizeAspectPresets.find((entry) => entry.id === state.aspectPreset);
  if (preset?.ratio) return preset.ratio;
  if (state.maintainAspectRatio && natural) return natural.width / natural.height;
  return null;
}

/** Width typed: height follows the linked ratio (the preset, or the natural ratio with maintain on). */
export function withWidth(
  state: ResizeFormState,
  value: string | number,
  natural: Size | null,
): ResizeFormState {
  const width = toDimension(value);
  const ratio = linkedRatio(state, natural);
  return { ...state, width, height: ratio ? toDimension(width / ratio) : state.height };
}

/** Height typed: width follows the linked ratio. */
export function withHeight(
  state: ResizeFormState,
  value: string | number,
  natural: Size | null,
): ResizeFormState {
  const height = toDimension(value);
  const ratio = linkedRatio(state, natural);
  return { ...state, height, width: ratio ? toDimension(height * ratio) : state.width };
}

/** Percentage typed: both sides are recalculated from the natural size. */
export function withPercentage(
  state: ResizeFormState,
  value: string | number,
  natural: Size | null,
): ResizeFormState {
  const percentage = toDimension(value);
  if (!natural) return { ...state, percentage };
  return {
    ...state,
    percentage,
    width: toDimension((natural.width * percentage) / 100),
    height: toDimension((natural.height * percentage) / 100),
  };
}

/**
 * Maintain-aspect toggled: turning it on recomputes the height from the width and goes back to
 * Free (an aspect preset and the GIF's own shape cannot both hold; see withAspectPreset).
 */
export function withMaintainAspect(
  state: ResizeFormState,
  on: boolean,
  natural: Size | null,
): ResizeFormState {
  const next: ResizeFormState = on
    ? { ...state, maintainAspectRatio: true, aspectPreset: "free" }
    : { ...state, maintainAspectRatio: false };
  if (!on) return next;
  const ratio = linkedRatio(next, natural);
  return ratio ? { ...next, height: toDimension(next.width / ratio) } : next;
}

/**
 * A preset chosen: the height follows the width at the preset's ratio (Free keeps both). A preset
 * turns "Maintain aspect ratio" off: with it on, the server fits the GIF's own shape inside the
 * box and the preset's shape would be silently ignored (issue 18).
 */
export function withAspectPreset(
  state: ResizeFormState,
  aspectPreset: ResizeAspectPresetId,
  natural: Size | null,
): ResizeFormState {
  const next: ResizeFormState =
    aspectPreset === "free"
      ? { ...state, aspectPreset }
      : { ...state, aspectPreset, maintainAspectRatio: false };
  const ratio = linkedRatio(next, natural);
  return ratio ? { ...next, height: toDimension(next.width / ratio) } : next;
}
