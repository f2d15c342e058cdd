import { gifBlocks } from "../../shared/image-header.ts";

/**
 * gifsicle's --crop drops a frame whose rectangle lies wholly outside the box (and adds its delay
 * to the frame before), which would change the frame count and timing. Such a frame changes no
 * pixel inside the box: it draws outside it, and its disposal clears or restores only its own
 * rectangle (background) or what was there before it (previous). So, before cropping, it is
 * replaced by a frame that also changes nothing there but that gifsicle keeps: one transparent
 * pixel at the box's corner, not disposed of, with the same delay. Every other byte is copied.
 */

/** Graphic Control Extension: disposal 1 (leave in place), transparent index 0, the delay. */
const blankControl = (delayCentiseconds: number) =>
  Uint8Array.of(
    0x21,
    0xf9,
    0x04,
    0x05,
    delayCentiseconds & 0xff,
    delayCentiseconds >> 8,
    0x00,
    0x00,
  );

/**
 * A 1×1 image at (x, y) whose one pixel is colour 0 (the transparent index): with no global
 * colour table it carries a two-entry local one. LZW with a minimum code size of 2: the codes
 * clear (4), 0, end (5) at 3 bits each, least significant first, are the bytes 0x44 0x01.
 */
const blankImage = (x: number, y: number, hasGlobalTable: boolean) =>
  Uint8Array.of(
    0x2c,
    x & 0xff,
    x >> 8,
    y & 0xff,
    y >> 8,
    0x01,
    0x00,
    0x01,
    0x00,
    hasGlobalTable ? 0x00 : 0x80,
    ...(hasGlobalTable ? [] : [0, 0, 0, 0, 0, 0]),
    0x02,
    0x02,
    0x44,
    0x01,
    0x00,
  );

/**
 * Returns the GIF's bytes with each frame whose index is in `blankIndices` (0-based) replaced by
 * a transparent pixel at `corner`, keeping its delay; other blocks (the loop block, comments) stay
 * where they are.
 */
export function blankFrames(
  bytes: Uint8Array,
  blankIndices: ReadonlySet<number>,
  corner: { x: number; y: number },
): Uint8Array {
  const hasGlobalTable = ((bytes[10] as number) & 0x80) !== 0;
  const pieces: Uint8Array[] = [];
  /** Where the current frame's control block sits in `pieces`, to drop it if the frame goes. */
  let controlPiece = -1;
  let frame = 0;
  for (const block of gifBlocks(bytes)) {
    const piece = bytes.subarray(block.start, block.end);
    if (block.kind === "extension" && block.label === 0xf9) controlPiece = pieces.length;
    if (block.kind !== "image") {
      pieces.push(piece);
      continue;
    }
    if (blankIndices.has(frame)) {
      const control = controlPiece >= 0 ? (pieces[controlPiece] as Uint8Array) : null;
      const delay = control ? (control[4] as number) | ((control[5] as number) << 8) : 0;
      if (controlPiece >= 0) pieces[controlPiece] = new Uint8Array(0);
      pieces.push(blankControl(delay), blankImage(corner.x, corner.y, hasGlobalTable));
    } else {
      pieces.push(piece);
    }
    controlPiece = -1;
    frame++;
  }
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const output = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    output.set(piece, at);
    at += piece.length;
  }
  return output;
}
