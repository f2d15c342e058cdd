import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [{ fields: { start_time: "0.5", end_time: "2", mode: "exact" } }],
  settings: "from 0.5 s to 2 s, exact (re-encoded from that frame), sound kept",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "A second and a half of the same switchboard scene.",
});
