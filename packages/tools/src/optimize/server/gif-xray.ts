/// <reference path="./gifuct-lzw.d.ts" />
// gifuct-js (already the Add Text preview's decoder) gives the LZW decoder; the blocks are read
// by the one GIF block walker (shared/image-header.ts gifBlocks), not by gifuct-js's parser.
import { lzw } from "gifuct-js/lib/lzw.js";
import { gifBlocks } from "../../shared/image-header.ts";
import type { GifXray, XrayFinding, XrayFrame, XrayPart } from "../../shared/xray-report.ts";
import { xrayMaxScreenPixels } from "../../shared/xray-report.ts";
import { mayDropEmptyFrames } from "./commands.ts";

/** The GIF cannot be analysed: not a GIF, no frame, or too large to decode here. */
export class XrayRefusal extends Error {
  readonly code: "corrupt-input" | "input-too-large";
  constructor(code: XrayRefusal["code"], message: string) {
    super(message);
    this.code = code;
  }
}

type Table = {
  colours: Uint32Array;
  entries: number;
  used: Set<number>;
  usesTransparency: boolean;
};

const readTable = (bytes: Uint8Array, at: number, entries: number): Table => {
  const colours = new Uint32Array(entries);
  for (let index = 0; index < entries; index++) {
    const offset = at + index * 3;
    // Opaque colours are never 0, which stands for "transparent" on the screen below.
    colours[index] =
      (0xff000000 |
        ((bytes[offset] ?? 0) << 16) |
        ((bytes[offset + 1] ?? 0) << 8) |
        (bytes[offset + 2] ?? 0)) >>>
      0;
  }
  return { colours, entries, used: new Set(), usesTransparency: false };
};

/** Rows of an interlaced image in the order they are stored (GIF89a appendix E). */
function interlacedRows(height: number): number[] {
  const rows: number[] = [];
  for (const [first, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let row = first; row < height; row += step) rows.push(row);
  }
  return rows;
}

