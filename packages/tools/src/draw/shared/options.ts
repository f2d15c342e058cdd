import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { type DrawShape, drawLimits, drawParams } from "../../operations/draw.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Draw's form: `shapes`, a JSON array of the draw operation's shapes (operations/draw.ts: kind,
 * points, color, stroke_width, number, start_time/end_time or start_frame/end_frame), and the
 * GIF tools' fit under a size.
 */
export const drawMessages = {
  notAList: "The shapes could not be read: shapes must be a JSON array.",
} as const;

export const drawOptionsSchema = z.object({
  target_size_bytes: targetSizeField,
  destination: destinationField,
  shapes: z
    .union([z.string(), z.array(z.unknown())], { error: "Draw at least one shape." })
    .describe(
      `A JSON array of at most ${drawLimits.maxShapes} shapes: {kind: arrow|rectangle|ellipse|stroke|highlight|step, points: [[x, y], ...], color, stroke_width (1-40 px), number (a step's), start_time, end_time (seconds) or start_frame, end_frame (1-based)}.`,
    )
    .transform((value, context): DrawShape[] => {
      let list: unknown = value;
      if (typeof value === "string") {
        try {
          list = JSON.parse(value);
        } catch {
          context.addIssue({ code: "custom", message: drawMessages.notAList });
          return z.NEVER;
        }
      }
      const parsed = drawParams.shape.shapes.safeParse(list);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where =
          issue && typeof issue.path[0] === "number" ? `Shape ${issue.path[0] + 1}: ` : "";
        context.addIssue({ code: "custom", message: `${where}${issue?.message ?? "invalid"}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
export type DrawOptions = z.output<typeof drawOptionsSchema>;
export const drawDefaults: DrawOptions = {
  shapes: [
    {
      kind: "arrow",
      points: [
        [10, 10],
        [60, 40],
      ],
      color: "#ff0000",
      stroke_width: 4,
      start_time: 0,
      end_time: null,
    },
  ],
};

/** Draw as a chain (issue 36): one draw step, the GIF fitted. */
export const drawChain = (options: DrawOptions): ChainSpec => ({
  operations: [{ op: "draw", shapes: options.shapes }],
  output: gifOutputOf(options),
});
