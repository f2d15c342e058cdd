import type { Config } from "../config.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { TaskQueue } from "../tasks/task-record.ts";

/** What the HTTP layer is given by main.ts (or by a test). */
export interface Services {
  config: Config;
  store: BlobStore;
  queue: TaskQueue;
  binaryVersions: Record<string, string | null>;
  /** Refuses new tasks when the server is saturated (queue, per-address, disk budget). */
  assertCanAcceptTask(clientAddress: string): Promise<void>;
}
