import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { readFormNumber } from "../../shared/form-fields.ts";

/**
 * Sprite sheet settings as sent (issue 25). One tool, two directions:
 * - `to-sheet`: an animation becomes one PNG with its frames in a grid (left to right, top to
 *   bottom), plus a JSON of every frame's rectangle and delay;
 * - `from-sheet`: a still PNG, WebP or JPG sheet is cut into cells that become the frames of a GIF.
 * `padding` is the gap between cells in both directions, so a sheet made here is cut back exactly
 * with the same columns and padding.
 */

export const directions = ["to-sheet", "from-sheet"] as const;
export type SheetDirection = (typeof directions)[number];

/** What each result is saved as (tool.ts and the result view both read it). */
export const spriteSheetDownloadNames = {
  png: "sprite-sheet.png",
  json: "sprite-sheet.json",
  gif: "sprite-animation.gif",
} as const;

/** The most columns or rows a grid may have (a GIF result has at most 600 frames anyway). */
export const maxGridCells = 600;
/** The widest gap between cells, in pixels. */
export const maxPaddingPixels = 256;
/** The largest delay a GIF frame can store (a 16-bit field, in hundredths of a second). */
export const maxDelayCentiseconds = 0xffff;
/** The most plays a GIF can store (NETSCAPE block). */
export const maxLoopCount = 0xffff;
/** Default delay of every frame cut from a sheet: 10 fps. */
export const defaultDelayCentiseconds = 10;

/**
 * The largest sheet this tool writes: what GifKit itself reads back as an input (12,000 px on a
 * side, 50 megapixels in one picture), so any sheet made here can be cut into a GIF again.
 */
export const sheetLimits = {
  maxSidePixels: defaultLimits.maxInputSidePixels,
  maxPixels: defaultLimits.maxInputFramePixels,
} as const;

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

export const spriteSheetMessages = {
  direction: "direction must be to-sheet or from-sheet.",
  columns: `columns must be a whole number from 1 to ${maxGridCells}.`,
  rows: `rows must be a whole number from 1 to ${maxGridCells}.`,
  padding: `padding must be a whole number of pixels from 0 to ${maxPaddingPixels}.`,
  background: "background must be transparent or a color as #rrggbb (e.g. #ffffff).",
  frameWidth: `frame_width must be a whole number of pixels from 1 to ${count(defaultLimits.maxGifOutputSide)}.`,
  frameHeight: `frame_height must be a whole number of pixels from 1 to ${count(defaultLimits.maxGifOutputSide)}.`,
  frameSizePair: "frame_width and frame_height go together: give both, or neither.",
  gridOrSize:
    "Give the grid as columns and rows, or the cell size as frame_width and frame_height, not both.",
  frameCount: `frame_count must be a whole number from 1 to ${count(defaultLimits.maxOutputFrames)}, or blank for every cell.`,
  delay: `delay_cs must be a whole number of hundredths of a second from 0 to ${count(maxDelayCentiseconds)}.`,
  delays: `delays_cs must be a list of whole numbers of hundredths of a second (0 to ${count(maxDelayCentiseconds)}) separated by commas, one per frame, e.g. 10,10,20.`,
  loopCount: `loop_count must be a whole number from 0 (forever) to ${count(maxLoopCount)}.`,
  fromSheetOnly: (field: string) =>
    `${field} is read only with direction=from-sheet (cutting a sheet into a GIF): leave it out to make a sheet.`,
  toSheetOnly: (field: string) =>
    `${field} is read only with direction=to-sheet (making a sheet): leave it out to cut a sheet.`,
  sheetTooLarge: (width: number, height: number) =>
    `The sheet would be ${count(width)} × ${count(height)} px; a sprite sheet can be at most ${count(sheetLimits.maxSidePixels)} px on a side and ${megapixels(sheetLimits.maxPixels)} in all. Choose fewer columns (for a wide sheet), more columns (for a tall one) or less padding.`,
  notAnAnimation:
    "To make a sprite sheet, upload an animation: GIF, WebP, APNG or MNG. To cut a sheet into a GIF, choose From sheet to GIF (direction=from-sheet).",
  notASheet:
    "A sprite sheet must be a still PNG, WebP or JPG image. To lay out an animation's frames on a sheet, choose Animation to sheet (direction=to-sheet).",
  gridTooLarge: (columns: number, rows: number, width: number, height: number) =>
    `${count(columns)} columns × ${count(rows)} rows do not fit the ${count(width)} × ${count(height)} px sheet: every cell must be at least 1 px. Choose fewer columns or rows, or less padding.`,
  cellTooLarge: (frameWidth: number, frameHeight: number, width: number, height: number) =>
    `A cell of ${count(frameWidth)} × ${count(frameHeight)} px does not fit the ${count(width)} × ${count(height)} px sheet. Choose a smaller frame size.`,
  delaysCount: (listed: number, frames: number) =>
    `delays_cs lists ${count(listed)} delays for ${count(frames)} frames: give one per frame, or none.`,
  tooManyFrames: (frames: number) =>
    `The animation has ${count(frames)} frames; a sprite sheet holds at most ${count(defaultLimits.maxOutputFrames)} frames (the frame limit of every result). Cut or thin the animation first.`,
  frameCountOverCells: (wanted: number, cells: number) =>
    `frame_count is ${count(wanted)} but the grid has ${count(cells)} cells. Choose at most ${count(cells)} frames, or more columns or rows.`,
} as const;

