import { randomUUID } from "node:crypto";
import type { RecordStore } from "../storage/record-store.ts";

/**
 * A batch (POST /api/batch: one operation list over many inputs) or a destination pack (POST
 * /api/destinations-pack: one input made for many places): the tasks it started, in order, each
 * with the input's name and, in a pack, the place. Its progress, results and state are read from
 * the tasks' own records; this record only groups them. Kept beside the API keys' records (a file
 * under DATA_DIR, or Redis) as long as its tasks' records are kept.
 */
export interface BatchTaskEntry {
  taskId: string;
  /** The input's name: the file's, the link's last path segment, or the kept result's key. */
  inputName: string;
  /** In a destination pack: the destination's id. */
  destination?: string;
}

export interface BatchRecord {
  id: string;
  kind: "batch" | "destinations";
  createdAtMs: number;
  /** The caller's limit key (an address, or key:<id>). */
  scope: string;
  tasks: BatchTaskEntry[];
  /** A destination pack: the input's size in bytes, for its README's "what changed". */
  inputBytes?: number;
  /** SHA-256 of the batch's cancel secret (the start answer's `cancel_token`, issue 40). */
  cancelTokenSha256?: string;
  /** Set by DELETE /api/batch/{id}. */
  cancelledAtMs?: number;
}

export class BatchRecords {
  private readonly records: RecordStore;
  private readonly ttlMs: number;

  constructor(records: RecordStore, ttlMs: number) {
    this.records = records;
    this.ttlMs = ttlMs;
  }

  async create(record: Omit<BatchRecord, "id" | "createdAtMs">): Promise<BatchRecord> {
    const saved: BatchRecord = { id: randomUUID(), createdAtMs: Date.now(), ...record };
    await this.records.set(`batch:${saved.id}`, JSON.stringify(saved), this.ttlMs);
    return saved;
  }

  async get(id: string): Promise<BatchRecord | null> {
    // Ids are UUIDs; anything else is simply unknown.
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const text = await this.records.get(`batch:${id}`);
    return text ? (JSON.parse(text) as BatchRecord) : null;
  }

  async markCancelled(record: BatchRecord): Promise<BatchRecord> {
    const cancelled = { ...record, cancelledAtMs: Date.now() };
    const remainingMs = Math.max(1000, record.createdAtMs + this.ttlMs - Date.now());
    await this.records.set(`batch:${record.id}`, JSON.stringify(cancelled), remainingMs);
    return cancelled;
  }
}
