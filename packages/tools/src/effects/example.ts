import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "flower" }],
  // The Old film preset.
  steps: [
    {
      fields: {
        filters: JSON.stringify([
          { name: "sepia" },
          { name: "contrast", value: 1.1 },
          { name: "vignette", strength: 0.5 },
        ]),
      },
    },
  ],
  settings: "Old film preset: sepia, contrast 1.1, vignette 50%",
  inputAlts: ["A red flower bud among green leaves, opening slightly."],
  outputAlt: "The flower bud opening in warm sepia brown, its corners darkened like an old lens.",
});
