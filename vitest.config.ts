import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts", "apps/*/src/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**"],
    // Media and browser tests run real ffmpeg and Chromium on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // One retry: on a loaded 2-core machine a media or browser test can miss its time limit once;
    // a real defect fails twice, and `npm test` names every test that failed.
    retry: 1,
    reporters: ["default"],
  },
});
