import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { fixture } from "./fixtures.ts";

const run = promisify(execFile);

/**
 * Inputs the fixtures lack, made from cogs.gif with gifsicle and ffmpeg in `directory` (Split's and
 * Sprite sheet's API tests): `zero-one-delays.gif` (delays 0, 1, 0, 1, 7), `one-frame.gif` and
 * `cogs.apng` (looping forever).
 */
export async function makeCogsVariants(directory: string): Promise<void> {
  const cogs = fixture("gif/cogs.gif");
  await run("gifsicle", [
    cogs,
    "-d0",
    "#0",
    "-d1",
    "#1",
    "-d0",
    "#2",
    "-d1",
    "#3",
    "-d7",
    "#4",
    "--output",
    join(directory, "zero-one-delays.gif"),
  ]);
  await run("gifsicle", [cogs, "#0", "--output", join(directory, "one-frame.gif")]);
  await run("ffmpeg", [
    "-v",
    "error",
    "-i",
    cogs,
    "-plays",
    "0",
    "-f",
    "apng",
    join(directory, "cogs.apng"),
  ]);
}

/** A picture's RGBA pixels (PNG, JPEG...), decoded by libvips (not the ffmpeg that wrote it). */
export async function decodePicture(
  bytes: Uint8Array,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Largest difference of any channel between two RGBA pictures (alpha 0 pixels: colour ignored). */
export function largestDifference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error(`pictures of ${a.length} and ${b.length} bytes`);
  let largest = 0;
  for (let index = 0; index < a.length; index += 4) {
    const alphaA = a[index + 3] as number;
    const alphaB = b[index + 3] as number;
    largest = Math.max(largest, Math.abs(alphaA - alphaB));
    if (alphaA === 0 && alphaB === 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      largest = Math.max(
        largest,
        Math.abs((a[index + channel] as number) - (b[index + channel] as number)),
      );
    }
  }
  return largest;
}
