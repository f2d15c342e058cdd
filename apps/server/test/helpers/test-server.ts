import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { createRuntime, type Runtime } from "../../src/runtime.ts";

export interface TestServer {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  dataDir: string;
  /** Base URL when started with `listen: true`. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A real server (worker processes, local storage in a temporary directory) for a test.
 * `env` overrides configuration variables; loopback URLs are allowed so tests can serve inputs.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    serveWebSite?: boolean;
    dataDir?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "gifkit-test-")));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WORKER_CONCURRENCY: "2",
    UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: "true",
    // Tests start many tasks and poll every 100 ms; rate-limit tests set their own numbers.
    RATE_LIMIT_START_PER_MINUTE: "100000",
    RATE_LIMIT_STATUS_PER_MINUTE: "1000000",
    // Every injected request comes from one address that stands for many people: tool tests run
    // their tasks two at a time, as before fair queueing; fairness tests set "true".
    FAIR_SHARE_PER_ADDRESS: "false",
    // Most test servers run a few tasks or none: a task process starts when a task needs it,
    // not three with every server (about 0.7 s of CPU each; issue 23, the suite's time).
    PRESTART_TASK_PROCESSES: "false",
    ...options.env,
  });
  const runtime = await createRuntime(config);
  const app = await buildApp({
    services: runtime.services,
    serveWebSite: options.serveWebSite ?? false,
  });
  let baseUrl = "";
  if (options.listen) {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (address && typeof address === "object") baseUrl = `http://127.0.0.1:${address.port}`;
  }
  return {
    app,
    runtime,
    config,
    dataDir,
    baseUrl,
    async close() {
      await app.close();
      await runtime.close(0);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds a multipart body for `app.inject` (files as buffers, fields as strings). */
export function multipart(
  parts: { name: string; value: string | Buffer; fileName?: string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gifkit${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName
      ? `\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}`
      : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Polls a task until it finishes (or the deadline passes) and returns its last status. */
export async function waitForTask(
  app: FastifyInstance,
  taskId: string,
  timeoutMs = 120_000,
  /** Between polls: 100 ms, or less where a file waits for a thousand short tasks (gif-suites). */
  pollMs = 100,
): Promise<TaskStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: "GET", url: `/api/task-status/${taskId}` });
    const status = response.json() as TaskStatus;
    if (status.state === "SUCCESS" || status.state === "FAILURE" || status.state === "CANCELLED")
      return status;
    if (Date.now() > deadline)
      throw new Error(`task ${taskId} did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Downloads a result into a Buffer through the real route. */
export async function download(app: FastifyInstance, key: string) {
  const response = await app.inject({ method: "GET", url: `/api/download/${key}?proxy=1` });
  return { response, body: response.rawPayload };
}
