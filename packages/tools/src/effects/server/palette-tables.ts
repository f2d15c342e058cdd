import { gifBlocks } from "../../shared/image-header.ts";

/**
 * A GIF's color tables, for the palette path: filters that change each color alone are run by
 * ffmpeg on the tables' entries, which go back in place, so every frame, its LZW data,
 * transparency, disposal and delay stay byte for byte (no pixel is decoded or re-encoded). This
 * code copies table bytes; ffmpeg computes the colors.
 */

/** One color table: where its entries start in the file and how many there are. */
export interface ColorTable {
  offset: number;
  entries: number;
}

/**
 * Every color table of a GIF in file order (the global one, then each frame's own), or null when
 * a frame has no table to draw from (no local and no global: decoders guess the colors).
 */
export function gifColorTables(bytes: Uint8Array): ColorTable[] | null {
  const tables: ColorTable[] = [];
  let hasGlobal = false;
  for (const block of gifBlocks(bytes)) {
    if (block.kind === "header") {
      const packed = bytes[10] as number;
      if (packed & 0x80) {
        hasGlobal = true;
        tables.push({ offset: 13, entries: 2 ** ((packed & 0x07) + 1) });
      }
    } else if (block.kind === "image") {
      const packed = bytes[block.start + 9] as number;
      if (packed & 0x80) {
        tables.push({ offset: block.start + 10, entries: 2 ** ((packed & 0x07) + 1) });
      } else if (!hasGlobal) {
        return null;
      }
    }
  }
  return tables;
}

/** Entries per row of the picture ffmpeg filters (any width works for color-only filters). */
export const paletteRowEntries = 256;

/** The picture of every entry of every table, RGB, padded with black to whole rows. */
export function paletteImage(
  bytes: Uint8Array,
  tables: readonly ColorTable[],
): { rgb: Uint8Array; width: number; height: number } {
  const total = tables.reduce((sum, table) => sum + table.entries, 0);
  const height = Math.max(1, Math.ceil(total / paletteRowEntries));
  const rgb = new Uint8Array(paletteRowEntries * height * 3);
  let at = 0;
  for (const table of tables) {
    rgb.set(bytes.subarray(table.offset, table.offset + table.entries * 3), at);
    at += table.entries * 3;
  }
  return { rgb, width: paletteRowEntries, height };
}

/** A copy of the GIF with each table's entries taken, in order, from the filtered picture. */
export function withPaletteImage(
  bytes: Uint8Array,
  tables: readonly ColorTable[],
  rgb: Uint8Array,
): Uint8Array {
  const total = tables.reduce((sum, table) => sum + table.entries, 0);
  if (rgb.length < total * 3) {
    throw new Error(`the filtered palette has ${rgb.length / 3} entries, ${total} are needed`);
  }
  const output = Uint8Array.from(bytes);
  let at = 0;
  for (const table of tables) {
    output.set(rgb.subarray(at, at + table.entries * 3), table.offset);
    at += table.entries * 3;
  }
  return output;
}

/**
 * The share of colors (0-1) that filtering made equal to another color of the same table, over
 * every table: grayscale merges many (each gray level was many colors), so gifsicle's optimiser
 * then finds pixels that no longer change; a hue turn merges none.
 */
export function mergedColorShare(
  before: Uint8Array,
  after: Uint8Array,
  tables: readonly ColorTable[],
): number {
  let distinctBefore = 0;
  let distinctAfter = 0;
  let at = 0;
  for (const table of tables) {
    const seenBefore = new Set<number>();
    const seenAfter = new Set<number>();
    for (let entry = 0; entry < table.entries; entry++, at += 3) {
      seenBefore.add(
        ((before[at] as number) << 16) |
          ((before[at + 1] as number) << 8) |
          (before[at + 2] as number),
      );
      seenAfter.add(
        ((after[at] as number) << 16) |
          ((after[at + 1] as number) << 8) |
          (after[at + 2] as number),
      );
    }
    distinctBefore += seenBefore.size;
    distinctAfter += seenAfter.size;
  }
  return distinctBefore === 0 ? 0 : 1 - distinctAfter / distinctBefore;
}

/**
 * How far (in levels of 255) a gray may move when gray levels share one colormap entry: one
 * level is below what a screen shows, and it lets neighbouring levels (a grayscale of a photo
 * has most of the 256) merge, so the GIF needs one global table of at most 128 grays and 7-bit
 * (or fewer) codes instead of a table per frame: classroom.gif 0.92× → 0.73× its bytes,
 * dispose-background.gif 1.00× → 0.998× (packages/tools/src/effects/test/effects.test.ts).
 */
export const grayMergeLevels = 1;

/**
 * The gray levels to map a gray-only GIF onto, or null when a table holds a color that is not
 * gray (then the tables stay as they are). The levels in use are covered left to right by
 * groups spanning 2 × `maxError` + 1 levels, each written as its middle level, so every gray
 * moves by at most `maxError`. This reads the tables' entries (at most 256 per table), never
 * pixels; gifsicle maps the pixels (`buildGifsicleGrayColormap`).
 */
export function grayColormapLevels(
  rgb: Uint8Array,
  tables: readonly ColorTable[],
  maxError: number = grayMergeLevels,
): number[] | null {
  const used = new Set<number>();
  let at = 0;
  for (const table of tables) {
    for (let entry = 0; entry < table.entries; entry++, at += 3) {
      const red = rgb[at] as number;
      if (red !== rgb[at + 1] || red !== rgb[at + 2]) return null;
      used.add(red);
    }
  }
  const levels = [...used].sort((a, b) => a - b);
  const merged: number[] = [];
  for (let index = 0; index < levels.length; ) {
    const first = levels[index] as number;
    let last = first;
    while (index < levels.length && (levels[index] as number) <= first + 2 * maxError) {
      last = levels[index] as number;
      index++;
    }
    merged.push(Math.floor((first + last) / 2));
  }
  return merged;
}

/** gifsicle's colormap file: one "r g b" line per color. */
export function grayColormapText(levels: readonly number[]): string {
  return levels.map((level) => `${level} ${level} ${level}\n`).join("");
}
