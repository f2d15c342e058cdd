import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: {
    layers: JSON.stringify([{ text: "AGAIN", font_size: 20, color: "#ffffff" }]),
  },
} satisfies GifRun;
