import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday" }],
  steps: [
    {
      // Frames 1-10 forwards, then 9 back to 2: a boomerang that loops without a jump.
      fields: {
        frames: JSON.stringify(
          [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((index) => ({ index })),
        ),
      },
    },
  ],
  settings: "frames 1 to 10, then 9 back to 2, each with its own delay: a boomerang loop",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The first second of the switchboard scene played forwards and then backwards, looping smoothly.",
});
