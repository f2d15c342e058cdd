import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultLimits, stage, stageWith } from "@gifkit/contracts";
import { type ProcessorContext, ToolError } from "../define-tool.ts";
import type { AnimationInfo, MediaCommand } from "../media-toolkit.ts";
import {
  buildApngToGif,
  buildClipToScreen,
  buildMngToGif,
  buildProbeVideoStreams,
  buildVideoAnimationToGif,
  createDecodeBound,
  parseDeclaredDuration,
  parseVideoStreams,
  type VideoAnimationToGifPlan,
} from "./gif-input-commands.ts";
import { assertGifInputWithinLimits } from "./gif-limits.ts";
import {
  detectAnimationContainer,
  gifBlocks,
  giveFramesTransparency,
  type ImageHeader,
  needsTransparentBackground,
  readGifStructure,
  readImageHeader,
  setGifDelays,
  storedGeometry,
  UnreadableImageError,
} from "./image-header.ts";
import { readHead } from "./read-head.ts";

/** The containers the GIF tools take (DESIGN §2). */
type AnimationFormat = "gif" | "webp" | "apng" | "mng" | "avif" | "webm";
const animationFormats: readonly string[] = ["gif", "webp", "apng", "mng", "avif", "webm"] as const;

/**
 * AVIF (an ISO-BMFF `ftyp` box whose major brand is avif or avis) and WebM/Matroska (the EBML
 * magic), which detectAnimationContainer leaves to the video readers.
 */
function detectVideoAnimation(head: Uint8Array): "avif" | "webm" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "avif";
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  )
    return "webm";
  return null;
}
const isAnimationFormat = (format: string | null): format is AnimationFormat =>
  format !== null && animationFormats.includes(format);

export interface GifInput {
  /** A GIF file: the upload itself, or the conversion of a WebP, APNG, MNG, AVIF or WebM upload. */
  path: string;
  info: AnimationInfo;
  /** What the user gave us. */
  sourceFormat: AnimationFormat;
}

/**
 * The one entry of every GIF tool (DESIGN §2: GIF-only screens take GIF, WebP, APNG, MNG and,
 * since issue 27, animated AVIF and WebM; the output is always a GIF). A GIF passes through; an
 * animated WebP (decoded by sharp), an APNG (ffmpeg's apng demuxer), an MNG (ImageMagick), an
 * animated AVIF or a WebM (ffmpeg, after ffprobe found a video stream) is converted to a GIF in
 * the task's directory.
 * The input limits are checked from the headers before any decoder runs.
 */
