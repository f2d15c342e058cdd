import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { TaskStatus } from "@gifkit/contracts";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../test/helpers/fixtures.ts";
import { gifsicleInfo } from "../test/helpers/media-probe.ts";
import { startSmtpStandIn } from "../test/helpers/smtp-stand-in.ts";
import { Cluster, type ManagedProcess, s3Bucket, sleep } from "./helpers/cluster.ts";

/**
 * The scaled deployment as separate OS processes: redis-server (append-only file on), an S3
 * server, two API processes and two worker processes. Tasks go in through both APIs and are
 * polled through both; workers, Redis and an API are killed mid-run.
 */

const smallFixtures = [
  "cogs.gif",
  "animated-loop-3.gif",
  "dispose-background.gif",
  "rotating-squares.gif",
];

/**
 * An 800×600, 600-frame GIF (inside the output limits: 600 frames, 300 megapixels): a few seconds
 * of gifsicle work, long enough to kill a worker in the middle of it.
 */
async function makeSlowGif(): Promise<string> {
  const path = join(tmpdir(), "gifkit-scale-slow-600.gif");
  if (!existsSync(path)) {
    await promisify(execFile)("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=800x600:rate=30",
      "-t",
      "20",
      `${path}.tmp.gif`,
    ]);
    await promisify(execFile)("mv", [`${path}.tmp.gif`, path]);
  }
  return path;
}

interface Expected {
  frameCount: number;
  delaysCentiseconds: number[];
}

