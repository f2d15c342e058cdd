import { defaultLimits } from "@gifkit/contracts";
import {
  type DecodedAnimation,
  type GifEncodeOptions,
  type MediaToolkit,
  ToolError,
} from "@gifkit/tools";
import { detectContentFormat } from "@gifkit/tools/shared/content-format";
import { toGifDelaysCentiseconds } from "@gifkit/tools/shared/gif-timing";
import { readGifStructure, UnreadableImageError } from "@gifkit/tools/shared/image-header";
import { readHead } from "@gifkit/tools/shared/read-head";
import sharp from "sharp";
import { editGif, encodeGifFrames, encodeRawGif } from "./gif-engine.ts";
import { decodeImageOnCanvas, probeImage } from "./image-decode.ts";
import { type BinaryPaths, runCommand } from "./run-command.ts";
import { cropStill } from "./still-crop.ts";
import { paintTextPictures, renderTextOverlay } from "./text-overlay.ts";
import { encodeWebpFrames } from "./webp-frames.ts";

// One libvips thread per worker process: workers already run one per core.
sharp.concurrency(1);
sharp.cache(false);

export interface MediaToolkitOptions {
  /**
   * CPU niceness of every binary this toolkit starts (0 normal … 19 lowest): a worker gives its
   * long-lane tasks a toolkit at LONG_TASK_NICENESS, so their ffmpeg yields the CPU to quick edits.
   */
  niceness?: number;
}

