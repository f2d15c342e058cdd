import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { RecordStore } from "../storage/record-store.ts";
import { HttpError } from "./http-error.ts";
import type { TaskForm } from "./intake.ts";

/**
 * `Idempotency-Key` on a start call (draft-ietf-httpapi-idempotency-key-header): a retried call
 * with the same key from the same caller gets the task of the first one (202, the same task_id)
 * instead of a second task, for as long as that task's record is kept. The same key with another
 * request is 422; while the first call with it is still being taken in, 409.
 */

const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex");

/** The header's value: a Structured Field String ("…"), or the same characters bare. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return null;
  const raw = (Array.isArray(header) ? header.join(",") : header).trim();
  const value = /^"(.*)"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!/^[\x21-\x7e]{1,255}$/.test(value) || value.includes('"')) {
    throw new HttpError(
      400,
      "invalid-idempotency-key",
      "Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID, as a quoted string.",
    );
  }
  return value;
}

/**
 * What makes two calls "the same request": the path, every field and each file's field, name,
 * size and first bytes (the whole file is never read back: the intake reads the upload stream).
 */
export function requestFingerprint(path: string, form: TaskForm): string {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => [name, Array.isArray(value) ? value : [value]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const files = form.files.map((file) => [
    file.fieldName,
    file.fileName,
    file.receivedBytes,
    sha256(file.head),
  ]);
  return sha256(JSON.stringify({ path, fields, files }));
}

type Entry =
  | { state: "taking-in"; fingerprint: string }
  | { state: "queued"; fingerprint: string; taskId: string };

export const idempotencyMessages = {
  inUse:
    "A call with this Idempotency-Key is still being taken in. Wait for its answer, then retry.",
  reused:
    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
} as const;

export class IdempotencyRecords {
  private readonly records: RecordStore;
  private readonly keptForMs: number;
  /** A call still being taken in after this long has surely died: its key may be used again. */
  private readonly takingInMs = 15 * 60_000;

  constructor(records: RecordStore, keptForMs: number) {
    this.records = records;
    this.keptForMs = keptForMs;
  }

  private entryKey(scope: string, key: string): string {
    return `idempotency:${sha256(`${scope}\n${key}`)}`;
  }

  /**
   * The first call with this key takes it (null: go on and queue); a replay answers the task it
   * made, if that task is still kept (`taskExists`); anything else is the draft's 409 or 422.
   */
  async begin(
    scope: string,
    key: string,
    fingerprint: string,
    taskExists: (taskId: string) => Promise<boolean>,
  ): Promise<{ replayOf: string } | null> {
    const entryKey = this.entryKey(scope, key);
    const takingIn = JSON.stringify({ state: "taking-in", fingerprint } satisfies Entry);
    for (let tries = 0; tries < 2; tries++) {
      if (await this.records.setIfAbsent(entryKey, takingIn, this.takingInMs)) return null;
      const text = await this.records.get(entryKey);
      if (text === null) continue; // expired between the two reads
      const entry = JSON.parse(text) as Entry;
      if (entry.fingerprint !== fingerprint) {
        throw new HttpError(422, "idempotency-key-reused", idempotencyMessages.reused);
      }
      if (entry.state === "taking-in") {
        throw new HttpError(409, "idempotency-key-in-use", idempotencyMessages.inUse);
      }
      if (await taskExists(entry.taskId)) return { replayOf: entry.taskId };
      // Its task is no longer kept: the key is free again.
      await this.records.delete(entryKey);
    }
    throw new HttpError(409, "idempotency-key-in-use", idempotencyMessages.inUse);
  }

  /** The call made its task: replays get it from now on. */
  async queued(scope: string, key: string, fingerprint: string, taskId: string): Promise<void> {
    const entry: Entry = { state: "queued", fingerprint, taskId };
    await this.records.set(this.entryKey(scope, key), JSON.stringify(entry), this.keptForMs);
  }

  /** The call was refused: the same key may be sent again (with a corrected request). */
  async release(scope: string, key: string): Promise<void> {
    await this.records.delete(this.entryKey(scope, key));
  }
}
