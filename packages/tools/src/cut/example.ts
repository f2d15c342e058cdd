import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday" }],
  steps: [{ fields: { start_time: "0.5", end_time: "1.5" } }],
  settings: "from 0.5 s to 1.5 s (the middle second of two)",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The middle second of the black-and-white switchboard scene: ten frames instead of twenty.",
});
