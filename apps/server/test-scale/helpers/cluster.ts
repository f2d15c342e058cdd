import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Real processes for the scale-out tests and the throughput benchmark: redis-server, an S3 server
 * (s3rver), API processes (src/main.ts) and worker processes (src/worker.ts), each its own OS
 * process on a free loopback port. Every process is started under `setpriv --pdeathsig KILL`, so
 * it dies with the test process even if that is killed outright, and `stopAll()` kills whatever
 * is left (with its process group: the workers' task processes too) and removes the temp dirs.
 */

const serverRoot = fileURLToPath(new URL("../../", import.meta.url));
const mainEntry = join(serverRoot, "src/main.ts");
const workerEntry = join(serverRoot, "src/worker.ts");
const s3Entry = join(serverRoot, "test-scale/helpers/s3-server-process.ts");

export const s3Bucket = "gifkit-scale";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

/** A started process: its pid, its output so far (for failure messages), and how to stop it. */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
  /** Sends a signal to the process group (SIGKILL: the process and its children at once). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export class Cluster {
  readonly root: string;
  redisPort = 0;
  s3Port = 0;
  private readonly processes = new Set<ManagedProcess>();

  private constructor(root: string) {
    this.root = root;
  }

  static async create(): Promise<Cluster> {
    return new Cluster(await mkdtemp(join(tmpdir(), "gifkit-scale-")));
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.redisPort}`;
  }

  /** Environment shared by API and worker processes. */
  baseEnv(): Record<string, string> {
    return {
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      REDIS_URL: this.redisUrl,
      S3_BUCKET: s3Bucket,
      S3_ENDPOINT: `http://127.0.0.1:${this.s3Port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      WORKER_CONCURRENCY: "1",
      // Short lock and stalled check, so a dead worker's task is taken over in seconds, not a minute.
      TASK_LOCK_SECONDS: "4",
      TASK_STALLED_CHECK_SECONDS: "2",
      WORKER_SHUTDOWN_GRACE_SECONDS: "5",
      // The tests submit dozens of tasks from one address, which here stands for many people:
      // no per-address share or unfinished-task cap (fair queueing is tested in bullmq-driver).
      FAIR_SHARE_PER_ADDRESS: "false",
      MAX_CONNECTIONS_PER_ADDRESS: "10000",
      RATE_LIMIT_START_PER_MINUTE: "10000",
      RATE_LIMIT_STATUS_PER_MINUTE: "100000",
      WEB_ROOT: join(this.root, "no-web-site"),
    };
  }

  private start(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
  ): ManagedProcess {
    // setpriv: the kernel kills the process if the test process dies, whatever kills it.
    const child = spawn("setpriv", ["--pdeathsig", "KILL", command, ...args], {
      env: { ...process.env, ...env },
      detached: true, // its own process group, so kill(-pid) takes its children too
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const append = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", append);
    child.stderr?.on("data", append);
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
    const managed: ManagedProcess = {
      name,
      child,
      output: () => output,
      exited,
      kill: async (signal: NodeJS.Signals = "SIGKILL") => {
        if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
          try {
            process.kill(-child.pid, signal);
          } catch {
            // already gone
          }
        }
        await exited;
        this.processes.delete(managed);
      },
    };
    this.processes.add(managed);
    return managed;
  }

  /** redis-server with its append-only file fsynced on every write, in the cluster's temp dir. */
  async startRedis(): Promise<ManagedProcess> {
    if (!this.redisPort) this.redisPort = await freePort();
    const directory = join(this.root, "redis");
    await mkdir(directory, { recursive: true });
    const redis = this.start(
      "redis",
      "redis-server",
      [
        "--port",
        String(this.redisPort),
        "--bind",
        "127.0.0.1",
        "--dir",
        directory,
        "--appendonly",
        "yes",
        // Every acknowledged write is on disk, so a SIGKILL loses nothing (production: everysec).
        "--appendfsync",
        "always",
        "--save",
        "",
        "--maxmemory-policy",
        "noeviction",
      ],
      {},
    );
    await waitFor("redis-server", () => redisPing(this.redisPort), 15_000);
    return redis;
  }

  async startS3(): Promise<ManagedProcess> {
    if (!this.s3Port) this.s3Port = await freePort();
    const directory = join(this.root, "s3");
    await mkdir(directory, { recursive: true });
    const s3 = this.start("s3", process.execPath, [s3Entry], {
      S3_PORT: String(this.s3Port),
      S3_DIRECTORY: directory,
    });
    await waitFor("s3 server", async () => s3.output().includes("s3-ready"), 30_000);
    return s3;
  }

  /** An API process (no task processes: RUN_WORKERS_IN_API stays false). */
  async startApi(
    name: string,
    port?: number,
    env: Record<string, string> = {},
    scaled = true,
  ): Promise<ManagedProcess & { baseUrl: string; port: number }> {
    const listenPort = port ?? (await freePort());
    const dataDir = join(this.root, name);
    const api = this.start(name, process.execPath, [mainEntry], {
      ...(scaled ? this.baseEnv() : {}),
      DATA_DIR: dataDir,
      PORT: String(listenPort),
      ...env,
    });
    const baseUrl = `http://127.0.0.1:${listenPort}`;
    await waitFor(
      `${name} (${api.output()})`,
      async () => {
        if (api.child.exitCode !== null) throw new Error(api.output());
        return (await fetch(`${baseUrl}/api/health`)).ok;
      },
      60_000,
    ).catch((error) => {
      throw new Error(`${name} did not start: ${error.message}\n${api.output()}`);
    });
    return Object.assign(api, { baseUrl, port: listenPort });
  }

  /** The default deployment: one process, in-process queue, local storage (no Redis, no S3). */
  async startSingleProcess(
    name: string,
    env: Record<string, string> = {},
  ): Promise<ManagedProcess & { baseUrl: string; port: number }> {
    const scaled = [
      "REDIS_URL",
      "S3_BUCKET",
      "S3_ENDPOINT",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
    ];
    const single = Object.fromEntries(
      Object.entries(this.baseEnv()).filter(([key]) => !scaled.includes(key)),
    );
    return this.startApi(name, undefined, { ...single, ...env }, false);
  }

  /** A worker process (npm run worker) with its own scratch DATA_DIR. */
  async startWorker(name: string, env: Record<string, string> = {}): Promise<ManagedProcess> {
    const worker = this.start(name, process.execPath, [workerEntry], {
      ...this.baseEnv(),
      DATA_DIR: join(this.root, name),
      LOG_LEVEL: "info",
      ...env,
    });
    await waitFor(
      name,
      async () => {
        if (worker.child.exitCode !== null) throw new Error(worker.output());
        return worker.output().includes("GifKit worker is taking tasks");
      },
      60_000,
    ).catch((error) => {
      throw new Error(`${name} did not start: ${error.message}\n${worker.output()}`);
    });
    return worker;
  }

  /** Kills every process still running (with its group) and removes the temp directory. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.processes].map((managed) => managed.kill("SIGKILL")));
    await rm(this.root, { recursive: true, force: true });
  }
}

/** PING over a raw socket: true when Redis answers PONG. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 1000);
    socket.on("error", () => {
      clearTimeout(timer);
      resolve(false);
    });
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}
