import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { duration_seconds: "4.5" } }],
  settings:
    "looped to 4.5 s: the 3 s video plays once and then its first half again, sound too, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same switchboard scene played again from its start once it ends.",
});
