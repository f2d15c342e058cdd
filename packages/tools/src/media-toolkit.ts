/**
 * What a processor may ask of the machine. The server implements it in apps/server/src/media (the
 * only code that spawns binaries or loads native image libraries); processors receive it injected,
 * so the tools package stays pure and command builders stay plain data.
 */

import type { LayerTiming, TextBlockStyle, TextPaint } from "@gifkit/text-layout";

/** A command as plain data: built by a tool's pure builders, run by the media runner. */
export interface MediaCommand {
  binary:
    | "ffmpeg"
    | "ffprobe"
    | "gifsicle"
    | "magick"
    | "yt-dlp"
    // Image decoders for formats sharp's prebuilt libvips does not read (libheif-examples,
    // libjxl-tools, poppler-utils).
    | "heif-convert"
    | "djxl"
    | "jxlinfo"
    | "pdftoppm"
    | "pdfinfo"
    // Puts WebP stills together as an animation frame for frame (Debian package webp).
    | "webpmux";
  args: string[];
}

export interface RunOptions {
  signal: AbortSignal;
  /** Killed (with its process group) after this many milliseconds. */
  timeoutMs?: number;
  /** Called with each line ffmpeg writes to `-progress pipe:1`, for progress reporting. */
  onStdoutLine?: (line: string) => void;
  /**
   * Bytes written to the command's stdin as they are produced (e.g. raw frames for
   * `ffmpeg -f rawvideo -i pipe:0`), with backpressure; without it stdin is closed. An error thrown
   * by the iterable stops the command and is the error of the run.
   */
  stdin?: AsyncIterable<Uint8Array>;
}

export interface CommandOutput {
  stdout: string;
  /** The last few KB of stderr: warnings matter (gifsicle says "too complex to unoptimize" there). */
  stderrTail: string;
}

/** Fully composited frames of an animation (disposal already applied), RGBA, top-down. */
export interface DecodedAnimation {
  width: number;
  height: number;
  /** One RGBA buffer of width × height × 4 bytes per frame. */
  frames: Uint8Array[];
  /** Display time of each frame in milliseconds. */
  delaysMs: number[];
  /** NETSCAPE loop count as stored: 0 = forever, N = repeat N more times; null = no loop block. */
  loopCount: number | null;
}

export interface GifEncodeOptions {
  /** Palette size per frame, 2-256. */
  colours?: number;
  /** Floyd-Steinberg dither amount 0-1 (libimagequant). */
  ditherAmount?: number;
}

/** One GIF frame as stored: rectangle, colour table, transparency, disposal and delay. */
export interface GifFrameLayout {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Entries in the frame's own colour table; 0 when it uses the global one. */
  localPaletteSize: number;
  /** Whether the frame's Graphic Control Extension names a transparent index. */
  hasTransparency: boolean;
  /** 0-1 leave in place, 2 restore to background, 3 restore to previous. */
  disposal: number;
  /** As stored, 0 and 1 included. */
  delayCentiseconds: number;
}

/** A GIF's block structure (no pixels decoded): what decides which path an edit takes. */
export interface GifLayout extends AnimationInfo {
  /** Entries in the global colour table; 0 when there is none. */
  globalPaletteSize: number;
  frames: GifFrameLayout[];
}

/** An operation on every composited frame, in the engine's composited path. */
export type FrameTransform =
  | { kind: "crop"; x: number; y: number; width: number; height: number }
  /** Lanczos 3 on premultiplied alpha, so transparent edges get no fringe. */
  | { kind: "resize"; width: number; height: number }
  | { kind: "rotate"; degrees: 90 | 180 | 270 }
  | { kind: "flip"; axis: "horizontal" | "vertical" }
  /**
   * ffmpeg video filters (plain strings made by a tool's own pure builder), applied in order to
   * every composited RGBA frame; they must keep the frame's size. A filter may be limited to some
   * frames with ffmpeg's timeline option on the decode's frame number, e.g.
   * `boxblur=10:enable='between(n,3,7)'` (n counts the decoded frames from 0; never `t`: the GIF
   * demuxer raises short delays, so its timestamps are not the GIF's).
   */
  | { kind: "filters"; filters: string[] };

export type GifDither = "none" | "floyd-steinberg" | "sierra2-4a" | "bayer";

