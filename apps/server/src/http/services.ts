import type { Config } from "../config.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import type { TaskQueue } from "../tasks/task-record.ts";
import type { RequestAllowance } from "./storage-allowance.ts";

/** What the HTTP layer is given by main.ts (or by a test). */
export interface Services {
  config: Config;
  store: BlobStore;
  queue: TaskQueue;
  binaryVersions: Record<string, string | null>;
  /** Refuses new tasks when the server is saturated (queue, per-address, disk budget). */
  assertCanAcceptTask(clientAddress: string): Promise<void>;
  /**
   * The storage an upload of this address may take, counted as its bytes arrive
   * (MAX_STORED_BYTES, MAX_STORED_BYTES_PER_ADDRESS); throws 429 when the address is at its cap.
   * Absent in route tests on fakes.
   */
  openStorageAllowance?(clientAddress: string): Promise<RequestAllowance>;
}
