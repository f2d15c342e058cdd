import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-small" }],
  // Ten frames of 160 × 120: the square-ish layout is 4 columns and 3 rows, 2 px apart.
  steps: [{ fields: { direction: "to-sheet", padding: "2" } }],
  settings:
    "animation to sheet: 10 frames in the square-ish 4 × 3 grid, 2 px padding, transparent background (sprite-sheet.json beside it)",
  inputAlts: [
    "Women at a telephone switchboard in an old black-and-white film: one second, small.",
  ],
  outputAlt:
    "One PNG with the ten frames of the switchboard scene in a grid of four columns and three rows, the last two cells empty.",
});
