import type { GifRun } from "../../../../../apps/server/test/helpers/gif-runs.ts";

/** Fields that make this tool do real work on a small GIF (the tests that run every GIF tool). */
export default {
  fields: {
    shapes: JSON.stringify([
      {
        kind: "rectangle",
        points: [
          [2, 2],
          [30, 30],
        ],
        color: "#ff0000",
      },
    ]),
  },
} satisfies GifRun;
