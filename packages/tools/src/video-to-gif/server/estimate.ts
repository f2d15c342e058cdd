import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { type Estimator, ToolError } from "../../define-tool.ts";
import { gifFrameSpans } from "../../shared/gif-frame-spans.ts";
import { sampleWarmupFrames } from "../shared/estimate-sample.ts";
import {
  defaultFrameRate,
  defaultOutputBox,
  defaultSegment,
  expectedFrameCount,
  totalSeconds,
  type VideoToGifOptions,
} from "../shared/options.ts";
import { buildLossyCommand, buildSampleConversionCommand, qualityPresets } from "./commands.ts";

/** Still formats ffmpeg's image2 reader takes by extension, as the content check names them. */
const frameExtensions: Record<string, string> = { jpg: "jpg", png: "png", webp: "webp" };

/**
 * Extrapolates a sample GIF of runs of consecutive frames to the whole output: the first frame
 * is stored whole, every later one as what changed since the one before. A run's first frame
 * follows a frame from elsewhere in the video, so it is no guide to a later frame's cost, nor
 * are the next few while the temporal hold settles (`warmupFrames`, estimate-sample.ts); the
 * others are. Estimate = header + first frame + (frames − 1) × mean counted frame + trailer.
 * A sample that is the whole output in one run is its own size.
 */
export function extrapolateRuns(
  gif: Uint8Array,
  runFrames: number,
  outputFrames: number,
  warmupFrames = 1,
): { bytes: number; sampleFrames: number } {
  const { headerBytes, frames } = gifFrameSpans(gif);
  const first = frames[0];
  if (!first) throw new Error("the sample's GIF has no frame");
  if (runFrames >= frames.length && frames.length >= outputFrames) {
    return { bytes: gif.length, sampleFrames: frames.length };
  }
  const sizes = frames.map((frame) => frame.end - frame.start);
  const run = Math.max(1, runFrames);
  // At least one frame of each run counts, and never a run's first when it has others.
  const skipped = Math.min(Math.max(1, warmupFrames), run - 1);
  const later = sizes.filter((_, index) => index % run >= skipped);
  // A sample of one-frame runs has no later frame of a run: every frame then counts.
  const laterSizes = later.length > 0 ? later : sizes;
  const meanLater = laterSizes.reduce((sum, size) => sum + size, 0) / laterSizes.length;
  const bytes = headerBytes + (sizes[0] as number) + Math.max(0, outputFrames - 1) * meanLater + 1;
  return { bytes: Math.round(bytes), sampleFrames: frames.length };
}

/**
 * Video to GIF's estimate: the browser grabs a few short runs of consecutive frames from its
 * <video> at the output size and rate; they go through the conversion's own GIF path (the same
 * filters, palette, hold and dither, and gifsicle's lossy pass for Low), and the encoded frames'
 * sizes are extrapolated to the selection's frame count.
 */
export const estimateVideoToGif: Estimator<VideoToGifOptions> = async (options, context) => {
  const { media, signal, workDir } = context;
  if (context.inputPaths.length === 0)
    throw new ToolError("Send the sample's frames.", "missing-input");
  const framesDirectory = join(workDir, "sample");
  await mkdir(framesDirectory, { recursive: true });
  let extension: string | undefined;
  for (const [index, path] of context.inputPaths.entries()) {
    const detected = frameExtensions[(await media.detectFileType(path)) ?? ""];
    if (!detected || (extension && detected !== extension)) {
      throw new ToolError(
        "The sample's frames must all be JPEG, all PNG or all WebP images.",
        "unsupported-file-type",
      );
    }
    extension = detected;
    await rename(
      path,
      join(framesDirectory, `frame-${String(index).padStart(4, "0")}.${extension}`),
    );
  }
  const preset = qualityPresets[options.quality];
  const ffmpegGifPath = join(workDir, "sample-ffmpeg.gif");
  await media.run(
    buildSampleConversionCommand({
      framesPattern: join(framesDirectory, `frame-%04d.${extension}`),
      // The browser sends the size and rate it grabbed the frames at; the defaults otherwise.
      fps: options.fps ?? defaultFrameRate,
      width: options.width ?? defaultOutputBox.width,
      height: options.height ?? defaultOutputBox.height,
      brightness: options.brightness,
      contrast: options.contrast,
      quality: options.quality,
      gifPath: ffmpegGifPath,
    }),
    { signal, timeoutMs: 60_000 },
  );
  let gifPath = ffmpegGifPath;
  if (preset.gifsicleLossy !== null) {
    gifPath = join(workDir, "sample.gif");
    await media.run(buildLossyCommand(ffmpegGifPath, gifPath, preset.gifsicleLossy), { signal });
  }
  const outputFrames = expectedFrameCount(
    totalSeconds(options.segments ?? [defaultSegment]),
    options.fps ?? defaultFrameRate,
  );
  return extrapolateRuns(
    await readFile(gifPath),
    context.sampleRunFrames ?? context.inputPaths.length,
    outputFrames,
    sampleWarmupFrames,
  );
};
