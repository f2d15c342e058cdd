import { defaultLimits } from "@gifkit/contracts";
import type { SpriteSheetEditorText } from "../editor-text.ts";
import {
  maxDelayCentiseconds,
  maxGridCells,
  maxLoopCount,
  maxPaddingPixels,
  type SheetDirection,
  sheetLimits,
  spriteSheetDefaults,
  spriteSheetMessages,
  spriteSheetOptionsSchema,
} from "../shared/options.ts";
import {
  cutSheet,
  frameDelays,
  layoutSheet,
  type SheetCut,
  type SheetGrid,
  type SheetProblem,
  sheetSize,
  sheetSizeProblem,
} from "../shared/sheet-grid.ts";

/** The editor's settings as typed (text fields stay text until sent). */
export interface SpriteForm {
  direction: SheetDirection;
  /** Blank: the square-ish layout (to-sheet) or 1 (from-sheet). */
  columns: string;
  rows: string;
  padding: string;
  background: "transparent" | "color";
  /** #rrggbb, used when background is "color". */
  color: string;
  /** from-sheet: the grid by columns and rows, or by the size of one cell. */
  cutBy: "grid" | "size";
  frameWidth: string;
  frameHeight: string;
  /** Blank: every cell. */
  frameCount: string;
  delayCs: string;
  /** One delay per frame, separated by commas (e.g. from a sheet's JSON); blank: delayCs for all. */
  delaysCs: string;
  loopCount: string;
}

export function initialSpriteForm(direction: SheetDirection): SpriteForm {
  return {
    direction,
    columns: "",
    rows: "",
    padding: String(spriteSheetDefaults.padding),
    background: "transparent",
    color: "#ffffff",
    cutBy: "grid",
    frameWidth: "",
    frameHeight: "",
    frameCount: "",
    delayCs: String(spriteSheetDefaults.delay_cs),
    delaysCs: "",
    loopCount: String(spriteSheetDefaults.loop_count),
  };
}

/** The schema's rules the form can break, by their message's key (spriteSheetMessages). */
const schemaKinds = [
  "columns",
  "rows",
  "padding",
  "frameWidth",
  "frameHeight",
  "frameSizePair",
  "frameCount",
  "delay",
  "delays",
  "loopCount",
] as const;

/**
 * Why the form cannot be sent, as the editor words it (sprite-sheet/editor-text.ts `problems`):
 * the schema's rules by name, the sheet's size and cut, the wrong kind of file. `server` is a rule
 * the form cannot break (its radios and fields send only valid values): its message is shown as is.
 */
export type SpriteProblem =
  | { kind: (typeof schemaKinds)[number] }
  | SheetProblem
  | { kind: "sheetTooLarge"; width: number; height: number }
  | { kind: "stillForToSheet" | "animationForFromSheet" | "notASheet" }
  | { kind: "server"; message: string };

/** What the server lays out as frames (to-sheet), and what it cuts as a sheet (from-sheet). */
const animationInputs = ["gif", "apng", "mng", "webp"];
const sheetInputs = ["png", "jpg", "webp", "bmp"];

/**
 * The wrong kind of file for the direction, said before anything is sent (the server refuses it
 * too). `format` is the input's by content; `frameCount` what the browser decoded (null: unknown).
 */
export function directionProblem(
  direction: SheetDirection,
  format: string | null,
  frameCount: number | null,
): SpriteProblem | null {
  if (format === null) return null;
  if (direction === "to-sheet") {
    return animationInputs.includes(format) ? null : { kind: "stillForToSheet" };
  }
  const animated =
    ["gif", "apng", "mng"].includes(format) ||
    (format === "webp" && frameCount !== null && frameCount > 1);
  if (animated) {
    return { kind: "animationForFromSheet" };
  }
  return sheetInputs.includes(format) ? null : { kind: "notASheet" };
}

