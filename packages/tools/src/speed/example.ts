import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday" }],
  steps: [{ fields: { speed: "2" } }],
  settings: "speed 2×: every delay halved (0.1 s → 0.05 s), every frame kept",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt: "The same black-and-white switchboard scene playing twice as fast, in half the time.",
});
