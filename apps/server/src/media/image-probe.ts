import { type FileHandle, open } from "node:fs/promises";
import { defaultLimits } from "@gifkit/contracts";
import type {
  CommandOutput,
  ImageFormat,
  ImageProbe,
  MediaCommand,
  RunOptions,
} from "@gifkit/tools";
import sharp from "sharp";
import { detectFileType, readHead } from "../ingest/file-type.ts";
import { readGifStructure } from "../ingest/gif-structure.ts";
import { buildJxlInfo, buildPdfInfo } from "./image-decoder-commands.ts";
import { CommandFailedError } from "./run-command.ts";

export type RunMedia = (command: MediaCommand, options: RunOptions) => Promise<CommandOutput>;

/** The file is not an image we can read; the message says why, without naming the file. */
export class UnreadableImageError extends Error {}

const imageFormats: readonly ImageFormat[] = [
  "jpg",
  "png",
  "apng",
  "gif",
  "webp",
  "heic",
  "avif",
  "jxl",
  "jp2",
  "bmp",
  "pdf",
  "mng",
];

/** Resolution a PDF page is rendered at, and the longest side it may get (the GIF output limit). */
export const pdfRenderDpi = 150;
const pdfMaxRenderSide = defaultLimits.maxGifOutputSide;

/** Browsers play a frame delay under 20 ms as 100 ms; GifKit counts it the same way. */
export function playedDelayMs(delayMs: number): number {
  return delayMs < 20 ? 100 : delayMs;
}

/**
 * An image's format (by content), displayed size and frames, from its header only: sharp's
 * metadata (which reads headers, not pixels), small chunk walkers for APNG, MNG, BMP and JPEG
 * 2000, jxlinfo and pdfinfo. Nothing here decodes a picture, so the limits can be checked first.
 */
export async function probeImage(
  path: string,
  run: RunMedia,
  signal: AbortSignal,
): Promise<ImageProbe> {
  signal.throwIfAborted();
  const detected = await detectFileType(await readHead(path));
  const format = imageFormats.find((candidate) => candidate === detected);
  if (!format) throw new UnreadableImageError("it is not an image in a format we read");
  switch (format) {
    case "jpg":
    case "png":
    case "webp":
    case "avif":
    case "heic":
      return probeWithSharp(path, format);
    case "gif":
      return probeGif(path);
    case "apng":
      return withFile(path, probeApng);
    case "mng":
      return withFile(path, probeMng);
    case "bmp":
      return withFile(path, probeBmp);
    case "jp2":
      return withFile(path, probeJp2);
    case "jxl":
      return probeJxl(path, run, signal);
    case "pdf":
      return probePdf(path, run, signal);
  }
}

function still(
  format: ImageFormat,
  width: number,
  height: number,
  stored = { width, height },
): ImageProbe {
  if (!(width > 0 && height > 0)) throw new UnreadableImageError("it declares no image size");
  return {
    format,
    width,
    height,
    storedWidth: stored.width,
    storedHeight: stored.height,
    frameCount: 1,
    frameDelaysMs: [],
  };
}

async function probeWithSharp(path: string, format: ImageFormat): Promise<ImageProbe> {
  const metadata = await sharp(path, { animated: format === "webp", limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new UnreadableImageError(`its header could not be read (${error.message})`);
    });
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const pages = metadata.pages ?? 1;
  if (format === "webp" && pages > 1) {
    return {
      format,
      width,
      height,
      storedWidth: width,
      storedHeight: height,
      frameCount: pages,
      frameDelaysMs: Array.from({ length: pages }, (_, index) =>
        playedDelayMs(metadata.delay?.[index] ?? 100),
      ),
    };
  }
  // JPEG, PNG and WebP may carry an EXIF orientation; libheif applies HEIF's own rotation, so
  // the size libvips reports for HEIC and AVIF is already upright.
  const upright =
    format === "heic" || format === "avif"
      ? { width, height }
      : (metadata.autoOrient ?? { width, height });
  return still(format, upright.width, upright.height, { width, height });
}

async function probeGif(path: string): Promise<ImageProbe> {
  const structure = await readGifStructure(path).catch((error: Error) => {
    throw new UnreadableImageError(error.message.toLowerCase());
  });
  const delays = structure.delaysMs.map(playedDelayMs);
  return {
    format: "gif",
    width: structure.width,
    height: structure.height,
    storedWidth: structure.maxFrameWidth,
    storedHeight: structure.maxFrameHeight,
    frameCount: structure.frameCount,
    frameDelaysMs: structure.frameCount > 1 ? delays : [],
  };
}

