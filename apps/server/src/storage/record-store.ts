import { mkdir, open, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import type { Redis } from "ioredis";

/**
 * Small records kept beside the task records (issue 37: API keys, their usage, idempotency
 * entries, webhook deliveries), with the task records' two drivers: a file under DATA_DIR for
 * the one-process server, Redis for the scaled deployment (every API process sees the same).
 * Values are strings (JSON); each may expire. `schedule*` is a sorted set (member by score):
 * a key's task and delivery lists, the deliveries that are due.
 */
export interface RecordStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only if absent (atomic across processes); true if it was set. */
  setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Adds `by` (created at 0) and answers the new value; the expiry is set when it is created. */
  increment(key: string, by: number, ttlMs?: number): Promise<number>;
  /**
   * Adds 1 unless the value is already `limit`: the new value, or null when at the limit
   * (a quota that two processes cannot both pass).
   */
  incrementBelow(key: string, limit: number, ttlMs?: number): Promise<number | null>;
  scheduleAdd(set: string, member: string, score: number): Promise<void>;
  scheduleRemove(set: string, member: string): Promise<void>;
  /** Members with a score from `min` to `max`, lowest first, at most `limit`. */
  scheduleRange(set: string, min: number, max: number, limit: number): Promise<string[]>;
  /** The `limit` members with the highest scores, highest first. */
  scheduleLatest(set: string, limit: number): Promise<string[]>;
  /** Drops members scored below `min` (old entries of a key's lists). */
  scheduleTrim(set: string, min: number): Promise<void>;
  close(): Promise<void>;
}

interface FileEntry {
  value: string;
  expiresAtMs: number | null;
}

/**
 * The one-process driver: every record in memory, written to `<directory>/records.json` after
 * each change (a temporary file renamed over the old one, fsynced, writes one after another), so
 * an answered call's record survives a crash. The records are few (keys, a day of deliveries).
 */
export class FileRecordStore implements RecordStore {
  private readonly path: string;
  private readonly directory: string;
  private readonly values = new Map<string, FileEntry>();
  private readonly sets = new Map<string, Map<string, number>>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(directory: string) {
    this.directory = directory;
    this.path = join(directory, "records.json");
  }

  static async open(directory: string): Promise<FileRecordStore> {
    const store = new FileRecordStore(directory);
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const text = await readFile(store.path, "utf8").catch(() => null);
    if (text) {
      const saved = JSON.parse(text) as {
        values: [string, FileEntry][];
        sets: [string, [string, number][]][];
      };
      for (const [key, entry] of saved.values) store.values.set(key, entry);
      for (const [name, members] of saved.sets) store.sets.set(name, new Map(members));
    }
    return store;
  }

  private live(key: string): FileEntry | null {
    const entry = this.values.get(key);
    if (!entry) return null;
    if (entry.expiresAtMs !== null && entry.expiresAtMs <= Date.now()) {
      this.values.delete(key);
      return null;
    }
    return entry;
  }

