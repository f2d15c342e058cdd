import {
  chooseRecordingFormat,
  maxRecordingBytes,
  maxRecordingSeconds,
  recordingBitsPerSecond,
} from "../shared/options.ts";
import { withWebmDuration } from "../shared/webm-duration.ts";

/** A finished recording: the file Video to GIF receives, and how long it runs. */
export interface Recording {
  file: File;
  durationMs: number;
}

export type RecordingOutcome =
  | { ok: true; recording: Recording; stoppedBy: "timeLimit" | "sizeLimit" | null }
  | { ok: false; reason: RecordFailure };

/** Why a recording did not start or gave no file (the page says it in its language). */
export type RecordFailure = "unsupported" | "permissionDenied" | "startFailed" | "empty";

export interface RecordingSession {
  /** The shared screen, for the live view. */
  stream: MediaStream;
  elapsedSeconds(): number;
  /** Ends the recording; `finished` resolves with the file. */
  stop(): void;
  /** Ends it and releases the screen without making a file (the page is left). */
  cancel(): void;
  finished: Promise<RecordingOutcome>;
}

/** Whether this browser can share a screen with the page and record it (most phones cannot). */
export function recordingSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    typeof navigator.mediaDevices?.getDisplayMedia === "function" &&
    typeof MediaRecorder !== "undefined" &&
    chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type)) !== null
  );
}

/** MediaRecorder's Info element sits in the first few hundred bytes: patching 64 KB is plenty. */
const webmHeadBytes = 64 * 1024;

/** The recording as a File; a WebM gets the Duration its live muxer could not write. */
async function recordingFile(
  chunks: Blob[],
  mimeType: string,
  fileName: string,
  durationMs: number,
): Promise<File> {
  const type = mimeType.split(";")[0] ?? "video/webm";
  const blob = new Blob(chunks, { type });
  if (type !== "video/webm") return new File([blob], fileName, { type });
  const head = new Uint8Array(await blob.slice(0, webmHeadBytes).arrayBuffer());
  const patched = withWebmDuration(head, durationMs);
  const parts: BlobPart[] = patched ? [patched, blob.slice(head.length)] : [blob];
  return new File(parts, fileName, { type });
}

/**
 * Asks the browser for a screen, window or tab (its own picker) and records it with
 * MediaRecorder, without sound (a GIF has none). The recording stops at Stop, when the person
 * stops sharing in the browser's bar, at the time limit, or before the file outgrows the upload
 * limit.
 */
export async function startRecording(): Promise<
  { ok: true; session: RecordingSession } | { ok: false; reason: RecordFailure }
> {
  if (!recordingSupported()) return { ok: false, reason: "unsupported" };
  const format = chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
  if (!format) return { ok: false, reason: "unsupported" };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({
      video: { frameRate: { ideal: 30 } },
      audio: false,
    });
  } catch (error) {
    // NotAllowedError: the person closed the picker or refused.
    const refused = error instanceof DOMException && error.name === "NotAllowedError";
    return {
      ok: false,
      reason: refused ? "permissionDenied" : "startFailed",
    };
  }
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, {
      mimeType: format.mimeType,
      videoBitsPerSecond: recordingBitsPerSecond,
    });
  } catch {
    for (const track of stream.getTracks()) track.stop();
    return { ok: false, reason: "startFailed" };
  }

  const chunks: Blob[] = [];
  let bytes = 0;
  let stoppedBy: "timeLimit" | "sizeLimit" | null = null;
  let cancelled = false;
  const startedAt = performance.now();
  let stoppedAt: number | null = null;
  const elapsedMs = () => (stoppedAt ?? performance.now()) - startedAt;
  const stop = (reason: "timeLimit" | "sizeLimit" | null = null) => {
    if (recorder.state === "inactive") return;
    stoppedBy ??= reason;
    stoppedAt = performance.now();
    recorder.stop();
    for (const track of stream.getTracks()) track.stop();
  };
  const timeLimit = setTimeout(() => stop("timeLimit"), maxRecordingSeconds * 1000);
  // Stopping sharing from the browser's own bar ends the recording like Stop.
  for (const track of stream.getVideoTracks()) track.addEventListener("ended", () => stop());

  const finished = new Promise<RecordingOutcome>((resolve) => {
    recorder.addEventListener("dataavailable", (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      if (bytes >= maxRecordingBytes) stop("sizeLimit");
    });
    recorder.addEventListener("stop", () => {
      clearTimeout(timeLimit);
      if (cancelled) return;
      if (bytes === 0) {
        resolve({ ok: false, reason: "empty" });
        return;
      }
      const durationMs = elapsedMs();
      recordingFile(chunks, format.mimeType, format.fileName, durationMs).then(
        (file) => resolve({ ok: true, recording: { file, durationMs }, stoppedBy }),
        () => resolve({ ok: false, reason: "startFailed" }),
      );
    });
  });
  // A chunk every second: the size limit is watched while recording.
  recorder.start(1000);

  return {
    ok: true,
    session: {
      stream,
      elapsedSeconds: () => elapsedMs() / 1000,
      stop: () => stop(),
      cancel: () => {
        cancelled = true;
        stop();
      },
      finished,
    },
  };
}
