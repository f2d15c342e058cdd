import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [
    { kind: "clip", clip: "flower" },
    { kind: "clip", clip: "bottles" },
  ],
  steps: [{ fields: { layout: "horizontal", size: "first" } }],
  settings: "side by side at the first GIF's height; the shorter one loops until the longer ends",
  inputAlts: [
    "A red flower bud among green leaves, opening slightly.",
    "Animated GIF: a hand reaches in from the left and lifts the left-hand bottle of three on a white table.",
  ],
  outputAlt:
    "The flower bud and the bottles GIF side by side: the bud opens and starts again while the hand lifts a bottle.",
});
