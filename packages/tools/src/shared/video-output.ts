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
