/**
 * Entry point for a separate worker process (scaled deployment, REDIS_URL set). It runs
 * processors without the HTTP server. The BullMQ driver that feeds it is configured by REDIS_URL.
 */
import { loadConfig } from "./config.ts";

const config = loadConfig();
if (!config.redisUrl) {
  console.error(
    "npm run worker needs REDIS_URL: without it, the server runs tasks in its own worker processes.",
  );
  process.exit(1);
}
console.error("The BullMQ worker is not part of this build yet.");
process.exit(1);
