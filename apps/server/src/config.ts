import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import {
  callerKindLimits,
  defaultLimits,
  type Limits,
  webhookDeliveryRules,
} from "@gifkit/contracts";
import { z } from "zod";
import {
  defaultInputMap,
  type GenerationConfig,
  inputMapSchema,
} from "./generation/generation-config.ts";
import type { BinaryPaths } from "./media/run-command.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const positiveInt = z.coerce.number().int().positive();

/** A JSON text in a variable, checked against `schema`. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "not valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Frame side for SD-style models: latents are 1/8 of the image, so a multiple of 8. */
const frameSide = z.coerce.number().int().min(64).max(1024).multipleOf(8).default(512);

/** Every environment variable GifKit reads, with its default. Parsed once at start. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  DATA_DIR: z.string().default("./data"),
  /** Where the built web site is served from. */
  WEB_ROOT: z.string().default("apps/web/build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAX_UPLOAD_BYTES: positiveInt.default(defaultLimits.maxUploadBytes),
  RESULT_TTL_MINUTES: positiveInt.default(defaultLimits.resultTtlMinutes),
  /** Worker processes that run tasks (default: one per core). */
  WORKER_CONCURRENCY: positiveInt.default(Math.max(1, availableParallelism())),
  /** Tasks waiting beyond this many are refused with 503 and Retry-After. */
  MAX_QUEUED_TASKS: positiveInt.default(200),
  /** A task whose processes (worker and its ffmpeg/gifsicle) use more memory than this is stopped. */
  TASK_MEMORY_LIMIT_MB: positiveInt.default(defaultLimits.maxTaskMemoryMegabytes),
  /** Stored inputs and results together; at this size new tasks get 503 until the sweeper frees room. */
  MAX_STORED_BYTES: positiveInt.default(20 * 1024 ** 3),
  /** Bytes one address may have stored at once by its uploads (429 beyond, as bytes arrive). */
  MAX_STORED_BYTES_PER_ADDRESS: positiveInt.default(defaultLimits.maxStoredBytesPerAddress),
  /** New tasks also get 503 when the data volume has less free space than this (local storage). */
  MIN_FREE_DISK_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 ** 3),
  /** Requests per address (IPv6 by /64) and route class; raised by tests and the scale benchmark. */
  RATE_LIMIT_START_PER_MINUTE: positiveInt.default(defaultLimits.maxTaskStartsPerMinute),
  RATE_LIMIT_STATUS_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt.default(5),
  /** Tasks one API key may start per minute and per UTC day (issue 37; an address: above). */
  KEY_STARTS_PER_MINUTE: positiveInt.default(callerKindLimits.key.startsPerMinute),
  KEY_STARTS_PER_DAY: positiveInt.default(callerKindLimits.key.startsPerDay),
  /**
   * The site's address as people open it, for links the server mails (an API key's confirmation):
   * never taken from a request's Host header, which the sender chooses. Default: https://gifkit.app
   * in production, http://localhost:PORT otherwise.
   */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Waits before each webhook retry, in seconds (comma-separated; tests set short ones). */
  WEBHOOK_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\s*\d+(\.\d+)?)*$/, "a comma-separated list of seconds")
    .optional(),
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is believed: a hop count or a
   * comma-separated list of addresses/CIDRs. Unset: the socket address is the client (never
   * "true": anyone could then choose their own address and escape the rate limits).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, "a hop count or a list of addresses")
    .optional(),
  SWEEP_INTERVAL_SECONDS: positiveInt.default(60),
  REDIS_URL: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Endpoint that browsers can reach, for presigned download links (default: S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** Downloads without ?proxy=1 answer 302 to a short-lived presigned URL (default: proxied). */
  S3_DOWNLOAD_REDIRECT: booleanFlag.default(false),
  /**
   * With REDIS_URL set, whether this API process also runs tasks (default false: separate
   * `npm run worker` processes do). Without REDIS_URL the single process always runs them.
   */
  RUN_WORKERS_IN_API: booleanFlag.default(false),
  /** Queue classes a worker process takes tasks from (comma-separated: fast, long). */
  WORKER_QUEUES: z.string().default("fast,long"),
  /** BullMQ lock of a running task; a worker that stops renewing it for this long is presumed dead. */
  TASK_LOCK_SECONDS: positiveInt.default(30),
  /** How often workers look for tasks whose worker died (BullMQ stalled check). */
  TASK_STALLED_CHECK_SECONDS: positiveInt.default(30),
  /** On SIGTERM a worker finishes running tasks for this long, then hands the rest back. */
  WORKER_SHUTDOWN_GRACE_SECONDS: positiveInt.default(25),
  /**
   * Tasks one address may have running at once across the deployment (BullMQ driver). Unset:
   * half of WORKER_CONCURRENCY, at least 1 (the one-process queue always uses that).
   */
  MAX_RUNNING_TASKS_PER_ADDRESS: positiveInt.optional(),
  /**
   * The per-address parts of fair queueing (running share, the process kept for addresses
   * without a backlog). Turn off only when every client has the same address (a proxy without
   * TRUST_PROXY) or in tests where one address stands for many people; lanes stay either way.
   */
  FAIR_SHARE_PER_ADDRESS: booleanFlag.default(true),
  /**
   * CPU niceness of long-lane tasks (video, generation): 0 normal … 19 lowest. Quick edits run at
   * 0, so on a busy machine they keep the CPU while a long task runs beside them (tasks/cpu-priority.ts).
   */
  LONG_TASK_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * Start every task process with the server (true: the first tasks find them ready) or each one
   * when a task first needs it (false: a server that runs few tasks, as in the test suite, does
   * not pay about 0.7 s of CPU per process it never uses).
   */
  PRESTART_TASK_PROCESSES: booleanFlag.default(true),
  /** Request headers must arrive within this many seconds (slowloris). */
  HEADERS_TIMEOUT_SECONDS: positiveInt.default(10),
  /** A connection with no bytes in either direction for this long is closed. */
  IDLE_TIMEOUT_SECONDS: positiveInt.default(30),
  /**
   * A request body must bring at least SLOW_BODY_MIN_BYTES every SLOW_BODY_WINDOW_SECONDS
   * (default 16 KiB per 20 s, 0.8 KB/s; a 10 Mbit/s line sends 25 MB in that time).
   */
  SLOW_BODY_WINDOW_SECONDS: positiveInt.default(20),
  SLOW_BODY_MIN_BYTES: positiveInt.default(16 * 1024),
  /** Open connections one address may hold (not applied behind a trusted proxy). */
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(50),
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  GIFSICLE_PATH: z.string().default("gifsicle"),
  MAGICK_PATH: z.string().default("convert"),
  YT_DLP_PATH: z.string().default("yt-dlp"),
  /** Image decoders of the GIF Maker: libheif-examples, libjxl-tools and poppler-utils. */
  HEIF_CONVERT_PATH: z.string().default("heif-convert"),
  DJXL_PATH: z.string().default("djxl"),
  JXLINFO_PATH: z.string().default("jxlinfo"),
  PDFTOPPM_PATH: z.string().default("pdftoppm"),
  PDFINFO_PATH: z.string().default("pdfinfo"),
  WEBPMUX_PATH: z.string().default("webpmux"),
  SMTP_URL: z.string().optional(),
  CONTACT_TO: z.string().optional(),
  ADS_CLIENT_ID: z.string().optional(),
  /**
   * Test-only: lets the URL fetcher reach loopback servers that tests start. Refused in
   * production; the default blocks every private, loopback and link-local address.
   */
  UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: booleanFlag.default(false),
  /**
   * URL transformations (GET /t/...): serve paths with no signature (`/t/_/...`) too. Off by
   * default: only a key's holder can mint a new transformation (each one is a task).
   */
  URL_TRANSFORMS_ALLOW_UNSIGNED: booleanFlag.default(false),
  /** How long GET /t/... waits for a new transformation before answering 202 with its task. */
  URL_TRANSFORM_WAIT_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Prompt to GIF's generation server (docs/prompt-to-gif.md). Unset: the tool says it is not set up. */
  GENERATION_BACKEND: z.enum(["comfyui", "prediction"]).optional(),
  GENERATION_CONCURRENCY: positiveInt.default(1),
  /** At most 600 s: the task's own limit (660 s) must leave time to interrupt and encode. */
  GENERATION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(600),
  GENERATION_WIDTH: frameSide,
  GENERATION_HEIGHT: frameSide,
  COMFYUI_URL: z.url({ protocol: /^https?$/ }).optional(),
  COMFYUI_CHECKPOINT: z.string().min(1).optional(),
  COMFYUI_MOTION_MODULE: z.string().min(1).optional(),
  COMFYUI_SAMPLER: z.string().min(1).default("euler_ancestral"),
  COMFYUI_SCHEDULER: z.string().min(1).default("normal"),
  PREDICTION_URL: z.url({ protocol: /^https?$/ }).optional(),
  PREDICTION_API: z.enum(["cog", "replicate"]).default("cog"),
  PREDICTION_TOKEN: z.string().min(1).optional(),
  PREDICTION_MODEL: z.string().min(1).optional(),
  /** JSON: our field → the model's input name, or null when the model has no such input. */
  PREDICTION_INPUT_MAP: jsonText(inputMapSchema).optional(),
  /** JSON object of fixed inputs sent with every prediction. */
  PREDICTION_EXTRA_INPUT: jsonText(z.record(z.string(), z.unknown())).optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  webRoot: string;
  logLevel: string;
  limits: Limits;
  workerConcurrency: number;
  /** Per-address running share and the kept process (tasks/fair-share.ts); lanes always apply. */
  fairSharePerAddress: boolean;
  /** CPU niceness of long-lane tasks (their worker's scheduling group and every binary). */
  longTaskNiceness: number;
  /** Task processes start with the server (true) or when a task first needs each one. */
  prestartTaskProcesses: boolean;
  maxQueuedTasks: number;
  taskMemoryLimitMegabytes: number;
  maxStoredBytes: number;
  minFreeDiskBytes: number;
  rateLimits: { startPerMinute: number; statusPerMinute: number; contactPerHour: number };
  /** What a call with an API key may do (packages/contracts caller-limits.ts). */
  keyLimits: { startsPerMinute: number; startsPerDay: number };
  /** The site's origin for mailed links (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Waits before each webhook retry (WEBHOOK_RETRY_DELAYS_SECONDS; contracts' rules by default). */
  webhookRetryDelaysSeconds: number[];
  /** Fastify's trustProxy: false, a hop count, or a list of proxy addresses. */
  trustProxy: false | number | string;
  sweepIntervalSeconds: number;
  redisUrl: string | undefined;
  /** The BullMQ driver's settings (used only when REDIS_URL is set). */
  scaleOut: {
    runWorkersInApi: boolean;
    workerQueues: ("fast" | "long")[];
    taskLockSeconds: number;
    stalledCheckSeconds: number;
    shutdownGraceSeconds: number;
    /** Deployment-wide running tasks per address; undefined: half of workerConcurrency. */
    runningTasksPerAddress: number | undefined;
  };
  /** Slow or numerous connections (http/connection-guard.ts). */
  connections: {
    headersTimeoutSeconds: number;
    idleTimeoutSeconds: number;
    slowBodyWindowSeconds: number;
    slowBodyMinBytes: number;
    maxPerAddress: number;
  };
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        publicEndpoint: string | undefined;
        downloadRedirect: boolean;
      }
    | undefined;
  /** Where each binary is, by the name the media commands use: the one map of binaries. */
  binaries: BinaryPaths;
  smtp: { url: string; to: string } | undefined;
  adsClientId: string | undefined;
  allowLoopbackUrlsForTests: boolean;
  /** GET /t/... (URL transformations); absent in hand-made configurations: the defaults. */
  urlTransforms?: { allowUnsigned: boolean; waitSeconds: number };
  /** Prompt to GIF's backend; undefined when none is configured. */
  generation: GenerationConfig | undefined;
}

