import { effectFilters } from "../../effects/server/commands.ts";
import { effectsGifPath } from "../../effects/server/process.ts";
import type { EffectsParams } from "../effects.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/** Labels of a step's own graph links: two effects steps in one graph never share a name. */
const labelPrefix = (stepNumber: number) => `s${stepNumber}fx`;

export default defineServerOperation<EffectsParams>({
  // Colour filters on the colour tables alone where they can (effects/server/process.ts).
  gifPath: (params, run) => effectsGifPath(params, run),
  takesLoop: true,
  frameGraph: (params, { step }) => ({
    filters: effectFilters(params.filters, params.transparency, labelPrefix(step.number)),
  }),
  videoGraph: (params, { step }) => ({
    video: effectFilters(params.filters, params.transparency, labelPrefix(step.number)),
    audio: [],
  }),
});
