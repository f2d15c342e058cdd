import type { EditorText } from "../../shared/i18n/editor-text.ts";
import type { CompressVideoEditorText } from "../editor-text.ts";
import { type CompressionRefusal, minVideoKilobitsPerSecond } from "../shared/options.ts";

/**
 * Bytes in MB (10⁶ bytes, as the destinations' limits are written), the language's way; with
 * `fractionDigits`, rounded by toFixed as the API's message is, then written with Intl.
 */
export const megabytesText = (language: string, bytes: number, fractionDigits?: number) =>
  new Intl.NumberFormat(language, {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
    maximumFractionDigits: 2,
    ...(fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits }),
  }).format(
    fractionDigits === undefined
      ? bytes / 1_000_000
      : Number((bytes / 1_000_000).toFixed(fractionDigits)),
  );

/** Seconds with one decimal, rounded by toFixed(1) as before translation, written with Intl. */
export const tenths = (language: string, seconds: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number(seconds.toFixed(1)),
  );

/** planCompression's refusal in the page's language (the API says refusal.message, in English). */
export function refusalText(
  words: EditorText<CompressVideoEditorText>,
  refusal: CompressionRefusal,
): string {
  const language = words.languageCode;
  return words.fill(words.own.cannotFit, {
    seconds: tenths(language, refusal.seconds),
    size: megabytesText(language, refusal.targetBytes, 2),
    left: words.number(refusal.videoKilobitsPerSecond),
    min: words.number(minVideoKilobitsPerSecond),
    needed: megabytesText(language, refusal.neededBytes, 2),
  });
}
