import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday" }],
  steps: [
    {
      fields: { quality: "60", colors: "64", lossy: "30", optimize_level: "3" },
    },
  ],
  settings: "Max Compression preset: quality 60, 64 colors, lossy 30",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The same black-and-white switchboard scene after Optimize: it still plays smoothly, with slightly coarser grain.",
});
