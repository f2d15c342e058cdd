import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { RecordStore } from "../storage/record-store.ts";

/**
 * API keys without accounts (issue 37). A key is `gk_<id>_<secret>`: the id (16 hex digits)
 * finds its record, the SHA-256 of the whole key is the only form of it the server keeps (the
 * key is shown once, on the confirmation). Each key has its own webhook signing secret
 * (`whsec_…`, Standard Webhooks' format), kept as it is, since signing needs it.
 */

export interface ApiKeyRecord {
  id: string;
  /** SHA-256 of the whole key, hex. */
  keyHash: string;
  /** Where the confirmation link went (lower case). */
  email: string;
  /** `whsec_` + base64 of 32 random bytes: the HMAC key of this key's webhooks. */
  webhookSecret: string;
  createdAtMs: number;
  revokedAtMs: number | null;
}

/** What the key's own page shows of its use. */
export interface KeyUsage {
  /** The UTC day the `today` numbers count (YYYY-MM-DD). */
  day: string;
  today: { tasks: number; bytesIn: number; bytesOut: number };
  total: { tasks: number; bytesIn: number; bytesOut: number };
  /** Tasks of the last day, newest first (their records may have expired since). */
  recentTaskIds: string[];
  /** Webhook deliveries of the last week, newest first. */
  recentDeliveryIds: string[];
}

const keyPattern = /^gk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const dayMs = 86_400_000;

/** The UTC day of a time, as the daily quota counts it. */
export const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/** Seconds until the next UTC midnight (when the daily quota starts again). */
export const secondsToUtcMidnight = (nowMs: number) =>
  Math.max(1, Math.ceil((Math.floor(nowMs / dayMs + 1) * dayMs - nowMs) / 1000));

export class ApiKeys {
  private readonly records: RecordStore;
  private readonly confirmationTtlMs: number;

  constructor(records: RecordStore, options: { confirmationTtlMs: number }) {
    this.records = records;
    this.confirmationTtlMs = options.confirmationTtlMs;
  }

  /**
   * Counts one key request for this email today; false when it already had `perDay` (the mail
   * is not sent again: nobody can flood an inbox with confirmations).
   */
  async countRequest(email: string, perDay: number, nowMs = Date.now()): Promise<boolean> {
    const counted = await this.records.incrementBelow(
      `key-requests:${sha256(email)}:${utcDay(nowMs)}`,
      perDay,
      dayMs,
    );
    return counted !== null;
  }

  /** A confirmation token for this email (mailed as a link); only its hash is stored. */
  async newConfirmation(email: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.records.set(`key-confirm:${sha256(token)}`, email, this.confirmationTtlMs);
    return token;
  }

  /**
   * Makes the key a confirmation token stands for, once: the key itself is answered here and
   * never again. Null if the token is unknown, used or expired.
   */
  async confirm(
    token: string,
    nowMs = Date.now(),
  ): Promise<{ key: string; record: ApiKeyRecord } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const confirmationKey = `key-confirm:${sha256(token)}`;
    const email = await this.records.get(confirmationKey);
    // Used once: whoever deletes it first makes the key (a second open of the link finds none).
    if (email === null || !(await this.records.setIfAbsent(`${confirmationKey}:used`, "1", dayMs)))
      return null;
    await this.records.delete(confirmationKey);
    const id = randomBytes(8).toString("hex");
    const key = `gk_${id}_${randomBytes(32).toString("base64url")}`;
    const record: ApiKeyRecord = {
      id,
      keyHash: sha256(key),
      email,
      webhookSecret: `whsec_${randomBytes(32).toString("base64")}`,
      createdAtMs: nowMs,
      revokedAtMs: null,
    };
    await this.records.set(`key:${id}`, JSON.stringify(record));
    return { key, record };
  }

  /** The record a presented key names: null if it is not a key of ours (or a wrong secret). */
  async authenticate(presented: string): Promise<ApiKeyRecord | null> {
    const match = keyPattern.exec(presented);
    if (!match) return null;
    const record = await this.get(match[1] as string);
    if (!record) return null;
    const expected = Buffer.from(record.keyHash, "hex");
    const actual = Buffer.from(sha256(presented), "hex");
    return timingSafeEqual(expected, actual) ? record : null;
  }

  async get(id: string): Promise<ApiKeyRecord | null> {
    const text = await this.records.get(`key:${id}`);
    return text ? (JSON.parse(text) as ApiKeyRecord) : null;
  }

  /** Revoked for good: every later call with it is answered 401. */
  async revoke(record: ApiKeyRecord, nowMs = Date.now()): Promise<ApiKeyRecord> {
    const revoked = { ...record, revokedAtMs: record.revokedAtMs ?? nowMs };
    await this.records.set(`key:${record.id}`, JSON.stringify(revoked));
    return revoked;
  }

  /** Counts a start against today's quota: the count, or null when the quota is used up. */
  async countStart(id: string, perDay: number, nowMs = Date.now()): Promise<number | null> {
    return this.records.incrementBelow(`key-day:${id}:${utcDay(nowMs)}:tasks`, perDay, 2 * dayMs);
  }

  /** Today's starts so far. */
  async startsToday(id: string, nowMs = Date.now()): Promise<number> {
    return Number((await this.records.get(`key-day:${id}:${utcDay(nowMs)}:tasks`)) ?? 0);
  }

  /** A task the key started (listed on its page; the total counts it). */
  async recordTask(id: string, taskId: string, bytesIn: number, nowMs = Date.now()): Promise<void> {
    await this.records.increment(`key-total:${id}:tasks`, 1);
    await this.addBytes(id, "in", bytesIn, nowMs);
    await this.records.scheduleAdd(`key-tasks:${id}`, taskId, nowMs);
    await this.records.scheduleTrim(`key-tasks:${id}`, nowMs - dayMs);
  }

  /** Bytes the key's tasks took in (uploads) or gave out (results). */
  async addBytes(id: string, way: "in" | "out", bytes: number, nowMs = Date.now()): Promise<void> {
    if (bytes <= 0) return;
    await this.records.increment(`key-day:${id}:${utcDay(nowMs)}:bytes-${way}`, bytes, 2 * dayMs);
    await this.records.increment(`key-total:${id}:bytes-${way}`, bytes);
  }

  /** A webhook delivery of the key's (listed on its page for a week). */
  async recordDelivery(id: string, deliveryId: string, nowMs = Date.now()): Promise<void> {
    await this.records.scheduleAdd(`key-deliveries:${id}`, deliveryId, nowMs);
    await this.records.scheduleTrim(`key-deliveries:${id}`, nowMs - 7 * dayMs);
  }

  async usage(id: string, nowMs = Date.now()): Promise<KeyUsage> {
    const day = utcDay(nowMs);
    const read = async (name: string) => Number((await this.records.get(name)) ?? 0);
    return {
      day,
      today: {
        tasks: await read(`key-day:${id}:${day}:tasks`),
        bytesIn: await read(`key-day:${id}:${day}:bytes-in`),
        bytesOut: await read(`key-day:${id}:${day}:bytes-out`),
      },
      total: {
        tasks: await read(`key-total:${id}:tasks`),
        bytesIn: await read(`key-total:${id}:bytes-in`),
        bytesOut: await read(`key-total:${id}:bytes-out`),
      },
      recentTaskIds: await this.records.scheduleLatest(`key-tasks:${id}`, 50),
      recentDeliveryIds: await this.records.scheduleLatest(`key-deliveries:${id}`, 50),
    };
  }
}
