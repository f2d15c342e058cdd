import { z } from "zod";

/**
 * The format of a video tool's result (issue 42): MP4 (H.264/AAC, the default: every browser
 * and phone plays it) or WebM (VP9/Opus). Shared by the video tools' option schemas.
 */
export const videoOutputFormats = ["mp4", "webm"] as const;
export type VideoOutputFormatOption = (typeof videoOutputFormats)[number];

export const videoFormatField = z
  .enum(videoOutputFormats, { error: "format must be mp4 or webm." })
  .default("mp4")
  .meta({ description: "mp4 (H.264/AAC, the default) or webm (VP9/Opus)." });

/** The containers a stream copy of a video's picture goes into (Video Audio, Add Subtitles). */
export type CopyContainer = "mp4" | "webm";

/**
 * The container a stream copy of this input's picture can be written to, by the input's
 * content-detected type: MOV, M4V and 3GP hold the codecs MP4 does (H.264, HEVC, AAC), WebM
 * its own; Matroska, AVI, FLV and ASF may hold codecs neither takes, so null.
 */
export function copyContainerFor(detectedType: string | null): CopyContainer | null {
  if (detectedType === "webm") return "webm";
  if (["mp4", "mov", "m4v", "3gp", "3g2"].includes(detectedType ?? "")) return "mp4";
  return null;
}
