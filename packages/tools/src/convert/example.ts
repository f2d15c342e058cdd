import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "flower" }],
  steps: [{ fields: { format: "webp" } }],
  settings: "animated WebP, lossless: the same frames, delays and loop",
  inputAlts: ["A red flower bud among green leaves, opening slightly."],
  outputAlt: "The same red flower bud opening, as an animated WebP.",
});
