import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "flower" }],
  steps: [{ fields: {} }],
  settings: "frames played back to front, each with its own delay",
  inputAlts: ["A red flower bud among green leaves, opening slightly."],
  outputAlt: "The red flower bud playing backwards: it closes instead of opening.",
});
