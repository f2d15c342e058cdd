import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: { filters: '["sepia"]' },
} satisfies GifRun;
