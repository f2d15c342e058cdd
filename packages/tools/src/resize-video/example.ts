import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { width: "240", maintain_aspect_ratio: "true" } }],
  settings: "width 240 px, shape kept: 480 × 360 becomes 240 × 180, sound kept, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene at half the width and height.",
});