/** The real media toolkit handed to processors (ffmpeg, gifsicle and sharp on this machine). */
export function createMediaToolkit(
  binaries: BinaryPaths,
  toolkitOptions: MediaToolkitOptions = {},
): MediaToolkit {
  const niceness = toolkitOptions.niceness ?? 0;
  const run: MediaToolkit["run"] = (command, options) =>
    runCommand(command, binaries, options, niceness);
  return {
    run,

    probeImage: (path, signal) => probeImage(path, run, signal),

    decodeImageOnCanvas: (path, probe, canvas, options) =>
      decodeImageOnCanvas(path, probe, canvas, options, run),

    cropStill,

    async decodeAnimation(path, signal): Promise<DecodedAnimation> {
      signal.throwIfAborted();
      const image = sharp(path, { animated: true, limitInputPixels: false });
      const metadata = await image.metadata();
      const pageHeight = metadata.pageHeight ?? metadata.height ?? 0;
      const width = metadata.width ?? 0;
      const pages = metadata.pages ?? 1;
      const raw = await image.ensureAlpha().raw().toBuffer();
      signal.throwIfAborted();
      const frameBytes = width * pageHeight * 4;
      const frames: Uint8Array[] = [];
      for (let index = 0; index < pages; index++) {
        frames.push(new Uint8Array(raw.buffer, raw.byteOffset + index * frameBytes, frameBytes));
      }
      const delays = metadata.delay ?? [];
      // libvips reports total plays (0 = forever); DecodedAnimation holds NETSCAPE repetitions.
      const plays = metadata.loop ?? 0;
      let loopCount: number | null = plays === 0 ? 0 : plays === 1 ? null : plays - 1;
      if (metadata.format === "gif") loopCount = (await readGifStructure(path)).loopCount;
      return {
        width,
        height: pageHeight,
        frames,
        delaysMs: frames.map((_, index) => delays[index] ?? 100),
        loopCount,
      };
    },

    async encodeGif(animation, outputPath, options: GifEncodeOptions, signal) {
      signal.throwIfAborted();
      const { width, height, frames } = animation;
      const strip = Buffer.concat(
        frames.map((frame) => Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)),
      );
      await sharp(strip, {
        raw: { width, height: height * frames.length, channels: 4, pageHeight: height },
        limitInputPixels: false,
      })
        .gif({
          delay: toGifDelaysCentiseconds(animation.delaysMs).map(
            (centiseconds) => centiseconds * 10,
          ),
          // libvips takes total plays: 0 = forever, 1 = no loop block, N = NETSCAPE N - 1.
          loop:
            animation.loopCount === null
              ? 1
              : animation.loopCount === 0
                ? 0
                : animation.loopCount + 1,
          colours: options.colours ?? 256,
          dither: options.ditherAmount ?? 1,
          effort: 7,
          reuse: false,
          keepDuplicateFrames: true,
        })
        .toFile(outputPath);
    },

    gifInfo: (path) => readGifOrExplain(path),

    gifLayout: (path) => readGifOrExplain(path),

    editGif: (request, signal) => editGif(request, run, signal),

    encodeGifFrames: (source, outputPath, settings, options) =>
      encodeGifFrames(source, outputPath, settings, options, run),

    encodeRawGif: (request, signal) => encodeRawGif(request, run, signal),

    detectFileType: async (path) => detectContentFormat(await readHead(path)),

    async decodeImageFrames(images, signal) {
      const frames: Uint8Array[] = [];
      let width = 0;
      let height = 0;
      for (const [index, image] of images.entries()) {
        signal.throwIfAborted();
        // Still images only: an animated input's later pages are not frames of this sequence.
        const { data, info } = await sharp(image, {
          limitInputPixels: defaultLimits.maxInputFramePixels,
        })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .catch((error: Error) => {
            throw new Error(`frame ${index + 1} could not be decoded: ${error.message}`);
          });
        if (index === 0) {
          width = info.width;
          height = info.height;
        } else if (info.width !== width || info.height !== height) {
          throw new Error(
            `frame ${index + 1} is ${info.width}x${info.height}, the first is ${width}x${height}`,
          );
        }
        frames.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      }
      return { width, height, frames };
    },

    async isOpaqueAnimation(path, signal, knownLayout) {
      signal.throwIfAborted();
      // From the structure: the first frame must cover the screen, and no frame but the last may
      // clear to background (transparent in browsers). Then only the first frame's own pixels can
      // be transparent: one page is decoded, never the whole animation.
      const layout = knownLayout ?? (await readGifOrExplain(path));
      const [first] = layout.frames;
      if (!first) return false;
      const coversScreen =
        first.left === 0 &&
        first.top === 0 &&
        first.width >= layout.width &&
        first.height >= layout.height;
      const clears = layout.frames.some(
        (frame, index) => frame.disposal === 2 && index < layout.frames.length - 1,
      );
      if (!coversScreen || clears) return false;
      if (!first.hasTransparency) return true;
      const { isOpaque } = await sharp(path, { pages: 1, limitInputPixels: false }).stats();
      return isOpaque;
    },

    async resizeFrames(animation, size, signal) {
      const resized: Uint8Array[] = [];
      for (const frame of animation.frames) {
        signal.throwIfAborted();
        // sharp premultiplies alpha around the kernel, so transparent edges get no dark or light fringe.
        const data = await sharp(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), {
          raw: { width: animation.width, height: animation.height, channels: 4 },
          limitInputPixels: false,
        })
          .resize({ width: size.width, height: size.height, fit: "fill", kernel: "lanczos3" })
          .raw()
          .toBuffer();
        resized.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      }
      return { ...animation, width: size.width, height: size.height, frames: resized };
    },

    encodeWebpFrames,

    paintTextPictures,

    drawTextOnGif(request, signal) {
      return renderTextOverlay(
        request,
        (path, decodeSignal) => this.decodeAnimation(path, decodeSignal),
        signal,
      );
    },
  };
}

async function readGifOrExplain(path: string) {
  try {
    return await readGifStructure(path);
  } catch (error) {
    // It passed the type check by its first bytes but is not a readable GIF: say so plainly.
    if (error instanceof UnreadableImageError) {
      throw new ToolError(
        "The GIF could not be read: the file is damaged or incomplete.",
        "corrupt-input",
      );
    }
    throw error;
  }
}
