import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "fixture", source: "classroom" }],
  // A highlight on the two people on the left, an arrow to the one on the right, numbered steps.
  steps: [
    {
      fields: {
        shapes: JSON.stringify([
          {
            kind: "highlight",
            points: [
              [40, 120],
              [165, 230],
            ],
            color: "#facc15",
          },
          {
            kind: "arrow",
            points: [
              [420, 60],
              [330, 130],
            ],
            color: "#ef4444",
            stroke_width: 6,
          },
          { kind: "step", points: [[60, 100]], number: 1, color: "#2563eb", stroke_width: 5 },
          {
            kind: "step",
            points: [[440, 40]],
            number: 2,
            color: "#2563eb",
            stroke_width: 5,
            start_time: 1,
          },
        ]),
      },
    },
  ],
  settings: "a yellow highlight box, a red arrow and two numbered steps, the second shown from 1 s",
  inputAlts: [
    "A classroom seen from a ceiling camera: four people sit at white tables facing the camera.",
  ],
  outputAlt:
    "The classroom GIF with a translucent yellow box over the two people on the left marked with step 1, and a red arrow to the person on the right with step 2.",
});
