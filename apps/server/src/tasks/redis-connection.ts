import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * "producer": API processes. Commands fail at once while Redis is unreachable (no offline
 * queue), so a start call answers 503 quickly instead of hanging (research R6.3).
 * "worker": worker processes. Commands wait for the reconnect (BullMQ needs
 * maxRetriesPerRequest: null), so a Redis restart only pauses the work.
 */
export function createRedisConnection(
  url: string,
  role: "producer" | "worker",
  logger: FastifyBaseLogger,
): Redis {
  const redis = new Redis(url, {
    connectionName: `gifkit-${role}-${process.pid}`,
    ...(role === "producer"
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }
      : { maxRetriesPerRequest: null }),
    // Reconnect quickly after a restart (ioredis' default backs off to 2 s as well).
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Without a listener an "error" event would throw; one line per outage is enough.
  let reported = false;
  redis.on("error", (error: Error) => {
    if (!reported) logger.warn({ err: error, role }, "Redis connection error; reconnecting");
    reported = true;
  });
  redis.on("ready", () => {
    if (reported) logger.info({ role }, "Redis connection is back");
    reported = false;
  });
  return redis;
}

/** Resolves when the connection is ready, or rejects after `timeoutMs`. */
export function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off("ready", onReady);
      reject(new Error(`Redis was not reachable within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", onReady);
  });
}

/**
 * BullMQ is only correct when Redis never evicts its keys (docs: going to production). A managed
 * Redis may forbid CONFIG: then the operator has to check it, and the log says so.
 */
export async function checkEvictionPolicy(redis: Redis, logger: FastifyBaseLogger): Promise<void> {
  try {
    const reply = (await redis.config("GET", "maxmemory-policy")) as string[];
    const policy = reply[1];
    if (policy !== "noeviction") {
      logger.error(
        { policy },
        "Redis maxmemory-policy must be noeviction, or queued tasks can silently disappear",
      );
    }
  } catch (error) {
    logger.error(
      { err: error },
      "could not read Redis maxmemory-policy (CONFIG forbidden?): make sure it is noeviction",
    );
  }
}

/**
 * Runs `work` at most once per `periodMs` across the whole deployment: the first process to set
 * the key runs it, the key expires after the period, and the others skip. Periodic chores
 * (sweeper, reconciler) are idempotent, so an overlap after a slow run costs nothing.
 */
export async function runOncePerPeriod(
  redis: Redis,
  name: string,
  periodMs: number,
  work: () => Promise<void>,
): Promise<boolean> {
  const acquired = await redis.set(
    `gifkit:lock:${name}`,
    String(process.pid),
    "PX",
    periodMs,
    "NX",
  );
  if (acquired !== "OK") return false;
  await work();
  return true;
}