describe("scaled out: 2 API processes, 2 worker processes, Redis and S3", () => {
  let cluster: Cluster;
  let redisProcess: ManagedProcess;
  let apis: (ManagedProcess & { baseUrl: string; port: number })[] = [];
  let workers: ManagedProcess[] = [];
  let inspector: Redis;
  let fastQueue: Queue;
  let s3: S3Client;
  const inputs = new Map<string, Buffer>();
  const expected = new Map<string, Expected>();
  /** Every task this file started, with the fixture it reverses. */
  const allTasks = new Map<string, string>();
  let slowInput: Buffer;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

  beforeAll(async () => {
    cluster = await Cluster.create();
    redisProcess = await cluster.startRedis();
    await cluster.startS3();
    // Keys by mail and webhooks to a loopback receiver (issue 37), in both API processes.
    smtp = await startSmtpStandIn();
    const developerEnv = {
      SMTP_URL: smtp.url,
      CONTACT_TO: "support@gifkit.test",
      UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: "true",
      WEBHOOK_RETRY_DELAYS_SECONDS: "0.3",
    };
    // The first API creates the bucket; the others start in parallel.
    const firstApi = await cluster.startApi("api-1", undefined, developerEnv);
    const [secondApi, firstWorker, secondWorker] = await Promise.all([
      cluster.startApi("api-2", undefined, developerEnv),
      cluster.startWorker("worker-1"),
      cluster.startWorker("worker-2"),
    ]);
    apis = [firstApi, secondApi];
    workers = [firstWorker, secondWorker];
    inspector = new Redis(cluster.redisUrl, { maxRetriesPerRequest: null });
    inspector.on("error", () => {});
    fastQueue = new Queue("fast", { connection: inspector, prefix: "gifkit" });
    fastQueue.on("error", () => {});
    s3 = new S3Client({
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${cluster.s3Port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    for (const name of smallFixtures) {
      const path = fixture(`gif/${name}`);
      inputs.set(name, await readFile(path));
      const info = await gifsicleInfo(path);
      expected.set(name, {
        frameCount: info.frameCount,
        // Reverse: the same frames back to front, each keeping its own delay exactly (0 and 1
        // included: DESIGN §2, timing is sacred).
        delaysCentiseconds: [...info.delaysCentiseconds].reverse(),
      });
    }
    slowInput = await readFile(await makeSlowGif());
  });

  afterAll(async () => {
    await fastQueue?.close().catch(() => {});
    inspector?.disconnect();
    s3?.destroy();
    await cluster?.stopAll();
    await smtp?.close();
  });

  async function submit(baseUrl: string, name: string, body: Buffer): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(body)], { type: "image/gif" }), name);
    const response = await fetch(`${baseUrl}/api/reverse`, { method: "POST", body: form });
    const text = await response.text();
    expect(response.status, text).toBe(202);
    const id = (JSON.parse(text) as { task_id: string }).task_id;
    allTasks.set(id, name);
    return id;
  }

  /** A task's status through one API; null while that API or Redis is unreachable (503). */
  async function statusVia(baseUrl: string, id: string): Promise<TaskStatus | null> {
    try {
      const response = await fetch(`${baseUrl}/api/task-status/${id}`);
      if (response.status === 503) return null;
      expect(response.status).toBe(200);
      return (await response.json()) as TaskStatus;
    } catch (error) {
      if (error instanceof TypeError) return null; // connection refused: the API is down
      throw error;
    }
  }

  /** Polls every task round-robin through the given APIs until all are finished. */
  async function waitForAll(
    ids: string[],
    baseUrls: () => string[],
    timeoutMs = 240_000,
  ): Promise<Map<string, TaskStatus>> {
    const done = new Map<string, TaskStatus>();
    const deadline = Date.now() + timeoutMs;
    let turn = 0;
    while (done.size < ids.length) {
      for (const id of ids) {
        if (done.has(id)) continue;
        const urls = baseUrls();
        const status = await statusVia(urls[turn++ % urls.length] as string, id);
        if (status && (status.state === "SUCCESS" || status.state === "FAILURE"))
          done.set(id, status);
      }
      if (Date.now() > deadline) {
        const pending = ids.filter((id) => !done.has(id));
        throw new Error(
          `${pending.length} tasks did not finish: ${pending.join(", ")}\n` +
            [...workers, ...apis]
              .map((p) => `--- ${p.name}\n${p.output().slice(-3000)}`)
              .join("\n"),
        );
      }
      await sleep(200);
    }
    return done;
  }

  /** Downloads a result through an API and checks it is the reverse of its fixture. */
  async function expectReversed(baseUrl: string, status: TaskStatus, name: string) {
    const key = status.result?.gif as string;
    const response = await fetch(`${baseUrl}/api/download/${key}?proxy=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="reversed.gif"');
    const path = join(cluster.root, `check-${key}.gif`);
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    const info = await gifsicleInfo(path);
    const want = expected.get(name);
    if (want) {
      expect(info.frameCount).toBe(want.frameCount);
      expect(info.delaysCentiseconds).toEqual(want.delaysCentiseconds);
    } else {
      expect(info.frameCount).toBe(600); // the slow GIF
    }
  }

  const attemptsOf = async (id: string) =>
    Number(await inspector.hget(`gifkit:task:${id}`, "attempts"));

  /**
   * The bucket's keys once they equal `expected` (or the last listing after 10 s): a worker
   * deletes a task's inputs just after recording SUCCESS, so a poll can see SUCCESS first.
   */
  async function storedKeysSettled(expected: string[]): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const keys = await storedKeys();
      if (JSON.stringify(keys) === JSON.stringify([...expected].sort()) || Date.now() > deadline)
        return keys;
      await sleep(200);
    }
  }

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: s3Bucket, Prefix: "blobs/", ContinuationToken }),
      );
      for (const object of page.Contents ?? []) keys.push((object.Key ?? "").slice(6));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  /** BullMQ's processedBy of a job run by this worker process ("<host>-<pid>"). */
  const workerName = (worker: ManagedProcess) => new RegExp(`-${worker.child.pid}$`);

  it("runs 50 tasks submitted round-robin to both APIs, each exactly once, with correct outputs", async () => {
    const ids: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      ids.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, index) => {
            const n = batch * 10 + index;
            const name = smallFixtures[n % smallFixtures.length] as string;
            return submit(
              (apis[n % 2] as { baseUrl: string }).baseUrl,
              name,
              inputs.get(name) as Buffer,
            );
          }),
        )),
      );
    }
    expect(new Set(ids).size).toBe(50);
    const statuses = await waitForAll(ids, () => apis.map((api) => api.baseUrl));
    const states = [...statuses.values()].map((status) => status.state);
    expect(
      states.filter((state) => state !== "SUCCESS"),
      JSON.stringify([...statuses.values()].filter((s) => s.state !== "SUCCESS")),
    ).toEqual([]);

    // Outputs, downloaded through the other API than the one that took the task.
    for (const [index, id] of ids.entries()) {
      await expectReversed(
        (apis[(index + 1) % 2] as { baseUrl: string }).baseUrl,
        statuses.get(id) as TaskStatus,
        allTasks.get(id) as string,
      );
    }
    // Exactly once: one attempt each, 50 completed jobs, none failed, one result per task.
    expect(await Promise.all(ids.map(attemptsOf))).toEqual(ids.map(() => 1));
    const counts = await fastQueue.getJobCounts("completed", "failed", "active", "waiting");
    expect(counts).toMatchObject({ completed: 50, failed: 0, active: 0, waiting: 0 });
    const resultKeys = ids.map((id) => statuses.get(id)?.result?.gif as string);
    expect(new Set(resultKeys).size).toBe(50);
    // Inputs were deleted when their tasks ended: the bucket holds exactly the 50 results.
    expect(await storedKeysSettled(resultKeys)).toEqual([...resultKeys].sort());
    // Both workers took part.
    const processedBy = await Promise.all(
      ids.map(async (id) => (await fastQueue.getJob(id))?.processedBy ?? ""),
    );
    for (const worker of workers) {
      expect(processedBy.filter((name) => workerName(worker).test(name)).length).toBeGreaterThan(0);
    }
  });

  it("finishes the task of a worker killed with SIGKILL mid-task on the other worker, losing nothing", async () => {
    const ids = [
      await submit((apis[0] as { baseUrl: string }).baseUrl, "slow-1.gif", slowInput),
      await submit((apis[1] as { baseUrl: string }).baseUrl, "slow-2.gif", slowInput),
    ];
    // Both workers are in the middle of their task (gifsicle is reversing the frames).
    for (let attempt = 0; ; attempt++) {
      const statuses = await Promise.all(
        ids.map((id) => statusVia((apis[0] as { baseUrl: string }).baseUrl, id)),
      );
      if (statuses.every((status) => status?.state === "PROGRESS")) break;
      expect(attempt, "both tasks should be running").toBeLessThan(1500);
      await sleep(20);
    }
    const [victim, survivor] = workers as [ManagedProcess, ManagedProcess];
    const victimJob = (
      await Promise.all(ids.map(async (id) => ({ id, job: await fastQueue.getJob(id) })))
    ).find(({ job }) => workerName(victim).test(job?.processedBy ?? ""));
    expect(victimJob, "the victim holds one of the two tasks").toBeDefined();
    await victim.kill("SIGKILL");
    workers = [survivor];

    const statuses = await waitForAll(ids, () => apis.map((api) => api.baseUrl));
    for (const id of ids) {
      expect(statuses.get(id)?.state, statuses.get(id)?.error ?? "").toBe("SUCCESS");
      await expectReversed(
        (apis[0] as { baseUrl: string }).baseUrl,
        statuses.get(id) as TaskStatus,
        "slow",
      );
    }
    // The victim's task ran twice (the second time on the survivor); the other once.
    expect(await attemptsOf(victimJob?.id as string)).toBe(2);
    expect(await attemptsOf(ids.find((id) => id !== victimJob?.id) as string)).toBe(1);
    expect((await fastQueue.getJob(victimJob?.id as string))?.processedBy).toMatch(
      workerName(survivor),
    );
    // Nothing lost, nothing extra: inputs gone, one result per task.
    const resultKeys = [...allTasks.keys()].map(
      async (id) => (await statusVia((apis[1] as { baseUrl: string }).baseUrl, id))?.result?.gif,
    );
    const everyResult = (await Promise.all(resultKeys)) as string[];
    expect(await storedKeysSettled(everyResult)).toEqual([...everyResult].sort());

    // A replacement worker for the next scenarios.
    workers.push(await cluster.startWorker("worker-3"));
  });

  it("finishes queued tasks after Redis is killed and restarted (append-only file on)", async () => {
    // Two slow tasks keep both workers busy, so the ten after them are certainly waiting.
    const ids = [
      await submit((apis[0] as { baseUrl: string }).baseUrl, "slow-3.gif", slowInput),
      await submit((apis[1] as { baseUrl: string }).baseUrl, "slow-4.gif", slowInput),
    ];
    for (let index = 0; index < 10; index++) {
      const name = smallFixtures[index % smallFixtures.length] as string;
      ids.push(
        await submit(
          (apis[index % 2] as { baseUrl: string }).baseUrl,
          name,
          inputs.get(name) as Buffer,
        ),
      );
    }
    const health = (await (
      await fetch(`${(apis[0] as { baseUrl: string }).baseUrl}/api/health`)
    ).json()) as {
      queue: { waiting: number };
    };
    expect(health.queue.waiting).toBeGreaterThanOrEqual(8);

    await redisProcess.kill("SIGKILL");
    // While Redis is down: starting a task answers 503 at once, and so does a status read.
    const startedAt = Date.now();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(inputs.get("cogs.gif") as Buffer)]), "cogs.gif");
    const refused = await fetch(`${(apis[0] as { baseUrl: string }).baseUrl}/api/reverse`, {
      method: "POST",
      body: form,
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { code: string }).code).toBe("queue-unavailable");
    expect(Date.now() - startedAt).toBeLessThan(3000);
    const statusWhileDown = await fetch(
      `${(apis[1] as { baseUrl: string }).baseUrl}/api/task-status/${ids[5]}`,
    );
    expect(statusWhileDown.status).toBe(503);
    await sleep(1000);
    redisProcess = await cluster.startRedis();

    const statuses = await waitForAll(ids, () => apis.map((api) => api.baseUrl));
    for (const id of ids) {
      expect(statuses.get(id)?.state, statuses.get(id)?.error ?? "").toBe("SUCCESS");
      await expectReversed(
        (apis[1] as { baseUrl: string }).baseUrl,
        statuses.get(id) as TaskStatus,
        allTasks.get(id) as string,
      );
    }
  });

  it("keeps keys, idempotency and webhook deliveries in Redis: any API process serves them", async () => {
    const [first, second] = apis.map((api) => api.baseUrl) as [string, string];
    let hits = 0;
    const received: { headers: Record<string, string>; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.statusCode = ++hits === 1 ? 500 : 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      // Asked through one API, confirmed through the other.
      const asked = await fetch(`${first}/api/keys`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "scale@example.com" }),
      });
      expect(asked.status).toBe(202);
      const mail = (smtp.received.at(-1)?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const token = /#confirm=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      const confirmed = await fetch(`${second}/api/keys/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      expect(confirmed.status).toBe(200);
      const { key, webhook_secret } = (await confirmed.json()) as {
        key: string;
        webhook_secret: string;
      };
      const port = (receiver.address() as { port: number }).port;
      const start = (baseUrl: string) => {
        const form = new FormData();
        const input = inputs.get(smallFixtures[0] as string) as Buffer;
        form.append("file", new Blob([new Uint8Array(input)], { type: "image/gif" }), "a.gif");
        form.append("callback_url", `http://127.0.0.1:${port}/hook`);
        return fetch(`${baseUrl}/api/reverse`, {
          method: "POST",
          body: form,
          headers: { authorization: `Bearer ${key}`, "idempotency-key": '"scale-1"' },
        });
      };
      const started = await start(second);
      expect(started.status).toBe(202);
      expect(started.headers.get("ratelimit-policy")).toContain('"starts-per-day";q=5000');
      const taskId = ((await started.json()) as { task_id: string }).task_id;
      // The replay through the other API: the same task.
      const replay = await start(first);
      expect(((await replay.json()) as { task_id: string }).task_id).toBe(taskId);
      // Finished on a worker; the event read by one API; delivered after a 500.
      const deadline = Date.now() + 60_000;
      while (received.length < 2 && Date.now() < deadline) await sleep(100);
      expect(received).toHaveLength(2);
      const event = new Webhook(webhook_secret).verify(
        (received[1] as { body: string }).body,
        (received[1] as { headers: Record<string, string> }).headers,
      ) as { type: string; data: { task_id: string } };
      expect(event).toMatchObject({ type: "task.succeeded", data: { task_id: taskId } });
      const page = (await (
        await fetch(`${first}/api/keys/me`, { headers: { authorization: `Bearer ${key}` } })
      ).json()) as {
        today: { starts: number };
        tasks: { task_id: string; state: string }[];
        deliveries: { state: string; attempts: { status: number }[] }[];
      };
      expect(page.today.starts).toBe(2);
      expect(page.tasks).toEqual([expect.objectContaining({ task_id: taskId, state: "SUCCESS" })]);
      expect(page.deliveries[0]?.state).toBe("delivered");
      expect(page.deliveries[0]?.attempts.map((attempt) => attempt.status)).toEqual([500, 204]);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it("keeps answering through the other API while one API process is killed and restarted", async () => {
    const [doomed, other] = apis as [(typeof apis)[number], (typeof apis)[number]];
    const ids = [await submit(doomed.baseUrl, "slow-5.gif", slowInput)];
    for (let index = 0; index < 5; index++) {
      const name = smallFixtures[index % smallFixtures.length] as string;
      ids.push(await submit(doomed.baseUrl, name, inputs.get(name) as Buffer));
    }
    await doomed.kill("SIGKILL");
    expect(await statusVia(doomed.baseUrl, ids[0] as string)).toBeNull(); // it is really gone

    const statuses = await waitForAll(ids, () => [other.baseUrl]);
    for (const id of ids) expect(statuses.get(id)?.state).toBe("SUCCESS");

    // Restarted on the same port, it answers for every task, old and new, like the other one.
    const restarted = await cluster.startApi("api-1", doomed.port);
    apis = [restarted, other];
    for (const id of ids) {
      expect(await statusVia(restarted.baseUrl, id)).toEqual(statuses.get(id));
    }
    await expectReversed(
      restarted.baseUrl,
      statuses.get(ids[1] as string) as TaskStatus,
      smallFixtures[0] as string,
    );
    // Every task of this file finished once, successfully.
    const everyStatus = await Promise.all(
      [...allTasks.keys()].map((id) => statusVia(restarted.baseUrl, id)),
    );
    expect(everyStatus.map((status) => status?.state)).toEqual(
      [...allTasks.keys()].map(() => "SUCCESS"),
    );
  });
});
