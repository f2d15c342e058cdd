import { z } from "zod";
import { framesInTimeRange } from "../overlay/shared/options.ts";
import {
  defineOperation,
  type FrameStreamFacts,
  frameStream,
  StepRefusal,
  secondsText,
  storedDelays,
} from "./define-operation.ts";

/**
 * Draw (issue 36's proof that an operation is one file and one line): shapes on the picture,
 * each shown during its own time range or frame range, as a text layer is. Rectangles and
 * highlight boxes are ffmpeg's drawbox; arrows, ellipses, free-hand strokes and numbered steps
 * are painted on a transparent picture of their own and overlaid (operations/server/draw.ts).
 */
export const drawShapeKinds = [
  "arrow",
  "rectangle",
  "ellipse",
  "stroke",
  "highlight",
  "step",
] as const;
export type DrawShapeKind = (typeof drawShapeKinds)[number];

/** The limits of a draw step, stated where the page and the API name them. */
export const drawLimits = {
  maxShapes: 50,
  maxStrokePoints: 500,
  strokeWidthPx: { min: 1, max: 40, default: 4 },
  maxStepNumber: 99,
} as const;

/** How many points each kind takes: two corners or ends, a point list, or a centre. */
export const pointsOfKind: Record<DrawShapeKind, { min: number; max: number }> = {
  arrow: { min: 2, max: 2 },
  rectangle: { min: 2, max: 2 },
  ellipse: { min: 2, max: 2 },
  highlight: { min: 2, max: 2 },
  stroke: { min: 2, max: drawLimits.maxStrokePoints },
  step: { min: 1, max: 1 },
};

const coordinate = z
  .number({ error: "A point's x and y must be numbers of pixels." })
  .int({ error: "A point's x and y must be whole pixels." })
  .min(-10_000, { error: "A point's x and y must be within 10,000 px of the picture." })
  .max(10_000, { error: "A point's x and y must be within 10,000 px of the picture." });

const frameNumber = (name: string) =>
  z
    .number({ error: `${name} must be a frame number from 1.` })
    .int({ error: `${name} must be a whole frame number.` })
    .min(1, { error: `${name} must be a frame number from 1.` });

export const drawShape = z
  .strictObject({
    kind: z.enum(drawShapeKinds, { error: `kind must be one of ${drawShapeKinds.join(", ")}.` }),
    /** [x, y] pixels of the picture the step receives: corners, ends, a stroke's path, a centre. */
    points: z.array(z.tuple([coordinate, coordinate]), {
      error: "points must be a list of [x, y] pairs.",
    }),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "color must be a hex color such as #ff0000." })
      .transform((colour) => colour.toLowerCase())
      .default("#ff0000"),
    stroke_width: z
      .number({ error: "stroke_width must be a number of pixels from 1 to 40." })
      .int({ error: "stroke_width must be a whole number of pixels from 1 to 40." })
      .min(drawLimits.strokeWidthPx.min, {
        error: "stroke_width must be a number of pixels from 1 to 40.",
      })
      .max(drawLimits.strokeWidthPx.max, {
        error: "stroke_width must be a number of pixels from 1 to 40.",
      })
      .default(drawLimits.strokeWidthPx.default),
    /** A step's number (1-99). */
    number: z
      .number({ error: "number must be a whole number from 1 to 99." })
      .int({ error: "number must be a whole number from 1 to 99." })
      .min(1, { error: "number must be a whole number from 1 to 99." })
      .max(drawLimits.maxStepNumber, { error: "number must be a whole number from 1 to 99." })
      .optional(),
    start_time: z.number({ error: "start_time must be seconds from 0." }).min(0).default(0),
    end_time: z.number({ error: "end_time must be seconds." }).positive().nullable().default(null),
    /** A frame range instead of a time range (1-based, both included). */
    start_frame: frameNumber("start_frame").optional(),
    end_frame: frameNumber("end_frame").optional(),
  })
  .superRefine((shape, context) => {
    const wanted = pointsOfKind[shape.kind];
    if (shape.points.length < wanted.min || shape.points.length > wanted.max) {
      context.addIssue({
        code: "custom",
        message:
          wanted.min === wanted.max
            ? `A shape of kind ${shape.kind} takes ${wanted.min === 1 ? "1 point (its center)" : `${wanted.min} points`}; it has ${shape.points.length}.`
            : `A shape of kind ${shape.kind} takes ${wanted.min} to ${wanted.max} points; it has ${shape.points.length}.`,
      });
    }
    if (shape.end_time !== null && shape.end_time <= shape.start_time) {
      context.addIssue({ code: "custom", message: "end_time must be after start_time." });
    }
    if (
      shape.start_frame !== undefined &&
      shape.end_frame !== undefined &&
      shape.end_frame < shape.start_frame
    ) {
      context.addIssue({ code: "custom", message: "end_frame must be start_frame or later." });
    }
  });
