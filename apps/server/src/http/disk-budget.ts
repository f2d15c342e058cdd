import { statfs } from "node:fs/promises";
import type { BlobStore } from "../storage/blob-store.ts";
import { HttpError } from "./http-error.ts";

export interface DiskBudgetOptions {
  store: BlobStore;
  /** Stored inputs and results together may not pass this (MAX_STORED_BYTES). */
  maxStoredBytes: number;
  /** The volume holding `dataDirectory` must keep this much free (MIN_FREE_DISK_BYTES). */
  minFreeDiskBytes: number;
  /** Task directories and local blobs live here. */
  dataDirectory: string;
  /** Frees what has expired; run (once at a time) whenever the budget is found full. */
  sweep: () => Promise<unknown>;
  /** How long a measured total is trusted (listing a store is not free). */
  cacheMs?: number;
}

const retryAfterSeconds = 60;

interface Measure {
  atMs: number;
  full: boolean;
  why: string;
  storedBytes: number;
}

/**
 * The disk budget (reliability R4.6): when stored files reach MAX_STORED_BYTES, or the volume
 * runs low, new tasks are refused with 503 and Retry-After before anything is uploaded, and the
 * sweeper is started. Tasks already accepted carry on; a result is only ever reported after it
 * was stored whole (blob writes are temp-then-rename).
 */
export class DiskBudget {
  private readonly options: DiskBudgetOptions;
  private measured: Measure | null = null;
  private measuring: Promise<Measure> | null = null;
  /** Bytes stored through uploads since the last measure began (not in it yet). */
  private addedSinceMeasure = 0;
  private sweeping: Promise<unknown> | null = null;

  constructor(options: DiskBudgetOptions) {
    this.options = options;
  }

  /** Throws 503 `storage-full` when there is no room for a new task. */
  async assertRoom(): Promise<void> {
    const state = await this.current();
    if (!state.full) return;
    throw this.noRoom(state.why);
  }

  /** Bytes stored now, as last measured plus what uploads stored since. */
  async storedBytes(): Promise<number> {
    return (await this.current()).storedBytes + this.addedSinceMeasure;
  }

  /** An upload stored these bytes (counted until the next measure sees them). */
  added(bytes: number): void {
    this.addedSinceMeasure += bytes;
  }

  /**
   * The 503 `storage-full` answer (MAX_STORED_BYTES reached, or the volume low), and the sweep
   * started: also what ends an upload whose bytes would pass MAX_STORED_BYTES as they arrive.
   */
  noRoom(why = "the storage budget is used up"): HttpError {
    this.startSweep();
    return new HttpError(
      503,
      "storage-full",
      `The server has no room for new files right now (${why}). Please try again in a few minutes.`,
      { "retry-after": String(retryAfterSeconds) },
    );
  }

  private async current(): Promise<Measure> {
    const cacheMs = this.options.cacheMs ?? 2_000;
    if (this.measured && Date.now() - this.measured.atMs < cacheMs) return this.measured;
    this.measuring ??= this.measure().finally(() => {
      this.measuring = null;
    });
    return this.measuring;
  }

  private async measure(): Promise<Measure> {
    this.addedSinceMeasure = 0;
    const [storedBytes, freeBytes] = await Promise.all([
      this.options.store.totalBytes(),
      statfs(this.options.dataDirectory).then(
        (volume) => volume.bavail * volume.bsize,
        () => Number.POSITIVE_INFINITY,
      ),
    ]);
    let why = "";
    if (storedBytes >= this.options.maxStoredBytes) why = "the storage budget is used up";
    else if (freeBytes < this.options.minFreeDiskBytes) why = "the disk is nearly full";
    this.measured = { atMs: Date.now(), full: why !== "", why, storedBytes };
    return this.measured;
  }

  private startSweep(): void {
    this.sweeping ??= this.options
      .sweep()
      .catch(() => {})
      .finally(() => {
        this.sweeping = null;
        this.measured = null; // measure again after freeing
      });
  }
}
