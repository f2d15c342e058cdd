import sharp from "sharp";

/** The pixel colour a synthetic frame has at (x, y): a seeded hue and a square that moves. */
export function syntheticPixel(
  seed: number,
  frame: number,
  count: number,
  width: number,
  height: number,
  x: number,
  y: number,
): [number, number, number] {
  const hue = seed % 360;
  const base: [number, number, number] = [
    Math.round(128 + 100 * Math.cos((hue * Math.PI) / 180)),
    Math.round(128 + 100 * Math.cos(((hue + 120) * Math.PI) / 180)),
    Math.round(128 + 100 * Math.cos(((hue + 240) * Math.PI) / 180)),
  ];
  const side = Math.max(4, Math.round(Math.min(width, height) / 4));
  const left = Math.round(((width - side) * frame) / Math.max(1, count - 1));
  const top = Math.round((height - side) / 2);
  const inSquare = x >= left && x < left + side && y >= top && y < top + side;
  return inSquare ? [255 - base[0], 255 - base[1], 255 - base[2]] : base;
}

/**
 * PNG frames a test double returns in place of a model's: deterministic from the seed, and
 * different from frame to frame, so the GIF encoding under test is real work on real pictures.
 */
export async function drawSyntheticFrames(options: {
  width: number;
  height: number;
  count: number;
  seed: number;
}): Promise<Buffer[]> {
  const { width, height, count, seed } = options;
  const frames: Buffer[] = [];
  for (let frame = 0; frame < count; frame++) {
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const [r, g, b] = syntheticPixel(seed, frame, count, width, height, x, y);
        const offset = (y * width + x) * 3;
        pixels[offset] = r;
        pixels[offset + 1] = g;
        pixels[offset + 2] = b;
      }
    }
    frames.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer(),
    );
  }
  return frames;
}
