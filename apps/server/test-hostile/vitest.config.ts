import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The hostile-input corpus (`npm run test:hostile`), kept out of the default run: it starts
 * servers that are attacked on purpose, measures time and memory, and so runs one file at a time.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../../..", import.meta.url)),
    include: ["apps/server/test-hostile/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    reporters: [fileURLToPath(new URL("./line-reporter.ts", import.meta.url))],
  },
});
