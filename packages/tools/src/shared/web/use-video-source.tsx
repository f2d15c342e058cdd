// A .tsx file only so the server's type check (no DOM library) leaves this browser code out.
import type { TaskResult, TaskStarted } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import type { EditorSource } from "../editor.ts";
import { useEditorText } from "../i18n/editor-text.ts";
import { pollTask } from "../poll-task.ts";
import { videoEditorTaskPolling } from "../video-editor-tasks.ts";
import { blobByteSource, readVideoTiming } from "../video-frame-rate.ts";
import { probePlayable } from "./video-probe.tsx";

/** The video as the timeline plays it. */
export interface LoadedVideo {
  /** An object URL the page's <video> elements can play (the original or the server's preview). */
  playableUrl: string;
  durationSeconds: number;
  width: number;
  height: number;
  /** Set when the server already holds the original (a link, or a file it made a preview of). */
  uploadKey: string | null;
  /** The timeline shows the server's browser-playable copy; the conversion uses the original. */
  isPreview: boolean;
  /**
   * The frame rate the container declares (video-frame-rate.ts; the server's preview keeps the
   * original's), null when it declares none: the editor frame's unit of a step.
   */
  framesPerSecond: number | null;
  /** The video track's frames, when the container tells them (video-frame-rate.ts). */
  frameCount: number | null;
}

export type VideoSourceState =
  | { status: "loading"; message: string }
  | { status: "ready"; video: LoadedVideo }
  | { status: "failed"; message: string };

/** The container's frame rate; a header the reader does not follow gives null, never a failure. */
const timingOf = async (blob: Blob): Promise<Pick<LoadedVideo, "framesPerSecond" | "frameCount">> =>
  (await readVideoTiming(blobByteSource(blob)).catch(() => null)) ?? {
    framesPerSecond: null,
    frameCount: null,
  };

async function errorText(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error || fallback;
  } catch {
    return fallback;
  }
}

/** Starts an upload task (POST /api/upload or /api/video-preview) and waits for its result. */
async function runUploadTask(
  path: "/api/upload" | "/api/video-preview",
  init: { headers?: Record<string, string>; body: BodyInit },
  failureMessage: string,
  signal: AbortSignal,
): Promise<TaskResult> {
  const response = await fetch(path, { method: "POST", ...init, signal });
  if (!response.ok) throw new Error(await errorText(response, failureMessage));
  const { task_id: taskId } = (await response.json()) as TaskStarted;
  const plan = videoEditorTaskPolling[path === "/api/upload" ? "video-link" : "video-preview"];
  return pollTask(taskId, plan, failureMessage, signal, { onUpdate: () => {} });
}

/** A stored file's bytes: the fetched video (GET /api/upload/{key}) or the preview (a result). */
async function fetchBytes(url: string, failureMessage: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(await errorText(response, failureMessage));
  return response.blob();
}

/** POST /api/video-preview: a small H.264 copy on the same timeline, and the original's key. */
async function fetchPreview(
  body: FormData,
  loadFailed: string,
  signal: AbortSignal,
): Promise<{ blob: Blob; uploadKey: string | null }> {
  const result = await runUploadTask("/api/video-preview", { body }, loadFailed, signal);
  if (!result.mp4) throw new Error(loadFailed);
  const blob = await fetchBytes(
    `/api/download/${encodeURIComponent(result.mp4)}?proxy=1`,
    loadFailed,
    signal,
  );
  return { blob, uploadKey: result.upload_key ?? null };
}

/**
 * Loads the chosen video for the timeline. A file the browser plays is used as it is; a link is
 * fetched by the server (a POST /api/upload task, which also takes YouTube links) and played from
 * the stored copy (GET /api/upload/{key}); a video the browser cannot play (AVI, MKV, FLV, WMV,
 * some MOV) gets the server's preview (a POST /api/video-preview task) for the timeline, while
 * the conversion uses the original.
 */
export function useVideoSource(source: EditorSource): VideoSourceState {
  // The page's language's words (the English ones are video-editor-tasks.ts' videoSourceMessages).
  const words = useEditorText().ui.videoParts;
  const [state, setState] = useState<VideoSourceState>({
    status: "loading",
    message: source.kind === "url" ? words.fetching : words.loading,
  });

  // The words are the page's, fixed while it is open: a new source alone reloads the video.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's words never change
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const objectUrls: string[] = [];
    const objectUrl = (blob: Blob) => {
      const url = URL.createObjectURL(blob);
      objectUrls.push(url);
      return url;
    };

    (async () => {
      let originalUrl = source.previewUrl;
      let originalBlob: Blob | null = source.kind === "file" ? (source.files[0] ?? null) : null;
      let uploadKey: string | null = null;
      if (source.kind === "url") {
        const result = await runUploadTask(
          "/api/upload",
          {
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ url: source.urls[0] }),
          },
          words.uploadFailed,
          signal,
        );
        uploadKey = result.upload_key ?? null;
        if (!uploadKey) throw new Error(words.uploadFailed);
        originalBlob = await fetchBytes(
          `/api/upload/${encodeURIComponent(uploadKey)}`,
          words.loadFailed,
          signal,
        );
        originalUrl = objectUrl(originalBlob);
      }
      const playable = await probePlayable(originalUrl, signal);
      if (signal.aborted) return;
      if (playable) {
        // An earlier result (kind "result") is fetched from its object URL or download address.
        const blob =
          originalBlob ??
          (await fetchBytes(originalUrl, words.loadFailed, signal).catch(() => null));
        const timing = blob ? await timingOf(blob) : { framesPerSecond: null, frameCount: null };
        if (signal.aborted) return;
        setState({
          status: "ready",
          video: {
            playableUrl: originalUrl,
            uploadKey,
            isPreview: false,
            ...timing,
            ...playable,
          },
        });
        return;
      }
      // A server preview would send the file before the person chose to convert it.
      if (source.privateUntilStart) throw new Error(words.loadFailed);
      setState({
        status: "loading",
        message: words.preparingPreview,
      });
      const form = new FormData();
      const [file] = source.files;
      if (uploadKey) form.append("upload_key", uploadKey);
      else if (file) form.append("file", file, file.name);
      const preview = await fetchPreview(form, words.loadFailed, signal);
      const previewUrl = objectUrl(preview.blob);
      const previewPlayable = await probePlayable(previewUrl, signal);
      if (signal.aborted) return;
      if (!previewPlayable) throw new Error(words.loadFailed);
      setState({
        status: "ready",
        video: {
          playableUrl: previewUrl,
          uploadKey: preview.uploadKey ?? uploadKey,
          isPreview: true,
          // The preview keeps the original's frames and timestamps (buildBrowserPreviewCommand).
          ...(await timingOf(preview.blob)),
          ...previewPlayable,
        },
      });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      const message =
        error instanceof Error && error.message && !(error instanceof TypeError)
          ? error.message
          : words.loadFailed;
      setState({ status: "failed", message });
    });

    return () => {
      controller.abort();
      for (const url of objectUrls) URL.revokeObjectURL(url);
    };
  }, [source]);

  return state;
}
