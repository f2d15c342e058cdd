import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { inputLimitViolation, type Limits } from "@gifkit/contracts";
import {
  type ImageGeometry,
  readImageGeometry,
  UnreadableImageError,
} from "@gifkit/tools/shared/image-header";
import { probeVideoGeometry, type RunMediaCommand } from "../media/video-probe.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { LocalBlobStore } from "../storage/local-blob-store.ts";
import { isAcceptedType } from "./file-type.ts";

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
  /** Runs `use` with a local path to the bytes (ffprobe needs to seek). */
  withLocalPath<T>(use: (path: string) => Promise<T>): Promise<T>;
}

export function localFileSource(path: string, detectedType: string): InputSource {
  return {
    detectedType,
    openStream: async () => createReadStream(path, { highWaterMark: 256 * 1024 }),
    withLocalPath: (use) => use(path),
  };
}

/** A stored upload; a store without local files (S3) copies it to `scratchDirectory` for ffprobe. */
export function storedInputSource(
  store: BlobStore,
  key: string,
  detectedType: string,
  scratchDirectory: string,
): InputSource {
  return {
    detectedType,
    async openStream() {
      const found = await store.read(key);
      if (!found) throw new Error(`stored input ${key} is missing`);
      return found.body;
    },
    async withLocalPath(use) {
      const local = store instanceof LocalBlobStore ? store.localPath(key) : null;
      if (local) return use(local);
      await mkdir(scratchDirectory, { recursive: true });
      const path = join(scratchDirectory, `probe-${randomBytes(8).toString("hex")}`);
      try {
        await store.copyToFile(key, path);
        return await use(path);
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}

/**
 * Checks an input's declared size against the limits before any decoder runs: images by their
 * headers (pure parsers, no process started), videos by ffprobe with bounded probing (the
 * frame-count limits apply to what is taken from a video, so only the picture size is checked
 * here). Throws InputRejectedError; returns the geometry when it was read.
 */
export async function assertInputWithinLimits(
  source: InputSource,
  limits: Limits,
  runMedia: RunMediaCommand,
  signal?: AbortSignal,
): Promise<ImageGeometry | null> {
  let geometry: ImageGeometry | null;
  if (isAcceptedType(source.detectedType, "video")) {
    const video = await source
      .withLocalPath((path) => probeVideoGeometry(path, runMedia, signal))
      .catch(() => {
        throw new InputRejectedError(
          "The video could not be read: it is damaged, incomplete or not a video we support.",
          "damaged-input",
        );
      });
    if (video.videoStreams === 0) {
      throw new InputRejectedError("The file has no video track.", "no-video-stream");
    }
    if (video.width === 0 || video.height === 0) {
      // ffprobe leaves the size empty when it is out of range ("Picture size ... is invalid").
      throw new InputRejectedError(
        `The video's picture size could not be read; the largest side allowed is ${limits.maxInputSidePixels.toLocaleString("en-US")} px.`,
        "input-too-large",
      );
    }
    if (video.timingProblem) throw new InputRejectedError(video.timingProblem, "damaged-input");
    geometry = { label: "video", width: video.width, height: video.height, frameCount: 1 };
  } else {
    try {
      geometry = await readImageGeometry(await source.openStream(), source.detectedType);
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        throw new InputRejectedError(error.message, "damaged-input");
      }
      throw error;
    }
  }
  if (!geometry) return null;
  const violation = inputLimitViolation(geometry, limits);
  if (violation) throw new InputRejectedError(violation, "input-too-large");
  return geometry;
}
