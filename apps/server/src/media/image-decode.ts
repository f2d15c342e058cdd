import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits } from "@gifkit/contracts";
import type {
  CanvasFit,
  CanvasFrames,
  CommandOutput,
  ImageProbe,
  MediaCommand,
  RunOptions,
} from "@gifkit/tools";
import { playedDelayMs } from "@gifkit/tools/shared/animation-length";
import { detectContentFormat } from "@gifkit/tools/shared/content-format";
import {
  readImageHeader,
  toImageProbe,
  UnreadableImageError,
} from "@gifkit/tools/shared/image-header";
import { readHead } from "@gifkit/tools/shared/read-head";
import sharp from "sharp";
import {
  buildAnimationToRawFrames,
  buildHeifToPng,
  buildJxlInfo,
  buildJxlToPng,
  buildMagickStillToPng,
  buildMngToPngFrames,
  buildPdfFirstPageToPng,
  buildPdfInfo,
  buildProbeVideoStreams,
  parseVideoStreams,
} from "./image-decoder-commands.ts";
import { CommandFailedError } from "./run-command.ts";

export type RunMedia = (command: MediaCommand, options: RunOptions) => Promise<CommandOutput>;

/** Resolution a PDF page is rendered at, and the longest side it may get (the GIF output limit). */
const pdfRenderDpi = 150;
const pdfMaxRenderSide = defaultLimits.maxGifOutputSide;

/**
 * An image's format (by content), displayed size and frames, without decoding a picture, so the
 * limits can be checked first: the header reader (packages/tools/src/shared/image-header.ts) for
 * every format it knows; jxlinfo for JPEG XL (an animation's frames and durations) and pdfinfo
 * for PDF, which have no pure reader.
 */
export async function probeImage(
  path: string,
  run: RunMedia,
  signal: AbortSignal,
): Promise<ImageProbe> {
  signal.throwIfAborted();
  const detected = await detectContentFormat(await readHead(path));
  if (detected === "jxl") return probeJxl(path, run, signal);
  if (detected === "pdf") return probePdf(path, run, signal);
  const header = detected ? await readImageHeader(path, detected) : null;
  if (!header) throw new UnreadableImageError("image", "it is not an image in a format we read");
  return toImageProbe(header);
}

const stillProbe = (format: "jxl" | "pdf", width: number, height: number): ImageProbe => ({
  format,
  width,
  height,
  storedWidth: width,
  storedHeight: height,
  frameCount: 1,
  frameDelaysMs: [],
});

/** JPEG XL: jxlinfo prints the size, and for an animation one line per frame with its duration. */
async function probeJxl(path: string, run: RunMedia, signal: AbortSignal): Promise<ImageProbe> {
  const unreadable = () => new UnreadableImageError("JPEG XL", "its header could not be read");
  const { stdout } = await run(buildJxlInfo(path), { signal, timeoutMs: 30_000 }).catch(() => {
    throw unreadable();
  });
  const size = /JPEG XL (image|animation), (\d+)x(\d+)/.exec(stdout);
  if (!size) throw unreadable();
  const width = Number(size[2]);
  const height = Number(size[3]);
  if (!(width > 0 && height > 0))
    throw new UnreadableImageError("JPEG XL", "it declares no image size");
  const delays = [...stdout.matchAll(/^frame:.*duration: ([\d.]+) ms/gm)].map((match) =>
    playedDelayMs(Number(match[1])),
  );
  if (size[1] === "animation" && delays.length > 1) {
    return {
      ...stillProbe("jxl", width, height),
      frameCount: delays.length,
      frameDelaysMs: delays,
    };
  }
  return stillProbe("jxl", width, height);
}

/**
 * PDF: pdfinfo's page count and first page size (points, rotation). The page is rendered at
 * 150 DPI, scaled down to fit 2000 × 2000 px, so its rendered size is what the limits see.
 */
