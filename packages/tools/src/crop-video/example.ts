import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { x: "240", y: "0", width: "202", height: "360" } }],
  settings: "a 9:16 box, 202 × 360 px from x 240, out of the 480 × 360 video, sound kept, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The woman in the top hat alone, in a tall 9:16 picture for a phone's screen.",
});
