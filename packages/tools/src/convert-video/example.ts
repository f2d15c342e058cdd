import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { format: "webm", quality: "small" } }],
  settings: "MP4 to WebM (VP9 and Opus), smaller file, sound kept",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene as a WebM video.",
});
