import { defaultLimits } from "@gifkit/contracts";
import type { CombineEditorText } from "../editor-text.ts";
import type { CombineGeometry } from "../shared/layout.ts";
import type { CombineLayout } from "../shared/options.ts";

/**
 * Combine's refusals before anything is sent, in the page's language (issue 38): the same cases
 * and figures as the server's English wording (shared/layout.ts, shared/limit-messages.ts), whole
 * sentences from editor-text.ts `refusals`, numbers and lists through Intl. On English pages the
 * sentences are the server's, word for word (refusal-text.test.ts).
 */
export interface RefusalWords {
  languageCode: string;
  own: Pick<CombineEditorText, "refusals">;
  fill: (template: string, values?: Record<string, string | number>) => string;
}

const count = (words: RefusalWords, value: number) =>
  new Intl.NumberFormat(words.languageCode).format(value);

/** The result's side limit, with the input that set the common size; null when it fits. */
export function outputSizeText(
  words: RefusalWords,
  geometry: CombineGeometry,
  layout: CombineLayout,
  referenceName: string,
  maxSide: number = defaultLimits.maxGifOutputSide,
): string | null {
  if (geometry.width <= maxSide && geometry.height <= maxSide) return null;
  return words.fill(words.own.refusals.outputSize[layout], {
    width: count(words, geometry.width),
    height: count(words, geometry.height),
    name: referenceName,
    side: count(words, layout === "horizontal" ? geometry.height : geometry.width),
    max: count(words, maxSide),
  });
}

/** One after another: more frames than a result may have, every input's frames by name. */
export function sequenceFramesText(
  words: RefusalWords,
  frameCount: number,
  inputs: readonly { name: string; frameCount: number }[],
): string {
  const t = words.own.refusals;
  // "cat.gif: 1200 y dog.gif: 300", "cat.gif: 1,200、dog.gif: 300"; English keeps the server's
  // plain comma list ("unit" lists are "a, b" in English).
  const listType = words.languageCode === "en" ? "unit" : "conjunction";
  const list = new Intl.ListFormat(words.languageCode, { type: listType, style: "short" }).format(
    inputs.map((input) =>
      words.fill(t.inputFrames, { name: input.name, frames: count(words, input.frameCount) }),
    ),
  );
  return words.fill(t.tooManyFrames, {
    frames: count(words, frameCount),
    inputs: list,
    max: count(words, defaultLimits.maxOutputFrames),
  });
}

/** Side by side: at least `frameCount` frames, the shorter inputs looping over the longest. */
export function loopingFramesText(
  words: RefusalWords,
  frameCount: number,
  longestName: string,
  longestCentiseconds: number,
): string {
  const t = words.own.refusals;
  const seconds = new Intl.NumberFormat(words.languageCode, { maximumFractionDigits: 2 }).format(
    longestCentiseconds / 100,
  );
  return words.fill(t.tooManyFramesLooping, {
    frames: count(words, frameCount),
    name: longestName,
    seconds: words.fill(t.seconds, { seconds }),
    max: count(words, defaultLimits.maxOutputFrames),
  });
}

/** Side by side: an animation whose delays are all 0. */
export const noDurationText = (words: RefusalWords, name: string): string =>
  words.fill(words.own.refusals.noDuration, { name });
