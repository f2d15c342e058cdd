import { readFile, stat } from "node:fs/promises";
import { defaultLimits } from "@gifkit/contracts";
import { type StillCropReport, type StillCropRequest, ToolError } from "@gifkit/tools";
import sharp from "sharp";

/** The still formats Crop keeps as they came (issue 41: JPEG in, JPEG out). */
const stillFormats = { jpeg: "jpeg", png: "png", webp: "webp" } as const;
/** JPEG and lossy WebP out: high enough that the crop shows no new artefacts beside the source's. */
const stillOutputQuality = 92;

/**
 * Crops a still JPEG, PNG or WebP to a box given in the upright picture's pixels: the EXIF
 * orientation is applied first (sharp's rotate() without an angle), so the box is what the person
 * saw in the editor, and the result has no orientation left to apply. The output keeps the input's
 * format. The file's bytes and the picture's pixels are checked before anything is decoded.
 */
export async function cropStill(
  request: StillCropRequest,
  signal: AbortSignal,
): Promise<StillCropReport> {
  signal.throwIfAborted();
  const maxBytes = request.maxInputBytes ?? defaultLimits.maxUploadBytes;
  const maxPixels = request.maxInputPixels ?? defaultLimits.maxInputFramePixels;
  const maxSide = defaultLimits.maxInputSidePixels;
  const { size: inputBytes } = await stat(request.inputPath);
  if (inputBytes > maxBytes) {
    throw new ToolError(
      `The image is ${inputBytes} bytes; a still image may be at most ${maxBytes} bytes.`,
      "file-too-large",
    );
  }
  const metadata = await sharp(request.inputPath, { limitInputPixels: false }).metadata();
  const format = stillFormats[metadata.format as keyof typeof stillFormats];
  if (!format || (metadata.pages ?? 1) > 1) {
    throw new ToolError("This is not a still JPEG, PNG or WebP image.", "unsupported-file-type");
  }
  // EXIF orientations 5 to 8 turn the picture by a quarter: its upright sides swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width * height > maxPixels || Math.max(width, height) > maxSide) {
    throw new ToolError(
      `The image is ${width}×${height} px; a still image may have at most ${maxPixels} pixels and ${maxSide} px on a side.`,
      "input-too-large",
    );
  }
  // A box reaching outside the picture is clamped to it, as Crop does for a GIF (DESIGN §2).
  const left = Math.min(Math.max(0, request.box.x), width);
  const top = Math.min(Math.max(0, request.box.y), height);
  const box = {
    x: left,
    y: top,
    width: Math.max(0, Math.min(request.box.x + request.box.width, width) - left),
    height: Math.max(0, Math.min(request.box.y + request.box.height, height) - top),
  };
  const minSide = Math.max(1, request.minSidePixels ?? 1);
  if (box.width < minSide || box.height < minSide) {
    throw new ToolError(
      `The crop box covers only ${box.width}×${box.height} px of the ${width}×${height} px image; it must cover at least ${minSide}×${minSide} px.`,
      "crop-too-small",
    );
  }
  const cropped = sharp(request.inputPath, { limitInputPixels: maxPixels })
    .rotate()
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height });
  const encoded =
    format === "jpeg"
      ? cropped.jpeg({ quality: stillOutputQuality, chromaSubsampling: "4:4:4" })
      : format === "png"
        ? cropped.png()
        : cropped.webp(
            // A lossless WebP stays lossless; a lossy one is encoded at the JPEG's quality.
            (await isLosslessWebp(request.inputPath))
              ? { lossless: true }
              : { quality: stillOutputQuality },
          );
  const info = await encoded.toFile(request.outputPath);
  signal.throwIfAborted();
  return { format, width: info.width, height: info.height };
}

/** A WebP's first chunk after the header is VP8L for a lossless picture (VP8X may precede it). */
async function isLosslessWebp(path: string): Promise<boolean> {
  const bytes = await readFile(path);
  return bytes.includes(Buffer.from("VP8L"), 12);
}
