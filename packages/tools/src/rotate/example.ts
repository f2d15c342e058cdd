import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  // The Video to GIF example's GIF: the table and the hand show which way is up.
  inputs: [{ kind: "clip", clip: "bottles" }],
  steps: [{ fields: { angle: "90", flip: "none" } }],
  settings: "angle 90° clockwise, no flip (lossless: same colors, frames and delays)",
  inputAlts: [
    "Animated GIF: a hand reaches in from the left and lifts the left-hand bottle of three on a white table.",
  ],
  outputAlt:
    "The bottles GIF turned a quarter clockwise: the table stands upright on the left and the hand reaches in from the top.",
});
