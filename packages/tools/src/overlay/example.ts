import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "flower" }],
  steps: [
    {
      fields: { x: "16", y: "16", width: "140", opacity: "0.8" },
      attachments: { overlay: "elephant" },
    },
  ],
  settings: "the elephant photo 140 px wide in the top-left corner, 16 px in, at 80% opacity",
  inputAlts: ["A red flower bud among green leaves, opening slightly."],
  outputAlt:
    "The red flower bud opening, with a small elephant-at-sunset picture in its top-left corner.",
});
