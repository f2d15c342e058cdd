import type {
  ErrorCode,
  FailureValues,
  ProgressStage,
  TaskResult,
  TaskState,
} from "@gifkit/contracts";
import type { Redis } from "ioredis";
import type { TaskRecord } from "./task-record.ts";
import { type FinishedFields, startedStatus, waitingStage } from "./task-state.ts";

/** Every key GifKit keeps in Redis starts with this (BullMQ's queues use it as their prefix too). */
export const redisKeyPrefix = "gifkit";

const taskKey = (id: string) => `${redisKeyPrefix}:task:${id}`;
const runningKey = (address: string) => `${redisKeyPrefix}:running:${address}`;
/** Unfinished tasks (waiting or running) of one address: their count orders its next task. */
const unfinishedOfKey = (address: string) => `${redisKeyPrefix}:unfinished-of:${address}`;
const finishedKey = `${redisKeyPrefix}:tasks:finished`;
const unfinishedKey = `${redisKeyPrefix}:tasks:unfinished`;
const idPattern = /^[0-9a-f]{32}$/;

/** An unfinished record outlives any queue wait; this only bounds garbage if everything else fails. */
const unfinishedBackstopSeconds = 7 * 24 * 3600;

// Each transition is one Lua script, so it is atomic across every API and worker process, and a
// finished task never goes back: a late progress report, a duplicate delivery or a second
// finisher sees SUCCESS/FAILURE and changes nothing.

const startScript = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
if state == 'SUCCESS' or state == 'FAILURE' or state == 'CANCELLED' then return 2 end
local limit = tonumber(ARGV[4])
if ARGV[2] ~= '' and limit > 0 and redis.call('SISMEMBER', KEYS[2], ARGV[2]) == 0
  and redis.call('SCARD', KEYS[2]) >= limit then return 3 end
redis.call('HSET', KEYS[1], 'state', 'STARTED', 'status', ARGV[3], 'progress', '1', 'updatedAtMs', ARGV[1],
  'stage', ARGV[5])
redis.call('HINCRBY', KEYS[1], 'attempts', 1)
if ARGV[2] ~= '' then
  redis.call('SADD', KEYS[2], ARGV[2])
  redis.call('EXPIRE', KEYS[2], 86400)
end
return 1`;

const progressScript = `
local state = redis.call('HGET', KEYS[1], 'state')
if state == 'CANCELLED' then return -1 end
if state ~= 'STARTED' and state ~= 'PROGRESS' then return 0 end
local progress = tonumber(ARGV[1])
local previous = tonumber(redis.call('HGET', KEYS[1], 'progress')) or 0
if progress < previous then progress = previous end
redis.call('HSET', KEYS[1], 'state', 'PROGRESS', 'progress', tostring(progress), 'updatedAtMs', ARGV[3])
if ARGV[2] ~= '' then redis.call('HSET', KEYS[1], 'status', ARGV[2], 'stage', ARGV[4]) end
return 1`;

const requeueScript = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state or state == 'SUCCESS' or state == 'FAILURE' or state == 'CANCELLED' then return 0 end
redis.call('HSET', KEYS[1], 'state', 'PENDING', 'status', ARGV[1], 'progress', '0', 'updatedAtMs', ARGV[2],
  'stage', ARGV[4])
redis.call('SREM', KEYS[2], ARGV[3])
return 1`;

const finishScript = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state or state == 'SUCCESS' or state == 'FAILURE' or state == 'CANCELLED' then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[1], 'status', ARGV[2], 'progress', ARGV[3], 'result', ARGV[4],
  'error', ARGV[5], 'errorCode', ARGV[6], 'updatedAtMs', ARGV[7], 'finishedAtMs', ARGV[7],
  'errorValues', ARGV[10], 'stage', '')
