import { videoSourceMessages } from "../../shared/video-editor-tasks.ts";
import { videoToGifMessages } from "./options.ts";

/** The client's own messages of Video to GIF (spec: tools §7, §8). */
export const videoToGifClientMessages = {
  ...videoSourceMessages,
  noOutput: "GIF conversion produced no output. Please try again.",
  downloadFailed: "Download failed. Please try again.",
  unknown: "An unknown error occurred during processing.",
} as const;

/** The server's messages and what the page shows instead (spec: tools §8). */
const rewrites: { matches: (message: string) => boolean; shown: string }[] = [
  {
    matches: (message) => message.startsWith("Brightness must be between"),
    shown: "Brightness setting is out of range. Please choose a value between -1.0 and 1.0.",
  },
  {
    matches: (message) => message.startsWith("Contrast must be between"),
    shown: "Contrast setting is out of range. Please choose a value between 0 and 2.0.",
  },
  {
    matches: (message) => message === videoToGifMessages.segmentsNotList,
    shown: "Please select at least one valid segment for conversion.",
  },
  {
    matches: (message) => message === videoToGifMessages.segmentNotNumeric,
    shown: "Segment start/end times must be numbers. Please check your segment settings.",
  },
  {
    matches: (message) => message === videoToGifMessages.segmentTiming,
    shown: "Segment timing is invalid. Ensure start is >= 0 and end > start.",
  },
  {
    matches: (message) => message === videoToGifMessages.segmentTooLong,
    shown: "One of your segments is longer than the video. Please adjust segment end times.",
  },
  {
    matches: (message) => message === videoToGifMessages.segmentsJson,
    shown: "There was a problem with your segment selection. Please reselect your segments.",
  },
];

/** The message to show for a server error: the spec's rewrite, the text as is, or the fallback. */
export function rewriteVideoToGifError(message: string | null | undefined): string {
  const text = message?.trim() ?? "";
  if (!text) return videoToGifClientMessages.unknown;
  return rewrites.find((rewrite) => rewrite.matches(text))?.shown ?? text;
}
