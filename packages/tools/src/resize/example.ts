import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "fixture", source: "classroom" }],
  steps: [{ fields: { width: "240", height: "135", maintain_aspect_ratio: "true" } }],
  settings: "240 × 135 (half size), aspect ratio kept",
  inputAlts: [
    "A classroom seen from a ceiling camera: four people sit at white tables facing the camera.",
  ],
  outputAlt: "The same classroom GIF at 240 × 135: four people at their tables, moving slightly.",
});