export async function prepareGifInput(context: ProcessorContext): Promise<GifInput> {
  const [inputPath] = context.inputPaths;
  if (!inputPath) throw new ToolError("No GIF was given.", "missing-input");
  const head = await readHead(inputPath, 16);
  const container = detectAnimationContainer(head) ?? detectVideoAnimation(head);
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
      const clippedPath = join(context.workDir, "input-on-screen.gif");
      const onScreen = await clipToLogicalScreen(context, inputPath, clippedPath);
      const transparentPath = join(context.workDir, "input-transparent-background.gif");
      const path = await clearBackgroundLikeBrowsers(onScreen, transparentPath);
      return { path, info, sourceFormat: format };
    }
    case "webp": {
      if (!header) throw notAnAnimation();
      assertGifInputWithinLimits(storedGeometry(header));
      context.reportProgress({ percent: 3, ...stage("converting-webp-to-gif") });
      // The toolkit reads WebP's loop count into the GIF meaning, so the animation converts as is.
      const animation = await media.decodeAnimation(inputPath, signal);
      await media.encodeGif(animation, convertedPath, {}, signal);
      break;
    }
    case "apng": {
      if (!header) throw notAnAnimation();
      assertGifInputWithinLimits(storedGeometry(header));
      context.reportProgress({ percent: 3, ...stage("converting-apng-to-gif") });
      // The header walk counted every fcTL (header.frameCount), so the frames are bounded already.
      await media.run(buildApngToGif(inputPath, convertedPath, header.plays ?? 0), { signal });
      await keepStoredDelays(convertedPath, header);
      break;
    }
    case "mng": {
      context.reportProgress({ percent: 3, ...stage("converting-mng-to-gif") });
      await media.run(buildMngToGif(inputPath, convertedPath), { signal, timeoutMs: 120_000 });
      // ImageMagick's MNG reader gives every frame but the last 1 cs (30 ms frames played 3×
      // faster, a 0.2 s first frame flashed by): the FRAM delays the header walk read go back.
      // A header the walk cannot read keeps ImageMagick's (it converted the file already).
      const mngHeader = await readImageHeader(inputPath, "mng").catch(() => null);
      if (mngHeader) await keepStoredDelays(convertedPath, mngHeader);
      break;
    }
    case "avif":
    case "webm": {
      const label = format === "avif" ? "AVIF" : "WebM";
      // A still AVIF keeps its picture as an item, not a track: ffmpeg 5.1's reader finds no
      // stream in it (or fails on the missing movie box), which is said as what it is. (A WebM
      // without video is refused earlier by the worker's probe of every video input.)
      const noVideo = new ToolError(
        format === "avif"
          ? "This AVIF is a still image, not an animation (it has no image sequence track). Give an animated AVIF, or a GIF, WebP or APNG."
          : "The file has no video track.",
        "no-video-stream",
      );
      let streams: ReturnType<typeof parseVideoStreams>;
      let declaredSeconds = 0;
      try {
        const probe = (await media.run(buildProbeVideoStreams(inputPath), { signal })).stdout;
        streams = parseVideoStreams(probe);
        declaredSeconds = parseDeclaredDuration(probe);
      } catch (error) {
        if (signal.aborted) throw error;
        if (format === "avif") throw noVideo;
        throw new ToolError(
          `The ${label} file could not be read: it may be damaged.`,
          "corrupt-input",
        );
      }
      // A still AVIF's empty track is listed with no picture size (0×0).
      const pictures = streams.filter((stream) => stream.width > 0 && stream.height > 0);
      const [video] = pictures;
      if (!video) throw noVideo;
      // The sides are checked before decoding; the frames while decoding, as they come.
      assertGifInputWithinLimits({ width: video.width, height: video.height, frameCount: 1 });
      context.reportProgress({
        percent: 3,
        ...stageWith(
          "converting-format-to-gif",
          { format: label },
          `Converting ${label} to GIF...`,
        ),
      });
      await decodeWithinBounds(context, {
        inputPath,
        outputPath: convertedPath,
        container: format,
        // AVIF's alpha plane is its second AV1 stream (WebM keeps alpha inside VP8 or VP9).
        alphaStream: format === "avif" && pictures.length > 1,
        codecName: video.codecName,
        maxFrames: defaultLimits.maxInputFrames + 1,
        picture: video,
        declaredSeconds,
        label,
      });
      break;
    }
  }
  const info = await media.gifInfo(convertedPath);
  assertGifInputWithinLimits(info);
  return { path: convertedPath, info, sourceFormat: format };
}

/**
 * The one canvas rule of every GIF tool (issue 41): the GIF's logical screen, as browsers show it.
 * A frame that reaches past the screen is cut to it (gifsicle's crop, a frame wholly outside
 * becomes one transparent pixel), so no tool grows its canvas to the frames (libvips and the
 * engine did: a 100 × 100 GIF came out 300 × 110 from Edit frames, 110 × 300 from Rotate) and
 * none fails on them. A GIF whose frames all lie on the screen is used as it is. The header was
 * read before (the upload's limits); a file the reader cannot walk is left to the toolkit.
 */
async function clipToLogicalScreen(
  context: ProcessorContext,
  inputPath: string,
  outputPath: string,
): Promise<string> {
  const structure = await readGifStructure(inputPath).catch(() => null);
  if (!structure || structure.width === 0 || structure.height === 0) return inputPath;
  const outside = structure.frames.some(
    (frame) =>
      frame.left + frame.width > structure.width || frame.top + frame.height > structure.height,
  );
  if (!outside) return inputPath;
  await context.media.run(
    buildClipToScreen(inputPath, outputPath, structure.width, structure.height),
    { signal: context.signal },
  );
  return outputPath;
}

