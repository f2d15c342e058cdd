import { type CropBox, minimumCropSidePixels } from "../operations/crop.ts";

/**
 * The crop box arithmetic of the editor (spec: tools §5): rounded integers, X and Y at least 0,
 * width and height at least 10, kept inside the image; a non-numeric entry counts as 0.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export const toInteger = (value: string | number): number => {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number) : 0;
};

/** The box moved and shrunk as needed to lie inside the image, with sides of at least 10. */
export function fitBoxToImage(box: CropBox, image: ImageSize): CropBox {
  const minimum = Math.min(minimumCropSidePixels, image.width, image.height);
  const width = Math.min(Math.max(minimum, Math.round(box.width)), image.width);
  const height = Math.min(Math.max(minimum, Math.round(box.height)), image.height);
  return {
    x: Math.min(Math.max(0, Math.round(box.x)), image.width - width),
    y: Math.min(Math.max(0, Math.round(box.y)), image.height - height),
    width,
    height,
  };
}

/** One numeric field typed: the other side follows a fixed ratio, then the box is kept inside. */
export function withField(
  box: CropBox,
  field: keyof CropBox,
  text: string,
  image: ImageSize,
  ratio: number | null,
): CropBox {
  const value = toInteger(text);
  const next = { ...box, [field]: value };
  if (ratio && field === "width")
    next.height = Math.round(Math.max(value, minimumCropSidePixels) / ratio);
  if (ratio && field === "height")
    next.width = Math.round(Math.max(value, minimumCropSidePixels) * ratio);
  if (field === "x" || field === "y") {
    // Moving never resizes: keep the size and stop at the edge.
    const limit = field === "x" ? image.width - box.width : image.height - box.height;
    next[field] = Math.min(Math.max(0, value), Math.max(0, limit));
    return next;
  }
  return fitBoxToImage(next, image);
}

/** The largest box of `ratio` (width ÷ height) that fits the image, centred. */
export function largestCenteredBox(ratio: number, image: ImageSize): CropBox {
  let width = image.width;
  let height = Math.round(width / ratio);
  if (height > image.height) {
    height = image.height;
    width = Math.round(height * ratio);
  }
  return fitBoxToImage(
    {
      x: Math.round((image.width - width) / 2),
      y: Math.round((image.height - height) / 2),
      width,
      height,
    },
    image,
  );
}

/** Share of each side the editor's first box covers. */
export const initialCropShare = 0.8;

/**
 * The box the editor starts with: 80% of the image, centred. The API's default (0, 0, 100, 100)
 * is a tiny corner on most GIFs and too small to grab with a finger on a phone; a person expects
 * to start from most of the picture and trim the edges.
 */
export function initialCropBox(image: ImageSize): CropBox {
  const width = Math.round(image.width * initialCropShare);
  const height = Math.round(image.height * initialCropShare);
  return fitBoxToImage(
    {
      x: Math.round((image.width - width) / 2),
      y: Math.round((image.height - height) / 2),
      width,
      height,
    },
    image,
  );
}
