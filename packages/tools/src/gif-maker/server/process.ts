import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits, stage, stageWith } from "@gifkit/contracts";
import {
  type InputOrigin,
  type Processor,
  type ProcessorContext,
  ToolError,
} from "../../define-tool.ts";
import type { CanvasFit, CanvasFrames, ImageProbe } from "../../media-toolkit.ts";
import { fitGifUnderSize } from "../../shared/fit-gif.ts";
import { averageFps, playedDurationMs } from "../../shared/fit-size.ts";
import { toGifDelaysCentiseconds } from "../../shared/gif-timing.ts";
import { UnreadableImageError } from "../../shared/image-header.ts";
import {
  type GifMakerOptions,
  orderedInputs,
  parseHexColour,
  qualityLevels,
} from "../shared/options.ts";
import { outputSize } from "../shared/output-size.ts";
import {
  type FrameLayer,
  ownLengthMs,
  type PlannedFrame,
  planTimeline,
} from "../shared/timeline.ts";
import { buildEncodeFrames, buildFinishGif } from "./commands.ts";
import { blendFrames, fadeFrame, zoomFrame } from "./render.ts";

interface GifMakerImage {
  path: string;
  /** The uploaded file's name or the URL's file name, for messages. */
  name: string;
  probe: ImageProbe;
}

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

/** What a person calls an input: the file name, or the last part of the URL's path. */
export function displayName(origin: InputOrigin): string {
  if (origin.kind === "file") return origin.name;
  try {
    const last = new URL(origin.name).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last) : origin.name;
  } catch {
    return origin.name;
  }
}

/**
 * Builds the GIF: reads every image's header (format by content, size, frames) and checks the
 * limits, plans the frames (durations, effects, crossfades) and checks the output limits, then
 * decodes the images one or two at a time onto the canvas (the first image's size, at most
 * 2000 × 2000), renders the frames and streams them to the encoder; gifsicle sets the delays
 * (rounding carried) and the loop count. Any image that cannot be used fails the task with a
 * message naming it.
 */
export const processGifMaker: Processor<GifMakerOptions> = async (options, context) => {
  const { media, signal, workDir } = context;
  const images = await readImages(options, context);
  checkInputLimits(images);

  const canvas = canvasFor(images[0] as GifMakerImage, options);
  const plan = planTimeline(
    images.map((image, index) => ({
      // The item's time on screen: the one set on its thumbnail; otherwise an animation's own
      // length (DESIGN §2) and a still's default duration.
      durationMs:
        options.frame_durations?.[index] ??
        (image.probe.frameDelaysMs.length > 0
          ? ownLengthMs(image.probe.frameDelaysMs)
          : options.frame_duration),
      frameDelaysMs: image.probe.frameDelaysMs,
      effect: options.effects?.[index] ?? "none",
    })),
    { type: options.transition_type, steps: options.transition_steps },
  );
  checkOutputLimits(plan.length, canvas);

  const quality = qualityLevels[options.quality_level];
  const encodedPath = join(workDir, "encoded.gif");
  context.reportProgress({ percent: 10, ...stage("creating-frames") });
  await media.run(buildEncodeFrames(canvas, quality, encodedPath), {
    signal,
    stdin: renderFrames(plan, images, canvas, context),
  });

  context.reportProgress({ percent: 90, ...stage("optimising-gif") });
  const outputPath = join(workDir, "created.gif");
  await media.run(
    buildFinishGif(encodedPath, outputPath, {
      delaysCentiseconds: toGifDelaysCentiseconds(plan.map((frame) => frame.delayMs)),
      plays: options.loop_count,
      lossy: quality.lossy,
    }),
    { signal },
  );
  const written = await media.gifInfo(outputPath);
  if (written.frameCount !== plan.length) {
    throw new Error(`the encoder wrote ${written.frameCount} frames instead of ${plan.length}`);
  }
  const targetBytes = options.target_size_bytes;
  if (targetBytes !== undefined) {
    // The GIF made with the chosen size and quality level is the first attempt; further
    // attempts re-encode it (smaller, fewer colours, more lossy, then fewer frames).
    const fit = await fitGifUnderSize(context, {
      sourcePath: outputPath,
      sourceSize: canvas,
      start: {
        width: canvas.width,
        height: canvas.height,
        colours: quality.colours,
        lossy: quality.lossy,
        frameCount: written.frameCount,
        fps: averageFps(written.delaysMs),
      },
      targetBytes,
      first: { path: outputPath, bytes: (await stat(outputPath)).size },
      // Frames of a video or of photos on a canvas: every pixel is opaque.
      opaque: true,
      alwaysReportFps: false,
      subject: "GIF",
      durationSeconds: playedDurationMs(written.delaysMs) / 1000,
      progressFrom: 90,
    });
    return { outputs: [{ kind: "gif", path: fit.path }], settings: fit.settings };
  }
  return { outputs: [{ kind: "gif", path: outputPath }] };
};

