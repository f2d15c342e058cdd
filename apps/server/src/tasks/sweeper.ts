import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "../storage/blob-store.ts";
import type { TaskQueue } from "./task-record.ts";

export interface SweepReport {
  tasksRemoved: number;
  blobsRemoved: number;
}

/**
 * Retention is guaranteed here, not by queue settings: results and finished task records go
 * after the TTL; inputs go when their task ends (and any input older than the TTL whose task is
 * gone, e.g. after a crash, is removed too).
 */
export async function sweepOnce(
  queue: TaskQueue,
  store: BlobStore,
  ttlMs: number,
  nowMs: number = Date.now(),
): Promise<SweepReport> {
  let tasksRemoved = 0;
  let blobsRemoved = 0;
  for await (const record of queue.listFinished()) {
    if (record.finishedAtMs !== null && nowMs - record.finishedAtMs >= ttlMs) {
      for (const key of Object.values(record.result ?? {})) {
        if (typeof key === "string") {
          await store.delete(key);
        }
      }
      for (const key of record.payload.inputKeys) await store.delete(key);
      await queue.remove(record.id);
      tasksRemoved++;
    }
  }
  for await (const blob of store.list()) {
    if (nowMs - blob.metadata.createdAtMs >= ttlMs) {
      await store.delete(blob.key);
      blobsRemoved++;
    }
  }
  return { tasksRemoved, blobsRemoved };
}

export function startSweeper(
  queue: TaskQueue,
  store: BlobStore,
  ttlMs: number,
  intervalMs: number,
  logger: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOnce(queue, store, ttlMs)
      .then((report) => {
        if (report.tasksRemoved + report.blobsRemoved > 0)
          logger.info(report, "swept expired files");
      })
      .catch((error) => logger.error({ err: error }, "sweep failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