/** The start call's fields: only those of the chosen direction, blanks left out. */
export function spriteFields(form: SpriteForm): Record<string, string> {
  const fields: Record<string, string> = { direction: form.direction, padding: form.padding };
  const put = (name: string, value: string) => {
    if (value.trim() !== "") fields[name] = value.trim();
  };
  if (form.direction === "to-sheet") {
    put("columns", form.columns);
    fields.background = form.background === "transparent" ? "transparent" : form.color;
    return fields;
  }
  if (form.cutBy === "grid") {
    put("columns", form.columns);
    put("rows", form.rows);
  } else {
    put("frame_width", form.frameWidth);
    put("frame_height", form.frameHeight);
  }
  put("frame_count", form.frameCount);
  put("delay_cs", form.delayCs);
  put("delays_cs", form.delaysCs);
  put("loop_count", form.loopCount);
  return fields;
}

export type FormCheck<Plan> = { ok: true; plan: Plan } | { ok: false; problem: SpriteProblem };

/** The first rule the server would refuse these fields by (the same schema), or null. */
function schemaProblem(form: SpriteForm): SpriteProblem | null {
  const parsed = spriteSheetOptionsSchema.safeParse(spriteFields(form));
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? spriteSheetMessages.direction;
  const kind = schemaKinds.find((key) => spriteSheetMessages[key] === message);
  return kind ? { kind } : { kind: "server", message };
}

/** to-sheet: the layout the server will write for an input of this size, or what is wrong. */
export function checkToSheet(
  form: SpriteForm,
  input: { frameCount: number; width: number; height: number } | null,
): FormCheck<SheetGrid | null> {
  const problem = schemaProblem(form);
  if (problem) return { ok: false, problem };
  if (!input) return { ok: true, plan: null };
  const options = spriteSheetOptionsSchema.parse(spriteFields(form));
  const grid = layoutSheet({
    frameCount: input.frameCount,
    frameWidth: input.width,
    frameHeight: input.height,
    columns: options.columns,
    padding: options.padding,
  });
  if (sheetSizeProblem(grid)) {
    return { ok: false, problem: { kind: "sheetTooLarge", ...sheetSize(grid) } };
  }
  return { ok: true, plan: grid };
}

export interface CutPlan extends SheetCut {
  delaysCentiseconds: number[];
}

/** from-sheet: where the cuts fall on a sheet of this size, each frame's delay, or what is wrong. */
export function checkFromSheet(
  form: SpriteForm,
  sheet: { width: number; height: number } | null,
): FormCheck<CutPlan | null> {
  const problem = schemaProblem(form);
  if (problem) return { ok: false, problem };
  if (!sheet) return { ok: true, plan: null };
  const options = spriteSheetOptionsSchema.parse(spriteFields(form));
  const cut = cutSheet(sheet.width, sheet.height, options);
  if ("problem" in cut) return { ok: false, problem: cut.detail };
  const delays = frameDelays(cut.frameCount, options.delay_cs, options.delays_cs);
  if ("problem" in delays) return { ok: false, problem: delays.detail };
  return { ok: true, plan: { ...cut, delaysCentiseconds: delays } };
}

/**
 * The settings a sheet's JSON (made by this tool's to-sheet) gives for cutting it back: its grid,
 * frame count and every frame's delay. Null when the text is not such a JSON.
 */
export function formFromSheetJson(text: string): Partial<SpriteForm> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const sheet = parsed as Record<string, unknown>;
  const whole = (value: unknown) =>
    typeof value === "number" && Number.isInteger(value) && value >= 0;
  const frames = sheet.frames;
  if (
    !whole(sheet.columns) ||
    !whole(sheet.rows) ||
    !whole(sheet.padding) ||
    !Array.isArray(frames) ||
    frames.length === 0 ||
    !frames.every((frame) => whole((frame as Record<string, unknown>)?.delay_cs))
  ) {
    return null;
  }
  const loop = sheet.loop_count;
  return {
    cutBy: "grid",
    columns: String(sheet.columns),
    rows: String(sheet.rows),
    padding: String(sheet.padding),
    frameCount: String(frames.length),
    delaysCs: frames.map((frame) => String((frame as { delay_cs: number }).delay_cs)).join(","),
    // The JSON stores the GIF's repetitions (0 forever, N more plays, null once): back to plays.
    loopCount:
      // (65,535 repetitions would be 65,536 plays: the most a GIF stores is kept.)
      loop === null
        ? "1"
        : whole(loop)
          ? String(loop === 0 ? 0 : Math.min(maxLoopCount, (loop as number) + 1))
          : "0",
  };
}

