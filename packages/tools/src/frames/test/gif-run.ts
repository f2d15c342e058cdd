import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: { frames: JSON.stringify([{ index: 41 }, { index: 0, delay_cs: 10 }, { index: 20 }]) },
} satisfies GifRun;
