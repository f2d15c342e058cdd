import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday" }],
  steps: [{ fields: { format: "png" } }],
  shownEntry: "frame-010.png",
  settings: "every frame as PNG, in frames.zip with frames.json; shown: frame-010.png",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The tenth frame of the switchboard scene as a still PNG: the women at the switchboard, one in a top hat.",
});
