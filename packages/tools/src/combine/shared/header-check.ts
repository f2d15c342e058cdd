import { defaultLimits } from "@gifkit/contracts";
import type { InputProblem, UploadHeader } from "../../define-tool.ts";
import {
  noDurationMessage,
  sequenceFramesExplanation,
  sideBySideFramesExplanation,
  tooManyFramesMessage,
} from "./limit-messages.ts";
import type { CombineOptions } from "./options.ts";
import { sideBySideTimeline } from "./timeline.ts";

/**
 * The start call's frame check (issue 40): the result's frames counted from the uploads' headers,
 * the same count the worker makes, so a result over the frame limit is refused before it is
 * queued. Links have no header here: the uploads alone are a lower bound (more inputs only add
 * frames one after another, and frame changes and length side by side), so refusing on them is
 * always right, and the worker counts the whole again.
 */
export function checkCombineHeaders(
  options: Pick<CombineOptions, "layout">,
  headers: readonly UploadHeader[],
): InputProblem | null {
  const maxFrames = defaultLimits.maxOutputFrames;
  if (options.layout === "sequence") {
    const frameCount = headers.reduce((sum, header) => sum + header.frameCount, 0);
    if (frameCount <= maxFrames) return null;
    return {
      code: "output-too-large",
      message: tooManyFramesMessage(frameCount, sequenceFramesExplanation(headers)),
    };
  }
  // Side by side needs the delays: GIF headers give them (other formats: the worker's count).
  const timed = headers.filter(
    (header): header is UploadHeader & { delaysCentiseconds: number[] } =>
      header.delaysCentiseconds !== undefined,
  );
  if (timed.length === 0) return null;
  const delays = timed.map((header) => header.delaysCentiseconds);
  const timeline = sideBySideTimeline(delays, maxFrames);
  if (timeline.kind === "no-duration") {
    return {
      code: "invalid-options",
      message: noDurationMessage(timed[timeline.input]?.name ?? "an input"),
    };
  }
  if (timeline.kind === "frames") return null;
  const durations = delays.map((list) => list.reduce((sum, delay) => sum + delay, 0));
  const longest = durations.indexOf(Math.max(...durations));
  return {
    code: "output-too-large",
    message: tooManyFramesMessage(
      timeline.frameCount,
      sideBySideFramesExplanation(timed[longest]?.name ?? "", durations[longest] ?? 0),
      true,
    ),
  };
}
