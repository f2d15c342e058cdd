import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { angle: "90", flip: "none" } }],
  settings: "turned 90° clockwise: 480 × 360 becomes 360 × 480, sound kept",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene turned on its side, now taller than wide.",
});
