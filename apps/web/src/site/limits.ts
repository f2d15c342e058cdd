import { acceptedExtensions, defaultLimits, formatMegabytes, limitsTable } from "@gifkit/contracts";

/**
 * The numbers the site states, taken from the same constants the server enforces
 * (packages/contracts), so copy and code cannot drift apart.
 */
const n = (value: number) => value.toLocaleString("en-US");
const upper = (extensions: readonly string[]) =>
  extensions.map((extension) => extension.toUpperCase());

export const limitFacts = {
  maxUpload: formatMegabytes(defaultLimits.maxUploadBytes),
  resultTtlMinutes: n(defaultLimits.resultTtlMinutes),
  maxInputSidePixels: n(defaultLimits.maxInputSidePixels),
  maxInputFrameMegapixels: n(defaultLimits.maxInputFramePixels / 1_000_000),
  maxInputFrames: n(defaultLimits.maxInputFrames),
  maxInputTotalMegapixels: n(defaultLimits.maxInputTotalPixels / 1_000_000),
  maxOutputFrames: n(defaultLimits.maxOutputFrames),
  maxOutputTotalMegapixels: n(defaultLimits.maxOutputTotalPixels / 1_000_000),
  maxVideoOutputSize: `${n(defaultLimits.maxVideoOutputWidth)} × ${n(defaultLimits.maxVideoOutputHeight)}`,
  maxVideoOutputWidth: n(defaultLimits.maxVideoOutputWidth),
  maxVideoOutputHeight: n(defaultLimits.maxVideoOutputHeight),
  maxGifOutputSize: `${n(defaultLimits.maxGifOutputSide)} × ${n(defaultLimits.maxGifOutputSide)}`,
  maxGifOutputSide: n(defaultLimits.maxGifOutputSide),
  maxVideoSelectionSeconds: n(defaultLimits.maxVideoSelectionSeconds),
  maxVideoEditSeconds: n(defaultLimits.maxVideoEditSeconds),
  imageFormats: upper(acceptedExtensions.images).join(", "),
  gifFormats: upper(acceptedExtensions.gif).join(", "),
  videoFormats: upper(acceptedExtensions.video).join(", "),
} as const;

export type LimitFact = keyof typeof limitFacts;

/** Rows of the FAQ's limits-and-formats box. */
export const limitRows = limitsTable(defaultLimits);

/**
 * Replaces `{{maxUpload}}`-style tokens in page copy with the enforced numbers; an unknown token
 * fails the build instead of printing a wrong number.
 */
export function fillLimitTokens(text: string, source: string): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_match, name: string) => {
    if (!(name in limitFacts)) throw new Error(`${source}: unknown limit token {{${name}}}`);
    return limitFacts[name as LimitFact];
  });
}