async function withFile<T>(path: string, use: (file: FileHandle) => Promise<T>): Promise<T> {
  const file = await open(path, "r");
  try {
    return await use(file);
  } finally {
    await file.close();
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Walks PNG-style chunks (PNG, APNG, MNG: length, type, data, CRC) from the signature on, reading
 * only the first `want(type)` bytes of each chunk's data; returns false from `visit` to stop.
 */
async function walkChunks(
  file: FileHandle,
  want: (type: string) => number,
  visit: (type: string, data: Buffer, length: number) => boolean,
): Promise<void> {
  const { size } = await file.stat();
  let offset = 8;
  while (offset + 8 <= size) {
    const header = await readAt(file, offset, 8);
    if (header.length < 8) return;
    const length = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    const wanted = Math.min(length, want(type));
    const data = wanted > 0 ? await readAt(file, offset + 8, wanted) : Buffer.alloc(0);
    if (!visit(type, data, length)) return;
    offset += 12 + length;
  }
}

/** APNG: IHDR's canvas and every frame control (fcTL): its rectangle and delay (num/den seconds). */
async function probeApng(file: FileHandle): Promise<ImageProbe> {
  let width = 0;
  let height = 0;
  let storedWidth = 0;
  let storedHeight = 0;
  const delays: number[] = [];
  await walkChunks(
    file,
    (type) => (type === "IHDR" ? 8 : type === "fcTL" ? 26 : 0),
    (type, data) => {
      if (type === "IHDR" && data.length >= 8) {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
      } else if (type === "fcTL" && data.length >= 26) {
        storedWidth = Math.max(storedWidth, data.readUInt32BE(4) + data.readUInt32BE(12));
        storedHeight = Math.max(storedHeight, data.readUInt32BE(8) + data.readUInt32BE(16));
        const numerator = data.readUInt16BE(20);
        // A denominator of 0 means hundredths (APNG spec).
        const denominator = data.readUInt16BE(22) || 100;
        delays.push(playedDelayMs((numerator / denominator) * 1000));
      }
      return type !== "IEND";
    },
  );
  if (!(width > 0 && height > 0)) throw new UnreadableImageError("it has no image header");
  const frameCount = Math.max(1, delays.length);
  return {
    format: "apng",
    width,
    height,
    storedWidth: Math.max(width, storedWidth),
    storedHeight: Math.max(height, storedHeight),
    frameCount,
    frameDelaysMs: frameCount > 1 ? delays : [],
  };
}

/**
 * MNG: MHDR's frame size and tick rate, every embedded PNG/JNG (IHDR/JHDR: one frame each) and
 * the FRAM chunks that set the delay before them (ImageMagick 6 reads MNG delays wrongly, so they
 * are taken from here).
 */
async function probeMng(file: FileHandle): Promise<ImageProbe> {
  let width = 0;
  let height = 0;
  let storedWidth = 0;
  let storedHeight = 0;
  let ticksPerSecond = 0;
  let defaultDelayTicks = 0;
  let nextDelayTicks: number | null = null;
  const delayTicks: number[] = [];
  await walkChunks(
    file,
    (type) =>
      type === "MHDR" ? 12 : type === "IHDR" || type === "JHDR" ? 8 : type === "FRAM" ? 128 : 0,
    (type, data) => {
      if (type === "MHDR" && data.length >= 12) {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
        ticksPerSecond = data.readUInt32BE(8);
      } else if ((type === "IHDR" || type === "JHDR") && data.length >= 8) {
        storedWidth = Math.max(storedWidth, data.readUInt32BE(0));
        storedHeight = Math.max(storedHeight, data.readUInt32BE(4));
        delayTicks.push(nextDelayTicks ?? defaultDelayTicks);
        nextDelayTicks = null;
      } else if (type === "FRAM" && data.length > 1) {
        // framing mode, an optional name ending in a zero byte, four "change" flags, then values.
        const nameEnd = data.indexOf(0, 1);
        const flags = nameEnd + 1;
        if (nameEnd >= 1 && data.length >= flags + 8 && data[flags] !== 0) {
          const delay = data.readUInt32BE(flags + 4);
          if (data[flags] === 2) defaultDelayTicks = delay;
          nextDelayTicks = delay;
        }
      }
      return type !== "MEND";
    },
  );
  if (!(width > 0 && height > 0)) throw new UnreadableImageError("it has no frame size");
  const frameCount = Math.max(1, delayTicks.length);
  const delays = delayTicks.map((ticks) =>
    playedDelayMs(ticksPerSecond > 0 ? (ticks / ticksPerSecond) * 1000 : 0),
  );
  return {
    format: "mng",
    width,
    height,
    storedWidth: Math.max(width, storedWidth),
    storedHeight: Math.max(height, storedHeight),
    frameCount,
    frameDelaysMs: frameCount > 1 ? delays : [],
  };
}

/** BMP: the DIB header (the OS/2 12-byte form, or the Windows form whose height may be negative). */
async function probeBmp(file: FileHandle): Promise<ImageProbe> {
  const header = await readAt(file, 0, 26);
  if (header.length < 26 || header.toString("latin1", 0, 2) !== "BM") {
    throw new UnreadableImageError("it has no BMP header");
  }
  if (header.readUInt32LE(14) === 12)
    return still("bmp", header.readUInt16LE(18), header.readUInt16LE(20));
  return still("bmp", Math.abs(header.readInt32LE(18)), Math.abs(header.readInt32LE(22)));
}

/** JPEG 2000 (JP2): the image header box (`ihdr`) inside the header box (`jp2h`). */
async function probeJp2(file: FileHandle): Promise<ImageProbe> {
  const { size } = await file.stat();
  let offset = 0;
  while (offset + 8 <= size) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) break;
    let boxLength = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    let headerLength = 8;
    if (boxLength === 1 && header.length >= 16) {
      boxLength = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (boxLength === 0) {
      boxLength = size - offset; // the last box runs to the end of the file
    }
    if (type === "jp2h") {
      offset += headerLength; // its children follow
      continue;
    }
    if (type === "ihdr") {
      const data = await readAt(file, offset + headerLength, 8);
      if (data.length < 8) break;
      return still("jp2", data.readUInt32BE(4), data.readUInt32BE(0));
    }
    if (type === "jp2c" || boxLength < headerLength) break; // the codestream: no header box came first
    offset += boxLength;
  }
  throw new UnreadableImageError("it has no JPEG 2000 image header");
}

/** JPEG XL: jxlinfo prints the size, and for an animation one line per frame with its duration. */
async function probeJxl(path: string, run: RunMedia, signal: AbortSignal): Promise<ImageProbe> {
  const { stdout } = await run(buildJxlInfo(path), { signal, timeoutMs: 30_000 }).catch(() => {
    throw new UnreadableImageError("its JPEG XL header could not be read");
  });
  const size = /JPEG XL (image|animation), (\d+)x(\d+)/.exec(stdout);
  if (!size) throw new UnreadableImageError("its JPEG XL header could not be read");
  const width = Number(size[2]);
  const height = Number(size[3]);
  const delays = [...stdout.matchAll(/^frame:.*duration: ([\d.]+) ms/gm)].map((match) =>
    playedDelayMs(Number(match[1])),
  );
  if (size[1] === "animation" && delays.length > 1) {
    return {
      format: "jxl",
      width,
      height,
      storedWidth: width,
      storedHeight: height,
      frameCount: delays.length,
      frameDelaysMs: delays,
    };
  }
  return still("jxl", width, height);
}

/**
 * PDF: pdfinfo's page count and first page size (points, rotation). The page is rendered at
 * 150 DPI, scaled down to fit 2000 × 2000 px, so its rendered size is what the limits see.
 */
async function probePdf(path: string, run: RunMedia, signal: AbortSignal): Promise<ImageProbe> {
  let stdout: string;
  try {
    ({ stdout } = await run(buildPdfInfo(path), { signal, timeoutMs: 30_000 }));
  } catch (error) {
    // poppler refuses a page range on a document without pages.
    if (
      error instanceof CommandFailedError &&
      /page count 0|last page \(0\)/i.test(error.stderrTail)
    ) {
      return {
        format: "pdf",
        width: 0,
        height: 0,
        storedWidth: 0,
        storedHeight: 0,
        frameCount: 0,
        frameDelaysMs: [],
      };
    }
    throw new UnreadableImageError("it could not be opened as a PDF");
  }
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  const size = /^Page\s+1 size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  if (pages === 0) {
    return {
      format: "pdf",
      width: 0,
      height: 0,
      storedWidth: 0,
      storedHeight: 0,
      frameCount: 0,
      frameDelaysMs: [],
    };
  }
  if (!size) throw new UnreadableImageError("its first page has no size");
  const rotation = Number(/^Page\s+1 rot:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  let widthPoints = Number(size[1]);
  let heightPoints = Number(size[2]);
  if (rotation % 180 === 90) [widthPoints, heightPoints] = [heightPoints, widthPoints];
  const scale = Math.min(pdfRenderDpi / 72, pdfMaxRenderSide / Math.max(widthPoints, heightPoints));
  return still(
    "pdf",
    Math.max(1, Math.round(widthPoints * scale)),
    Math.max(1, Math.round(heightPoints * scale)),
  );
}
