import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: { x: "10", y: "10", width: "40" },
  extraUpload: { field: "overlay", path: "image/elephant-660-480.jpg", type: "image/jpeg" },
} satisfies GifRun;
