import { describe, expect, it } from "vitest";
import { spriteSheetMessages, spriteSheetOptionsSchema } from "./options.ts";
import {
  cellRectangles,
  cutSheet,
  frameDelays,
  layoutSheet,
  sheetSizeProblem,
} from "./sheet-grid.ts";

const firstMessage = (fields: Record<string, string>) => {
  const parsed = spriteSheetOptionsSchema.safeParse(fields);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("Sprite sheet options", () => {
  it("defaults to a transparent to-sheet without padding", () => {
    expect(spriteSheetOptionsSchema.parse({})).toEqual({
      direction: "to-sheet",
      padding: 0,
      background: "transparent",
      delay_cs: 10,
      loop_count: 0,
    });
  });

  it("reads form strings for both directions", () => {
    expect(
      spriteSheetOptionsSchema.parse({ columns: "4", padding: "2", background: "#FFAA00" }),
    ).toMatchObject({ columns: 4, padding: 2, background: "#ffaa00" });
    expect(
      spriteSheetOptionsSchema.parse({
        direction: "from-sheet",
        frame_width: "32",
        frame_height: "16",
        frame_count: "",
        delays_cs: "0, 1,10",
        loop_count: "3",
      }),
    ).toMatchObject({ frame_width: 32, frame_height: 16, delays_cs: [0, 1, 10], loop_count: 3 });
  });

  it("answers each mistake with its message", () => {
    expect(firstMessage({ direction: "sideways" })).toBe(spriteSheetMessages.direction);
    expect(firstMessage({ columns: "0" })).toBe(spriteSheetMessages.columns);
    expect(firstMessage({ columns: "2.5" })).toBe(spriteSheetMessages.columns);
    expect(firstMessage({ columns: "0x2" })).toBe(spriteSheetMessages.columns);
    expect(firstMessage({ padding: "257" })).toBe(spriteSheetMessages.padding);
    expect(firstMessage({ background: "red" })).toBe(spriteSheetMessages.background);
    expect(firstMessage({ background: "#fff" })).toBe(spriteSheetMessages.background);
    expect(firstMessage({ rows: "2" })).toBe(spriteSheetMessages.fromSheetOnly("rows"));
    expect(firstMessage({ delays_cs: "10" })).toBe(spriteSheetMessages.fromSheetOnly("delays_cs"));
    const from = { direction: "from-sheet" };
    expect(firstMessage({ ...from, background: "#000000" })).toBe(
      spriteSheetMessages.toSheetOnly("background"),
    );
    expect(firstMessage({ ...from, frame_width: "10" })).toBe(spriteSheetMessages.frameSizePair);
    expect(firstMessage({ ...from, frame_width: "10", frame_height: "10", columns: "2" })).toBe(
      spriteSheetMessages.gridOrSize,
    );
    expect(firstMessage({ ...from, frame_width: "2001", frame_height: "10" })).toBe(
      spriteSheetMessages.frameWidth,
    );
    expect(firstMessage({ ...from, frame_count: "601" })).toBe(spriteSheetMessages.frameCount);
    expect(firstMessage({ ...from, delay_cs: "65536" })).toBe(spriteSheetMessages.delay);
    expect(firstMessage({ ...from, delays_cs: "10,,20" })).toBe(spriteSheetMessages.delays);
    expect(firstMessage({ ...from, delays_cs: "10,-1" })).toBe(spriteSheetMessages.delays);
    expect(firstMessage({ ...from, loop_count: "-1" })).toBe(spriteSheetMessages.loopCount);
  });
});

describe("Sprite sheet grid", () => {
  it("lays frames out square-ish by default, never more columns than frames", () => {
    expect(layoutSheet({ frameCount: 30, frameWidth: 80, frameHeight: 60, padding: 2 })).toEqual({
      columns: 6,
      rows: 5,
      padding: 2,
      frameWidth: 80,
      frameHeight: 60,
    });
    expect(layoutSheet({ frameCount: 1, frameWidth: 8, frameHeight: 8, padding: 0 }).columns).toBe(
      1,
    );
    expect(
      layoutSheet({ frameCount: 3, frameWidth: 8, frameHeight: 8, columns: 10, padding: 0 }),
    ).toMatchObject({ columns: 3, rows: 1 });
  });

  it("places cells left to right, top to bottom, padding apart", () => {
    const grid = { columns: 3, rows: 2, padding: 4, frameWidth: 10, frameHeight: 5 };
    expect(cellRectangles(grid, 5).map((cell) => [cell.x, cell.y])).toEqual([
      [0, 0],
      [14, 0],
      [28, 0],
      [0, 9],
      [14, 9],
    ]);
  });

  it("refuses a sheet over 12,000 px on a side or 50 megapixels", () => {
    const wide = { columns: 45, rows: 1, padding: 0, frameWidth: 480, frameHeight: 270 };
    expect(sheetSizeProblem(wide)).toBe(spriteSheetMessages.sheetTooLarge(21_600, 270));
    const large = { columns: 10, rows: 10, padding: 0, frameWidth: 1000, frameHeight: 1000 };
    expect(sheetSizeProblem(large)).toBe(spriteSheetMessages.sheetTooLarge(10_000, 10_000));
    expect(sheetSizeProblem({ ...large, columns: 5, rows: 10 })).toBeNull();
  });

  it("cuts a sheet by grid or by cell size, leaving partial cells out", () => {
    expect(cutSheet(100, 50, { columns: 3, rows: 2, padding: 2 })).toEqual({
      grid: { columns: 3, rows: 2, padding: 2, frameWidth: 32, frameHeight: 24 },
      frameCount: 6,
    });
    expect(
      cutSheet(660, 480, { frame_width: 200, frame_height: 160, padding: 10, frame_count: 5 }),
    ).toEqual({
      grid: { columns: 3, rows: 2, padding: 10, frameWidth: 200, frameHeight: 160 },
      frameCount: 5,
    });
    expect(cutSheet(10, 10, { columns: 20, padding: 0 })).toEqual({
      problem: spriteSheetMessages.gridTooLarge(20, 1, 10, 10),
      detail: { kind: "gridTooLarge", columns: 20, rows: 1, width: 10, height: 10 },
    });
    expect(cutSheet(10, 10, { frame_width: 11, frame_height: 2, padding: 0 })).toEqual({
      problem: spriteSheetMessages.cellTooLarge(11, 2, 10, 10),
      detail: { kind: "cellTooLarge", frameWidth: 11, frameHeight: 2, width: 10, height: 10 },
    });
    expect(cutSheet(10, 10, { columns: 2, rows: 2, frame_count: 5, padding: 0 })).toEqual({
      problem: spriteSheetMessages.frameCountOverCells(5, 4),
      detail: { kind: "frameCountOverCells", wanted: 5, cells: 4 },
    });
  });

  it("gives every frame delay_cs, or one delay each from the list", () => {
    expect(frameDelays(3, 7, undefined)).toEqual([7, 7, 7]);
    expect(frameDelays(3, 7, [0, 1, 2])).toEqual([0, 1, 2]);
    expect(frameDelays(2, 7, [0, 1, 2])).toEqual({
      problem: spriteSheetMessages.delaysCount(3, 2),
      detail: { kind: "delaysCount", listed: 3, frames: 2 },
    });
  });
});
