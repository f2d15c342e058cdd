import { describe, expect, it } from "vitest";
import { fill, formatNumber } from "../../shared/i18n/format.ts";
import spriteSheetText from "../editor-text.ts";
import { spriteSheetMessages } from "../shared/options.ts";
import {
  cellKeyframes,
  checkFromSheet,
  checkToSheet,
  directionProblem,
  formFromSheetJson,
  initialSpriteForm,
  type SpriteProblem,
  spriteFields,
  spriteProblemText,
} from "./sprite-form.ts";

/** The English page's wording of a problem. */
const english = (problem: SpriteProblem) =>
  spriteProblemText(problem, {
    text: spriteSheetText.en,
    fill,
    number: (value) => formatNumber("en", value),
  });

describe("Sprite sheet editor form", () => {
  it("sends only the chosen direction's fields", () => {
    expect(spriteFields({ ...initialSpriteForm("to-sheet"), columns: "4", rows: "9" })).toEqual({
      direction: "to-sheet",
      padding: "0",
      columns: "4",
      background: "transparent",
    });
    expect(
      spriteFields({
        ...initialSpriteForm("from-sheet"),
        cutBy: "size",
        columns: "4",
        frameWidth: "16",
        frameHeight: "16",
      }),
    ).toEqual({
      direction: "from-sheet",
      padding: "0",
      frame_width: "16",
      frame_height: "16",
      delay_cs: "10",
      loop_count: "0",
    });
  });

  it("checks as the server does: the schema's rule, then the grid's", () => {
    const from = initialSpriteForm("from-sheet");
    expect(checkFromSheet({ ...from, columns: "0" }, null)).toEqual({
      ok: false,
      problem: { kind: "columns" },
    });
    expect(
      checkFromSheet({ ...from, columns: "2", frameCount: "3" }, { width: 20, height: 10 }),
    ).toEqual({
      ok: false,
      problem: { kind: "frameCountOverCells", wanted: 3, cells: 2 },
    });
    expect(checkFromSheet({ ...from, delaysCs: "10,x" }, null)).toEqual({
      ok: false,
      problem: { kind: "delays" },
    });
    const to = initialSpriteForm("to-sheet");
    expect(
      checkToSheet({ ...to, columns: "45" }, { frameCount: 45, width: 480, height: 270 }),
    ).toEqual({ ok: false, problem: { kind: "sheetTooLarge", width: 21_600, height: 270 } });
  });

  it("words every problem on the English page as the API does", () => {
    const same: [SpriteProblem, string][] = [
      [{ kind: "columns" }, spriteSheetMessages.columns],
      [{ kind: "rows" }, spriteSheetMessages.rows],
      [{ kind: "padding" }, spriteSheetMessages.padding],
      [{ kind: "frameWidth" }, spriteSheetMessages.frameWidth],
      [{ kind: "frameHeight" }, spriteSheetMessages.frameHeight],
      [{ kind: "frameSizePair" }, spriteSheetMessages.frameSizePair],
      [{ kind: "frameCount" }, spriteSheetMessages.frameCount],
      [{ kind: "delay" }, spriteSheetMessages.delay],
      [{ kind: "delays" }, spriteSheetMessages.delays],
      [{ kind: "loopCount" }, spriteSheetMessages.loopCount],
      [{ kind: "notASheet" }, spriteSheetMessages.notASheet],
      [
        { kind: "sheetTooLarge", width: 21_600, height: 270 },
        spriteSheetMessages.sheetTooLarge(21_600, 270),
      ],
      [
        { kind: "gridTooLarge", columns: 20, rows: 1, width: 10, height: 10 },
        spriteSheetMessages.gridTooLarge(20, 1, 10, 10),
      ],
      [
        { kind: "cellTooLarge", frameWidth: 11, frameHeight: 2, width: 10, height: 10 },
        spriteSheetMessages.cellTooLarge(11, 2, 10, 10),
      ],
      [{ kind: "delaysCount", listed: 3, frames: 2 }, spriteSheetMessages.delaysCount(3, 2)],
      [
        { kind: "frameCountOverCells", wanted: 5, cells: 4 },
        spriteSheetMessages.frameCountOverCells(5, 4),
      ],
    ];
    for (const [problem, message] of same) expect(english(problem)).toBe(message);
    expect(english({ kind: "stillForToSheet" })).toMatch(/^This file is a still picture/);
    expect(english({ kind: "server", message: "As sent." })).toBe("As sent.");
  });

  it("says when the file is the wrong kind for the direction", () => {
    expect(directionProblem("to-sheet", "gif", 5)).toBeNull();
    expect(directionProblem("to-sheet", "webp", null)).toBeNull();
    expect(directionProblem("to-sheet", "png", 1)).toEqual({ kind: "stillForToSheet" });
    expect(directionProblem("from-sheet", "png", 1)).toBeNull();
    expect(directionProblem("from-sheet", "jpg", null)).toBeNull();
    expect(directionProblem("from-sheet", "webp", 1)).toBeNull();
    expect(directionProblem("from-sheet", "webp", 8)).toEqual({ kind: "animationForFromSheet" });
    expect(directionProblem("from-sheet", "apng", null)).toEqual({ kind: "animationForFromSheet" });
    expect(directionProblem("from-sheet", "heic", null)).toEqual({ kind: "notASheet" });
    expect(directionProblem("from-sheet", null, null)).toBeNull();
  });

  it("reads a sheet's JSON back into the cutting settings", () => {
    const json = JSON.stringify({
      columns: 3,
      rows: 2,
      padding: 2,
      loop_count: 2,
      frames: [{ delay_cs: 0 }, { delay_cs: 1 }, { delay_cs: 10 }, { delay_cs: 7 }],
    });
    expect(formFromSheetJson(json)).toEqual({
      cutBy: "grid",
      columns: "3",
      rows: "2",
      padding: "2",
      frameCount: "4",
      delaysCs: "0,1,10,7",
      loopCount: "3",
    });
    expect(formFromSheetJson("{}")).toBeNull();
    expect(formFromSheetJson("not json")).toBeNull();
  });

  it("steps the background to each cell for its delay", () => {
    const cut = {
      grid: { columns: 2, rows: 2, padding: 1, frameWidth: 10, frameHeight: 10 },
      frameCount: 3,
    };
    const { keyframes, durationMs } = cellKeyframes(cut, [0, 20, 30], 2);
    // 0 plays as 10 hundredths, as browsers play GIFs.
    expect(durationMs).toBe(600);
    expect(keyframes.map((frame) => [frame.offset, frame.backgroundPosition])).toEqual([
      [0, "-0px -0px"],
      [100 / 600, "-22px -0px"],
      [300 / 600, "-0px -22px"],
      [1, "-0px -22px"],
    ]);
  });
});
