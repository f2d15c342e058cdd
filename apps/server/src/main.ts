import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createRuntime } from "./runtime.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const runtime = await createRuntime(config);
const app = await buildApp({ services: runtime.services, logger: { level: config.logLevel } });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down: finishing running tasks");
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: config.host, port: config.port });
for (const [name, version] of Object.entries(runtime.services.binaryVersions)) {
  if (!version) app.log.warn(`${name} was not found: install it (Debian: apt-get install ${name})`);
}
const address = app.server.address();
const listeningPort = typeof address === "object" && address ? address.port : config.port;
app.log.info(`GifKit is running on http://localhost:${listeningPort}`);