async function probePdf(path: string, run: RunMedia, signal: AbortSignal): Promise<ImageProbe> {
  const noPages = { ...stillProbe("pdf", 0, 0), frameCount: 0 };
  let stdout: string;
  try {
    ({ stdout } = await run(buildPdfInfo(path), { signal, timeoutMs: 30_000 }));
  } catch (error) {
    // poppler refuses a page range on a document without pages.
    if (
      error instanceof CommandFailedError &&
      /page count 0|last page \(0\)/i.test(error.stderrTail)
    ) {
      return noPages;
    }
    throw new UnreadableImageError("PDF", "it could not be opened as a PDF");
  }
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  const size = /^Page\s+1 size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  if (pages === 0) return noPages;
  if (!size) throw new UnreadableImageError("PDF", "its first page has no size");
  const rotation = Number(/^Page\s+1 rot:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  let widthPoints = Number(size[1]);
  let heightPoints = Number(size[2]);
  if (rotation % 180 === 90) [widthPoints, heightPoints] = [heightPoints, widthPoints];
  const scale = Math.min(pdfRenderDpi / 72, pdfMaxRenderSide / Math.max(widthPoints, heightPoints));
  return stillProbe(
    "pdf",
    Math.max(1, Math.round(widthPoints * scale)),
    Math.max(1, Math.round(heightPoints * scale)),
  );
}

/** Generous per-decoder time limit: a large JPEG 2000 or HEIC grid takes seconds, not minutes. */
const decoderTimeoutMs = 120_000;

/**
 * Decodes every frame of an image onto the canvas: oriented, fitted inside it without distortion
 * (Lanczos 3), centred, and flattened onto the background (so transparency becomes that colour).
 * sharp reads JPEG, PNG, GIF, WebP and a still AVIF itself; the other formats (and an AVIF
 * sequence) are first turned into PNG (or raw frames) by their own decoders in `scratchDir`. The limits were checked on the probe.
 */
export async function decodeImageOnCanvas(
  path: string,
  probe: ImageProbe,
  canvas: CanvasFit,
  options: { scratchDir: string; signal: AbortSignal },
  run: RunMedia,
): Promise<CanvasFrames> {
  const { scratchDir, signal } = options;
  signal.throwIfAborted();
  await mkdir(scratchDir, { recursive: true });
  const runOptions = { signal, timeoutMs: decoderTimeoutMs };
  switch (probe.format) {
    case "jpg":
    case "png":
      return fitStill(path, canvas, { autoOrient: true });
    case "avif":
      return probe.frameCount > 1
        ? decodeAvifSequence(path, probe, canvas, scratchDir, run, signal)
        : fitStill(path, canvas, { autoOrient: true });
    case "gif":
    case "webp":
      return probe.frameCount > 1
        ? fitAnimation(path, canvas)
        : fitStill(path, canvas, { autoOrient: true });
    case "heic": {
      const output = join(scratchDir, "heif.png");
      await run(buildHeifToPng(path, output), runOptions);
      // libheif applied the file's rotation; an EXIF orientation tag copied along must not turn it again.
      return fitStill(await firstOutput(scratchDir, output, "heif"), canvas, { autoOrient: false });
    }
    case "jxl": {
      const output = join(scratchDir, "jxl.png");
      await run(buildJxlToPng(path, output), runOptions);
      // djxl writes an APNG for an animation, and has applied the orientation already.
      return probe.frameCount > 1
        ? decodeApng(output, probe, canvas, scratchDir, run, signal)
        : fitStill(output, canvas, { autoOrient: false });
    }
    case "jp2":
    case "bmp": {
      const output = join(scratchDir, `${probe.format}.png`);
      await run(buildMagickStillToPng(probe.format, path, output), runOptions);
      return fitStill(output, canvas, { autoOrient: false });
    }
    case "mng": {
      await run(buildMngToPngFrames(path, join(scratchDir, "mng-%05d.png")), runOptions);
      const names = (await readdir(scratchDir))
        .filter((name) => /^mng-\d+\.png$/.test(name))
        .sort();
      if (names.length === 0) throw new Error("ImageMagick wrote no MNG frames");
      const frames: Uint8Array[] = [];
      for (const name of names) {
        signal.throwIfAborted();
        frames.push(
          ...(await fitStill(join(scratchDir, name), canvas, { autoOrient: false })).frames,
        );
      }
      return { width: canvas.width, height: canvas.height, frames };
    }
    case "apng":
      return decodeApng(path, probe, canvas, scratchDir, run, signal);
    case "pdf": {
      const base = join(scratchDir, "pdf-page");
      await run(
        buildPdfFirstPageToPng(path, base, { width: probe.width, height: probe.height }),
        runOptions,
      );
      return fitStill(`${base}.png`, canvas, { autoOrient: false });
    }
  }
}

/** heif-convert names its output `name-1.png`, `name-2.png`... when a file holds several images. */
async function firstOutput(directory: string, expected: string, prefix: string): Promise<string> {
  if (
    await stat(expected).then(
      () => true,
      () => false,
    )
  )
    return expected;
  const numbered = (await readdir(directory))
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith(".png"))
    .sort();
  if (!numbered[0]) throw new Error("the HEIF decoder wrote no image");
  return join(directory, numbered[0]);
}

const toSharpColour = (background: CanvasFit["background"]) => ({
  r: background.red,
  g: background.green,
  b: background.blue,
  alpha: 1,
});

