import { sheetLimits, spriteSheetMessages } from "./options.ts";

/**
 * The grid of a sprite sheet, as both directions and both sides (server and editor) compute it:
 * cells of one size, left to right then top to bottom, `padding` px apart, no margin.
 */
export interface SheetGrid {
  columns: number;
  rows: number;
  padding: number;
  frameWidth: number;
  frameHeight: number;
}

/** One cell of the sheet: which frame it holds and where (px from the sheet's top left). */
export interface CellRectangle {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sheet's size: cells and the gaps between them (never a gap after the last). */
export function sheetSize(grid: SheetGrid): { width: number; height: number } {
  return {
    width: grid.columns * grid.frameWidth + (grid.columns - 1) * grid.padding,
    height: grid.rows * grid.frameHeight + (grid.rows - 1) * grid.padding,
  };
}

/** The first `count` cells, left to right, top to bottom. */
export function cellRectangles(grid: SheetGrid, count: number): CellRectangle[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    x: (index % grid.columns) * (grid.frameWidth + grid.padding),
    y: Math.floor(index / grid.columns) * (grid.frameHeight + grid.padding),
    width: grid.frameWidth,
    height: grid.frameHeight,
  }));
}

/**
 * to-sheet: where `frameCount` frames of one size go. Without `columns` the layout is square-ish
 * (ceil(sqrt(n)) columns); never more columns than frames.
 */
export function layoutSheet(request: {
  frameCount: number;
  frameWidth: number;
  frameHeight: number;
  columns?: number | undefined;
  padding: number;
}): SheetGrid {
  const { frameCount, frameWidth, frameHeight, padding } = request;
  const columns = Math.max(
    1,
    Math.min(frameCount, request.columns ?? Math.ceil(Math.sqrt(frameCount))),
  );
  return { columns, rows: Math.ceil(frameCount / columns), padding, frameWidth, frameHeight };
}

/** The message when a sheet would be over the limit GifKit can read back; null when it fits. */
export function sheetSizeProblem(grid: SheetGrid): string | null {
  const { width, height } = sheetSize(grid);
  if (
    width > sheetLimits.maxSidePixels ||
    height > sheetLimits.maxSidePixels ||
    width * height > sheetLimits.maxPixels
  ) {
    return spriteSheetMessages.sheetTooLarge(width, height);
  }
  return null;
}

/**
 * A cut's or a delay list's problem by kind, with the numbers its message names: the editor
 * words it in the page's language (sprite-sheet/editor-text.ts `problems`), the API sends
 * `problem` (English).
 */
export type SheetProblem =
  | { kind: "cellTooLarge"; frameWidth: number; frameHeight: number; width: number; height: number }
  | { kind: "gridTooLarge"; columns: number; rows: number; width: number; height: number }
  | { kind: "frameCountOverCells"; wanted: number; cells: number }
  | { kind: "delaysCount"; listed: number; frames: number };

/** What a from-sheet cut takes: the grid on the sheet and how many of its cells become frames. */
export interface SheetCut {
  grid: SheetGrid;
  frameCount: number;
}

/**
 * from-sheet: the grid on a `sheetWidth` × `sheetHeight` sheet. With a cell size, as many whole
 * cells as fit; with columns and rows (1 each by default), the largest whole-pixel cells that fit.
 * Pixels past the last whole cell (right or bottom) are left out.
 */
export function cutSheet(
  sheetWidth: number,
  sheetHeight: number,
  options: {
    columns?: number | undefined;
    rows?: number | undefined;
    frame_width?: number | undefined;
    frame_height?: number | undefined;
    frame_count?: number | undefined;
    padding: number;
  },
): SheetCut | { problem: string; detail: SheetProblem } {
  const { padding } = options;
  let grid: SheetGrid;
  if (options.frame_width !== undefined && options.frame_height !== undefined) {
    const frameWidth = options.frame_width;
    const frameHeight = options.frame_height;
    const columns = Math.floor((sheetWidth + padding) / (frameWidth + padding));
    const rows = Math.floor((sheetHeight + padding) / (frameHeight + padding));
    if (columns < 1 || rows < 1) {
      return {
        problem: spriteSheetMessages.cellTooLarge(frameWidth, frameHeight, sheetWidth, sheetHeight),
        detail: {
          kind: "cellTooLarge",
          frameWidth,
          frameHeight,
          width: sheetWidth,
          height: sheetHeight,
        },
      };
    }
    grid = { columns, rows, padding, frameWidth, frameHeight };
  } else {
    const columns = options.columns ?? 1;
    const rows = options.rows ?? 1;
    const frameWidth = Math.floor((sheetWidth - (columns - 1) * padding) / columns);
    const frameHeight = Math.floor((sheetHeight - (rows - 1) * padding) / rows);
    if (frameWidth < 1 || frameHeight < 1) {
      return {
        problem: spriteSheetMessages.gridTooLarge(columns, rows, sheetWidth, sheetHeight),
        detail: { kind: "gridTooLarge", columns, rows, width: sheetWidth, height: sheetHeight },
      };
    }
    grid = { columns, rows, padding, frameWidth, frameHeight };
  }
  const cells = grid.columns * grid.rows;
  const frameCount = options.frame_count ?? cells;
  if (frameCount > cells) {
    return {
      problem: spriteSheetMessages.frameCountOverCells(frameCount, cells),
      detail: { kind: "frameCountOverCells", wanted: frameCount, cells },
    };
  }
  return { grid, frameCount };
}

/** Each frame's delay: the list when given (one per frame), else `delay_cs` for every frame. */
export function frameDelays(
  frameCount: number,
  delayCentiseconds: number,
  delaysCentiseconds: readonly number[] | undefined,
): number[] | { problem: string; detail: SheetProblem } {
  if (delaysCentiseconds === undefined) return Array(frameCount).fill(delayCentiseconds);
  if (delaysCentiseconds.length !== frameCount) {
    return {
      problem: spriteSheetMessages.delaysCount(delaysCentiseconds.length, frameCount),
      detail: { kind: "delaysCount", listed: delaysCentiseconds.length, frames: frameCount },
    };
  }
  return [...delaysCentiseconds];
}