redis.call('ZADD', KEYS[2], ARGV[7], ARGV[9])
redis.call('ZREM', KEYS[3], ARGV[9])
redis.call('SREM', KEYS[4], ARGV[9])
redis.call('SREM', KEYS[5], ARGV[9])
redis.call('EXPIRE', KEYS[1], ARGV[8])
redis.call('XADD', KEYS[6], 'MAXLEN', '~', '10000', '*', 'task', ARGV[9], 'state', ARGV[1])
return 1`;

/**
 * The task-finished event across processes: the final-state script appends `task` and `state`
 * here in the same atomic step, so an event is never lost between the write and its announcement
 * (whichever process, API or worker, finished the task). The API processes read it as one
 * consumer group (each event is handled by one of them; an unacknowledged one is claimed again).
 * Trimmed to about 10,000 entries.
 */
export const taskFinishedStream = `${redisKeyPrefix}:events:task-finished`;

/** The channel on which a cancel reaches the worker process running the task (its id). */
export const cancelChannel = `${redisKeyPrefix}:cancel`;

/** The final fields, as the shared state machine (task-state.ts) computes them. */
export type FinishedOutcome = FinishedFields;

/**
 * Task records of the BullMQ driver: one Redis hash per task (`gifkit:task:<id>`), readable by
 * every API process, with its own lifetime independent of the BullMQ job (finished jobs are
 * removed lazily by BullMQ; the record is removed by the sweeper after the result TTL, with a
 * Redis expiry as a backstop). Two sorted sets index unfinished tasks (for the reconciler) and
 * finished ones (for the sweeper); one set per client address holds its running tasks.
 */
export class RedisTaskStore {
  private readonly redis: Redis;
  /** Backstop expiry of finished records; the sweeper removes them sooner, at the TTL. */
  private readonly finishedBackstopSeconds: number;

  constructor(redis: Redis, resultTtlSeconds: number) {
    this.redis = redis;
    this.finishedBackstopSeconds = resultTtlSeconds * 2 + 3600;
  }

  /**
   * Stores a new record; returns how many unfinished tasks its address had before it (the
   * queue's round robin makes it wait behind other addresses' tasks accordingly).
   */
  async create(record: TaskRecord): Promise<number> {
    const address = record.clientAddress ?? "";
    const transaction = this.redis
      .multi()
      .hset(taskKey(record.id), toHash(record))
      .expire(taskKey(record.id), unfinishedBackstopSeconds)
      .zadd(unfinishedKey, record.createdAtMs, record.id)
      .scard(unfinishedOfKey(address));
    if (record.clientAddress) {
      transaction
        .sadd(unfinishedOfKey(address), record.id)
        .expire(unfinishedOfKey(address), 86_400);
    }
    const replies = await transaction.exec();
    throwOnFailedCommand(replies);
    return Number(replies?.[3]?.[1] ?? 0);
  }

  async get(id: string): Promise<TaskRecord | null> {
    if (!idPattern.test(id)) return null;
    return fromHash(await this.redis.hgetall(taskKey(id)));
  }

  /**
   * STARTED with one more attempt; "missing" if the record is gone, "finished" if it is done,
   * "address-busy" if its address already runs `runningLimitPerAddress` tasks (0: no limit).
   */
  async markStarted(
    record: TaskRecord,
    runningLimitPerAddress = 0,
  ): Promise<"started" | "missing" | "finished" | "address-busy"> {
    const outcome = await this.redis.eval(
      startScript,
      2,
      taskKey(record.id),
      runningKey(record.clientAddress ?? ""),
      String(Date.now()),
      record.clientAddress ? record.id : "",
      startedStatus,
      String(runningLimitPerAddress),
      JSON.stringify({ id: "processing" } satisfies ProgressStage),
    );
    if (outcome === 3) return "address-busy";
    return outcome === 1 ? "started" : outcome === 2 ? "finished" : "missing";
  }

  /** False when the task was cancelled meanwhile (its worker then stops it). */
  async reportProgress(
    id: string,
    percent: number,
    status: string | undefined,
    stage?: ProgressStage,
  ): Promise<boolean> {
    const outcome = await this.redis.eval(
      progressScript,
      1,
      taskKey(id),
      String(Math.min(99, Math.round(percent))),
      status ?? "",
      String(Date.now()),
      stage ? JSON.stringify(stage) : "",
    );
    return outcome !== -1;
  }

  /** Back to PENDING (retry after a transient failure, or handed back at shutdown). */
  async markWaiting(record: TaskRecord, status: string): Promise<void> {
    await this.redis.eval(
      requeueScript,
      2,
      taskKey(record.id),
      runningKey(record.clientAddress ?? ""),
      status,
      String(Date.now()),
      record.id,
      JSON.stringify(waitingStage(status)),
    );
  }

  /** Writes the final state once; false if the task was already finished (or removed). */
  async finish(record: TaskRecord, outcome: FinishedOutcome): Promise<boolean> {
    const finished = await this.redis.eval(
      finishScript,
      6,
      taskKey(record.id),
      finishedKey,
      unfinishedKey,
      runningKey(record.clientAddress ?? ""),
      unfinishedOfKey(record.clientAddress ?? ""),
      taskFinishedStream,
      outcome.state,
      outcome.status,
      String(outcome.progress),
      outcome.result ? JSON.stringify(outcome.result) : "",
      outcome.error ?? "",
      outcome.errorCode ?? "",
      String(Date.now()),
      String(this.finishedBackstopSeconds),
      record.id,
      outcome.errorValues ? JSON.stringify(outcome.errorValues) : "",
    );
    return finished === 1;
  }

  async runningCount(clientAddress: string): Promise<number> {
    return this.redis.scard(runningKey(clientAddress));
  }

  async unfinishedCount(clientAddress: string): Promise<number> {
    return this.redis.scard(unfinishedOfKey(clientAddress));
  }

  async remove(id: string): Promise<void> {
    const address = await this.redis.hget(taskKey(id), "clientAddress");
    await this.redis
      .multi()
      .srem(unfinishedOfKey(address ?? ""), id)
      .del(taskKey(id))
      .zrem(finishedKey, id)
      .zrem(unfinishedKey, id)
      .exec()
      .then(throwOnFailedCommand);
  }

  /**
   * Finished records, oldest first. The ids are read once up front, so removing records while
   * iterating (the sweeper does) skips nothing; the records are read in batches.
   */
  async *listFinished(batchSize = 200): AsyncIterable<TaskRecord> {
    const ids = await this.redis.zrange(finishedKey, "0", "-1");
    for (let start = 0; start < ids.length; start += batchSize) {
      const batch = ids.slice(start, start + batchSize);
      const records = await this.readMany(batch);
      for (const [index, record] of records.entries()) {
        if (record) yield record;
        // Expired by its Redis backstop: drop the index entry too.
        else await this.redis.zrem(finishedKey, batch[index] as string);
      }
    }
  }

  /** Ids of unfinished tasks created before `createdBeforeMs` (for the reconciler). */
  async unfinishedIds(createdBeforeMs: number, limit = 500): Promise<string[]> {
    return this.redis.zrangebyscore(unfinishedKey, 0, createdBeforeMs, "LIMIT", "0", String(limit));
  }

  /** Drops an index entry whose record is gone. */
  async forgetUnfinished(id: string): Promise<void> {
    await this.redis.zrem(unfinishedKey, id);
  }

  private async readMany(ids: string[]): Promise<(TaskRecord | null)[]> {
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(taskKey(id));
    const replies = (await pipeline.exec()) ?? [];
    return replies.map(([error, hash]) => {
      if (error) throw error;
      return fromHash(hash as Record<string, string>);
    });
  }
}

function throwOnFailedCommand(replies: [Error | null, unknown][] | null): void {
  if (!replies) throw new Error("Redis transaction was aborted");
  for (const [error] of replies) if (error) throw error;
}

function toHash(record: TaskRecord): Record<string, string> {
  return {
    id: record.id,
    payload: JSON.stringify(record.payload),
    state: record.state,
    status: record.status,
    stage: record.stage ? JSON.stringify(record.stage) : "",
    progress: String(record.progress),
    result: record.result ? JSON.stringify(record.result) : "",
    error: record.error ?? "",
    errorCode: record.errorCode ?? "",
    errorValues: record.errorValues ? JSON.stringify(record.errorValues) : "",
    clientAddress: record.clientAddress ?? "",
    attempts: String(record.attempts),
    createdAtMs: String(record.createdAtMs),
    updatedAtMs: String(record.updatedAtMs),
    finishedAtMs: record.finishedAtMs === null ? "" : String(record.finishedAtMs),
  };
}

function fromHash(hash: Record<string, string>): TaskRecord | null {
  if (!hash.id || !hash.payload || !hash.state) return null;
  return {
    id: hash.id,
    payload: JSON.parse(hash.payload) as TaskRecord["payload"],
    state: hash.state as TaskState,
    status: hash.status ?? "",
    stage: hash.stage ? (JSON.parse(hash.stage) as ProgressStage) : null,
    progress: Number(hash.progress ?? 0),
    result: hash.result ? (JSON.parse(hash.result) as TaskResult) : null,
    error: hash.error || null,
    // Written from a record's ErrorCode (an empty string for none).
    errorCode: (hash.errorCode || null) as ErrorCode | null,
    errorValues: hash.errorValues ? (JSON.parse(hash.errorValues) as FailureValues) : null,
    clientAddress: hash.clientAddress || null,
    attempts: Number(hash.attempts ?? 0),
    createdAtMs: Number(hash.createdAtMs ?? 0),
    updatedAtMs: Number(hash.updatedAtMs ?? 0),
    finishedAtMs: hash.finishedAtMs ? Number(hash.finishedAtMs) : null,
  };
}
