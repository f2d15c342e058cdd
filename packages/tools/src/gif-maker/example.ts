import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [
    { kind: "fixture", source: "elephant" },
    { kind: "still", source: "flower", atSeconds: 4 },
    { kind: "still", source: "friday", atSeconds: 1 },
  ],
  steps: [
    { fields: { frame_duration: "1000", quality_level: "medium" } },
    // GIF Maker keeps the first image's size; Resize brings it to the page's 480 px.
    { tool: "resize", fields: { width: "480", height: "480", maintain_aspect_ratio: "true" } },
  ],
  settings: "1 s per picture, medium quality; then Resize to 480 px wide",
  inputAlts: [
    "An elephant silhouetted against an orange sunset sky full of birds.",
    "A red flower opening among green leaves with purple edges.",
    "Women at a telephone switchboard in an old black-and-white film.",
  ],
  outputAlt:
    "Animated GIF: a slideshow of the elephant at sunset, the red flower and the black-and-white switchboard scene, one second each.",
});
