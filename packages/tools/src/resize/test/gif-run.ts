import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: { width: "120", height: "120" },
} satisfies GifRun;
