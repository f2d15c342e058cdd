import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "fixture", source: "classroom" }],
  // The two people at the right-hand table.
  steps: [{ fields: { x: "180", y: "90", width: "256", height: "160" } }],
  settings: "a 256 × 160 box at x 180, y 90",
  inputAlts: [
    "A classroom seen from a ceiling camera: four people sit at white tables facing the camera.",
  ],
  outputAlt: "The classroom GIF cropped to the two people at the right-hand tables.",
});
