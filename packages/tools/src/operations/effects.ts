import { z } from "zod";
import {
  type EffectFilter,
  effectsMessages,
  maxFilters,
  readFilter,
  readTransparency,
  type Transparency,
} from "../effects/shared/options.ts";
import { defineOperation } from "./define-operation.ts";

/**
 * Effects (its `filters` and `transparency`, as JSON values rather than text): the filters in
 * order, each {name, ...setting} as Effects reads it; the transparency change optional. Neither
 * changes nothing (Effects' page sends that when only its loop count changes).
 */
export const effectsParams = z.strictObject({
  filters: z
    .array(z.unknown(), { error: effectsMessages.filtersList })
    .max(maxFilters, { error: effectsMessages.tooMany })
    .default([])
    .transform((list, context): EffectFilter[] => {
      const filters: EffectFilter[] = [];
      for (const [index, item] of list.entries()) {
        const filter = readFilter(item, index);
        if ("error" in filter) {
          context.addIssue({ code: "custom", message: filter.error });
          return z.NEVER;
        }
        filters.push(filter);
      }
      return filters;
    }),
  transparency: z
    .unknown()
    .optional()
    .transform((raw, context): Transparency | undefined => {
      if (raw === undefined) return undefined;
      const transparency = readTransparency(raw);
      if ("error" in transparency) {
        context.addIssue({ code: "custom", message: transparency.error });
        return z.NEVER;
      }
      return transparency;
    }),
});
export type EffectsParams = z.infer<typeof effectsParams>;

export const effectsOperation = defineOperation({
  name: "effects",
  listPosition: 10,
  summary:
    'Colour filters and blurs in order (filters: [{"name": "grayscale"}, {"name": "contrast", "value": 1.2}]), and transparency.',
  params: effectsParams,
  accepts: ["frames", "video"],
  plan: (_params, stream) => ({ facts: stream }),
});
