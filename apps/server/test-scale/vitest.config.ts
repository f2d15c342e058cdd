import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The scale-out suite (`npm run test:scale`): real redis-server, a real S3 server and separate
 * API and worker processes. Kept out of the default run (apps/server/test); one file at a time,
 * because each starts its own processes on a 2-core machine.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../../../", import.meta.url)),
  test: {
    include: ["apps/server/test-scale/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    reporters: ["default"],
  },
});