/**
 * The background as browsers show it, in every tool (issue 41): transparent where nothing is
 * drawn yet and where a frame is restored to background. ffmpeg, which decodes for the engine,
 * Split and WebP, filled such pixels with the screen's opaque background colour (Split's PNGs
 * showed it on 8-75% of their pixels); a transparent index no pixel can hold makes it clear
 * them (image-header.ts giveFramesTransparency). A GIF that needs nothing is used as it is.
 */
async function clearBackgroundLikeBrowsers(inputPath: string, outputPath: string): Promise<string> {
  const structure = await readGifStructure(inputPath).catch(() => null);
  if (!structure || !needsTransparentBackground(structure)) return inputPath;
  await writeFile(outputPath, giveFramesTransparency(new Uint8Array(await readFile(inputPath))));
  return outputPath;
}

/**
 * Puts every frame's own delay, as the header walk read it, back into the GIF a converter wrote:
 * for an APNG (issue 41) ffmpeg's GIF muxer gives the last frame the one before it
 * (0.5/1.0/0.5/1.0 s became 0.5/1.0/0.5/0.5 s) and truncates timestamps (7 cs became 6 cs); for
 * an MNG ImageMagick gives all but the last frame 1 cs. The delays (APNG's fcTL, MNG's FRAM) are
 * rounded to the GIF's hundredths. Left as the converter wrote them when the frame counts differ.
 */
async function keepStoredDelays(gifPath: string, header: ImageHeader): Promise<void> {
  const delaysCentiseconds = header.frameDelaysMs.map((delayMs) => Math.round(delayMs / 10));
  const bytes = new Uint8Array(await readFile(gifPath));
  const frames = [...gifBlocks(bytes)].filter((block) => block.kind === "image").length;
  if (frames !== delaysCentiseconds.length) return;
  await writeFile(gifPath, setGifDelays(bytes, delaysCentiseconds).bytes);
}

/**
 * Decodes an AVIF or WebM to a GIF, stopped as soon as it passes what the file may hold (issue
 * 28: an edit list that replays 2 s of video 50,000 times, with every header saying 2 s, kept a
 * decoder busy to the time limit and failed as damaged). The frames are counted as ffmpeg decodes
 * them: past the input frame limit (or the all-frames pixel limit at this picture size) the
 * limit's own message; a frame more than a second past the header's duration says the file plays
 * longer than its header says.
 */
async function decodeWithinBounds(
  context: ProcessorContext,
  plan: VideoAnimationToGifPlan & {
    picture: { width: number; height: number };
    declaredSeconds: number;
    label: string;
  },
): Promise<void> {
  const { width, height } = plan.picture;
  const framesByPixels = Math.floor(defaultLimits.maxInputTotalPixels / (width * height));
  const bound = createDecodeBound(
    Math.min(defaultLimits.maxInputFrames, framesByPixels),
    plan.declaredSeconds,
  );
  const passed = await runCountingDecode(context, buildVideoAnimationToGif(plan), bound);
  if (passed === "frames") {
    assertGifInputWithinLimits({ width, height, frameCount: bound.frames });
  }
  if (passed) {
    const seconds = plan.declaredSeconds.toLocaleString("en-US", { maximumFractionDigits: 1 });
    throw new ToolError(
      `This ${plan.label} plays longer than its header says (${seconds} s): its frames repeat or run on past the end, so it was stopped there. Save or export it again.`,
      "damaged-input",
    );
  }
}

/**
 * Runs a decode whose graph counts its frames on stdout (gif-input-commands' frameCounter) and
 * stops it the moment the bound is passed: what was passed, or null when it ended within bounds.
 */
async function runCountingDecode(
  context: ProcessorContext,
  command: MediaCommand,
  bound: ReturnType<typeof createDecodeBound>,
): Promise<"frames" | "duration" | null> {
  const { media, signal } = context;
  const stop = new AbortController();
  let passed: "frames" | "duration" | null = null;
  try {
    await media.run(command, {
      signal: AbortSignal.any([signal, stop.signal]),
      timeoutMs: 120_000,
      onStdoutLine(line) {
        if (passed) return;
        passed = bound.line(line);
        if (passed) stop.abort();
      },
    });
  } catch (error) {
    if (signal.aborted || !passed) throw error;
  }
  return passed;
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
    "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
    "unsupported-file-type",
  );
