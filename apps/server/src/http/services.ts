import type { Config } from "../config.ts";
import type { ApiKeys } from "../keys/api-keys.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { RecordStore } from "../storage/record-store.ts";
import type { BatchRecords } from "../tasks/batch-records.ts";
import type { TaskQueue } from "../tasks/task-record.ts";
import type { WebhookDeliveries } from "../webhooks/webhook-deliveries.ts";
import type { IdempotencyRecords } from "./idempotency.ts";
import type { Mailer } from "./mailer.ts";
import type { RequestAllowance } from "./storage-allowance.ts";

/** What the HTTP layer is given by main.ts (or by a test). */
export interface Services {
  config: Config;
  store: BlobStore;
  queue: TaskQueue;
  binaryVersions: Record<string, string | null>;
  /**
   * Refuses new tasks when the server is saturated (queue, per-caller, disk budget). `clientAddress`
   * is the caller's limit key (an address, or `key:<id>`); a key has its own cap of unfinished
   * tasks (`maxUnfinishedTasks`, default an address's).
   */
  assertCanAcceptTask(clientAddress: string, maxUnfinishedTasks?: number): Promise<void>;
  /**
   * The storage an upload of this address may take, counted as its bytes arrive
   * (MAX_STORED_BYTES, MAX_STORED_BYTES_PER_ADDRESS); throws 429 when the address is at its cap.
   * Absent in route tests on fakes.
   */
  openStorageAllowance?(clientAddress: string): Promise<RequestAllowance>;
  /** API keys (issue 37); absent where no record store is set up (then every call is an address's). */
  keys?: ApiKeys;
  /** Idempotency-Key entries of start calls. */
  idempotency?: IdempotencyRecords;
  /** Sends mail through SMTP_URL; absent without it. */
  mailer?: Mailer;
  /** Webhook deliveries (the task-finished event's subscriber) and their sender. */
  deliveries?: WebhookDeliveries;
  /** Batches and destination packs (POST /api/batch, /api/destinations-pack); absent on fakes. */
  batches?: BatchRecords;
  /** Small records (the URL transformations' cache entries); absent on fakes. */
  records?: RecordStore;
}
