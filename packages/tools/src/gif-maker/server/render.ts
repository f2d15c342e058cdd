/**
 * Pixel work of the GIF Maker's effects on opaque RGB frames (3 bytes per pixel), in plain
 * TypeScript so the same code is tested without a decoder: the Ken-Burns zoom (bilinear, with
 * sub-pixel positions so a slow push-in does not jitter), the fade (a brightness multiplier) and
 * the crossfade (a weighted blend).
 */

export interface RgbFrame {
  width: number;
  height: number;
  /** width × height × 3 bytes, top-down. */
  pixels: Uint8Array;
}

/** The frame pushed in by `zoom` (≥ 1) about its centre: bilinear, edges clamped. */
export function zoomFrame(frame: RgbFrame, zoom: number): Uint8Array {
  const { width, height, pixels } = frame;
  if (zoom <= 1.0001) return pixels;
  const output = new Uint8Array(pixels.length);
  const centreX = width / 2;
  const centreY = height / 2;
  const maxX = width - 1;
  const maxY = height - 1;
  // Source x of each output column, and its neighbours and weight, computed once per column.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const weightX = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sourceX = Math.min(maxX, Math.max(0, (x + 0.5 - centreX) / zoom + centreX - 0.5));
    left[x] = Math.floor(sourceX);
    right[x] = Math.min(maxX, (left[x] as number) + 1);
    weightX[x] = sourceX - (left[x] as number);
  }
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(maxY, Math.max(0, (y + 0.5 - centreY) / zoom + centreY - 0.5));
    const top = Math.floor(sourceY);
    const bottom = Math.min(maxY, top + 1);
    const weightY = sourceY - top;
    const topRow = top * width * 3;
    const bottomRow = bottom * width * 3;
    let target = y * width * 3;
    for (let x = 0; x < width; x++) {
      const l = (left[x] as number) * 3;
      const r = (right[x] as number) * 3;
      const wx = weightX[x] as number;
      for (let channel = 0; channel < 3; channel++) {
        const upper =
          (pixels[topRow + l + channel] as number) * (1 - wx) +
          (pixels[topRow + r + channel] as number) * wx;
        const lower =
          (pixels[bottomRow + l + channel] as number) * (1 - wx) +
          (pixels[bottomRow + r + channel] as number) * wx;
        output[target++] = Math.round(upper * (1 - weightY) + lower * weightY);
      }
    }
  }
  return output;
}

/** Every channel multiplied by `brightness` (0 = black, 1 = unchanged). */
export function fadeFrame(pixels: Uint8Array, brightness: number): Uint8Array {
  if (brightness >= 0.9999) return pixels;
  const output = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    output[index] = Math.round((pixels[index] as number) * brightness);
  }
  return output;
}

/** `under` × (1 − weight) + `over` × weight, channel by channel. */
export function blendFrames(under: Uint8Array, over: Uint8Array, weight: number): Uint8Array {
  const output = new Uint8Array(under.length);
  for (let index = 0; index < under.length; index++) {
    output[index] = Math.round(
      (under[index] as number) * (1 - weight) + (over[index] as number) * weight,
    );
  }
  return output;
}
