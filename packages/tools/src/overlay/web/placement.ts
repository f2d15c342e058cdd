/** Where the overlay goes on the GIF: pure arithmetic for the editor (tested without a browser). */

export type PlacementPreset = "top-left" | "top-right" | "center" | "bottom-left" | "bottom-right";

/** The presets in the order the editor shows them (their words: overlay/editor-text.ts). */
export const placementPresets: readonly PlacementPreset[] = [
  "top-left",
  "top-right",
  "center",
  "bottom-left",
  "bottom-right",
];

interface Size {
  width: number;
  height: number;
}

/** The top-left corner for a preset, `marginPx` from the GIF's edges (the center ignores it). */
export function presetPosition(
  preset: PlacementPreset,
  gif: Size,
  overlay: Size,
  marginPx: number,
): { x: number; y: number } {
  const right = gif.width - overlay.width - marginPx;
  const bottom = gif.height - overlay.height - marginPx;
  switch (preset) {
    case "top-left":
      return { x: marginPx, y: marginPx };
    case "top-right":
      return { x: right, y: marginPx };
    case "bottom-left":
      return { x: marginPx, y: bottom };
    case "bottom-right":
      return { x: right, y: bottom };
    case "center":
      return {
        x: Math.round((gif.width - overlay.width) / 2),
        y: Math.round((gif.height - overlay.height) / 2),
      };
  }
}

/**
 * Keeps at least one pixel of the overlay on the picture (the server refuses an overlay entirely
 * outside it), so dragging or arrow keys never lose it.
 */
export function keepOnPicture(position: { x: number; y: number }, gif: Size, overlay: Size) {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    x: Math.round(clamp(position.x, 1 - overlay.width, gif.width - 1)),
    y: Math.round(clamp(position.y, 1 - overlay.height, gif.height - 1)),
  };
}

/** GIF pixels an arrow key moves the overlay with Shift held (1 without). */
export const shiftStepPx = 10;

/** An arrow key's move in GIF pixels: 1, or shiftStepPx with Shift; null for other keys. */
export function arrowKeyStep(key: string, shiftKey: boolean): { dx: number; dy: number } | null {
  const step = shiftKey ? shiftStepPx : 1;
  switch (key) {
    case "ArrowLeft":
      return { dx: -step, dy: 0 };
    case "ArrowRight":
      return { dx: step, dy: 0 };
    case "ArrowUp":
      return { dx: 0, dy: -step };
    case "ArrowDown":
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