/** The inputs in GIF order with their probes; an unreadable image fails with its name. */
async function readImages(
  options: GifMakerOptions,
  context: ProcessorContext,
): Promise<GifMakerImage[]> {
  const origins: InputOrigin[] =
    context.inputOrigins?.slice() ??
    context.inputPaths.map((_, index) => ({ kind: "file", index, name: `image ${index + 1}` }));
  const counts = {
    fileCount: origins.filter((origin) => origin.kind === "file").length,
    urlCount: origins.filter((origin) => origin.kind === "url").length,
  };
  const references = orderedInputs(options, counts);
  if (references.length === 0) throw new ToolError("Add at least one image.", "missing-input");
  const images: GifMakerImage[] = [];
  for (const [position, reference] of references.entries()) {
    context.signal.throwIfAborted();
    const inputIndex = origins.findIndex(
      (origin) => origin.kind === reference.kind && origin.index === reference.index,
    );
    const origin = origins[inputIndex];
    const path = context.inputPaths[inputIndex];
    if (!origin || path === undefined) {
      throw new ToolError(
        `order names ${reference.kind}:${reference.index}, which was not sent.`,
        "invalid-options",
      );
    }
    const name = displayName(origin);
    context.reportProgress({
      percent: 2 + Math.round((position / references.length) * 6),
      ...stageWith(
        "reading-image-of",
        { position: position + 1, count: references.length },
        `Reading image ${position + 1} of ${references.length}...`,
      ),
    });
    let probe: ImageProbe;
    try {
      probe = await context.media.probeImage(path, context.signal);
    } catch (error) {
      if (context.signal.aborted) throw error;
      throw new ToolError(`${name} could not be read: ${reasonOf(error)}.`, "unreadable-image");
    }
    if (probe.format === "pdf" && probe.frameCount === 0) {
      throw new ToolError(`${name} is a PDF with no pages.`, "unreadable-image");
    }
    images.push({ path, name, probe });
  }
  return images;
}

function reasonOf(error: unknown): string {
  if (error instanceof UnreadableImageError) return error.reason;
  const message = error instanceof Error ? error.message : "";
  // The probe's own messages are short explanations; a decoder's stderr is not for people.
  return message && message.length < 120 && !/exited with|\n/.test(message)
    ? message.replace(/\.$/, "")
    : "the file is damaged or not a supported image";
}

/** The input limits (packages/contracts limits.ts) on every image's header, before decoding. */
function checkInputLimits(images: GifMakerImage[], limits = defaultLimits): void {
  let totalPixels = 0;
  let totalFrames = 0;
  for (const { name, probe } of images) {
    const width = probe.storedWidth;
    const height = probe.storedHeight;
    const size = `${count(width)} × ${count(height)} pixels`;
    if (Math.max(width, height) > limits.maxInputSidePixels) {
      throw new ToolError(
        `${name} is ${size}; images may be at most ${count(limits.maxInputSidePixels)} pixels on a side.`,
        "input-too-large",
      );
    }
    if (width * height > limits.maxInputFramePixels) {
      throw new ToolError(
        `${name} is ${size} (${megapixels(width * height)}); one image or frame may have at most ${megapixels(limits.maxInputFramePixels)}.`,
        "input-too-large",
      );
    }
    totalFrames += probe.frameCount;
    totalPixels += width * height * probe.frameCount;
    if (totalFrames > limits.maxInputFrames) {
      throw new ToolError(
        `With ${name} the images have ${count(totalFrames)} frames; the limit is ${count(limits.maxInputFrames)} input frames.`,
        "input-too-large",
      );
    }
    if (totalPixels > limits.maxInputTotalPixels) {
      throw new ToolError(
        `With ${name} the images add up to ${megapixels(totalPixels)}; all input frames together may have at most ${megapixels(limits.maxInputTotalPixels)}.`,
        "input-too-large",
      );
    }
  }
}

