import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "fixture", source: "bottles" }],
  // The "bottles" clip other examples start from is this same run (make-examples.ts `clips`).
  steps: [
    {
      fields: {
        segments: JSON.stringify([{ start: 5.5, end: 8 }]),
        fps: "10",
        width: "480",
        height: "270",
        quality: "low",
      },
    },
  ],
  settings: "seconds 5.5-8, 10 fps, 480 × 270, low quality",
  inputAlts: ["Three plastic water bottles with blue caps on a white table against a gray wall."],
  outputAlt:
    "Animated GIF: a hand reaches in from the left and lifts the left-hand bottle of three on a white table.",
});
