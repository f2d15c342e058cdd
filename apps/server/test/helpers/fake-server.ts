import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createFakeMediaToolkit,
  type FakeMediaScript,
  type FakeMediaToolkit,
} from "@gifkit/tools/shared/fake-media-toolkit";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { createMailer } from "../../src/http/mailer.ts";
import type { Services } from "../../src/http/services.ts";
import type { Resolver } from "../../src/ingest/safe-fetch.ts";
import { createKeyServices, type KeyServices } from "../../src/keys/key-services.ts";
import { FileRecordStore } from "../../src/storage/record-store.ts";
import { executeTask } from "../../src/tasks/execute-task.ts";
import { InProcessTaskQueue } from "../../src/tasks/in-process-queue.ts";
import type { TaskRunner } from "../../src/tasks/task-record.ts";
import { MemoryBlobStore, MemoryTaskRepository } from "./memory-stores.ts";

export interface FakeServer {
  app: FastifyInstance;
  config: Config;
  /** Every blob: uploads, results (inspect or seed them). */
  store: MemoryBlobStore;
  /** The toolkit the processors ran on: its recorded calls and commands. */
  media: FakeMediaToolkit;
  queue: InProcessTaskQueue;
  /** Keys, idempotency entries and webhook deliveries. */
  keyServices: KeyServices;
  close(): Promise<void>;
}

/**
 * The HTTP app on fakes, for route tests that run in milliseconds: the real routes, intake checks,
 * queue (in-process driver), task execution and processors, but the blobs and task records in
 * memory and the media work on the fake toolkit (`media` script: nothing is spawned, no worker is
 * forked). What it cannot show is what the binaries make of a file: the media tests and
 * test-server.ts (real workers) do that.
 */
export async function startFakeServer(
  options: {
    media?: FakeMediaScript;
    env?: Record<string, string>;
    /** The webhook sender's DNS (a name that resolves to a private address). */
    resolve?: Resolver;
  } = {},
): Promise<FakeServer> {
  // Only each task's private directory is on disk: processors read and write real paths.
  const workRoot = await mkdtemp(join(tmpdir(), "gifkit-fake-server-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: workRoot,
    LOG_LEVEL: "silent",
    WORKER_CONCURRENCY: "2",
    RATE_LIMIT_START_PER_MINUTE: "100000",
    RATE_LIMIT_STATUS_PER_MINUTE: "1000000",
    ...options.env,
  });
  const store = new MemoryBlobStore();
  const media = createFakeMediaToolkit(options.media);
  // The worker's own task runner (execute-task.ts), in this process and on the fake toolkit.
  const runner: TaskRunner = {
    run: (task, { signal, onProgress, timeoutMs }) =>
      executeTask(
        task,
        {
          store,
          media,
          workRoot: join(workRoot, "work"),
          maxUploadBytes: config.limits.maxUploadBytes,
          allowLoopbackUrls: false,
          limits: config.limits,
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]), onProgress },
      ),
    close: async () => {},
  };
  const queue = new InProcessTaskQueue({
    repository: new MemoryTaskRepository(),
    runner,
    concurrency: config.workerConcurrency,
    maxQueued: config.maxQueuedTasks,
    logger: pino({ level: "silent" }),
    onFinished: async (record) => {
      await Promise.all(record.payload.inputKeys.map((key) => store.delete(key)));
    },
  });
  await queue.start();
  // Keys, idempotency and webhooks as in production, their records in the work directory.
  const records = await FileRecordStore.open(join(workRoot, "records"));
  const keyServices = await createKeyServices({
    config,
    queue,
    records,
    logger: pino({ level: "silent" }),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  const services: Services = {
    config,
    store,
    queue,
    binaryVersions: { ffmpeg: "fake", gifsicle: "fake" },
    assertCanAcceptTask: async () => {},
    keys: keyServices.keys,
    idempotency: keyServices.idempotency,
    deliveries: keyServices.deliveries,
    mailer: createMailer(config),
  };
  const app = await buildApp({ services, serveWebSite: false });
  return {
    app,
    config,
    store,
    media,
    queue,
    keyServices,
    async close() {
      await app.close();
      await keyServices.close();
      await queue.close(0);
      await rm(workRoot, { recursive: true, force: true });
    },
  };
}