/** How the engine's encoder writes frames (ffmpeg palettegen/paletteuse, then gifsicle). */
export interface GifEncodeSettings {
  /**
   * One palette per frame (exact when a frame has at most 255 colours; ffmpeg 5.1 spends about
   * 14 ms a frame on it whatever the size), one per group of consecutive frames (a few MB of
   * frames each: most of the quality, a fraction of the time), or one for all frames.
   */
  palette: "per-frame" | "per-group" | "global";
  /** Palette size, 2-256 (one entry is kept for transparency). */
  colours: number;
  dither: GifDither;
  /** Bayer pattern scale 0-5 (larger: less visible pattern, more banding); with dither "bayer". */
  bayerScale: number;
  /**
   * Inter-frame transparency: a pixel whose channels all changed by at most this much since what
   * is shown is not redrawn (0 = only identical pixels are kept).
   */
  interFrameMaxError: number;
  /** gifsicle's lossy LZW (0 = off, 20-200 typical), applied with its -O3 optimiser. */
  lossy: number;
  /** A gifsicle pass after encoding (always on when lossy > 0, or when frames are whole). */
  optimize: boolean;
  /**
   * gifsicle's -O level of that pass: 3 tries every way of storing a frame (the smallest), 2 and 1
   * are quicker (Optimize's optimize_level, which a chain's GIF output carries).
   */
  optimizeLevel: 1 | 2 | 3;
}

/** Frames to encode, produced one at a time (the engine never holds them all). */
export interface FrameSource {
  width: number;
  height: number;
  frameCount: number;
  /** RGBA, width × height × 4 bytes each, alpha under 128 is transparent. */
  frames: AsyncIterable<Uint8Array>;
  /** Written exactly as given (GIF hundredths: 0 and 1 included). */
  delaysCentiseconds: number[];
  /** NETSCAPE repetitions as stored: 0 = forever, null = no loop block. */
  loopCount: number | null;
}

/**
 * A further ffmpeg input of the engine's decode (an overlay picture), numbered from 1 in the order
 * given. Its frames meet the GIF's frame for frame: the engine times both streams one second per
 * frame (`setpts=N/TB`), so frame k of the input is drawn on frame k of the GIF, whatever either
 * stream's own timestamps say (a shorter input keeps showing its last frame).
 */
export interface GifEditInput {
  path: string;
  /** ffmpeg options placed before its `-i`, e.g. `["-f", "image2"]` (the runner's demuxer allow-list still applies). */
  inputOptions: string[];
  /** Filters on this input's own chain (e.g. scale, opacity); its output is labelled `[in1]`... */
  filters: string[];
}

export interface GifEditRequest {
  /** A GIF. */
  inputPath: string;
  outputPath: string;
  /** A private directory for the engine's scratch files (raw frames, parts). */
  workDir: string;
  /** Applied in order to every composited frame. */
  transforms: FrameTransform[];
  /**
   * Further inputs for the transforms (see GifEditInput). With them the decode's filters run as
   * `-filter_complex`, one link per filter, and a `filters` transform's filter may start with
   * their labels, which are given after the GIF's frames: `[in1]overlay=10:20` draws input 1 at
   * (10, 20) on each frame.
   */
  extraInputs?: GifEditInput[];
  /** Frames (and their delays) back to front. */
  reverse?: boolean;
  /**
   * The stored frames to write (0-based indices, in output order), each with its delay; every
   * frame is still composited from the start, so a kept frame shows right when the frames it was
   * drawn on are dropped (Cut). Default: every frame with its own delay (reversed with `reverse`).
   */
  frames?: { index: number; delayCentiseconds: number }[];
  encode?: Partial<GifEncodeSettings>;
  /** 0-1 */
  onProgress?: (fraction: number) => void;
}

/** Raw frames a tool's own ffmpeg graph wrote, to be encoded by the engine (Combine). */
export interface RawGifEncodeRequest {
  /** RGBA frames of width × height × 4 bytes, one after another. */
  rawPath: string;
  width: number;
  height: number;
  /**
   * The frames to write, in output order (0-based indices into the raw file; one may repeat),
   * each with its delay, written exactly as given (0 and 1 included).
   */
  frames: { index: number; delayCentiseconds: number }[];
  /** NETSCAPE repetitions: 0 = forever, null = no loop block. */
  loopCount: number | null;
  outputPath: string;
  /** A private directory for the engine's scratch files (parts, palettes). */
  workDir: string;
  encode?: Partial<GifEncodeSettings>;
  /** 0-1 */
  onProgress?: (fraction: number) => void;
}

export interface AnimationInfo {
  width: number;
  height: number;
  frameCount: number;
  delaysMs: number[];
  durationMs: number;
  loopCount: number | null;
}

