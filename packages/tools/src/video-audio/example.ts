import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  // Mute: the result is a video the examples block plays (an extracted sound would need a player
  // of its own there).
  steps: [{ fields: { action: "mute" } }],
  settings: "mute: the sound removed, the picture copied as it is",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene with no sound.",
});
