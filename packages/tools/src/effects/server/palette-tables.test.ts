import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  gifColorTables,
  grayColormapLevels,
  grayColormapText,
  mergedColorShare,
  paletteImage,
  withPaletteImage,
} from "./palette-tables.ts";

const fixture = (name: string) =>
  readFile(fileURLToPath(new URL(`../../../../../test/fixtures/gif/${name}`, import.meta.url)));

describe("GIF color tables", () => {
  it("finds the global table of a GIF that has only that one", async () => {
    const bytes = new Uint8Array(await fixture("cogs.gif"));
    expect(gifColorTables(bytes)).toEqual([{ offset: 13, entries: 16 }]);
  });

  it("finds every frame's own table when there is no global one", async () => {
    const bytes = new Uint8Array(await fixture("iss634.gif"));
    const tables = gifColorTables(bytes) ?? [];
    expect(tables).toHaveLength(42);
    expect(tables.every((table) => table.entries === 256)).toBe(true);
  });

  it("lays the entries out in rows of 256 and puts them back in place", async () => {
    const bytes = new Uint8Array(await fixture("iss634.gif"));
    const tables = gifColorTables(bytes) ?? [];
    const picture = paletteImage(bytes, tables);
    expect([picture.width, picture.height]).toEqual([256, 42]);
    expect(picture.rgb.subarray(0, 6)).toEqual(
      bytes.subarray(tables[0]?.offset, (tables[0]?.offset ?? 0) + 6),
    );
    // Unchanged entries give the same file; inverted entries change only the tables' bytes.
    expect(withPaletteImage(bytes, tables, picture.rgb)).toEqual(bytes);
    const inverted = withPaletteImage(
      bytes,
      tables,
      picture.rgb.map((value) => 255 - value),
    );
    expect(inverted.length).toBe(bytes.length);
    const inTable = new Uint8Array(bytes.length);
    for (const table of tables) inTable.fill(1, table.offset, table.offset + table.entries * 3);
    let wrong = 0;
    for (let at = 0; at < bytes.length; at++) {
      const expected = inTable[at] ? 255 - (bytes[at] as number) : bytes[at];
      if (inverted[at] !== expected) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it("pads a short palette to one row and refuses a picture with too few entries", async () => {
    const bytes = new Uint8Array(await fixture("cogs.gif"));
    const tables = gifColorTables(bytes) ?? [];
    const picture = paletteImage(bytes, tables);
    expect([picture.width, picture.height, picture.rgb.length]).toEqual([256, 1, 768]);
    expect(() => withPaletteImage(bytes, tables, new Uint8Array(30))).toThrow(
      "the filtered palette has 10 entries, 16 are needed",
    );
  });

  it("gives null when a frame has no table to draw from", () => {
    // Header, screen 1 × 1 without a global table, one image without a local table, trailer.
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode("GIF89a"),
      1,
      0,
      1,
      0,
      0x00,
      0,
      0,
      0x2c,
      0,
      0,
      0,
      0,
      1,
      0,
      1,
      0,
      0x00,
      2,
      2,
      0x4c,
      0x01,
      0,
      0x3b,
    ]);
    expect(gifColorTables(bytes)).toBeNull();
  });
});

describe("merged colors", () => {
  it("counts the share of a table's colors that became equal to another", () => {
    const tables = [{ offset: 0, entries: 4 }];
    const before = Uint8Array.from([0, 0, 0, 10, 10, 10, 20, 0, 0, 0, 20, 0]);
    // Two reds and greens become the same grey: 4 colors → 3.
    const after = Uint8Array.from([0, 0, 0, 10, 10, 10, 7, 7, 7, 7, 7, 7]);
    expect(mergedColorShare(before, after, tables)).toBeCloseTo(0.25);
    expect(mergedColorShare(before, before, tables)).toBe(0);
  });
});

describe("gray colormap levels", () => {
  const gray = (...levels: number[]) => Uint8Array.from(levels.flatMap((v) => [v, v, v]));

  it("merges levels within one of each other, each written as its group's middle", () => {
    const tables = [{ offset: 0, entries: 8 }];
    expect(grayColormapLevels(gray(0, 1, 2, 3, 5, 9, 10, 255), tables)).toEqual([1, 4, 9, 255]);
  });

  it("keeps every level apart with no error allowed, across tables", () => {
    const tables = [
      { offset: 0, entries: 2 },
      { offset: 0, entries: 2 },
    ];
    expect(grayColormapLevels(gray(3, 1, 2, 1), tables, 0)).toEqual([1, 2, 3]);
  });

  it("is null when any entry is not gray (sepia, a tint)", () => {
    const rgb = Uint8Array.from([5, 5, 5, 5, 6, 5]);
    expect(grayColormapLevels(rgb, [{ offset: 0, entries: 2 }])).toBeNull();
  });

  it("writes gifsicle's colormap text", () => {
    expect(grayColormapText([0, 128])).toBe("0 0 0\n128 128 128\n");
  });
});
