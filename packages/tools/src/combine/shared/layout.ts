import { defaultLimits } from "@gifkit/contracts";
import type { CombineLayout, CombineSizeMode } from "./options.ts";

/** An input's picture size. */
export interface PictureSize {
  width: number;
  height: number;
}

/** Where one input goes in the result: its cell, and its scaled picture inside the cell. */
export interface CombineCell {
  /** The cell's place and size in the result. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The input scaled with its aspect kept (equal to the cell side by side). */
  pictureWidth: number;
  pictureHeight: number;
  /** The picture's offset inside its cell (centered; the rest is padding). */
  pictureX: number;
  pictureY: number;
}

export interface CombineGeometry {
  /** The result's size. */
  width: number;
  height: number;
  /** One per input, in output order. */
  cells: CombineCell[];
  /** The input (0-based, in output order) whose size sets the common size. */
  referenceIndex: number;
}

/** The input the size mode names: the first, or the one with the most or fewest pixels. */
export function referenceInput(sizes: readonly PictureSize[], mode: CombineSizeMode): number {
  if (mode === "first") return 0;
  let chosen = 0;
  for (const [index, size] of sizes.entries()) {
    const area = size.width * size.height;
    const chosenSize = sizes[chosen] as PictureSize;
    const chosenArea = chosenSize.width * chosenSize.height;
    if (mode === "largest" ? area > chosenArea : area < chosenArea) chosen = index;
  }
  return chosen;
}

/** `length` scaled by `to / from`, rounded, at least 1 px. */
const scaled = (length: number, to: number, from: number) =>
  Math.max(1, Math.round((length * to) / from));

/**
 * Where every input goes. One after another: the result is the reference input's size and each
 * input is fitted inside it (scaled up or down, aspect kept, centered, padded). Side by side: the
 * inputs take the reference's height and sit in a row (stacked: its width, in a column), so no
 * cell needs padding.
 */
export function combineGeometry(
  layout: CombineLayout,
  mode: CombineSizeMode,
  sizes: readonly PictureSize[],
): CombineGeometry {
  if (sizes.length === 0) throw new Error("there is no input to place");
  const referenceIndex = referenceInput(sizes, mode);
  const reference = sizes[referenceIndex] as PictureSize;
  if (layout === "sequence") {
    const cells = sizes.map((size) => {
      const fitsByWidth = size.width * reference.height >= size.height * reference.width;
      const pictureWidth = fitsByWidth
        ? reference.width
        : Math.min(reference.width, scaled(size.width, reference.height, size.height));
      const pictureHeight = fitsByWidth
        ? Math.min(reference.height, scaled(size.height, reference.width, size.width))
        : reference.height;
      return {
        x: 0,
        y: 0,
        width: reference.width,
        height: reference.height,
        pictureWidth,
        pictureHeight,
        pictureX: Math.floor((reference.width - pictureWidth) / 2),
        pictureY: Math.floor((reference.height - pictureHeight) / 2),
      };
    });
    return { width: reference.width, height: reference.height, cells, referenceIndex };
  }
  const horizontal = layout === "horizontal";
  const cells: CombineCell[] = [];
  let offset = 0;
  for (const size of sizes) {
    const width = horizontal ? scaled(size.width, reference.height, size.height) : reference.width;
    const height = horizontal ? reference.height : scaled(size.height, reference.width, size.width);
    cells.push({
      x: horizontal ? offset : 0,
      y: horizontal ? 0 : offset,
      width,
      height,
      pictureWidth: width,
      pictureHeight: height,
      pictureX: 0,
      pictureY: 0,
    });
    offset += horizontal ? width : height;
  }
  return {
    width: horizontal ? offset : reference.width,
    height: horizontal ? reference.height : offset,
    cells,
    referenceIndex,
  };
}

const count = (value: number) => value.toLocaleString("en-US");

/**
 * The result's side limit (2,000 × 2,000 px), said with the input that set the common size: the
 * server's refusal and the editor's warning are the same words. Null when the result fits.
 */
export function outputSizeProblem(
  geometry: CombineGeometry,
  layout: CombineLayout,
  referenceName: string,
  maxSide: number = defaultLimits.maxGifOutputSide,
): string | null {
  if (geometry.width <= maxSide && geometry.height <= maxSide) return null;
  const setBy =
    layout === "sequence"
      ? `it takes the size of ${referenceName}`
      : layout === "horizontal"
        ? `every GIF takes the height of ${referenceName} (${count(geometry.height)} px)`
        : `every GIF takes the width of ${referenceName} (${count(geometry.width)} px)`;
  return `The combined GIF would be ${count(geometry.width)}×${count(geometry.height)} px: ${setBy}; edited GIFs can be at most ${count(maxSide)}×${count(maxSide)} px. Choose a smaller size or fewer GIFs.`;
}
