import { z } from "zod";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/** Fewest and most animations one Combine task takes (uploads and links together). */
export const combineInputLimits = { min: 2, max: 20 } as const;

export const combineLayouts = ["sequence", "horizontal", "vertical"] as const;
export type CombineLayout = (typeof combineLayouts)[number];
export const combineLayoutLabels: Record<CombineLayout, string> = {
  sequence: "One after another",
  horizontal: "Side by side",
  vertical: "Stacked",
};

/**
 * Which input sets the common size: its own (first), the one with the most pixels (largest) or
 * the fewest (smallest). One after another, every input is fitted inside that input's picture;
 * side by side, every input is scaled to its height (stacked: its width).
 */
export const combineSizeModes = ["first", "largest", "smallest"] as const;
export type CombineSizeMode = (typeof combineSizeModes)[number];
export const combineSizeLabels: Record<CombineSizeMode, string> = {
  first: "First GIF",
  largest: "Largest",
  smallest: "Smallest",
};

/**
 * Side by side, how inputs of different lengths play together. `loop-shorter`: the result lasts
 * as long as the longest input and the shorter ones start again until it ends, so every panel
 * keeps moving and keeps its own frames' timing.
 */
export const combineTimings = ["loop-shorter"] as const;
export type CombineTiming = (typeof combineTimings)[number];

const backgroundMessage = 'Background must be "transparent" or a hex color such as #ffffff.';
const orderMessage = 'order must be a JSON list of "file:N" and "url:N" entries.';

/** `order` as sent: JSON text in a form, a list from the worker (which parses again). */
const orderField = z
  .preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return Symbol("invalid JSON");
      }
    },
    z
      .array(
        z
          .string()
          .regex(/^(file|url):\d{1,2}$/, { error: orderMessage })
          // By number, not by spelling (issue 40): "file:01" is file 1, so listing it beside
          // "file:1" is a duplicate, refused, instead of a second copy of file 1.
          .transform((entry) => {
            const [kind, index] = entry.split(":") as [string, string];
            return `${kind}:${Number(index)}`;
          }),
        { error: orderMessage },
      )
      .optional(),
  )
  .meta({
    type: "string",
    description:
      'The inputs in output order as a JSON list of "file:N" (the Nth uploaded file, from 0) and "url:N" (the Nth link); without it, files come first, then links.',
  });

/** Combine's settings as sent (multipart fields). */
export const combineOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  layout: z
    .enum(combineLayouts, { error: "Layout must be sequence, horizontal or vertical." })
    .default("sequence")
    .meta({
      description:
        "sequence: the animations play one after another; horizontal: side by side in a row; vertical: stacked in a column.",
    }),
  size: z
    .enum(combineSizeModes, { error: "Size must be first, largest or smallest." })
    .default("first")
    .meta({
      description:
        "Which input sets the size: first, largest (most pixels) or smallest. In a sequence the others are fitted inside its picture (aspect kept, padded with background); side by side they take its height (stacked: its width).",
    }),
  background: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(transparent|#[0-9a-f]{6})$/, { error: backgroundMessage })
    .default("transparent")
    .meta({ description: 'The padding around a fitted input: "transparent" or #rrggbb.' }),
  timing: z
    .enum(combineTimings, { error: "Timing must be loop-shorter." })
    .default("loop-shorter")
    .meta({
      description:
        "Side by side: loop-shorter plays the shorter animations again until the longest ends (each keeps its own frame delays).",
    }),
  order: orderField,
});
export type CombineOptions = z.infer<typeof combineOptionsSchema>;
export const combineDefaults: CombineOptions = combineOptionsSchema.parse({});

export interface InputReference {
  kind: "file" | "url";
  index: number;
}

/** The inputs in output order: `order` when given, otherwise every file, then every link. */
export function orderedInputs(
  order: readonly string[] | undefined,
  counts: { fileCount: number; urlCount: number },
): InputReference[] {
  if (order) {
    return order.map((entry) => {
      const [kind, index] = entry.split(":") as ["file" | "url", string];
      return { kind, index: Number(index) };
    });
  }
  return [
    ...Array.from({ length: counts.fileCount }, (_, index) => ({ kind: "file" as const, index })),
    ...Array.from({ length: counts.urlCount }, (_, index) => ({ kind: "url" as const, index })),
  ];
}

/** "2 to 20" said once, for the start call, the processor and the page. */
export const inputCountMessage = (given: number) =>
  `Combine takes ${combineInputLimits.min} to ${combineInputLimits.max} animations; ${given} ${given === 1 ? "was" : "were"} given.`;

/**
 * The options against the request's inputs: between 2 and 20 of them, and `order` naming each
 * exactly once. Null when they agree.
 */
export function checkCombineInputs(
  options: Pick<CombineOptions, "order">,
  counts: { fileCount: number; urlCount: number },
): string | null {
  const inputCount = counts.fileCount + counts.urlCount;
  if (inputCount < combineInputLimits.min || inputCount > combineInputLimits.max) {
    return inputCountMessage(inputCount);
  }
  if (options.order) {
    const seen = new Set<string>();
    for (const entry of options.order) {
      const [kind, index] = entry.split(":") as [string, string];
      const available = kind === "file" ? counts.fileCount : counts.urlCount;
      if (Number(index) >= available) {
        return `order names ${entry}, but ${available} ${kind === "file" ? "file" : "link"}${available === 1 ? " was" : "s were"} sent.`;
      }
      if (seen.has(entry)) return `order names ${entry} twice.`;
      seen.add(entry);
    }
    if (seen.size !== inputCount) {
      return `order lists ${seen.size} of the ${inputCount} animations; it must list each once.`;
    }
  }
  return null;
}
