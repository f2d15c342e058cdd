/**
 * The tools' API tests' one comparison of RGBA frames (Boomerang, Reverse, Cut...), kept here so
 * each test file does not carry its own copy: transparency as a GIF stores it (alpha under 128
 * is transparent, and two transparent pixels are equal whatever their colour).
 */

/** Share of pixels that differ by more than `tolerance` in a channel (or in being drawn) between two RGBA frames. */
export function differingRgbaShare(a: Buffer, b: Buffer, tolerance = 24): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    const alphaA = a[index + 3] as number;
    const alphaB = b[index + 3] as number;
    if (alphaA < 128 && alphaB < 128) continue; // both transparent: colour is irrelevant
    if (
      Math.abs(alphaA - alphaB) > 128 ||
      Math.abs((a[index] as number) - (b[index] as number)) > tolerance ||
      Math.abs((a[index + 1] as number) - (b[index + 1] as number)) > tolerance ||
      Math.abs((a[index + 2] as number) - (b[index + 2] as number)) > tolerance
    ) {
      differing++;
    }
  }
  return differing / (a.length / 4);
}

/** The sum of a list (delays in hundredths, mostly). */
export const sumOf = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);
