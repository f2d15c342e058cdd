import {
  maxLoopCount,
  type SheetDirection,
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
): string | null {
  if (format === null) return null;
  if (direction === "to-sheet") {
    return animationInputs.includes(format)
      ? null
      : "This file is a still picture: Animation to sheet needs a GIF, WebP, APNG or MNG. Choose From sheet to GIF to cut it into frames.";
  }
  const animated =
    ["gif", "apng", "mng"].includes(format) ||
    (format === "webp" && frameCount !== null && frameCount > 1);
  if (animated) {
    return "This file is an animation: From sheet to GIF needs a still PNG, WebP or JPG sheet. Choose Animation to sheet to lay out its frames.";
  }
  return sheetInputs.includes(format) ? null : spriteSheetMessages.notASheet;
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

export type FormCheck<Plan> = { ok: true; plan: Plan } | { ok: false; problem: string };

/** The first message the server would give for these fields (the same schema), or null. */
function schemaProblem(form: SpriteForm): string | null {
  const parsed = spriteSheetOptionsSchema.safeParse(spriteFields(form));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the settings.");
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
  const tooLarge = sheetSizeProblem(grid);
  return tooLarge ? { ok: false, problem: tooLarge } : { ok: true, plan: grid };
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
  if ("problem" in cut) return { ok: false, problem: cut.problem };
  const delays = frameDelays(cut.frameCount, options.delay_cs, options.delays_cs);
  if ("problem" in delays) return { ok: false, problem: delays.problem };
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