export class ConfigError extends Error {}

function parseQueueClasses(value: string): ("fast" | "long")[] {
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const unknown = names.filter((name) => name !== "fast" && name !== "long");
  if (names.length === 0 || unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration: WORKER_QUEUES must list fast and/or long (got "${value}")`,
    );
  }
  return [...new Set(names)] as ("fast" | "long")[];
}

/** Parses the environment; an unknown value fails with a message naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS && env.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration: UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS cannot be set when NODE_ENV=production",
    );
  }
  if (env.SMTP_URL && !env.CONTACT_TO) {
    throw new ConfigError("Invalid configuration: CONTACT_TO is required when SMTP_URL is set");
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    webRoot: resolve(env.WEB_ROOT),
    logLevel: env.LOG_LEVEL,
    limits: {
      ...defaultLimits,
      maxUploadBytes: env.MAX_UPLOAD_BYTES,
      resultTtlMinutes: env.RESULT_TTL_MINUTES,
      maxTaskMemoryMegabytes: env.TASK_MEMORY_LIMIT_MB,
      maxTaskStartsPerMinute: env.RATE_LIMIT_START_PER_MINUTE,
      maxStoredBytesPerAddress: env.MAX_STORED_BYTES_PER_ADDRESS,
      maxKeyTaskStartsPerMinute: env.KEY_STARTS_PER_MINUTE,
      maxKeyTaskStartsPerDay: env.KEY_STARTS_PER_DAY,
    },
    workerConcurrency: env.WORKER_CONCURRENCY,
    fairSharePerAddress: env.FAIR_SHARE_PER_ADDRESS,
    longTaskNiceness: env.LONG_TASK_NICENESS,
    prestartTaskProcesses: env.PRESTART_TASK_PROCESSES,
    maxQueuedTasks: env.MAX_QUEUED_TASKS,
    taskMemoryLimitMegabytes: env.TASK_MEMORY_LIMIT_MB,
    maxStoredBytes: env.MAX_STORED_BYTES,
    minFreeDiskBytes: env.MIN_FREE_DISK_BYTES,
    rateLimits: {
      startPerMinute: env.RATE_LIMIT_START_PER_MINUTE,
      statusPerMinute: env.RATE_LIMIT_STATUS_PER_MINUTE,
      contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
    },
    keyLimits: { startsPerMinute: env.KEY_STARTS_PER_MINUTE, startsPerDay: env.KEY_STARTS_PER_DAY },
    publicOrigin: (
      env.PUBLIC_ORIGIN ??
      (env.NODE_ENV === "production" ? "https://gifkit.app" : `http://localhost:${env.PORT}`)
    ).replace(/\/$/, ""),
    webhookRetryDelaysSeconds: env.WEBHOOK_RETRY_DELAYS_SECONDS
      ? env.WEBHOOK_RETRY_DELAYS_SECONDS.split(",").map(Number)
      : [...webhookDeliveryRules.retryDelaysSeconds],
    trustProxy:
      env.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(env.TRUST_PROXY)
          ? Number(env.TRUST_PROXY)
          : env.TRUST_PROXY,
    sweepIntervalSeconds: env.SWEEP_INTERVAL_SECONDS,
    redisUrl: env.REDIS_URL,
    scaleOut: {
      runWorkersInApi: env.RUN_WORKERS_IN_API,
      workerQueues: parseQueueClasses(env.WORKER_QUEUES),
      taskLockSeconds: env.TASK_LOCK_SECONDS,
      stalledCheckSeconds: env.TASK_STALLED_CHECK_SECONDS,
      shutdownGraceSeconds: env.WORKER_SHUTDOWN_GRACE_SECONDS,
      runningTasksPerAddress: env.MAX_RUNNING_TASKS_PER_ADDRESS,
    },
    connections: {
      headersTimeoutSeconds: env.HEADERS_TIMEOUT_SECONDS,
      idleTimeoutSeconds: env.IDLE_TIMEOUT_SECONDS,
      slowBodyWindowSeconds: env.SLOW_BODY_WINDOW_SECONDS,
      slowBodyMinBytes: env.SLOW_BODY_MIN_BYTES,
      maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          downloadRedirect: env.S3_DOWNLOAD_REDIRECT,
        }
      : undefined,
    binaries: {
      ffmpeg: env.FFMPEG_PATH,
      ffprobe: env.FFPROBE_PATH,
      gifsicle: env.GIFSICLE_PATH,
      magick: env.MAGICK_PATH,
      "yt-dlp": env.YT_DLP_PATH,
      "heif-convert": env.HEIF_CONVERT_PATH,
      djxl: env.DJXL_PATH,
      jxlinfo: env.JXLINFO_PATH,
      pdftoppm: env.PDFTOPPM_PATH,
      pdfinfo: env.PDFINFO_PATH,
      webpmux: env.WEBPMUX_PATH,
    },
    smtp: env.SMTP_URL && env.CONTACT_TO ? { url: env.SMTP_URL, to: env.CONTACT_TO } : undefined,
    adsClientId: env.ADS_CLIENT_ID,
    allowLoopbackUrlsForTests: env.UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS,
    urlTransforms: {
      allowUnsigned: env.URL_TRANSFORMS_ALLOW_UNSIGNED,
      waitSeconds: env.URL_TRANSFORM_WAIT_SECONDS,
    },
    generation: generationConfig(env),
  };
}

