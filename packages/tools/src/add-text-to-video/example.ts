import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [
    {
      fields: {
        layers: JSON.stringify([
          { text: "Hello, operator?", vertical_align: "top", font_size: 32, end_time: 1.5 },
          { text: "Connecting you now", vertical_align: "bottom", font_size: 28, start_time: 1.5 },
        ]),
        format: "mp4",
      },
    },
  ],
  settings:
    "two text layers: “Hello, operator?” at the top for the first 1.5 s, “Connecting you now” at the bottom after, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The switchboard scene with “Hello, operator?” at the top, then “Connecting you now” at the bottom.",
});
