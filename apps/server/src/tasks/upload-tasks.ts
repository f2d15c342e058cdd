import { join } from "node:path";
import {
  acceptedExtensions,
  defaultLimits,
  linkContentMismatchMessage,
  type TaskResult,
  unsupportedFileMessage,
} from "@gifkit/contracts";
import { readHead } from "@gifkit/tools/shared/read-head";
import {
  buildBrowserPreviewCommand,
  demuxerForDetectedType,
  videoMimeType,
} from "@gifkit/tools/shared/video-input";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import { InputRejectedError, probeVideoWithinLimits } from "../ingest/input-limits.ts";
import { isYoutubeLink } from "../ingest/youtube.ts";
import { type ExecuteDependencies, fetchLinkToFile } from "./execute-task.ts";
import {
  type ProgressReport,
  TaskFailedError,
  uploadExpiredMessage,
  type VideoLinkTaskPayload,
  type VideoPreviewTaskPayload,
} from "./task-record.ts";

/** Where an upload task runs: its own directory, and the list of blobs to delete if it fails. */
export interface UploadTaskContext {
  taskId: string;
  workDir: string;
  /** Results stored so far (deleted by the caller when the task fails). */
  storedKeys: string[];
  signal: AbortSignal;
  onProgress: (report: ProgressReport) => void;
}

/** The preview transcode's own limit (as in the request it replaced). */
const previewTimeoutMs = 5 * 60_000;

/** A refused video fails the task with the refusal's message and code. */
function asTaskFailure(error: unknown): never {
  if (error instanceof InputRejectedError) throw new TaskFailedError(error.message, error.code);
  throw error;
}

/**
 * POST /api/upload's work: fetch the link (a direct video link through the safe fetcher, or a
 * YouTube video through yt-dlp with the linked-video length limit), check by content that it is
 * a video, probe it against the limits, and store it as an upload. The result's `upload_key`
 * names it for POST /api/video-to-gif (and GET /api/upload/{key} serves it to the editor).
 */
export async function runVideoLinkTask(
  payload: VideoLinkTaskPayload,
  dependencies: ExecuteDependencies,
  { workDir, signal, onProgress }: UploadTaskContext,
): Promise<TaskResult> {
  const { url } = payload;
  const limits = dependencies.limits ?? defaultLimits;
  const youtube = isYoutubeLink(url);
  onProgress({ percent: 2, status: "Downloading from URL..." });
  const path = join(workDir, "download");
  await fetchLinkToFile(url, path, youtube, { dependencies, signal });
  const detectedType = await detectFileType(await readHead(path));
  if (!detectedType || !isAcceptedType(detectedType, "video")) {
    throw new TaskFailedError(
      linkContentMismatchMessage(youtube ? "" : new URL(url).pathname),
      "unsupported-file-type",
    );
  }
  onProgress({ percent: 80, status: "Reading the video..." });
  // Checked here, on the task's own copy, before it is stored: never read back from storage.
  await probeVideoWithinLimits(path, detectedType, limits, dependencies.media.run, signal).catch(
    asTaskFailure,
  );
  const blob = await dependencies.store.putFile(path, {
    contentType: videoMimeType(detectedType),
    downloadName: `video.${detectedType}`,
    // An upload: kept until a conversion uses it (then deleted with that task) or its time is up.
    role: "input",
    taskId: null,
  });
  return { upload_key: blob.key };
}

/**
 * POST /api/video-preview's work: a small browser-playable MP4 of a stored video (the original
 * stays the conversion's input). A file sent with the call is probed against the limits first
 * (and deleted if refused); an upload key's video was probed by its link task.
 */
export async function runVideoPreviewTask(
  payload: VideoPreviewTaskPayload,
  dependencies: ExecuteDependencies,
  { taskId, workDir, storedKeys, signal, onProgress }: UploadTaskContext,
): Promise<TaskResult> {
  try {
    return await makeVideoPreview(payload, dependencies, {
      taskId,
      workDir,
      storedKeys,
      signal,
      onProgress,
    });
  } catch (error) {
    // A fresh upload whose preview failed is never named to the client (the key comes only with
    // a preview): it is deleted now rather than kept until the sweep.
    if (payload.freshUpload) await dependencies.store.delete(payload.videoKey).catch(() => {});
    throw error;
  }
}

async function makeVideoPreview(
  payload: VideoPreviewTaskPayload,
  dependencies: ExecuteDependencies,
  { taskId, workDir, storedKeys, signal, onProgress }: UploadTaskContext,
): Promise<TaskResult> {
  const inputPath = join(workDir, "input");
  // The upload may have been used or swept between the call and now.
  await dependencies.store.copyToFile(payload.videoKey, inputPath).catch(() => {
    throw new TaskFailedError(uploadExpiredMessage, "upload-expired");
  });
  const detectedType = await detectFileType(await readHead(inputPath));
  const demuxer = demuxerForDetectedType(detectedType);
  if (!demuxer) {
    throw new TaskFailedError(
      unsupportedFileMessage(["upload"], acceptedExtensions.video),
      "unsupported-file-type",
    );
  }
  // Probed again for an upload key too (bounded, cheap): the preview is cut at the declared duration.
  const probe = await probeVideoWithinLimits(
    inputPath,
    detectedType as string,
    dependencies.limits ?? defaultLimits,
    dependencies.media.run,
    signal,
  ).catch(asTaskFailure);
  onProgress({ percent: 10, status: "Preparing a preview..." });
  const previewPath = join(workDir, "preview.mp4");
  try {
    await dependencies.media.run(
      buildBrowserPreviewCommand(inputPath, demuxer, previewPath, probe.durationSeconds),
      {
        signal,
        timeoutMs: previewTimeoutMs,
      },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw new TaskFailedError(
      "No preview could be made: the video is damaged or uses a codec GifKit cannot read.",
      "damaged-input",
    );
  }
  const stored = await dependencies.store.putFile(previewPath, {
    contentType: "video/mp4",
    downloadName: "preview.mp4",
    role: "result",
    taskId,
  });
  storedKeys.push(stored.key);
  return {
    mp4: stored.key,
    path: stored.key,
    sizes: { mp4: stored.metadata.sizeBytes },
    upload_key: payload.videoKey,
  };
}
