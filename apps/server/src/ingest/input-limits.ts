import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { inputLimitViolation, type Limits } from "@gifkit/contracts";
import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";
import {
  type ImageGeometry,
  readImageGeometry,
  UnreadableImageError,
} from "@gifkit/tools/shared/image-header";
import {
  buildVideoProbeCommand,
  demuxerForDetectedType,
  parseVideoProbe,
  type VideoProbe,
} from "@gifkit/tools/shared/video-input";
import { detectFileType, isAcceptedType } from "./file-type.ts";
import type { FileInspector } from "./multipart.ts";

/** An input refused before any decoder ran; the message names the limit or the problem. */
export class InputRejectedError extends Error {
  readonly code: "input-too-large" | "damaged-input" | "no-video-stream";
  constructor(message: string, code: InputRejectedError["code"]) {
    super(message);
    this.code = code;
  }
}

/** Where an input's bytes are: a stored upload (API) or a file in a task's directory (worker). */
export interface InputSource {
  /** The type found by content (file-type's name: "gif", "png", "mp4", ...). */
  detectedType: string;
  openStream(): Promise<Readable>;
}

export function localFileSource(path: string, detectedType: string): InputSource {
  return {
    detectedType,
    openStream: async () => createReadStream(path, { highWaterMark: 256 * 1024 }),
  };
}

/**
 * The start call's check of an uploaded file, run on the upload stream as it is stored (see
 * parseMultipartIntoStore): the type by content, then an image's header against the limits.
 * Resolves to the geometry (null for videos and other files), rejects with InputRejectedError.
 */
export const uploadedImageInspector =
  (limits: Limits): FileInspector =>
  async (head, body) =>
    assertInputWithinLimits(
      { detectedType: (await detectFileType(head)) ?? "unknown", openStream: async () => body },
      limits,
    );

/** Runs one command (the worker's media toolkit); the API process has none to give. */
export type RunMediaCommand = (
  command: MediaCommand,
  options: RunOptions,
) => Promise<CommandOutput>;

const unreadableVideoMessage =
  "The video could not be read: it is damaged, incomplete or not a video we support.";

/**
 * Checks an image's declared size against the limits before any decoder runs, by its headers
 * (pure parsers, no process started), so the start call can refuse it with a 422. Videos are not
 * read here (their headers need ffprobe): the worker checks them with probeVideoWithinLimits as
 * the first step of the task, and this returns null for them. Throws InputRejectedError; returns
 * the geometry when it was read.
 */
export async function assertInputWithinLimits(
  source: InputSource,
  limits: Limits,
): Promise<ImageGeometry | null> {
  if (isAcceptedType(source.detectedType, "video")) return null;
  let geometry: ImageGeometry | null;
  try {
    geometry = await readImageGeometry(await source.openStream(), source.detectedType);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new InputRejectedError(error.message, "damaged-input");
    }
    throw error;
  }
  if (!geometry) return null;
  const violation = inputLimitViolation(geometry, limits);
  if (violation) throw new InputRejectedError(violation, "input-too-large");
  return geometry;
}

/**
 * The one probe of a video (worker only: `run` is the worker's toolkit): ffprobe with bounded
 * probing and the demuxer named by content, then the limits (a video stream, a readable picture
 * size within the side limit, a sane declared timing; the frame-count limits apply to what is
 * taken from a video, not here). Its facts go to the processor, which does not probe again.
 * Throws InputRejectedError.
 */
export async function probeVideoWithinLimits(
  path: string,
  detectedType: string,
  limits: Limits,
  run: RunMediaCommand,
  signal: AbortSignal,
): Promise<VideoProbe> {
  const demuxer = demuxerForDetectedType(detectedType);
  if (!demuxer) throw new InputRejectedError(unreadableVideoMessage, "damaged-input");
  let video: VideoProbe;
  try {
    const { stdout } = await run(buildVideoProbeCommand(path, demuxer), {
      signal,
      timeoutMs: 30_000,
    });
    video = parseVideoProbe(stdout);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new InputRejectedError(unreadableVideoMessage, "damaged-input");
  }
  if (!video.hasVideo) {
    throw new InputRejectedError("The file has no video track.", "no-video-stream");
  }
  const { width, height } = video.largestPicture;
  if (width === 0 || height === 0) {
    // ffprobe leaves the size empty when it is out of range ("Picture size ... is invalid").
    throw new InputRejectedError(
      `The video's picture size could not be read; the largest side allowed is ${limits.maxInputSidePixels.toLocaleString("en-US")} px.`,
      "input-too-large",
    );
  }
  if (video.timingProblem) throw new InputRejectedError(video.timingProblem, "damaged-input");
  const violation = inputLimitViolation({ label: "video", width, height, frameCount: 1 }, limits);
  if (violation) throw new InputRejectedError(violation, "input-too-large");
  return video;
}
