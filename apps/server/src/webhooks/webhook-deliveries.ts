import { taskStatusSchema } from "@gifkit/contracts";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type Resolver, safePost, UrlFetchError } from "../ingest/safe-fetch.ts";
import type { ApiKeys } from "../keys/api-keys.ts";
import type { RecordStore } from "../storage/record-store.ts";
import { type TaskRecord, toTaskStatus } from "../tasks/task-record.ts";
import { webhookHeaders } from "./webhook-signature.ts";

/**
 * Webhooks (issue 37): when a task started with a `callback_url` finishes, a delivery is recorded
 * (the task-finished event's subscriber, `enqueue`) and sent by a timer of the API process, never
 * in a request: a Standard Webhooks POST of the task's status, signed with the key's secret,
 * retried with backoff until a 2xx or for a day. Deliveries are records of the RecordStore (a
 * file under DATA_DIR, or Redis), so they survive a restart and any API process may send a due
 * one (a short lock keeps two from sending it at once).
 */

/** The body of a delivery: Standard Webhooks' envelope around the task's status document. */
export const webhookEventSchema = z.object({
  type: z
    .enum(["task.succeeded", "task.failed", "task.cancelled"])
    .describe("What happened to the task."),
  timestamp: z.string().describe("When the task finished (ISO 8601)."),
  data: taskStatusSchema.describe("The task's status, as GET /api/task-status/{id} answers it."),
});

export interface DeliveryAttempt {
  atMs: number;
  /** The receiver's HTTP status; null when no answer came (refused, network, timeout). */
  status: number | null;
  /** What went wrong, for the key's page; null for a 2xx. */
  error: string | null;
}

export interface WebhookDelivery {
  /** `webhook-id`: the same on every attempt of this delivery (receivers deduplicate by it). */
  id: string;
  taskId: string;
  keyId: string;
  url: string;
  /** The body, fixed when the task finished: every attempt sends the same bytes. */
  body: string;
  createdAtMs: number;
  state: "pending" | "delivered" | "failed";
  nextAttemptAtMs: number | null;
  attempts: DeliveryAttempt[];
}

const dueSet = "webhook-deliveries-due";
const deliveryKey = (id: string) => `webhook-delivery:${id}`;
const eventTypes = {
  SUCCESS: "task.succeeded",
  FAILURE: "task.failed",
  CANCELLED: "task.cancelled",
} as const;

export interface WebhookDeliveryOptions {
  records: RecordStore;
  keys: ApiKeys;
  logger: FastifyBaseLogger;
  /** Waits before each retry (then the last one again) until `retryForMs` after the first. */
  retryDelaysMs: readonly number[];
  retryForMs: number;
  attemptTimeoutMs: number;
  /** Test-only: loopback receivers allowed (UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS). */
  allowLoopback: boolean;
  /** Injected in tests (a name that resolves to a private address). */
  resolve?: Resolver;
  /** How often due deliveries are looked for. */
  pollIntervalMs?: number;
}

export class WebhookDeliveries {
  private readonly options: WebhookDeliveryOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly lockId = `${process.pid}-${Math.random().toString(16).slice(2)}`;

  constructor(options: WebhookDeliveryOptions) {
    this.options = options;
  }

  /**
   * The task-finished event's subscriber: a task with a callback gets its delivery, once (the
   * event may come twice; the delivery's id is the task's).
   */
  async enqueue(record: TaskRecord, nowMs = Date.now()): Promise<void> {
    const { callbackUrl, keyId } = record.payload;
    if (!callbackUrl || !keyId || !(record.state in eventTypes)) return;
    const id = `msg_${record.id}`;
    const delivery: WebhookDelivery = {
      id,
      taskId: record.id,
      keyId,
      url: callbackUrl,
      body: JSON.stringify({
        type: eventTypes[record.state as keyof typeof eventTypes],
        timestamp: new Date(record.finishedAtMs ?? nowMs).toISOString(),
        data: toTaskStatus(record),
      } satisfies z.infer<typeof webhookEventSchema>),
      createdAtMs: nowMs,
      state: "pending",
      nextAttemptAtMs: nowMs,
      attempts: [],
    };
    const created = await this.options.records.setIfAbsent(
      deliveryKey(id),
      JSON.stringify(delivery),
      this.keptForMs(),
    );
    if (!created) return;
    await this.options.keys.recordDelivery(keyId, id, nowMs);
    await this.options.records.scheduleAdd(dueSet, id, nowMs);
    this.kick();
  }

  /** A delivery's record is kept a week after it was made (the key's page lists a week). */
  private keptForMs(): number {
    return 7 * 86_400_000;
  }

