import { join } from "node:path";
import {
  acceptedExtensions,
  linkContentMismatchMessage,
  stage,
  type TaskResult,
  unsupportedFileMessage,
} from "@gifkit/contracts";
import { ToolError } from "../../define-tool.ts";
import type { OwnTaskContext, ToolTaskHost } from "../../server-host.ts";
import type { OwnTaskPayloadBase } from "../../server-tool.ts";
import { detectContentFormat, isAcceptedContent } from "../../shared/content-format.ts";
import { readHead } from "../../shared/read-head.ts";
import {
  buildBrowserPreviewCommand,
  demuxerForDetectedType,
  videoMimeType,
} from "../../shared/video-input.ts";

/**
 * POST /api/upload: the worker fetches a video link (or a YouTube video), checks it and stores
 * it as an upload; the result's `upload_key` names it. Nothing to delete at the end (`inputKeys`
 * is empty): the stored video is kept for the conversion.
 */
export interface VideoLinkTaskPayload extends OwnTaskPayloadBase {
  tool: "video-link";
  url: string;
}

/**
 * POST /api/video-preview: the worker makes a browser-playable MP4 of a stored video (a file sent
 * with the call, or an earlier upload key). The video is not an input to delete: its key is the
 * result's `upload_key`, converted later by POST /api/video-to-gif.
 */
export interface VideoPreviewTaskPayload extends OwnTaskPayloadBase {
  tool: "video-preview";
  videoKey: string;
  /** The file came with this call: its limits are checked here (and it is deleted if refused). */
  freshUpload: boolean;
}

/** The preview transcode's own limit (as in the request it replaced). */
const previewTimeoutMs = 5 * 60_000;

/**
 * POST /api/upload's work: fetch the link (a direct video link through the safe fetcher, or a
 * YouTube video through yt-dlp with the linked-video length limit), check by content that it is
 * a video, probe it against the limits, and store it as an upload. The result's `upload_key`
 * names it for POST /api/video-to-gif (and GET /api/upload/{key} serves it to the editor).
 */
export async function runVideoLinkTask(
  payload: VideoLinkTaskPayload,
  host: ToolTaskHost,
  { workDir, signal, reportProgress }: OwnTaskContext,
): Promise<TaskResult> {
  const { url } = payload;
  const youtube = host.isYoutubeLink(url);
  reportProgress({ percent: 2, ...stage("downloading-from-url") });
  const path = join(workDir, "download");
  await host.fetchLinkToFile(url, path, signal);
  const detectedType = await detectContentFormat(await readHead(path));
  if (!detectedType || !isAcceptedContent(detectedType, "video")) {
    throw new ToolError(
      linkContentMismatchMessage(youtube ? "" : new URL(url).pathname),
      "unsupported-file-type",
    );
  }
  reportProgress({ percent: 80, ...stage("reading-the-video") });
  // Checked here, on the task's own copy, before it is stored: never read back from storage.
  await host.probeVideo(path, detectedType, signal);
  const key = await host.storeUpload(path, {
    contentType: videoMimeType(detectedType),
    downloadName: `video.${detectedType}`,
  });
  return { upload_key: key };
}

/**
 * POST /api/video-preview's work: a small browser-playable MP4 of a stored video (the original
 * stays the conversion's input). A file sent with the call is probed against the limits first
 * (and deleted if refused); an upload key's video was probed by its link task.
 */
export async function runVideoPreviewTask(
  payload: VideoPreviewTaskPayload,
  host: ToolTaskHost,
  context: OwnTaskContext,
): Promise<TaskResult> {
  try {
    return await makeVideoPreview(payload, host, context);
  } catch (error) {
    // A fresh upload whose preview failed is never named to the client (the key comes only with
    // a preview): it is deleted now rather than kept until the sweep.
    if (payload.freshUpload) await host.deleteUpload(payload.videoKey).catch(() => {});
    throw error;
  }
}

async function makeVideoPreview(
  payload: VideoPreviewTaskPayload,
  host: ToolTaskHost,
  { workDir, signal, reportProgress }: OwnTaskContext,
): Promise<TaskResult> {
  const inputPath = join(workDir, "input");
  // The upload may have been used or swept between the call and now.
  await host.copyUploadToFile(payload.videoKey, inputPath);
  const detectedType = await detectContentFormat(await readHead(inputPath));
  const demuxer = demuxerForDetectedType(detectedType);
  if (!demuxer) {
    throw new ToolError(
      unsupportedFileMessage(["upload"], acceptedExtensions.video),
      "unsupported-file-type",
    );
  }
  // Probed again for an upload key too (bounded, cheap): the preview is cut at the declared duration.
  const probe = await host.probeVideo(inputPath, detectedType as string, signal);
  reportProgress({ percent: 10, ...stage("preparing-preview") });
  const previewPath = join(workDir, "preview.mp4");
  try {
    await host.media.run(
      buildBrowserPreviewCommand(inputPath, demuxer, previewPath, probe.durationSeconds),
      { signal, timeoutMs: previewTimeoutMs },
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ToolError(
      "No preview could be made: the video is damaged or uses a codec GifKit cannot read.",
      "damaged-input",
    );
  }
  const stored = await host.storeResult(previewPath, {
    contentType: "video/mp4",
    downloadName: "preview.mp4",
  });
  return {
    mp4: stored.key,
    path: stored.key,
    sizes: { mp4: stored.sizeBytes },
    upload_key: payload.videoKey,
  };
}
