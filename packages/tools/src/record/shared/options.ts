import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";

/**
 * Record Screen runs in the browser: the page records with getDisplayMedia and MediaRecorder and
 * hands the recording to Video to GIF's editor, which converts it like an uploaded video. It has
 * no start call and no options of its own; the empty schema only satisfies the tool definition.
 */
export const recordOptionsSchema = z.object({}).strict();
export type RecordOptions = z.infer<typeof recordOptionsSchema>;
export const recordDefaults: RecordOptions = {};

/** The tool that converts the recording. */
export const conversionToolId = "video-to-gif";

/**
 * The longest recording. Video to GIF converts at most a minute of it (all segments together),
 * so five minutes leave room to pick the moments; at the bit rate below that is about 94 MB,
 * under the upload limit the conversion sends it with.
 */
export const maxRecordingSeconds = 300;
/** 2.5 Mbit/s: sharp text in a screen recording, and a file the conversion can send quickly. */
export const recordingBitsPerSecond = 2_500_000;
/** A recording stops before its file would outgrow the upload limit (a busy 4K screen). */
export const maxRecordingBytes = Math.floor(defaultLimits.maxUploadBytes * 0.95);

/** A container and codec MediaRecorder can write, with the file name the conversion sends. */
export interface RecordingFormat {
  mimeType: string;
  fileName: string;
}

/**
 * The first format this browser's MediaRecorder writes: WebM (Chromium, Firefox) with VP9,
 * then VP8, then MP4 (Safari). Video to GIF takes all of them.
 */
export function chooseRecordingFormat(
  isTypeSupported: (mimeType: string) => boolean,
): RecordingFormat | null {
  const candidates: RecordingFormat[] = [
    { mimeType: "video/webm;codecs=vp9", fileName: "screen-recording.webm" },
    { mimeType: "video/webm;codecs=vp8", fileName: "screen-recording.webm" },
    { mimeType: "video/webm", fileName: "screen-recording.webm" },
    { mimeType: "video/mp4", fileName: "screen-recording.mp4" },
  ];
  return candidates.find((format) => isTypeSupported(format.mimeType)) ?? null;
}

/** "0:07", "2:05": a recording's length as the page shows it. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