export interface MediaToolkit {
  run(command: MediaCommand, options: RunOptions): Promise<CommandOutput>;
  /**
   * An image's format (by content), displayed size and frames, read from its header without
   * decoding pixels (so limits are checked first). Throws when the file is not a readable image.
   */
  probeImage(path: string, signal: AbortSignal): Promise<ImageProbe>;
  /**
   * Decodes every frame of an image (a PDF's first page), composited and turned upright by its
   * EXIF orientation, fitted inside the canvas without distortion, centred, and flattened onto the
   * canvas background. Decoders: sharp (JPEG, PNG, GIF, WebP, AVIF), heif-convert (HEIC/HEIF),
   * djxl (JPEG XL), ImageMagick (JPEG 2000, BMP, MNG), ffmpeg (APNG), pdftoppm (PDF).
   */
  decodeImageOnCanvas(
    path: string,
    probe: ImageProbe,
    canvas: CanvasFit,
    options: { scratchDir: string; signal: AbortSignal },
  ): Promise<CanvasFrames>;
  /** Decodes any animation sharp reads (GIF, WebP) into composited frames. */
  decodeAnimation(path: string, signal: AbortSignal): Promise<DecodedAnimation>;
  /** Encodes composited frames into a GIF with a palette per frame (libimagequant). */
  encodeGif(
    animation: DecodedAnimation,
    outputPath: string,
    options: GifEncodeOptions,
    signal: AbortSignal,
  ): Promise<void>;
  /** Reads a GIF's frame count, delays and loop block without decoding pixels. */
  gifInfo(path: string): Promise<AnimationInfo>;
  /** Reads a GIF's block structure (every frame's rectangle, palette, transparency, disposal). */
  gifLayout(path: string): Promise<GifLayout>;
  /**
   * The engine's composited path: decodes a GIF (disposal applied), transforms every frame,
   * optionally reverses the order, and encodes with `encode` settings; each frame keeps its delay
   * exactly as read (0 and 1 included) and the loop block is kept. Streams through scratch files,
   * so memory does not grow with the frame count. Returns the frame count written.
   */
  editGif(request: GifEditRequest, signal: AbortSignal): Promise<{ frameCount: number }>;
  /** Encodes frames as they come (streamed) into a GIF with the engine's encoder. */
  encodeGifFrames(
    source: FrameSource,
    outputPath: string,
    settings: Partial<GifEncodeSettings>,
    options: { workDir: string; signal: AbortSignal },
  ): Promise<void>;
  /**
   * The engine's encoder on a raw RGBA file already on disk: the frames `request.frames` names, in
   * that order, with exact delays and the loop block. Reads a frame at a time (memory stays flat).
   */
  encodeRawGif(request: RawGifEncodeRequest, signal: AbortSignal): Promise<{ frameCount: number }>;
  /** The file's type by its first bytes, as the upload check names it ("mp4", "mkv", "asf"...). */
  detectFileType(path: string): Promise<string | null>;
  /**
   * Decodes still images (PNG, JPEG, WebP: e.g. generated frames) into RGBA frames of one size;
   * fails, naming the frame, when one cannot be decoded or differs in size from the first.
   */
  decodeImageFrames(images: Uint8Array[], signal: AbortSignal): Promise<DecodedImageFrames>;
  /**
   * Resizes composited frames to exactly width × height (Lanczos 3 on premultiplied alpha, so
   * transparent edges get no fringe); delays and loop block are kept.
   */
  resizeFrames(
    animation: DecodedAnimation,
    size: { width: number; height: number },
    signal: AbortSignal,
  ): Promise<DecodedAnimation>;
  /**
   * Whether every pixel of every composited frame is opaque (streams; holds no frames). `layout`:
   * the GIF's structure when the caller has read it already (it is not read again).
   */
  isOpaqueAnimation(path: string, signal: AbortSignal, layout?: GifLayout): Promise<boolean>;
  /**
   * Encodes the frames of a raw RGBA file as lossless WebP stills of what each frame changes
   * (offsets even, as WebP stores them), for webpmux to place (Convert).
   */
  encodeWebpFrames(request: WebpFramesRequest, signal: AbortSignal): Promise<WebpFrameRegion[]>;
  /**
   * Draws timed text layers (Add Text) on every frame of a GIF with the shared text layout and
   * writes a GIF with the same delays and loop block; frames without a visible layer stay exact.
   */
  drawTextOnGif(request: TextOverlayRequest, signal: AbortSignal): Promise<TextOverlayReport>;
  /**
   * Paints pictures of text layers (Add Text's layout and paint, each layer at its state: opacity
   * and vertical offset) on a transparent width × height canvas, one RGBA PNG per picture: what a
   * chain's text step overlays on its frames with ffmpeg.
   */
  paintTextPictures(request: TextPicturesRequest, signal: AbortSignal): Promise<void>;
  /**
   * Crops a still JPEG, PNG or WebP to a box in its upright pixels (EXIF orientation applied
   * first), keeping its format; refuses, by name, a file or picture over the still's limits.
   */
  cropStill(request: StillCropRequest, signal: AbortSignal): Promise<StillCropReport>;
}

