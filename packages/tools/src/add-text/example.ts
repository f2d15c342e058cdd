import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "flower" }],
  steps: [
    {
      fields: {
        layers: JSON.stringify([
          {
            // Meme Style.
            font_family: "Impact",
            color: "#ffffff",
            stroke_color: "#000000",
            text: "IT'S SPRING",
            font_size: 56,
            stroke_width: 3,
            vertical_align: "bottom",
            offset_y: -12,
          },
        ]),
      },
    },
  ],
  settings: "Meme Style (Impact, white with a black outline), at the bottom",
  inputAlts: ["A red flower bud among green leaves, opening slightly."],
  outputAlt:
    "The red flower bud with the caption IT'S SPRING in white Impact letters with a black outline at the bottom.",
});
