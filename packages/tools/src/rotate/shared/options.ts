import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/** Clockwise turns the tool offers, in degrees. */
export const rotateAngles = [0, 90, 180, 270] as const;
export type RotateAngle = (typeof rotateAngles)[number];
/** Mirrors, applied after the rotation: horizontal swaps left and right, vertical top and bottom. */
export const flipAxes = ["none", "horizontal", "vertical"] as const;
export type FlipAxis = (typeof flipAxes)[number];

export const angleMessage = "Angle must be 0, 90, 180 or 270 (degrees clockwise).";
export const flipMessage = "Flip must be one of none, horizontal, vertical.";
export const nothingToDoMessage =
  "Nothing to do: angle is 0 and flip is none. Choose an angle of 90, 180 or 270, or a flip.";

/** Form fields are strings; the worker parses the parsed options again, so numbers pass too. */
const toNumber = (value: unknown): unknown => readFormNumber(value);

/**
 * Rotate & Flip settings as sent: `angle` clockwise, then `flip`. Angle 0 with flip none would
 * return the input as it is, so it is refused with a message rather than run as a task.
 */
export const rotateOptionsSchema = z
  .object({
    /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
    target_size_bytes: targetSizeField,
    destination: destinationField,
    angle: z.preprocess(toNumber, z.literal(rotateAngles, { error: angleMessage })).default(90),
    flip: z.enum(flipAxes, { error: flipMessage }).default("none"),
  })
  .superRefine((options, context) => {
    if (options.angle === 0 && options.flip === "none") {
      context.addIssue({ code: "custom", path: ["angle"], message: nothingToDoMessage });
    }
  });
export type RotateOptions = z.infer<typeof rotateOptionsSchema>;
export const rotateDefaults: RotateOptions = { angle: 90, flip: "none" };

/** The angle after turning `current` by `byDegrees` (±90), kept in 0-270. */
export function turnedAngle(current: RotateAngle, byDegrees: 90 | -90): RotateAngle {
  return ((((current + byDegrees) % 360) + 360) % 360) as RotateAngle;
}

/**
 * Turning the current result by a quarter (the editor's rotate buttons). With a mirror in place
 * the turn runs the other way in the settings: R(d) ∘ F ∘ R(a) = F ∘ R(a − d).
 */
export function turnedSettings(
  current: Pick<RotateOptions, "angle" | "flip">,
  byDegrees: 90 | -90,
): Pick<RotateOptions, "angle" | "flip"> {
  const degrees = current.flip === "none" ? byDegrees : byDegrees === 90 ? -90 : 90;
  return { angle: turnedAngle(current.angle, degrees), flip: current.flip };
}

/**
 * Mirroring the current result again along `axis` (the editor's flip buttons). The result's
 * mirror is stored as the flip that follows the rotation, so a second flip on the same axis
 * cancels the first, and flipping both axes is a 180° turn.
 */
export function flippedSettings(
  current: Pick<RotateOptions, "angle" | "flip">,
  axis: "horizontal" | "vertical",
): Pick<RotateOptions, "angle" | "flip"> {
  if (current.flip === "none") return { angle: current.angle, flip: axis };
  if (current.flip === axis) return { angle: current.angle, flip: "none" };
  return { angle: turnedAngle(turnedAngle(current.angle, 90), 90), flip: "none" };
}

/** Width and height after the rotation (90 and 270 swap them). */
export function rotatedSize(
  size: { width: number; height: number },
  angle: RotateAngle,
): { width: number; height: number } {
  return angle === 90 || angle === 270 ? { width: size.height, height: size.width } : size;
}

/** A CSS transform showing the result: CSS applies the right-most function first, so flip last. */
export function previewTransform(options: Pick<RotateOptions, "angle" | "flip">): string {
  const mirror =
    options.flip === "horizontal"
      ? "scaleX(-1) "
      : options.flip === "vertical"
        ? "scaleY(-1) "
        : "";
  return `${mirror}rotate(${options.angle}deg)`;
}

/** Rotate & Flip as a chain (issue 36): one rotate step, the GIF fitted as asked. */
export const rotateChain = (options: RotateOptions): ChainSpec => ({
  operations: [{ op: "rotate", angle: options.angle, flip: options.flip }],
  output: gifOutputOf(options),
});