  private save(): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of this.values) {
      if (entry.expiresAtMs !== null && entry.expiresAtMs <= now) this.values.delete(key);
    }
    const snapshot = JSON.stringify({
      values: [...this.values],
      sets: [...this.sets].map(([name, members]) => [name, [...members]]),
    });
    const write = this.writing.then(async () => {
      const temporary = `${this.path}.${process.pid}.tmp`;
      const handle = await open(temporary, "w", 0o600);
      try {
        await handle.writeFile(snapshot);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.path);
    });
    this.writing = write.catch(() => {});
    return write;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.values.set(key, { value, expiresAtMs: ttlMs ? Date.now() + ttlMs : null });
    await this.save();
  }

  async setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean> {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
    await this.save();
  }

  async increment(key: string, by: number, ttlMs?: number): Promise<number> {
    const entry = this.live(key);
    const value = Number(entry?.value ?? 0) + by;
    this.values.set(key, {
      value: String(value),
      expiresAtMs: entry ? entry.expiresAtMs : ttlMs ? Date.now() + ttlMs : null,
    });
    await this.save();
    return value;
  }

  async incrementBelow(key: string, limit: number, ttlMs?: number): Promise<number | null> {
    if (Number(this.live(key)?.value ?? 0) >= limit) return null;
    return this.increment(key, 1, ttlMs);
  }

  private setOf(name: string): Map<string, number> {
    let members = this.sets.get(name);
    if (!members) {
      members = new Map();
      this.sets.set(name, members);
    }
    return members;
  }

  async scheduleAdd(set: string, member: string, score: number): Promise<void> {
    this.setOf(set).set(member, score);
    await this.save();
  }

  async scheduleRemove(set: string, member: string): Promise<void> {
    this.sets.get(set)?.delete(member);
    await this.save();
  }

  async scheduleRange(set: string, min: number, max: number, limit: number): Promise<string[]> {
    return [...(this.sets.get(set) ?? [])]
      .filter(([, score]) => score >= min && score <= max)
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([member]) => member);
  }

  async scheduleLatest(set: string, limit: number): Promise<string[]> {
    return [...(this.sets.get(set) ?? [])]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([member]) => member);
  }

  async scheduleTrim(set: string, min: number): Promise<void> {
    const members = this.sets.get(set);
    if (!members) return;
    for (const [member, score] of members) if (score < min) members.delete(member);
    await this.save();
  }

  async close(): Promise<void> {
    await this.writing;
  }

  /** Where the records are (tests read it to show a restart keeps them). */
  get directoryPath(): string {
    return this.directory;
  }
}

const incrementBelowScript = `
local value = tonumber(redis.call('GET', KEYS[1]) or '0')
if value >= tonumber(ARGV[1]) then return -1 end
value = redis.call('INCR', KEYS[1])
if value == 1 and tonumber(ARGV[2]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return value`;

const incrementScript = `
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
if value == tonumber(ARGV[1]) and tonumber(ARGV[2]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return value`;

/** The scaled driver: every record under `gifkit:records:` in the deployment's Redis. */
export class RedisRecordStore implements RecordStore {
  private readonly redis: Redis;
  private readonly prefix = "gifkit:records:";

  constructor(redis: Redis) {
    this.redis = redis;
  }

  private name(key: string): string {
    return `${this.prefix}${key}`;
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(this.name(key));
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs) await this.redis.set(this.name(key), value, "PX", ttlMs);
    else await this.redis.set(this.name(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean> {
    const reply = ttlMs
      ? await this.redis.set(this.name(key), value, "PX", ttlMs, "NX")
      : await this.redis.set(this.name(key), value, "NX");
    return reply === "OK";
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.name(key));
  }

  async increment(key: string, by: number, ttlMs?: number): Promise<number> {
    return Number(
      await this.redis.eval(incrementScript, 1, this.name(key), String(by), String(ttlMs ?? 0)),
    );
  }

  async incrementBelow(key: string, limit: number, ttlMs?: number): Promise<number | null> {
    const value = Number(
      await this.redis.eval(
        incrementBelowScript,
        1,
        this.name(key),
        String(limit),
        String(ttlMs ?? 0),
      ),
    );
    return value < 0 ? null : value;
  }

  async scheduleAdd(set: string, member: string, score: number): Promise<void> {
    await this.redis.zadd(this.name(set), score, member);
  }

  async scheduleRemove(set: string, member: string): Promise<void> {
    await this.redis.zrem(this.name(set), member);
  }

  scheduleRange(set: string, min: number, max: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.name(set), min, max, "LIMIT", 0, limit);
  }

  scheduleLatest(set: string, limit: number): Promise<string[]> {
    return this.redis.zrevrange(this.name(set), 0, limit - 1);
  }

  async scheduleTrim(set: string, min: number): Promise<void> {
    await this.redis.zremrangebyscore(this.name(set), "-inf", `(${min}`);
  }

  async close(): Promise<void> {}
}
