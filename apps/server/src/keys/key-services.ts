import { keyRequestLimits, webhookDeliveryRules } from "@gifkit/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { IdempotencyRecords } from "../http/idempotency.ts";
import type { Resolver } from "../ingest/safe-fetch.ts";
import type { RecordStore } from "../storage/record-store.ts";
import type { TaskQueue, TaskRecord } from "../tasks/task-record.ts";
import { WebhookDeliveries } from "../webhooks/webhook-deliveries.ts";
import { ApiKeys } from "./api-keys.ts";

export interface KeyServices {
  keys: ApiKeys;
  idempotency: IdempotencyRecords;
  deliveries: WebhookDeliveries;
  close(): Promise<void>;
}

/** Bytes of a finished task's stored outputs (its result's `sizes`). */
function resultBytes(record: TaskRecord): number {
  const sizes = record.result?.sizes ?? {};
  return Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Keys, idempotency entries and webhook deliveries on one record store (a file under DATA_DIR,
 * or Redis), subscribed to the queue's task-finished event: a keyed task's result bytes count to
 * its key, and a task with a callback gets its delivery, sent by the deliveries' own timer.
 */
export async function createKeyServices(options: {
  config: Config;
  queue: TaskQueue;
  records: RecordStore;
  logger: FastifyBaseLogger;
  /** Test-only: the webhook sender's DNS (a name that resolves to a private address). */
  resolve?: Resolver;
}): Promise<KeyServices> {
  const { config, queue, records, logger } = options;
  const keys = new ApiKeys(records, {
    confirmationTtlMs: keyRequestLimits.confirmationLinkHours * 3_600_000,
  });
  // As long as the task record: a finished record is kept the result TTL (the Redis backstop is
  // twice that and an hour).
  const idempotency = new IdempotencyRecords(
    records,
    (config.limits.resultTtlMinutes * 2 + 60) * 60_000,
  );
  const deliveries = new WebhookDeliveries({
    records,
    keys,
    logger,
    retryDelaysMs: config.webhookRetryDelaysSeconds.map((seconds) => seconds * 1000),
    retryForMs: webhookDeliveryRules.retryForHours * 3_600_000,
    attemptTimeoutMs: webhookDeliveryRules.timeoutSeconds * 1000,
    allowLoopback: config.allowLoopbackUrlsForTests,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  const unsubscribe = queue.onTaskFinished(async (record) => {
    const { keyId } = record.payload;
    if (!keyId) return;
    if (record.state === "SUCCESS") await keys.addBytes(keyId, "out", resultBytes(record));
    await deliveries.enqueue(record);
  });
  deliveries.start();
  // The in-process driver emits after its write: a crash between the two would lose the event,
  // so finished tasks of the last day with a callback and no delivery get theirs at start
  // (enqueue makes each delivery once). The BullMQ driver's stream cannot lose one.
  if (!config.redisUrl) {
    const sinceMs = Date.now() - webhookDeliveryRules.retryForHours * 3_600_000;
    for await (const record of queue.listFinished()) {
      if (record.payload.callbackUrl && (record.finishedAtMs ?? 0) >= sinceMs) {
        await deliveries.enqueue(record).catch(() => {});
      }
    }
  }
  return {
    keys,
    idempotency,
    deliveries,
    async close() {
      unsubscribe();
      await deliveries.stop();
      await records.close();
    },
  };
}