/** A GIF's data sub-blocks joined (the LZW stream), from the first sub-block's size byte. */
function joinSubBlocks(bytes: Uint8Array, from: number, end: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let at = from;
  let total = 0;
  while (at < end) {
    const size = bytes[at] as number;
    if (size === 0) break;
    const chunk = bytes.subarray(at + 1, Math.min(at + 1 + size, end));
    chunks.push(chunk);
    total += chunk.length;
    at += 1 + size;
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

const isLoopBlock = (bytes: Uint8Array, start: number) =>
  bytes[start + 2] === 11 &&
  String.fromCharCode(...bytes.subarray(start + 3, start + 14)) === "NETSCAPE2.0";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/**
 * The byte X-ray of a GIF held in memory: every byte counted in one part (the parts sum to the
 * file's size), each frame's bytes, and what could be saved. Pixels are decoded (LZW) and
 * composited as browsers show them (disposal 2 clears to transparent), to find frames that
 * repeat the picture before them, pixels drawn in the colour already there, and palette entries
 * no pixel uses.
 */
export function analyzeGif(bytes: Uint8Array): GifXray {
  let blocks: ReturnType<typeof gifBlocks>;
  try {
    blocks = gifBlocks(bytes);
  } catch {
    throw new XrayRefusal("corrupt-input", "The file is not a GIF.");
  }
  const width = (bytes[6] as number) | ((bytes[7] as number) << 8);
  const height = (bytes[8] as number) | ((bytes[9] as number) << 8);
  const screenPacked = bytes[10] as number;
  const globalTable =
    screenPacked & 0x80 ? readTable(bytes, 13, 2 ** ((screenPacked & 0x07) + 1)) : null;

  const sums = {
    header: 0,
    "global-palette": 0,
    "local-palettes": 0,
    "frame-controls": 0,
    "image-descriptors": 0,
    "image-data": 0,
    loop: 0,
    comments: 0,
    "other-extensions": 0,
    trailer: 0,
  } satisfies Record<XrayPart["id"], number>;

  const frames: XrayFrame[] = [];
  const localTables: Table[] = [];
  const screenPixels = width * height;
  let screen = new Uint32Array(screenPixels);
  let shown: Uint32Array | null = null;
  let pending: { disposal: number; transparent: number | null; delay: number; bytes: number } = {
    disposal: 0,
    transparent: null,
    delay: 0,
    bytes: 0,
  };
  let decodedPixels = 0;
  /** Distinct opaque indices each frame's pixels use. */
  const frameColours: number[] = [];

  /** A control block no image follows (another one came first, or the file ends) draws nothing. */
  const orphanControl = () => {
    sums["frame-controls"] -= pending.bytes;
    sums["other-extensions"] += pending.bytes;
  };
  for (const block of blocks) {
    const size = block.end - block.start;
    if (block.kind === "header") {
      sums.header += Math.min(13, size);
      sums["global-palette"] += size - Math.min(13, size);
    } else if (block.kind === "end") {
      sums.trailer += size;
    } else if (block.kind === "extension") {
      if (block.label === 0xf9) {
        orphanControl();
        sums["frame-controls"] += size;
        const packed = bytes[block.start + 3] ?? 0;
        pending = {
          disposal: (packed >> 2) & 0x07,
          transparent: packed & 0x01 ? (bytes[block.start + 6] ?? 0) : null,
          delay: (bytes[block.start + 4] ?? 0) | ((bytes[block.start + 5] ?? 0) << 8),
          bytes: size,
        };
      } else if (block.label === 0xfe) {
        sums.comments += size;
      } else if (block.label === 0xff && isLoopBlock(bytes, block.start)) {
        sums.loop += size;
      } else {
        sums["other-extensions"] += size;
      }
    } else {
      const at = block.start;
      const left = (bytes[at + 1] as number) | ((bytes[at + 2] as number) << 8);
      const top = (bytes[at + 3] as number) | ((bytes[at + 4] as number) << 8);
      const frameWidth = (bytes[at + 5] as number) | ((bytes[at + 6] as number) << 8);
      const frameHeight = (bytes[at + 7] as number) | ((bytes[at + 8] as number) << 8);
      const packed = bytes[at + 9] as number;
      const localEntries = packed & 0x80 ? 2 ** ((packed & 0x07) + 1) : 0;
      const localBytes = localEntries * 3;
      const table = localEntries > 0 ? readTable(bytes, at + 10, localEntries) : globalTable;
      if (localEntries > 0) localTables.push(table as Table);
      const dataStart = at + 10 + localBytes;
      const imageDataBytes = block.end - dataStart;
      sums["image-descriptors"] += 10;
      sums["local-palettes"] += localBytes;
      sums["image-data"] += imageDataBytes;

      decodedPixels += screenPixels;
      if (decodedPixels > xrayMaxScreenPixels) {
        throw new XrayRefusal(
          "input-too-large",
          `The GIF is too large to analyse: its screen's pixels times its frames pass ${xrayMaxScreenPixels.toLocaleString("en-US")}.`,
        );
      }

      const pixelCount = frameWidth * frameHeight;
      const minimumCodeSize = bytes[dataStart] ?? 2;
      const indices: ArrayLike<number> =
        pixelCount > 0
          ? lzw(minimumCodeSize, joinSubBlocks(bytes, dataStart + 1, block.end), pixelCount)
          : [];
      const rows = packed & 0x40 ? interlacedRows(frameHeight) : null;
      const before = pending.disposal === 3 ? Uint32Array.from(screen) : null;
      let unchanged = 0;
      const colours = table?.colours ?? new Uint32Array(0);
      for (let stored = 0; stored < frameHeight; stored++) {
        const y = top + (rows ? (rows[stored] as number) : stored);
        if (y >= height) continue;
        for (let column = 0; column < frameWidth; column++) {
          const x = left + column;
          if (x >= width) continue;
          const index = indices[stored * frameWidth + column] as number;
          if (index === pending.transparent) {
            if (table) table.usesTransparency = true;
            continue;
          }
          table?.used.add(index);
          const colour = colours[index] ?? 0xff000000;
          const at2 = y * width + x;
          if (screen[at2] === colour) unchanged++;
          else screen[at2] = colour;
        }
      }
      const picture = Uint32Array.from(screen);
      const previousIndex = frames.length - 1;
      const duplicate = shown !== null && samePicture(picture, shown);
      const frameTable = table ?? null;
      frames.push({
        index: frames.length,
        bytes: pending.bytes + 10 + localBytes + imageDataBytes,
        image_data_bytes: imageDataBytes,
        local_palette_bytes: localBytes,
        delay_cs: pending.delay,
        left,
        top,
        width: frameWidth,
        height: frameHeight,
        duplicate_of: duplicate ? previousIndex : null,
        unchanged_pixels: unchanged,
        palette_entries: frameTable?.entries ?? 0,
        colours_used: 0, // filled below, once the frame's table is read
      });
      frameColours.push(countColours(indices, pending.transparent));
      shown = picture;
      // What the next frame is drawn on.
      if (pending.disposal === 2) {
        for (let y = top; y < Math.min(height, top + frameHeight); y++) {
          screen.fill(0, y * width + left, y * width + Math.min(width, left + frameWidth));
        }
      } else if (before) {
        screen = before;
      }
      pending = { disposal: 0, transparent: null, delay: 0, bytes: 0 };
    }
  }
  orphanControl();
  if (frames.length === 0) throw new XrayRefusal("corrupt-input", "The GIF has no frame.");
  frames.forEach((frame, index) => {
    frame.colours_used = frameColours[index] as number;
  });

  const parts: XrayPart[] = (
    [
      ["header", "Header and screen"],
      ["global-palette", "Global palette"],
      ["local-palettes", "Frame palettes"],
      ["frame-controls", "Frame timing and transparency"],
      ["image-descriptors", "Frame positions"],
      ["image-data", "Image data"],
      ["loop", "Loop setting"],
      ["comments", "Comments"],
      ["other-extensions", "Other metadata"],
      ["trailer", "End of file"],
    ] as const
  ).map(([id, label]) => ({ id, label, bytes: sums[id] }));

  return {
    file_bytes: bytes.length,
    width,
    height,
    frame_count: frames.length,
    parts,
    frames,
    findings: findingsOf(frames, sums, [globalTable, ...localTables], bytes.length),
  };
}

function samePicture(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function countColours(indices: ArrayLike<number>, transparent: number | null): number {
  const seen = new Set<number>();
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i] as number;
    if (index !== transparent) seen.add(index);
  }
  return seen.size;
}

/** The smallest GIF colour table (2, 4, ... 256 entries) that holds `needed` entries. */
const tableEntriesFor = (needed: number) =>
  2 ** Math.max(1, Math.ceil(Math.log2(Math.max(2, needed))));

function findingsOf(
  frames: XrayFrame[],
  sums: Record<XrayPart["id"], number>,
  tables: (Table | null)[],
  fileBytes: number,
): XrayFinding[] {
  const findings: XrayFinding[] = [];
  const duplicates = frames.filter((frame) => frame.duplicate_of !== null);
  if (duplicates.length > 0) {
    const mergeable = mayDropEmptyFrames(frames.map((frame) => frame.delay_cs));
    const bytes = duplicates.reduce((sum, frame) => sum + frame.bytes, 0);
    findings.push({
      id: "duplicate-frames",
      title: `${plural(duplicates.length, "frame")} repeat the picture before`,
      detail: mergeable
        ? `Merged into the frame before (its delay grows by theirs), they take ${plural(bytes, "byte")} less; the animation plays the same.`
        : "They cannot be merged without changing the timing: some delays are 0 or 1 hundredth, which browsers play as 10.",
      predicted_saving_bytes: mergeable ? bytes : null,
      values: { count: duplicates.length, bytes },
      action: mergeable ? "merge-duplicate-frames" : null,
    });
  }
  // Pixels redrawn in the colour already on screen could be transparent: LZW then codes runs of
  // one index. The share of each frame's image data they take is an upper bound of the saving.
  let unchangedSaving = 0;
  let unchangedPixels = 0;
  for (const frame of frames) {
    const area = frame.width * frame.height;
    if (frame.duplicate_of !== null || area === 0 || frame.unchanged_pixels === 0) continue;
    unchangedPixels += frame.unchanged_pixels;
    unchangedSaving += Math.round((frame.image_data_bytes * frame.unchanged_pixels) / area);
  }
  if (unchangedSaving > 0 && frames.length > 1) {
    findings.push({
      id: "unchanged-pixels",
      title: `${plural(unchangedPixels, "pixel")} are redrawn unchanged`,
      detail: `Frames draw these pixels in the colour already shown. Made transparent (Optimize), at most about ${plural(unchangedSaving, "byte")} of image data go.`,
      predicted_saving_bytes: unchangedSaving,
      values: { count: unchangedPixels, bytes: unchangedSaving },
      action: null,
    });
  }
  let tableSaving = 0;
  let largest = { entries: 0, used: 0 };
  for (const table of tables) {
    if (!table) continue;
    const needed = table.used.size + (table.usesTransparency ? 1 : 0);
    const saving = 3 * (table.entries - tableEntriesFor(needed));
    if (saving > 0) {
      tableSaving += saving;
      if (table.entries - needed > largest.entries - largest.used) {
        largest = { entries: table.entries, used: needed };
      }
    }
  }
  if (tableSaving > 0) {
    findings.push({
      id: "palette-larger-than-used",
      title: "Palettes hold colours no pixel uses",
      detail: `A palette of ${largest.entries} entries where ${plural(largest.used, "is", "are")} used. Cut to what is used, the palettes take ${plural(tableSaving, "byte")} less (fewer bits per pixel may save more).`,
      predicted_saving_bytes: tableSaving,
      values: { entries: largest.entries, count: largest.used, bytes: tableSaving },
      action: null,
    });
  }
  const metadata = sums.comments + sums["other-extensions"];
  if (metadata > 0) {
    findings.push({
      id: "metadata",
      title: "Comments and metadata",
      detail: `${plural(metadata, "byte")} of comments and application data that change nothing shown; Optimize leaves them out.`,
      predicted_saving_bytes: metadata,
      values: { bytes: metadata },
      action: null,
    });
  }
  const imageDataPercent = Math.round((100 * sums["image-data"]) / fileBytes);
  findings.push({
    id: "lossy",
    title: "Lossy compression",
    detail: `Image data is ${imageDataPercent}% of the file. Optimize's lossy setting lets LZW reuse near matches; what it saves depends on the picture and is not predicted here.`,
    predicted_saving_bytes: null,
    values: { percent: imageDataPercent },
    action: null,
  });
  return findings;
}
