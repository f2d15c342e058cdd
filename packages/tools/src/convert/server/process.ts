import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage, stageWith } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import {
  type Processor,
  type ProcessorOutput,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import type { GifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import {
  type ConvertOptions,
  convertChain,
  type WebmDestinationId,
  type WebpDestinationId,
  webmDestination,
  webpDestination,
} from "../shared/options.ts";
import { planSticker } from "../shared/sticker-plan.ts";
import { mayShowTransparency } from "./alpha.ts";
import {
  buildGifToApng,
  buildGifToAvif,
  buildGifToMp4,
  buildGifToRawFrames,
  buildGifToStickerWebm,
  buildGifToStickerWebp,
  buildGifToWebm,
  buildWebpMux,
  even,
} from "./commands.ts";
import {
  shownDelaysCentiseconds,
  stickerWebpDurationsMs,
  totalPlays,
  videoFrameCount,
  videoFrameRate,
} from "./timing.ts";
import { webpFrameDurationsMs, withWebpFrameDurations } from "./webp-durations.ts";

/** The longest MP4 Convert writes (a GIF of 2,000 frames of 10 minutes each would be days). */
export const maximumVideoSeconds = 600;
/**
 * The most pixels over all the MP4's frames: about a minute of x264 (veryfast) on a busy core,
 * so a task ends well within its time limit.
 */
export const maximumVideoMegapixels = 1_500;

const count = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * Convert as a view over the chain executor: no step, the output's format (shared/options.ts);
 * the output step's own path for a GIF is this converter (convertGifPath).
 */
export const processConvert: Processor<ConvertOptions> = chainView(convertChain);

/**
 * Convert's own path (the output step's, for a chain of no step on a GIF or an animation read as
 * one). Turns a GIF (or a WebP, APNG, MNG, AVIF or WebM, read as the GIF tools read them) into an MP4,
 * an animated WebP, an APNG, an animated AVIF or a WebM with the same frames and timing: WebP,
 * APNG, AVIF and WebM frame for frame with each delay as browsers play it and transparency (WebP
 * and APNG keep the loop count too; AVIF and WebM loop forever); MP4 at a constant rate chosen
 * from the delays (timing.ts), transparent pixels on the background colour.
 */
export async function convertGifPath(
  options: ConvertOptions,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  assertGifOutputWithinLimits({ ...input.info });
  const { media, signal, workDir } = context;
  const delays = shownDelaysCentiseconds(
    input.info.delaysMs.map((delayMs) => Math.round(delayMs / 10)),
  );
  const plays = totalPlays(input.info.loopCount);
  const durationCentiseconds = delays.reduce((sum, delay) => sum + delay, 0);
  let output: ProcessorOutput;

  switch (options.format) {
    case "mp4": {
      const totalSeconds = durationCentiseconds / 100;
      if (totalSeconds > maximumVideoSeconds) {
        throw new ToolError(
          `The GIF plays for ${count(totalSeconds)} seconds; an MP4 can be at most ${maximumVideoSeconds} seconds long.`,
          "output-too-large",
        );
      }
      const framesPerSecond = videoFrameRate(delays);
      const frameCount = videoFrameCount(delays, framesPerSecond);
      const [width, height] = [even(input.info.width), even(input.info.height)];
      const megapixels = (frameCount * width * height) / 1_000_000;
      if (megapixels > maximumVideoMegapixels) {
        throw new ToolError(
          `The MP4 would have ${count(frameCount)} frames of ${count(width)}×${count(height)} px (${count(megapixels)} megapixels); the limit is ${count(maximumVideoMegapixels)} megapixels. Resize the GIF first, or choose WebP or APNG.`,
          "output-too-large",
        );
      }
      const status = stageWith(
        "encoding-video-frames",
        { frames: frameCount },
        `Encoding ${count(frameCount)} video frames...`,
      );
      context.reportProgress({ percent: 10, ...status });
      const outputPath = join(workDir, "converted.mp4");
      await media.run(
        buildGifToMp4({
          inputPath: input.path,
          outputPath,
          width: input.info.width,
          height: input.info.height,
          framesPerSecond,
          background: options.background,
          durationCentiseconds,
        }),
        {
          signal,
          onStdoutLine: (line) => {
            const encoded = /^frame=(\d+)$/.exec(line.trim());
            if (!encoded) return;
            const fraction = Math.min(1, Number(encoded[1]) / frameCount);
            context.reportProgress({ percent: 10 + Math.round(fraction * 85), ...status });
          },
        },
      );
      output = { kind: "mp4", path: outputPath };
      break;
    }
    case "apng": {
      context.reportProgress({ percent: 10, ...stage("encoding-apng-frames") });
      const outputPath = join(workDir, "converted.apng");
      await media.run(
        buildGifToApng({
          inputPath: input.path,
          outputPath,
          plays,
          lastDelayCentiseconds: delays.at(-1) ?? 10,
          durationCentiseconds,
        }),
        { signal },
      );
      output = { kind: "apng", path: outputPath };
      break;
    }
    case "webm":
    case "avif": {
      if (options.format === "webm" && options.destination) {
        output = await writeStickerWebm(
          options.destination as WebmDestinationId,
          input,
          delays,
          context,
        );
        break;
      }
      const format = options.format;
      // Where a frame can show a transparent pixel, the output keeps an alpha plane (AVIF: a
      // second AV1 image; WebM: VP9's alpha channel); otherwise none is stored.
      const withAlpha = mayShowTransparency(await media.gifLayout(input.path));
      context.reportProgress({
        percent: 10,
        ...stageWith(
          "encoding-format-frames",
          { format: format === "avif" ? "AVIF (AV1)" : "WebM (VP9)" },
          `Encoding ${format === "avif" ? "AVIF (AV1)" : "WebM (VP9)"} frames...`,
        ),
      });
      const outputPath = join(workDir, `converted.${format}`);
      const build = format === "avif" ? buildGifToAvif : buildGifToWebm;
      await media.run(
        build({ inputPath: input.path, outputPath, withAlpha, durationCentiseconds }),
        {
          signal,
          timeoutMs: 110_000,
        },
      );
      output = { kind: format, path: outputPath };
      break;
    }
    case "webp": {
      if (options.destination) {
        output = await writeStickerWebp(
          options.destination as WebpDestinationId,
          input,
          delays,
          context,
        );
        break;
      }
      context.reportProgress({ percent: 10, ...stage("decoding-frames") });
      const rawPath = join(workDir, "frames.rgba");
      const framesDirectory = join(workDir, "webp-frames");
      await mkdir(framesDirectory, { recursive: true });
      await media.run(buildGifToRawFrames(input.path, rawPath), { signal });
      const frames = await media.encodeWebpFrames(
        {
          rawPath,
          width: input.info.width,
          height: input.info.height,
          frameCount: input.info.frameCount,
          outputDir: framesDirectory,
          onProgress: (fraction) =>
            context.reportProgress({
              percent: 20 + Math.round(fraction * 65),
              ...stage("encoding-webp-frames"),
            }),
        },
        signal,
      );
      await rm(rawPath, { force: true });
      context.reportProgress({ percent: 88, ...stage("assembling-webp") });
      const outputPath = join(workDir, "converted.webp");
      await media.run(
        buildWebpMux({
          frames,
          delaysMs: delays.map((delay) => delay * 10),
          plays,
          outputPath,
        }),
        { signal },
      );
      output = { kind: "webp", path: outputPath };
      break;
    }
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [output] };
}

/** VP9 qualities tried in turn until the WebM fits the place's byte limit (63: the smallest). */
export const stickerCrfLadder = [30, 38, 46, 54, 63] as const;

/**
 * A WebM made to a sticker place's rules (contracts' destinations, e.g. Telegram's video
 * stickers): its sides, frame rate and length (sticker-plan.ts), then the best quality of the
 * ladder that fits its byte limit; refused with the place's limit named when even the smallest
 * does not.
 */
async function writeStickerWebm(
  destinationId: WebmDestinationId,
  input: GifInput,
  shownDelaysCentiseconds: readonly number[],
  context: GifPathRun["context"],
): Promise<ProcessorOutput> {
  const { media, signal, workDir } = context;
  const destination = webmDestination(destinationId);
  const durationSeconds = shownDelaysCentiseconds.reduce((sum, delay) => sum + delay, 0) / 100;
  const plan = planSticker({ ...input.info, durationSeconds }, destination);
  const withAlpha = mayShowTransparency(await media.gifLayout(input.path));
  const outputPath = join(workDir, "converted.webm");
  for (const [attempt, crf] of stickerCrfLadder.entries()) {
    context.reportProgress({
      percent: 10 + Math.round((attempt / stickerCrfLadder.length) * 80),
      ...stageWith(
        "encoding-destination-quality",
        { destination: destination.id, attempt: attempt + 1, attempts: stickerCrfLadder.length },
        `Encoding the ${destination.name} (quality ${attempt + 1} of ${stickerCrfLadder.length})...`,
      ),
    });
    await media.run(
      buildGifToStickerWebm({ inputPath: input.path, outputPath, withAlpha, ...plan, crf }),
      { signal, timeoutMs: 60_000 },
    );
    if ((await stat(outputPath)).size <= destination.max_bytes) {
      return { kind: "webm", path: outputPath };
    }
  }
  throw new ToolError(
    `Even at the lowest quality the WebM is over ${destination.name}'s limit of ${count(destination.max_bytes / 1000)} KB. Cut the GIF shorter or crop it first.`,
    "target-size-unreachable",
  );
}

/** libwebp qualities tried in turn until the WebP fits the place's byte limit (0: the smallest). */
export const stickerWebpQualityLadder = [80, 65, 50, 35, 20, 5, 0] as const;

/**
 * An animated WebP made to a sticker place's rules (WhatsApp): exactly its sides (the picture
 * scaled to fit and centred on a transparent canvas, sticker-plan.ts), cut to its length with each
 * frame's own duration, then the best quality of the ladder that fits its byte limit; refused with
 * the place's limit named when even the smallest does not.
 */
async function writeStickerWebp(
  destinationId: WebpDestinationId,
  input: GifInput,
  shownDelaysCentiseconds: readonly number[],
  context: GifPathRun["context"],
): Promise<ProcessorOutput> {
  const { media, signal, workDir } = context;
  const destination = webpDestination(destinationId);
  const durationSeconds = shownDelaysCentiseconds.reduce((sum, delay) => sum + delay, 0) / 100;
  const plan = planSticker({ ...input.info, durationSeconds }, destination);
  const encodedPath = join(workDir, "sticker-encoded.webp");
  const outputPath = join(workDir, "converted.webp");
  for (const [attempt, quality] of stickerWebpQualityLadder.entries()) {
    context.reportProgress({
      percent: 10 + Math.round((attempt / stickerWebpQualityLadder.length) * 80),
      ...stageWith(
        "encoding-destination-quality",
        {
          destination: destination.id,
          attempt: attempt + 1,
          attempts: stickerWebpQualityLadder.length,
        },
        `Encoding the ${destination.name} (quality ${attempt + 1} of ${stickerWebpQualityLadder.length})...`,
      ),
    });
    await media.run(
      buildGifToStickerWebp({ inputPath: input.path, outputPath: encodedPath, ...plan, quality }),
      { signal, timeoutMs: 60_000 },
    );
    // ffmpeg guesses the last frame's duration: set every frame's from the GIF (timing.ts).
    const encoded = await readFile(encodedPath);
    const durationsMs = stickerWebpDurationsMs(
      webpFrameDurationsMs(encoded),
      shownDelaysCentiseconds,
      plan.keptSeconds * 1000,
    );
    const timed = withWebpFrameDurations(encoded, durationsMs);
    await writeFile(outputPath, timed);
    if (timed.length <= destination.max_bytes) {
      return { kind: "webp", path: outputPath };
    }
  }
  throw new ToolError(
    `Even at the lowest quality the WebP is over ${destination.name}'s limit of ${count(destination.max_bytes / 1024)} KB. Cut the GIF shorter or crop it first.`,
    "target-size-unreachable",
  );
}
