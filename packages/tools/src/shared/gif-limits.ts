import { defaultLimits, inputLimitViolation } from "@gifkit/contracts";
import { ToolError } from "../define-tool.ts";

/** Frame facts that the limits are checked against. */
export interface FrameGeometry {
  width: number;
  height: number;
  frameCount: number;
}

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  `${(pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })} megapixels`;

/**
 * The input limits of the GIF tools (packages/contracts limits.ts), checked from headers before
 * any decoder runs, with the one wording of the limits (contracts limit-messages.ts).
 */
export function assertGifInputWithinLimits(input: FrameGeometry, limits = defaultLimits): void {
  const violation = inputLimitViolation({ label: "GIF", ...input }, limits);
  if (violation) throw new ToolError(violation, "input-too-large");
}

/** The output limits of GIF edits: at most 2000 × 2000 px, 600 frames, 300 megapixels in all. */
export function assertGifOutputWithinLimits(output: FrameGeometry, limits = defaultLimits): void {
  const { width, height, frameCount } = output;
  if (width > limits.maxGifOutputSide || height > limits.maxGifOutputSide) {
    throw new ToolError(
      `The result would be ${count(width)}×${count(height)} px; edited GIFs can be at most ${count(limits.maxGifOutputSide)}×${count(limits.maxGifOutputSide)} px.`,
      "output-too-large",
    );
  }
  if (frameCount > limits.maxOutputFrames) {
    throw new ToolError(
      `The GIF has ${count(frameCount)} frames; results can have at most ${count(limits.maxOutputFrames)} frames.`,
      "output-too-large",
    );
  }
  if (width * height * frameCount > limits.maxOutputTotalPixels) {
    throw new ToolError(
      `The result would be ${megapixels(width * height * frameCount)} over all its frames; the limit is ${megapixels(limits.maxOutputTotalPixels)}.`,
      "output-too-large",
    );
  }
}
