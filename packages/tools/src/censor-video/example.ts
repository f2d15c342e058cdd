import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [
    {
      fields: {
        regions: JSON.stringify([
          {
            x: 124,
            y: 10,
            width: 80,
            height: 78,
            style: "blur",
            strength: 12,
            color: "#000000",
            start_time: 0,
            end_time: null,
          },
        ]),
      },
    },
  ],
  settings: "the wall clock blurred (80 × 78 px, radius 12) from start to end, sound kept, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene with the clock on the wall blurred out.",
});
