/**
 * What a processor may ask of the machine. The server implements it in apps/server/src/media (the
 * only code that spawns binaries or loads native image libraries); processors receive it injected,
 * so the tools package stays pure and command builders stay plain data.
 */

import type { LayerTiming, TextBlockStyle, TextPaint } from "@gifkit/text-layout";

/** A command as plain data: built by a tool's pure builders, run by the media runner. */
export interface MediaCommand {
  binary: "ffmpeg" | "ffprobe" | "gifsicle" | "magick" | "yt-dlp";
  args: string[];
}

export interface RunOptions {
  signal: AbortSignal;
  /** Killed (with its process group) after this many milliseconds. */
  timeoutMs?: number;
  /** Called with each line ffmpeg writes to `-progress pipe:1`, for progress reporting. */
  onStdoutLine?: (line: string) => void;
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
  /** Whether every pixel of every composited frame is opaque (streams; holds no frames). */
  isOpaqueAnimation(path: string, signal: AbortSignal): Promise<boolean>;
  /**
   * Draws timed text layers (Add Text) on every frame of a GIF with the shared text layout and
   * writes a GIF with the same delays and loop block; frames without a visible layer stay exact.
   */
  drawTextOnGif(request: TextOverlayRequest, signal: AbortSignal): Promise<TextOverlayReport>;
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
