import type { ErrorCode } from "@gifkit/contracts";
import { videoSourceMessages } from "../../shared/video-editor-tasks.ts";
import type { VideoToGifEditorText } from "../editor-text.ts";
import { brightnessRange, contrastRange, videoToGifMessages } from "./options.ts";

/** The client's own messages of Video to GIF (spec: tools §7, §8). */
export const videoToGifClientMessages = {
  ...videoSourceMessages,
  noOutput: "GIF conversion produced no output. Please try again.",
  downloadFailed: "Download failed. Please try again.",
  unknown: "An unknown error occurred during processing.",
} as const;

/**
 * A server message the page says in its own words (spec: tools §8), by a stable key with its
 * numbers: the words are editor-text.ts `refusals`, so every language writes the same case.
 */
export type VideoToGifRefusal =
  | { key: "brightness" | "contrast"; min: number; max: number }
  | {
      key:
        | "segmentsNotList"
        | "segmentNotNumeric"
        | "segmentTiming"
        | "segmentTooLong"
        | "segmentsJson";
    };

/**
 * The server's messages are this folder's own constants (options.ts, which the start route and
 * the processor send word for word), so the match is on those, never on a translation.
 */
const refusals: { matches: (message: string) => boolean; refusal: VideoToGifRefusal }[] = [
  {
    matches: (message) => message.startsWith("Brightness must be between"),
    refusal: { key: "brightness", min: brightnessRange.min, max: brightnessRange.max },
  },
  {
    matches: (message) => message.startsWith("Contrast must be between"),
    refusal: { key: "contrast", min: contrastRange.min, max: contrastRange.max },
  },
  ...(
    [
      "segmentsNotList",
      "segmentNotNumeric",
      "segmentTiming",
      "segmentTooLong",
      "segmentsJson",
    ] as const
  ).map((key) => ({
    matches: (message: string) => message === videoToGifMessages[key],
    refusal: { key },
  })),
];

/** The rewritten case of a server message, or null for a message shown as it is. */
export function videoToGifRefusal(message: string | null | undefined): VideoToGifRefusal | null {
  const text = message?.trim() ?? "";
  return refusals.find((rewrite) => rewrite.matches(text))?.refusal ?? null;
}

/** What the sentences need of the page's editor words (useEditorText, or editorTextOf). */
export interface RefusalWords {
  languageCode: string;
  own: Pick<VideoToGifEditorText, "refusals">;
  fill: (template: string, values?: Record<string, string | number>) => string;
}

/** A range's end as the spec writes it: to a tenth (the sliders' step), 0 bare ("-1.0 and 1.0", "0 and 2.0"). */
const rangeEnd = (languageCode: string, value: number) =>
  new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: value === 0 ? 0 : 1,
    maximumFractionDigits: 1,
  }).format(value);

/** The sentence of a rewritten case in the page's language, its numbers through Intl. */
export function videoToGifRefusalText(refusal: VideoToGifRefusal, words: RefusalWords): string {
  const sentences = words.own.refusals;
  if (refusal.key === "brightness" || refusal.key === "contrast") {
    return words.fill(sentences[refusal.key], {
      min: rangeEnd(words.languageCode, refusal.min),
      max: rangeEnd(words.languageCode, refusal.max),
    });
  }
  return sentences[refusal.key];
}

/**
 * The message to show for a server error: the spec's rewrite in the page's language; undefined
 * for any other message (the page then shows the code's sentence, or on English pages the
 * server's text). No message at all: the fallback, unless another language has the code's.
 */
export function rewriteVideoToGifError(
  failure: { message: string | null | undefined; code?: ErrorCode | null | undefined },
  words: RefusalWords,
): string | undefined {
  if (!failure.message?.trim()) {
    return words.languageCode !== "en" && failure.code ? undefined : words.own.refusals.unknown;
  }
  const refusal = videoToGifRefusal(failure.message);
  return refusal ? videoToGifRefusalText(refusal, words) : undefined;
}
