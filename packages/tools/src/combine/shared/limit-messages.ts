import { defaultLimits } from "@gifkit/contracts";

/**
 * Combine's refusals about frames, in one wording for the server (which enforces them) and the
 * editor (which says them before the task starts).
 */

const count = (value: number) => value.toLocaleString("en-US");
const seconds = (centiseconds: number) =>
  `${(centiseconds / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} s`;

/**
 * More frames than a result may have, with what made them; `atLeast` when the count is a lower
 * bound (side by side stops counting past the limit).
 */
export const tooManyFramesMessage = (frameCount: number, explanation: string, atLeast = false) =>
  `The combined GIF would have ${atLeast ? "at least " : ""}${count(frameCount)} frames (${explanation}); results can have at most ${count(defaultLimits.maxOutputFrames)} frames.`;

/** One after another: every input's frames, by name. */
export const sequenceFramesExplanation = (
  inputs: readonly { name: string; frameCount: number }[],
) => inputs.map((input) => `${input.name} ${count(input.frameCount)}`).join(", ");

/** Side by side: the shorter inputs loop over the longest one. */
export const sideBySideFramesExplanation = (longestName: string, longestCentiseconds: number) =>
  `the shorter GIFs loop until the longest, ${longestName} (${seconds(longestCentiseconds)}), ends, and each of their frame changes starts a frame`;

/** Side by side: an animation of delays that are all 0. */
export const noDurationMessage = (name: string) =>
  `${name} has no duration of its own (every frame's delay is 0), so it cannot play beside the others. Combine it one after another instead.`;
