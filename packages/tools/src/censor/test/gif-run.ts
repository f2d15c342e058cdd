import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: {
    regions: JSON.stringify([{ x: 20, y: 20, width: 80, height: 60, style: "pixelate" }]),
  },
} satisfies GifRun;