  async get(id: string): Promise<WebhookDelivery | null> {
    const text = await this.options.records.get(deliveryKey(id));
    return text ? (JSON.parse(text) as WebhookDelivery) : null;
  }

  /** Sends what is due now, every `pollIntervalMs` (off the request path). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private kick(): void {
    if (this.running || !this.timer) return;
    this.running = this.sendDue()
      .then(() => {})
      .catch((error) => this.options.logger.warn({ err: error }, "webhook deliveries failed"))
      .finally(() => {
        this.running = null;
      });
  }

  /** One round: each due delivery is attempted once (by one process: a lock per delivery). */
  async sendDue(nowMs = Date.now()): Promise<number> {
    const { records } = this.options;
    const due = await records.scheduleRange(dueSet, 0, nowMs, 20);
    let sent = 0;
    for (const id of due) {
      const lock = `webhook-delivery-lock:${id}`;
      if (!(await records.setIfAbsent(lock, this.lockId, this.options.attemptTimeoutMs + 5000)))
        continue;
      try {
        const delivery = await this.get(id);
        if (delivery?.state !== "pending") {
          await records.scheduleRemove(dueSet, id);
          continue;
        }
        await this.attempt(delivery);
        sent++;
      } finally {
        await records.delete(lock);
      }
    }
    return sent;
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { records, keys, logger } = this.options;
    const key = await keys.get(delivery.keyId);
    const atMs = Date.now();
    let attempt: DeliveryAttempt;
    let permanent = false;
    if (!key || key.revokedAtMs !== null) {
      // A revoked key's webhooks stop with it.
      attempt = { atMs, status: null, error: "The key was revoked: not sent." };
      permanent = true;
    } else {
      try {
        const answer = await safePost(
          delivery.url,
          delivery.body,
          webhookHeaders(key.webhookSecret, delivery.id, Math.floor(atMs / 1000), delivery.body),
          {
            maxBytes: 1024,
            answerBytes: 512,
            signal: AbortSignal.timeout(this.options.attemptTimeoutMs),
            totalTimeoutMs: this.options.attemptTimeoutMs,
            connectTimeoutMs: Math.min(5000, this.options.attemptTimeoutMs),
            idleTimeoutMs: this.options.attemptTimeoutMs,
            allowLoopback: this.options.allowLoopback,
            ...(this.options.resolve ? { resolve: this.options.resolve } : {}),
          },
        );
        const ok = answer.status >= 200 && answer.status < 300;
        attempt = {
          atMs,
          status: answer.status,
          error: ok ? null : `The receiver answered ${answer.status}.`,
        };
      } catch (error) {
        const message =
          error instanceof Error ? error.message.replace(/^Could not download the file: /, "") : "";
        // A private, loopback or link-local receiver is never reached: no retry will be.
        permanent = error instanceof UrlFetchError && error.code === "url-not-allowed";
        attempt = {
          atMs,
          status: null,
          error: permanent
            ? "The callback URL's address is not public: not sent."
            : `No answer: ${message || "the request failed."}`,
        };
      }
    }
    const delivered = attempt.status !== null && attempt.error === null;
    const retryAtMs = permanent || delivered ? null : this.nextAttemptAtMs(delivery, atMs);
    const updated: WebhookDelivery = {
      ...delivery,
      attempts: [...delivery.attempts, attempt],
      state: delivered ? "delivered" : retryAtMs === null ? "failed" : "pending",
      nextAttemptAtMs: retryAtMs,
    };
    await records.set(deliveryKey(delivery.id), JSON.stringify(updated), this.keptForMs());
    if (retryAtMs === null) await records.scheduleRemove(dueSet, delivery.id);
    else await records.scheduleAdd(dueSet, delivery.id, retryAtMs);
    logger.info(
      { deliveryId: delivery.id, taskId: delivery.taskId, status: attempt.status },
      delivered ? "webhook delivered" : "webhook attempt failed",
    );
  }

  /** The next try's time, or null once the day of retries is over. */
  private nextAttemptAtMs(delivery: WebhookDelivery, nowMs: number): number | null {
    const { retryDelaysMs, retryForMs } = this.options;
    const waitMs =
      retryDelaysMs[Math.min(delivery.attempts.length, retryDelaysMs.length - 1)] ?? 60_000;
    const atMs = nowMs + waitMs;
    const lastMs = delivery.createdAtMs + retryForMs;
    // The last try falls at the end of the day, not after it.
    if (nowMs >= lastMs) return null;
    return Math.min(atMs, lastMs);
  }
}
