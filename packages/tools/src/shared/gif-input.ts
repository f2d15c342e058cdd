import { join } from "node:path";
import { type ProcessorContext, ToolError } from "../define-tool.ts";
import type { AnimationInfo } from "../media-toolkit.ts";
import { buildApngToGif, buildMngToGif } from "./gif-input-commands.ts";
import { assertGifInputWithinLimits } from "./gif-limits.ts";
import {
  detectAnimationContainer,
  type ImageHeader,
  readImageHeader,
  storedGeometry,
  UnreadableImageError,
} from "./image-header.ts";
import { readHead } from "./read-head.ts";

/** The containers the GIF tools take (DESIGN §2). */
type AnimationFormat = "gif" | "webp" | "apng" | "mng";
const animationFormats: readonly string[] = ["gif", "webp", "apng", "mng"] as const;
const isAnimationFormat = (format: string | null): format is AnimationFormat =>
  format !== null && animationFormats.includes(format);

export interface GifInput {
  /** A GIF file: the upload itself, or the conversion of a WebP, APNG or MNG upload. */
  path: string;
  info: AnimationInfo;
  /** What the user gave us. */
  sourceFormat: AnimationFormat;
}

/**
 * The one entry of every GIF tool (DESIGN §2: GIF-only screens take GIF, WebP, APNG and MNG; the
 * output is always a GIF). A GIF passes through; an animated WebP (decoded by sharp), an APNG
 * (ffmpeg's apng demuxer) or an MNG (ImageMagick) is converted to a GIF in the task's directory.
 * The input limits are checked from the headers before any decoder runs.
 */
export async function prepareGifInput(context: ProcessorContext): Promise<GifInput> {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No GIF was given.", "missing-input");
  const container = detectAnimationContainer(await readHead(inputPath, 16));
  // A PNG is an APNG when its header has acTL; the header gives WebP's and APNG's frames too.
  const header =
    container === "webp" || container === "png"
      ? await readHeaderOrExplain(inputPath, container)
      : null;
  const format = header?.format ?? container;
  if (!isAnimationFormat(format)) throw notAnAnimation();
  const convertedPath = join(context.workDir, "input-converted.gif");
  const { media, signal } = context;

  switch (format) {
    case "gif": {
      const info = await media.gifInfo(inputPath);
      assertGifInputWithinLimits(info);
      return { path: inputPath, info, sourceFormat: format };
    }
    case "webp": {
      if (!header) throw notAnAnimation();
      assertGifInputWithinLimits(storedGeometry(header));
      context.reportProgress({ percent: 3, status: "Converting WebP to GIF..." });
      // The toolkit reads WebP's loop count into the GIF meaning, so the animation converts as is.
      const animation = await media.decodeAnimation(inputPath, signal);
      await media.encodeGif(animation, convertedPath, {}, signal);
      break;
    }
    case "apng": {
      if (!header) throw notAnAnimation();
      assertGifInputWithinLimits(storedGeometry(header));
      context.reportProgress({ percent: 3, status: "Converting APNG to GIF..." });
      await media.run(buildApngToGif(inputPath, convertedPath, header.plays ?? 0), { signal });
      break;
    }
    case "mng": {
      context.reportProgress({ percent: 3, status: "Converting MNG to GIF..." });
      await media.run(buildMngToGif(inputPath, convertedPath), { signal, timeoutMs: 120_000 });
      break;
    }
  }
  const info = await media.gifInfo(convertedPath);
  assertGifInputWithinLimits(info);
  return { path: convertedPath, info, sourceFormat: format };
}

async function readHeaderOrExplain(path: string, detected: string): Promise<ImageHeader | null> {
  try {
    return await readImageHeader(path, detected);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new ToolError(error.message, "corrupt-input");
    throw error;
  }
}

const notAnAnimation = () =>
  new ToolError(
    "Unsupported file type for this tool. Allowed: gif, webp, apng, mng",
    "unsupported-file-type",
  );
