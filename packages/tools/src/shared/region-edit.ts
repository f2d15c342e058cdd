/** A box on a picture, in its pixels. */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How the editor moves, resizes and draws regions, in the picture's own pixels: pure arithmetic,
 * unit-tested, shared by the pointer and the keyboard. Regions always stay on the picture.
 */

export interface PictureSize {
  width: number;
  height: number;
}

/** The smallest region the editor makes by dragging or resizing (a 1-px region hides nothing). */
export const minimumRegionSidePx = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export type Handle = "nw" | "ne" | "sw" | "se";

/** The rectangle moved by (dx, dy), kept whole on the picture. */
export function moveRegion(
  rectangle: Rectangle,
  dx: number,
  dy: number,
  picture: PictureSize,
): Rectangle {
  return {
    ...rectangle,
    x: clamp(Math.round(rectangle.x + dx), 0, Math.max(0, picture.width - rectangle.width)),
    y: clamp(Math.round(rectangle.y + dy), 0, Math.max(0, picture.height - rectangle.height)),
  };
}

/** The rectangle with one corner dragged by (dx, dy); the opposite corner stays where it is. */
export function resizeRegion(
  rectangle: Rectangle,
  handle: Handle,
  dx: number,
  dy: number,
  picture: PictureSize,
): Rectangle {
  const minimum = (side: number) => Math.min(minimumRegionSidePx, side);
  let left = rectangle.x;
  let top = rectangle.y;
  let right = rectangle.x + rectangle.width;
  let bottom = rectangle.y + rectangle.height;
  if (handle === "nw" || handle === "sw") {
    left = clamp(Math.round(left + dx), 0, right - minimum(picture.width));
  } else {
    right = clamp(Math.round(right + dx), left + minimum(picture.width), picture.width);
  }
  if (handle === "nw" || handle === "ne") {
    top = clamp(Math.round(top + dy), 0, bottom - minimum(picture.height));
  } else {
    bottom = clamp(Math.round(bottom + dy), top + minimum(picture.height), picture.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The rectangle spanned by a drag from one point to another, on the picture; null when too small. */
export function rectangleFromDrag(
  from: { x: number; y: number },
  to: { x: number; y: number },
  picture: PictureSize,
): Rectangle | null {
  const left = clamp(Math.round(Math.min(from.x, to.x)), 0, picture.width);
  const right = clamp(Math.round(Math.max(from.x, to.x)), 0, picture.width);
  const top = clamp(Math.round(Math.min(from.y, to.y)), 0, picture.height);
  const bottom = clamp(Math.round(Math.max(from.y, to.y)), 0, picture.height);
  const width = right - left;
  const height = bottom - top;
  if (width < minimumRegionSidePx || height < minimumRegionSidePx) return null;
  return { x: left, y: top, width, height };
}

/** A new region for the keyboard's "Add region": a quarter of the picture, centered. */
export function centeredRegion(picture: PictureSize): Rectangle {
  const width = Math.max(
    Math.min(picture.width, minimumRegionSidePx),
    Math.round(picture.width / 4),
  );
  const height = Math.max(
    Math.min(picture.height, minimumRegionSidePx),
    Math.round(picture.height / 4),
  );
  return {
    x: Math.round((picture.width - width) / 2),
    y: Math.round((picture.height - height) / 2),
    width,
    height,
  };
}

const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Pixels a region moves or grows per arrow key with Shift held (1 without). */
export const shiftStepPx = 10;

/**
 * A selected region's keyboard edit: arrows move it 1 px (10 px with Shift); with Alt they resize
 * it from its bottom-right corner (Right/Down grow, Left/Up shrink). Null for other keys.
 */
export function regionAfterKey(
  rectangle: Rectangle,
  key: { key: string; shiftKey: boolean; altKey: boolean },
  picture: PictureSize,
): Rectangle | null {
  const step = arrowSteps[key.key];
  if (!step) return null;
  const distance = key.shiftKey ? shiftStepPx : 1;
  const [dx, dy] = [step[0] * distance, step[1] * distance];
  return key.altKey
    ? resizeRegion(rectangle, "se", dx, dy, picture)
    : moveRegion(rectangle, dx, dy, picture);
}
