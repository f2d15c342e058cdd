/**
 * Error-diffusion dithering of RGBA pixels into a fixed palette, with the classic kernels
 * (Debian's ffmpeg 5.1 has no Atkinson or Burkes, and sharp/libimagequant only Floyd-Steinberg).
 * Rows are scanned in serpentine order (alternate directions) so the error does not drift in one
 * direction. Atkinson spreads only 6/8 of the error, which keeps flat areas cleaner and contrast
 * higher; Burkes spreads over two rows and five columns, smoother than Floyd-Steinberg.
 */

export const ditherKernels = ["floyd-steinberg", "atkinson", "burkes", "none"] as const;
export type DitherKernel = (typeof ditherKernels)[number];

interface Tap {
  dx: number;
  dy: number;
  weight: number;
}

const kernelTaps: Record<Exclude<DitherKernel, "none">, { divisor: number; taps: Tap[] }> = {
  "floyd-steinberg": {
    divisor: 16,
    taps: [
      { dx: 1, dy: 0, weight: 7 },
      { dx: -1, dy: 1, weight: 3 },
      { dx: 0, dy: 1, weight: 5 },
      { dx: 1, dy: 1, weight: 1 },
    ],
  },
  atkinson: {
    divisor: 8,
    taps: [
      { dx: 1, dy: 0, weight: 1 },
      { dx: 2, dy: 0, weight: 1 },
      { dx: -1, dy: 1, weight: 1 },
      { dx: 0, dy: 1, weight: 1 },
      { dx: 1, dy: 1, weight: 1 },
      { dx: 0, dy: 2, weight: 1 },
    ],
  },
  burkes: {
    divisor: 32,
    taps: [
      { dx: 1, dy: 0, weight: 8 },
      { dx: 2, dy: 0, weight: 4 },
      { dx: -2, dy: 1, weight: 2 },
      { dx: -1, dy: 1, weight: 4 },
      { dx: 0, dy: 1, weight: 8 },
      { dx: 1, dy: 1, weight: 4 },
      { dx: 2, dy: 1, weight: 2 },
    ],
  },
};

/** Nearest palette entry by squared RGB distance, cached per 6-bit-per-channel cell. */
export class PaletteMatcher {
  readonly palette: Uint8Array;
  private readonly cache = new Int16Array(1 << 18).fill(-1);
  constructor(palette: Uint8Array) {
    if (palette.length < 3) throw new Error("the palette is empty");
    this.palette = palette;
  }
  nearest(red: number, green: number, blue: number): number {
    const key = ((red >> 2) << 12) | ((green >> 2) << 6) | (blue >> 2);
    const cached = this.cache[key] as number;
    if (cached >= 0) return cached;
    const { palette } = this;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let index = 0; index < palette.length / 3; index++) {
      const dr = red - (palette[index * 3] as number);
      const dg = green - (palette[index * 3 + 1] as number);
      const db = blue - (palette[index * 3 + 2] as number);
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    this.cache[key] = best;
    return best;
  }
}

const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/**
 * Writes, for every pixel whose `mask` byte is 1, the index of its palette colour into `indices`
 * (pixels outside the mask are left untouched and receive no error).
 */
export function ditherToPalette(
  frame: { width: number; height: number; rgba: Uint8Array },
  palette: Uint8Array,
  kernel: DitherKernel,
  mask: Uint8Array,
  indices: Uint8Array,
): void {
  const { width, height, rgba } = frame;
  const matcher = new PaletteMatcher(palette);
  if (kernel === "none") {
    for (let pixel = 0; pixel < width * height; pixel++) {
      if (mask[pixel] !== 1) continue;
      indices[pixel] = matcher.nearest(
        rgba[pixel * 4] as number,
        rgba[pixel * 4 + 1] as number,
        rgba[pixel * 4 + 2] as number,
      );
    }
    return;
  }
  const { divisor, taps } = kernelTaps[kernel];
  const rows = Math.max(...taps.map((tap) => tap.dy)) + 1;
  // A ring of error rows (R, G, B per pixel) for the current row and the ones below it.
  const errors = Array.from({ length: rows }, () => new Float32Array(width * 3));
  for (let y = 0; y < height; y++) {
    const current = errors[y % rows] as Float32Array;
    const leftToRight = y % 2 === 0;
    for (let step = 0; step < width; step++) {
      const x = leftToRight ? step : width - 1 - step;
      const pixel = y * width + x;
      if (mask[pixel] !== 1) continue;
      const red = clampByte((rgba[pixel * 4] as number) + (current[x * 3] as number));
      const green = clampByte((rgba[pixel * 4 + 1] as number) + (current[x * 3 + 1] as number));
      const blue = clampByte((rgba[pixel * 4 + 2] as number) + (current[x * 3 + 2] as number));
      const index = matcher.nearest(red, green, blue);
      indices[pixel] = index;
      const errorRed = red - (palette[index * 3] as number);
      const errorGreen = green - (palette[index * 3 + 1] as number);
      const errorBlue = blue - (palette[index * 3 + 2] as number);
      for (const tap of taps) {
        const targetX = x + (leftToRight ? tap.dx : -tap.dx);
        const targetY = y + tap.dy;
        if (targetX < 0 || targetX >= width || targetY >= height) continue;
        const row = errors[targetY % rows] as Float32Array;
        const share = tap.weight / divisor;
        row[targetX * 3] = (row[targetX * 3] as number) + errorRed * share;
        row[targetX * 3 + 1] = (row[targetX * 3 + 1] as number) + errorGreen * share;
        row[targetX * 3 + 2] = (row[targetX * 3 + 2] as number) + errorBlue * share;
      }
    }
    current.fill(0); // this row is done; it becomes the row `rows` below
  }
}
