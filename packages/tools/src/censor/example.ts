import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  // Full size: the page shows a video of the result, so the GIF's weight (about 1 MB) is
  // only that of the proof file linked under it.
  inputs: [{ kind: "fixture", source: "classroom" }],
  // Each face, a little larger than it is, so the small movements stay covered.
  steps: [
    {
      fields: {
        regions: JSON.stringify(
          [
            [54, 134, 40, 46],
            [118, 114, 34, 40],
            [222, 114, 34, 40],
            [296, 134, 42, 46],
          ].map(([x, y, width, height]) => ({
            x,
            y,
            width,
            height,
            style: "pixelate",
            strength: 10,
          })),
        ),
      },
    },
  ],
  settings: "four regions pixelated with 10 px blocks, for the whole GIF",
  inputAlts: [
    "A classroom seen from a ceiling camera: four people sit at white tables facing the camera.",
  ],
  outputAlt: "The classroom GIF with each of the four faces hidden by coarse pixel blocks.",
});