function generationConfig(env: z.infer<typeof environmentSchema>): GenerationConfig | undefined {
  if (!env.GENERATION_BACKEND) return undefined;
  const shared = {
    concurrency: env.GENERATION_CONCURRENCY,
    timeoutSeconds: env.GENERATION_TIMEOUT_SECONDS,
    width: env.GENERATION_WIDTH,
    height: env.GENERATION_HEIGHT,
  };
  const require = (name: string, value: string | undefined): string => {
    if (value) return value;
    throw new ConfigError(
      `Invalid configuration: ${name} is required when GENERATION_BACKEND=${env.GENERATION_BACKEND}`,
    );
  };
  if (env.GENERATION_BACKEND === "comfyui") {
    return {
      backend: "comfyui",
      ...shared,
      url: require("COMFYUI_URL", env.COMFYUI_URL),
      checkpoint: require("COMFYUI_CHECKPOINT", env.COMFYUI_CHECKPOINT),
      motionModule: require("COMFYUI_MOTION_MODULE", env.COMFYUI_MOTION_MODULE),
      sampler: env.COMFYUI_SAMPLER,
      scheduler: env.COMFYUI_SCHEDULER,
    };
  }
  const inputMap = { ...defaultInputMap, ...env.PREDICTION_INPUT_MAP };
  if (!inputMap.prompt) {
    throw new ConfigError("Invalid configuration: PREDICTION_INPUT_MAP must name the prompt input");
  }
  return {
    backend: "prediction",
    ...shared,
    url: require("PREDICTION_URL", env.PREDICTION_URL),
    api: env.PREDICTION_API,
    token: env.PREDICTION_TOKEN,
    model:
      env.PREDICTION_API === "replicate"
        ? require("PREDICTION_MODEL", env.PREDICTION_MODEL)
        : env.PREDICTION_MODEL,
    inputMap,
    extraInput: env.PREDICTION_EXTRA_INPUT ?? {},
  };
}
