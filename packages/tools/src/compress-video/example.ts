import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { target_size_bytes: "100000", format: "mp4" } }],
  settings:
    "target 100 KB (the smallest allowed), MP4: two passes at the bitrate that size allows, at the clip's own size, sound kept",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene, a little softer, in a file about half the size.",
});