/** Blank or absent is "not given"; anything else must be a whole number in [min, max]. */
function optionalWhole(message: string, min: number, max: number) {
  return z.preprocess(
    (value) =>
      typeof value === "string" && value.trim() === "" ? undefined : readFormNumber(value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

function wholeWithDefault(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? fallback : readFormNumber(value)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

const backgroundPattern = /^(transparent|#[0-9a-f]{6})$/;

/** "10,10,20" (spaces allowed) or a list of numbers: one delay per frame, in output order. */
const delaysField = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value;
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    return value.split(",").map((part) => {
      const trimmed = part.trim();
      return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    });
  },
  z
    .array(
      z
        .number({ error: spriteSheetMessages.delays })
        .int({ error: spriteSheetMessages.delays })
        .min(0, { error: spriteSheetMessages.delays })
        .max(maxDelayCentiseconds, { error: spriteSheetMessages.delays }),
      { error: spriteSheetMessages.delays },
    )
    .min(1, { error: spriteSheetMessages.delays })
    .max(defaultLimits.maxOutputFrames, { error: spriteSheetMessages.delays })
    .optional(),
);

const fromSheetFields = [
  "rows",
  "frame_width",
  "frame_height",
  "frame_count",
  "delays_cs",
] as const;

export const spriteSheetOptionsSchema = z
  .object({
    direction: z
      .enum(directions, { error: spriteSheetMessages.direction })
      .default("to-sheet")
      .meta({
        description:
          "to-sheet: an animation (GIF, WebP, APNG, MNG) becomes one PNG sheet plus a JSON of frame rectangles and delays. from-sheet: a still PNG, WebP or JPG sheet becomes a GIF, one frame per cell.",
      }),
    columns: optionalWhole(spriteSheetMessages.columns, 1, maxGridCells).meta({
      type: "integer",
      description:
        "Cells per row. to-sheet: default the square-ish layout, ceil(sqrt(frames)). from-sheet: default 1 (with rows), or worked out from frame_width.",
    }),
    rows: optionalWhole(spriteSheetMessages.rows, 1, maxGridCells).meta({
      type: "integer",
      description: "from-sheet only: rows of cells (default 1, or worked out from frame_height).",
    }),
    padding: wholeWithDefault(spriteSheetMessages.padding, 0, maxPaddingPixels, 0).meta({
      type: "integer",
      description: `Gap between cells in px (0-${maxPaddingPixels}, default 0); no margin around the sheet. from-sheet: the gap to skip between cells.`,
    }),
    background: z
      .string()
      .trim()
      .toLowerCase()
      .regex(backgroundPattern, { error: spriteSheetMessages.background })
      .default("transparent")
      .meta({
        description:
          "to-sheet only: transparent (default, the PNG keeps the frames' alpha) or #rrggbb: fills the gaps and unused cells and shows through transparent pixels (an opaque sheet).",
      }),
    frame_width: optionalWhole(
      spriteSheetMessages.frameWidth,
      1,
      defaultLimits.maxGifOutputSide,
    ).meta({
      type: "integer",
      description: "from-sheet only: cell width in px, instead of columns and rows.",
    }),
    frame_height: optionalWhole(
      spriteSheetMessages.frameHeight,
      1,
      defaultLimits.maxGifOutputSide,
    ).meta({
      type: "integer",
      description: "from-sheet only: cell height in px, instead of columns and rows.",
    }),
    frame_count: optionalWhole(
      spriteSheetMessages.frameCount,
      1,
      defaultLimits.maxOutputFrames,
    ).meta({
      type: "integer",
      description:
        "from-sheet only: how many cells become frames, counted left to right, top to bottom (default every cell).",
    }),
    delay_cs: wholeWithDefault(
      spriteSheetMessages.delay,
      0,
      maxDelayCentiseconds,
      defaultDelayCentiseconds,
    ).meta({
      type: "integer",
      description: `from-sheet: every frame's delay in hundredths of a second (default ${defaultDelayCentiseconds}).`,
    }),
    delays_cs: delaysField.meta({
      type: "string",
      description:
        "from-sheet only: one delay per frame in hundredths of a second, separated by commas (e.g. the delay_cs values of a sheet's JSON); overrides delay_cs.",
    }),
    loop_count: wholeWithDefault(spriteSheetMessages.loopCount, 0, maxLoopCount, 0).meta({
      type: "integer",
      description:
        "from-sheet: how many times the GIF plays, 0 = forever (default), N = N times; to-sheet: ignored (the JSON gives the input's).",
    }),
  })
  .superRefine((options, context) => {
    const issue = (message: string) => context.addIssue({ code: "custom", message });
    if (options.direction === "to-sheet") {
      for (const field of fromSheetFields) {
        if (options[field] !== undefined) issue(spriteSheetMessages.fromSheetOnly(field));
      }
      return;
    }
    if (options.background !== "transparent") {
      issue(spriteSheetMessages.toSheetOnly("background"));
    }
    if ((options.frame_width === undefined) !== (options.frame_height === undefined)) {
      issue(spriteSheetMessages.frameSizePair);
    }
    if (
      options.frame_width !== undefined &&
      (options.columns !== undefined || options.rows !== undefined)
    ) {
      issue(spriteSheetMessages.gridOrSize);
    }
  });
export type SpriteSheetOptions = z.infer<typeof spriteSheetOptionsSchema>;

export const spriteSheetDefaults: SpriteSheetOptions = {
  direction: "to-sheet",
  padding: 0,
  background: "transparent",
  delay_cs: defaultDelayCentiseconds,
  loop_count: 0,
};
