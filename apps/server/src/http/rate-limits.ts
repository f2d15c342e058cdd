import type { Server } from "node:http";
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import { callerKindLimits, keyRequestLimits, waitWords } from "@gifkit/contracts";
import type { FastifyHttpOptions, FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { createRedisConnection } from "../tasks/redis-connection.ts";
import { callerOf } from "./caller.ts";
import { HttpError } from "./http-error.ts";
import { reportQuotaUse } from "./rate-limit-fields.ts";

type RateLimitClass =
  | "start"
  | "status"
  | "contact"
  | "check"
  | "estimate"
  | "analyze"
  | "key-request";

/**
 * Slow clients are cut off; no reverse proxy is assumed in front of us (reliability R5.3).
 * Headers must arrive within HEADERS_TIMEOUT_SECONDS (10 s; Node checks every second, so a
 * slowloris socket lives at most ~11 s); a socket with no traffic for IDLE_TIMEOUT_SECONDS (30 s)
 * is closed; a whole request (a 200 MB upload included) has 10 minutes. A body that trickles in
 * is cut by the minimum rate of http/connection-guard.ts, not by a total time.
 */
export function serverTimeoutOptions(config: Config) {
  const { headersTimeoutSeconds, idleTimeoutSeconds } = config.connections;
  return {
    connectionTimeout: idleTimeoutSeconds * 1000,
    requestTimeout: 10 * 60 * 1000,
    keepAliveTimeout: 10_000,
    http: {
      headersTimeout: headersTimeoutSeconds * 1000,
      // Node checks header and request timeouts this often (its default is 30 s).
      connectionsCheckingInterval: Math.min(1000, headersTimeoutSeconds * 250),
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}

/**
 * A fixed window per key, in memory, at most `maxKeys` keys (least recently used go first).
 * @fastify/rate-limit's own LocalStore hands every caller the same mutable counter object, so a
 * burst of requests whose hooks run in one tick all read the final count and are all refused;
 * here each call gets its own snapshot.
 */
class SnapshotStore {
  private readonly windows = new Map<string, { count: number; startMs: number }>();
  private static readonly maxKeys = 20_000;

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const nowMs = Date.now();
    let window = this.windows.get(key);
    if (!window || nowMs - window.startMs >= timeWindow) window = { count: 0, startMs: nowMs };
    window.count++;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > SnapshotStore.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    callback(null, { current: window.count, ttl: timeWindow - (nowMs - window.startMs) });
  }

  child(): SnapshotStore {
    return new SnapshotStore();
  }
}

const checksPerStart = 4;

/**
 * Rate limits per route class (a route declares `config: { rateLimitClass }`), per address, IPv6
 * by /64. One bucket per class, shared by all its routes: starting a task with any tool counts
 * against the same 30 a minute. Over the limit: 429 with Retry-After and `{error, code}`. Scaled
 * out (REDIS_URL), the counts live in Redis, so every API process shares them; if Redis is
 * unreachable the limits let requests through (starting a task fails then anyway, with 503).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (config.redisUrl) {
    const redis = createRedisConnection(config.redisUrl, "producer", app.log);
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: "gifkit-rate-limit:",
      skipOnError: true,
    });
  } else {
    await app.register(fastifyRateLimit, { global: false, store: SnapshotStore });
  }
  const { startPerMinute, statusPerMinute, contactPerHour } = config.rateLimits;
  // A hand-made Config (the hostile corpus's scaled-out limits) may name only rateLimits.
  const keyStartsPerMinute =
    config.keyLimits?.startsPerMinute ?? callerKindLimits.key.startsPerMinute;
  const classes: Record<
    RateLimitClass,
    {
      max: number;
      timeWindow: number;
      message: (wait: string) => string;
      /** A keyed call's own bucket and limit (issue 37); unset: counted by address. */
      keyed?: { max: number; message: (wait: string) => string };
    }
  > = {
    start: {
      max: startPerMinute,
      timeWindow: 60_000,
      message: (wait) =>
        `Too many tasks started from your address (${startPerMinute} a minute). Please wait ${wait} and try again.`,
      keyed: {
        max: keyStartsPerMinute,
        message: (wait) =>
          `Too many tasks started with this API key (${keyStartsPerMinute} a minute). Please wait ${wait} and try again.`,
      },
    },
    status: {
      max: statusPerMinute,
      timeWindow: 60_000,
      message: (wait) =>
        `Too many requests from your address (${statusPerMinute} a minute). Please wait ${wait} and try again.`,
    },
    // Link checks (POST /api/check-url) fetch a few bytes from elsewhere: one check per link
    // before a start, so four times the start limit (a GIF Maker's 100 links stay possible).
    check: {
      max: startPerMinute * checksPerStart,
      timeWindow: 60_000,
      message: (wait) =>
        `Too many links checked from your address (${startPerMinute * checksPerStart} a minute). Please wait ${wait} and try again.`,
    },
    // Size estimates re-run as settings change (debounced by the editors): their own bucket, so
    // trying settings never uses up the starts; four times the start limit, like link checks.
    estimate: {
      max: startPerMinute * checksPerStart,
      timeWindow: 60_000,
      message: (wait) =>
        `Too many size estimates from your address (${startPerMinute * checksPerStart} a minute). Please wait ${wait} and try again.`,
    },
    // Byte X-rays (POST /api/analyze) run under every GIF result and after each fix applied, in
    // pure code bounded by the file's size: their own bucket, so looking at a result never uses
    // up the starts; four times the start limit, like size estimates.
    analyze: {
      max: startPerMinute * checksPerStart,
      timeWindow: 60_000,
      message: (wait) =>
        `Too many GIFs analysed from your address (${startPerMinute * checksPerStart} a minute). Please wait ${wait} and try again.`,
    },
    // Asking for an API key mails a link: a few an hour per address (and a few a day per email,
    // counted by the key routes).
    "key-request": {
      max: keyRequestLimits.perAddressPerHour,
      timeWindow: 3_600_000,
      message: (wait) =>
        `Too many key requests from your address (${keyRequestLimits.perAddressPerHour} an hour). Please try again in ${wait}.`,
    },
    contact: {
      max: contactPerHour,
      timeWindow: 3_600_000,
      message: (wait) =>
        `Too many messages from your address (${contactPerHour} an hour). Please try again in ${wait}.`,
    },
  };
  const limiters = Object.fromEntries(
    Object.entries(classes).map(([name, { max, timeWindow, keyed }]) => [
      name,
      app.createRateLimit({
        max: keyed ? (request) => (callerOf(request).kind === "key" ? keyed.max : max) : max,
        timeWindow,
        // The class is part of the key: with Redis all classes share one key space. A keyed call
        // of a class with its own key limit is counted by its key, wherever it comes from.
        keyGenerator: (request) => {
          const caller = callerOf(request);
          return keyed && caller.kind === "key"
            ? `${name}:key:${caller.key.id}`
            : `${name}:${normalizeIP(request.ip, 64)}`;
        },
      }),
    ]),
  ) as Record<RateLimitClass, ReturnType<FastifyInstance["createRateLimit"]>>;

  app.addHook("onRequest", async (request, reply) => {
    const rateClass = request.routeOptions.config.rateLimitClass;
    if (!rateClass) return;
    const result = await limiters[rateClass](request);
    if (result.isAllowed) return;
    const rateClassOf = classes[rateClass];
    const keyed = rateClassOf.keyed && callerOf(request).kind === "key" ? rateClassOf.keyed : null;
    // The start rate is a published policy (RateLimit-Policy / RateLimit, rate-limit-fields.ts).
    if (rateClass === "start") {
      reportQuotaUse(request, {
        policy: "starts-per-minute",
        quota: result.max,
        windowSeconds: result.timeWindow / 1000,
        remaining: result.remaining,
        resetSeconds: result.ttlInSeconds,
      });
    }
    reply.headers({
      "x-ratelimit-limit": String(result.max),
      "x-ratelimit-remaining": String(result.remaining),
      "x-ratelimit-reset": String(result.ttlInSeconds),
    });
    if (result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      const message = (keyed ?? rateClassOf).message(waitWords(seconds));
      throw new HttpError(429, "rate-limited", message, { "retry-after": String(seconds) });
    }
  });
}