/**
 * The CSS keyframes that show each cell for its delay (Web Animations: `background-position`
 * steps, no pixel touched by script). Delays under 2 hundredths play as 10, as browsers play GIFs.
 */
export function cellKeyframes(
  cut: SheetCut,
  delaysCentiseconds: readonly number[],
  scale: number,
): { keyframes: Keyframe[]; durationMs: number } {
  const shown = delaysCentiseconds.map((delay) => (delay < 2 ? 10 : delay) * 10);
  const durationMs = shown.reduce((sum, delay) => sum + delay, 0);
  const { grid } = cut;
  let elapsed = 0;
  const keyframes: Keyframe[] = shown.map((delay, index) => {
    const x = (index % grid.columns) * (grid.frameWidth + grid.padding) * scale;
    const y = Math.floor(index / grid.columns) * (grid.frameHeight + grid.padding) * scale;
    const offset = elapsed / durationMs;
    elapsed += delay;
    return { offset, backgroundPosition: `-${x}px -${y}px`, easing: "step-end" };
  });
  const last = keyframes.at(-1);
  if (last) keyframes.push({ ...last, offset: 1 });
  return { keyframes, durationMs };
}

/** The page's words for a problem and its formatters (useEditorText's). */
export interface SpriteProblemWords {
  text: Pick<SpriteSheetEditorText, "problems">;
  fill: (template: string, values?: Record<string, string | number>) => string;
  number: (value: number) => string;
}

/** A problem in the page's language (in English, the API's own message). */
export function spriteProblemText(problem: SpriteProblem, words: SpriteProblemWords): string {
  const { text, fill, number } = words;
  const problems = text.problems;
  switch (problem.kind) {
    case "server":
      return problem.message;
    case "columns":
    case "rows":
      return fill(problems[problem.kind], { max: number(maxGridCells) });
    case "padding":
      return fill(problems.padding, { max: number(maxPaddingPixels) });
    case "frameWidth":
    case "frameHeight":
      return fill(problems[problem.kind], { max: number(defaultLimits.maxGifOutputSide) });
    case "frameCount":
      return fill(problems.frameCount, { max: number(defaultLimits.maxOutputFrames) });
    case "delay":
    case "delays":
      return fill(problems[problem.kind], { max: number(maxDelayCentiseconds) });
    case "loopCount":
      return fill(problems.loopCount, { max: number(maxLoopCount) });
    case "frameSizePair":
    case "stillForToSheet":
    case "animationForFromSheet":
    case "notASheet":
      return problems[problem.kind];
    case "sheetTooLarge":
      return fill(problems.sheetTooLarge, {
        width: number(problem.width),
        height: number(problem.height),
        side: number(sheetLimits.maxSidePixels),
        megapixels: number(Math.round(sheetLimits.maxPixels / 100_000) / 10),
      });
    case "gridTooLarge":
      return fill(problems.gridTooLarge, {
        columns: number(problem.columns),
        rows: number(problem.rows),
        width: number(problem.width),
        height: number(problem.height),
      });
    case "cellTooLarge":
      return fill(problems.cellTooLarge, {
        frameWidth: number(problem.frameWidth),
        frameHeight: number(problem.frameHeight),
        width: number(problem.width),
        height: number(problem.height),
      });
    case "delaysCount":
      return fill(problems.delaysCount, {
        listed: number(problem.listed),
        frames: number(problem.frames),
      });
    case "frameCountOverCells":
      return fill(problems.frameCountOverCells, {
        wanted: number(problem.wanted),
        cells: number(problem.cells),
      });
  }
}