/**
 * The canvas: the width and height asked for (one side given: the other follows the first image's
 * shape), or the first image's size as displayed scaled down (never up) to fit the GIF output
 * limit of 2000 × 2000; every image is fitted inside it and letterboxed.
 */
export function canvasFor(
  first: GifMakerImage,
  options: GifMakerOptions,
  limits = defaultLimits,
): CanvasFit {
  const size = outputSize(
    first.probe,
    { width: options.width, height: options.height },
    limits.maxGifOutputSide,
  );
  if (Math.max(size.width, size.height) > limits.maxGifOutputSide) {
    const followed = options.width ? "height" : "width";
    throw new ToolError(
      `The GIF would be ${count(size.width)} × ${count(size.height)} pixels (its ${followed} follows the first image's shape); GIF Maker output can be at most ${count(limits.maxGifOutputSide)} × ${count(limits.maxGifOutputSide)}. Set a smaller ${followed === "height" ? "width" : "height"}, or both sides.`,
      "output-too-large",
    );
  }
  return { ...size, background: parseHexColour(options.background_color) };
}

function checkOutputLimits(frameCount: number, canvas: CanvasFit, limits = defaultLimits): void {
  if (frameCount > limits.maxOutputFrames) {
    throw new ToolError(
      `The GIF would have ${count(frameCount)} frames (effects and crossfade steps add frames); the limit is ${count(limits.maxOutputFrames)}. Use fewer images, effects or transition steps.`,
      "output-too-large",
    );
  }
  const pixels = canvas.width * canvas.height * frameCount;
  if (pixels > limits.maxOutputTotalPixels) {
    throw new ToolError(
      `The GIF would be ${count(canvas.width)} × ${count(canvas.height)} pixels × ${count(frameCount)} frames = ${megapixels(pixels)}; the limit is ${megapixels(limits.maxOutputTotalPixels)}. Use fewer images, effects or transition steps, or a smaller output size.`,
      "output-too-large",
    );
  }
}

/**
 * The GIF's frames as raw RGB, rendered in order. Images are decoded when first needed and
 * dropped once the plan has moved past them, so at most two are held (an image and the next one
 * it crossfades into).
 */
async function* renderFrames(
  plan: PlannedFrame[],
  images: GifMakerImage[],
  canvas: CanvasFit,
  context: ProcessorContext,
): AsyncGenerator<Uint8Array> {
  const decoded = new Map<number, CanvasFrames>();
  const decode = async (index: number): Promise<CanvasFrames> => {
    const cached = decoded.get(index);
    if (cached) return cached;
    const image = images[index] as GifMakerImage;
    const scratchDir = join(context.workDir, `decode-${index}`);
    try {
      const frames = await context.media.decodeImageOnCanvas(image.path, image.probe, canvas, {
        scratchDir,
        signal: context.signal,
      });
      if (frames.frames.length === 0) throw new Error("no frame was decoded");
      decoded.set(index, frames);
      return frames;
    } catch (error) {
      if (context.signal.aborted) throw error;
      // A decoder's own finding (an APNG holding more frames than it declares) is said as such.
      const reason =
        error instanceof UnreadableImageError
          ? error.reason
          : "the file is damaged or not a supported image";
      throw new ToolError(`${image.name} could not be read: ${reason}.`, "unreadable-image");
    } finally {
      await rm(scratchDir, { recursive: true, force: true });
    }
  };
  const layerPixels = async (layer: FrameLayer): Promise<Uint8Array> => {
    const { frames } = await decode(layer.image);
    // Decoders agree with the headers on frame counts; should one differ, its last frame holds.
    const source = frames[Math.min(layer.sourceFrame, frames.length - 1)] as Uint8Array;
    const zoomed = zoomFrame(
      { width: canvas.width, height: canvas.height, pixels: source },
      layer.zoom,
    );
    return fadeFrame(zoomed, layer.brightness);
  };

  for (const [index, frame] of plan.entries()) {
    context.signal.throwIfAborted();
    for (const image of decoded.keys()) {
      if (image < frame.base.image) decoded.delete(image);
    }
    const base = await layerPixels(frame.base);
    yield frame.over ? blendFrames(base, await layerPixels(frame.over), frame.over.weight) : base;
    if (index % 5 === 0) {
      context.reportProgress({
        percent: 10 + Math.round((index / plan.length) * 78),
        ...stageWith(
          "encoding-frame-of",
          { position: index + 1, count: plan.length },
          `Encoding frame ${index + 1} of ${plan.length}...`,
        ),
      });
    }
  }
}