/** One picture: rotate by EXIF (if asked), flatten transparency, fit and centre on the canvas. */
async function fitStill(
  input: string | Buffer,
  canvas: CanvasFit,
  options: { autoOrient: boolean; raw?: { width: number; height: number; channels: 4 } },
): Promise<CanvasFrames> {
  const colour = toSharpColour(canvas.background);
  let image = sharp(input, {
    limitInputPixels: false,
    ...(options.raw ? { raw: options.raw } : {}),
  });
  if (options.autoOrient) image = image.rotate();
  const data = await image
    .flatten({ background: colour })
    .resize(canvas.width, canvas.height, { fit: "contain", background: colour, kernel: "lanczos3" })
    .removeAlpha()
    .raw()
    .toBuffer();
  return {
    width: canvas.width,
    height: canvas.height,
    frames: [new Uint8Array(data.buffer, data.byteOffset, data.byteLength)],
  };
}

/** Every frame of a GIF or WebP animation, composited by libvips, each fitted onto the canvas. */
async function fitAnimation(path: string, canvas: CanvasFit): Promise<CanvasFrames> {
  const colour = toSharpColour(canvas.background);
  const { data, info } = await sharp(path, { animated: true, limitInputPixels: false })
    .flatten({ background: colour })
    // With several pages, sharp fits each page on its own.
    .resize(canvas.width, canvas.height, { fit: "contain", background: colour, kernel: "lanczos3" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== canvas.width || info.channels !== 3) {
    throw new Error(
      `the animation decoded to ${info.width} px wide with ${info.channels} channels`,
    );
  }
  return {
    width: canvas.width,
    height: canvas.height,
    frames: splitFrames(data, canvas.width * canvas.height * 3),
  };
}

/** APNG frames composited by ffmpeg as raw RGBA at the APNG's canvas size, then fitted one by one. */
async function decodeApng(
  path: string,
  probe: ImageProbe,
  canvas: CanvasFit,
  scratchDir: string,
  run: RunMedia,
  signal: AbortSignal,
): Promise<CanvasFrames> {
  const rawPath = join(scratchDir, "apng.rgba");
  // The declared frames and one more: one more means the file holds more than its header says.
  await run(buildAnimationToRawFrames("apng", path, rawPath, { maxFrames: probe.frameCount + 1 }), {
    signal,
    timeoutMs: decoderTimeoutMs,
  });
  return fitRawFrames(rawPath, "APNG", probe, canvas, signal);
}

/**
 * An AVIF sequence's frames decoded by ffmpeg as raw RGBA (its alpha plane merged back when the
 * file has one: ffprobe lists it as a second picture stream), then fitted one by one.
 */
async function decodeAvifSequence(
  path: string,
  probe: ImageProbe,
  canvas: CanvasFit,
  scratchDir: string,
  run: RunMedia,
  signal: AbortSignal,
): Promise<CanvasFrames> {
  const runOptions = { signal, timeoutMs: decoderTimeoutMs };
  const streams = parseVideoStreams((await run(buildProbeVideoStreams(path), runOptions)).stdout);
  const pictures = streams.filter((stream) => stream.width > 0 && stream.height > 0);
  if (pictures[0]?.width !== probe.width || pictures[0]?.height !== probe.height) {
    throw new UnreadableImageError("AVIF", "its image sequence is not the size its header says");
  }
  const rawPath = join(scratchDir, "avif.rgba");
  const alphaStream = pictures.length > 1;
  await run(
    buildAnimationToRawFrames("avif", path, rawPath, {
      maxFrames: probe.frameCount + 1,
      alphaStream,
    }),
    runOptions,
  );
  return fitRawFrames(rawPath, "AVIF", probe, canvas, signal);
}

/** Raw RGBA frames at the probe's size, each fitted onto the canvas; more than declared is refused. */
async function fitRawFrames(
  rawPath: string,
  label: string,
  probe: ImageProbe,
  canvas: CanvasFit,
  signal: AbortSignal,
): Promise<CanvasFrames> {
  const raw = await readFile(rawPath);
  const size = { width: probe.width, height: probe.height, channels: 4 as const };
  const sourceFrames = splitFrames(raw, size.width * size.height * 4);
  if (sourceFrames.length === 0) throw new Error(`ffmpeg decoded no ${label} frame`);
  if (sourceFrames.length > probe.frameCount) {
    throw new UnreadableImageError(
      label,
      `it holds more frames than its header says (${probe.frameCount.toLocaleString("en-US")})`,
    );
  }
  const frames: Uint8Array[] = [];
  for (const frame of sourceFrames) {
    signal.throwIfAborted();
    const fitted = await fitStill(
      Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength),
      canvas,
      {
        autoOrient: false,
        raw: size,
      },
    );
    frames.push(...fitted.frames);
  }
  return { width: canvas.width, height: canvas.height, frames };
}

function splitFrames(data: Buffer, frameBytes: number): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset + frameBytes <= data.length; offset += frameBytes) {
    frames.push(new Uint8Array(data.buffer, data.byteOffset + offset, frameBytes));
  }
  return frames;
}