export type DrawShape = z.output<typeof drawShape>;

export const drawParams = z.strictObject({
  shapes: z
    .array(drawShape, { error: "shapes must be a list of shapes." })
    .min(1, { error: "Draw at least one shape." })
    .max(drawLimits.maxShapes, { error: `Draw at most ${drawLimits.maxShapes} shapes.` }),
});
export type DrawParams = z.output<typeof drawParams>;

/**
 * The frames (0-based, of the stream the step receives) a shape shows on: its frame range, or
 * the frames whose start lies in its time range; null when none does.
 */
export function drawnFrames(
  shape: DrawShape,
  stream: FrameStreamFacts,
): { first: number; last: number } | null {
  const count = stream.frames.length;
  if (shape.start_frame !== undefined || shape.end_frame !== undefined) {
    const first = (shape.start_frame ?? 1) - 1;
    const last = Math.min(count, shape.end_frame ?? count) - 1;
    return first <= last && first < count ? { first, last } : null;
  }
  return framesInTimeRange(storedDelays(stream), shape.start_time, shape.end_time);
}

/** The box a shape's points span, grown by half its stroke (what it may paint). */
export function shapeBounds(shape: DrawShape): {
  left: number;
  top: number;
  right: number;
  bottom: number;
} {
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  const reach = shape.kind === "step" ? stepRadiusPx(shape) : Math.ceil(shape.stroke_width * 2);
  return {
    left: Math.min(...xs) - reach,
    top: Math.min(...ys) - reach,
    right: Math.max(...xs) + reach,
    bottom: Math.max(...ys) + reach,
  };
}

/** A numbered step's disc: large enough for two digits at its stroke width. */
export const stepRadiusPx = (shape: Pick<DrawShape, "stroke_width">): number =>
  Math.max(11, shape.stroke_width * 3);

export const drawOperation = defineOperation({
  name: "draw",
  listPosition: 14,
  summary:
    "Draw arrows, rectangles, ellipses, free-hand strokes, highlight boxes and numbered steps (shapes: kind, points, color, stroke_width), each during its own time or frame range.",
  params: drawParams,
  accepts: ["frames"],
  plan(params, stream) {
    const frames = frameStream(stream);
    for (const [index, shape] of params.shapes.entries()) {
      const bounds = shapeBounds(shape);
      if (
        bounds.right < 0 ||
        bounds.bottom < 0 ||
        bounds.left >= frames.width ||
        bounds.top >= frames.height
      ) {
        throw new StepRefusal(
          `Shape ${index + 1} (${shape.kind}) lies outside the picture, which is ${frames.width} × ${frames.height} pixels.`,
        );
      }
      if (!drawnFrames(shape, frames)) {
        throw new StepRefusal(
          shape.start_frame !== undefined
            ? `Shape ${index + 1} (${shape.kind}) starts at frame ${shape.start_frame}, but there are ${frames.frames.length} frames.`
            : `Shape ${index + 1} (${shape.kind}) has no frame in its time range: start_time is ${secondsText(shape.start_time)}.`,
        );
      }
    }
    return { facts: stream };
  },
});