/** A still image to crop (cropStill). */
export interface StillCropRequest {
  inputPath: string;
  outputPath: string;
  /** In the picture's pixels after its EXIF orientation; clamped to the picture. */
  box: { x: number; y: number; width: number; height: number };
  /** The clamped box's smallest side: a smaller one is refused by name (crop-too-small). */
  minSidePixels?: number;
  /** Defaults: the upload limit and one input frame's pixels (limits.ts). */
  maxInputBytes?: number;
  maxInputPixels?: number;
}

export interface StillCropReport {
  format: "jpeg" | "png" | "webp";
  width: number;
  height: number;
}

/** Pictures of text layers to paint (paintTextPictures). */
export interface TextPicturesRequest {
  width: number;
  height: number;
  /** The layers (a custom font each may have), painted in this order where a picture shows them. */
  layers: TextOverlayLayer[];
  pictures: {
    /** Where the PNG goes. */
    path: string;
    /** The layers it shows (indices into `layers`), with their state at that moment. */
    shown: { layer: number; opacity: number; offsetYPx: number }[];
  }[];
}

export interface WebpFramesRequest {
  /** width × height × 4 bytes per frame, one after another. */
  rawPath: string;
  width: number;
  height: number;
  frameCount: number;
  /** Where the stills are written (frame-00001.webp, ...). */
  outputDir: string;
  /** 0-1 */
  onProgress?: (fraction: number) => void;
}

/** One WebP still and where it goes on the canvas. */
export interface WebpFrameRegion {
  path: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Drawn over the canvas with alpha blending (its transparent pixels keep what is shown). */
  blend: boolean;
}

/** One text layer to draw, in the shared layout's terms (@gifkit/text-layout). */
export interface TextOverlayLayer {
  style: TextBlockStyle;
  paint: TextPaint;
  timing: LayerTiming;
  /** A custom .ttf/.otf for this layer, loaded for this task only in place of `style.fontFamily`. */
  customFontPath?: string | undefined;
}

export interface TextOverlayRequest {
  /** A GIF (other formats are converted first). */
  inputPath: string;
  outputPath: string;
  layers: TextOverlayLayer[];
  /** 0-1 */
  onProgress?: (fraction: number) => void;
}

export interface TextOverlayReport {
  frameCount: number;
  /** Indices of the frames that show at least one layer. */
  framesWithText: number[];
  /** Frames whose changes needed more than 255 colours (text anti-aliasing was quantised). */
  reducedFrames: number[];
}

export interface DecodedImageFrames {
  width: number;
  height: number;
  /** One RGBA buffer of width × height × 4 bytes per image. */
  frames: Uint8Array[];
}

/** Image formats by content, named as the upload check names them (file-type's names). */
export type ImageFormat =
  | "jpg"
  | "png"
  | "apng"
  | "gif"
  | "webp"
  | "heic"
  | "avif"
  | "jxl"
  | "jp2"
  | "bmp"
  | "pdf"
  | "mng";

export interface ImageProbe {
  format: ImageFormat;
  /** The size as displayed: EXIF orientation applied; a PDF's first page at the size it is rendered. */
  width: number;
  height: number;
  /**
   * The largest picture a decoder allocates: the stored size before rotation, or a frame that
   * reaches outside a GIF's screen. The input limits are checked against this.
   */
  storedWidth: number;
  storedHeight: number;
  /** Frames of an animation; 1 for a still image; 0 for a PDF without pages. */
  frameCount: number;
  /**
   * How long each frame shows, in ms, as browsers play it (a delay under 20 ms counts as 100 ms);
   * one entry per frame of an animation, empty for a still image.
   */
  frameDelaysMs: number[];
}

export interface CanvasFit {
  width: number;
  height: number;
  /** Letterbox colour, also under transparent pixels. */
  background: { red: number; green: number; blue: number };
}

/** Frames of one picture on the canvas: opaque RGB, width × height × 3 bytes each. */
export interface CanvasFrames {
  width: number;
  height: number;
  frames: Uint8Array[];
}
