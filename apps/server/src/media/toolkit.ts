import type { DecodedAnimation, GifEncodeOptions, MediaToolkit } from "@gifkit/tools";
import { toGifDelaysCentiseconds } from "@gifkit/tools/shared/gif-timing";
import sharp from "sharp";
import { readGifStructure } from "./gif-info.ts";
import { type BinaryPaths, runCommand } from "./run-command.ts";

// One libvips thread per worker process: workers already run one per core.
sharp.concurrency(1);
sharp.cache(false);

/** The real media toolkit handed to processors (ffmpeg, gifsicle and sharp on this machine). */
export function createMediaToolkit(binaries: BinaryPaths): MediaToolkit {
  return {
    run: (command, options) => runCommand(command, binaries, options),

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
      let loopCount: number | null = metadata.loop ?? 0;
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
          // libvips writes NETSCAPE repetitions as given; null (no loop block) means play once.
          loop: animation.loopCount ?? 1,
          colours: options.colours ?? 256,
          dither: options.ditherAmount ?? 1,
          effort: 7,
          reuse: false,
          keepDuplicateFrames: true,
        })
        .toFile(outputPath);
    },

    gifInfo: (path) => readGifStructure(path),
  };
}
