import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { TaskStatus } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cluster } from "../../test-scale/helpers/cluster.ts";
import { fixture } from "../helpers/fixtures.ts";
import { makeSlowGif } from "../helpers/slow-gif.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * DELETE /api/task/{id} (issue 24) on both queue drivers: the in-process queue, and BullMQ on a
 * real redis-server with this process running the tasks (RUN_WORKERS_IN_API).
 */

async function startReverse(server: TestServer, body: Buffer, name: string): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/reverse",
    ...multipart([{ name: "file", value: body, fileName: name }]),
  });
  expect(response.statusCode).toBe(202);
  const { task_id: taskId, cancel_token: token } = response.json();
  cancelTokens.set(taskId, token);
  return taskId as string;
}

/** Each started task's cancel secret (its 202 answer's), as the page keeps it. */
const cancelTokens = new Map<string, string>();
const cancelTask = (server: TestServer, id: string) =>
  server.app.inject({
    method: "DELETE",
    url: `/api/task/${id}`,
    headers: { "x-cancel-token": cancelTokens.get(id) ?? "" },
  });

const statusOf = async (server: TestServer, id: string) =>
  (await server.app.inject({ url: `/api/task-status/${id}` })).json() as TaskStatus;

async function waitForState(server: TestServer, id: string, states: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await statusOf(server, id);
    if (states.includes(status.state)) return status;
    if (Date.now() > deadline) throw new Error(`task ${id} stayed ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Keys of stored blobs: none may belong to a cancelled task. */
async function storedKeys(server: TestServer) {
  const blobs: { key: string; taskId: string | null }[] = [];
  for await (const blob of server.runtime.services.store.list())
    blobs.push({ key: blob.key, taskId: blob.metadata.taskId });
  return blobs;
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const drivers: { name: string; env: () => Record<string, string> }[] = [
  { name: "in-process queue", env: () => ({}) },
  {
    name: "BullMQ on a real redis-server",
    env: () => ({ REDIS_URL: cluster.redisUrl, RUN_WORKERS_IN_API: "true" }),
  },
];
let cluster: Cluster;
beforeAll(async () => {
  cluster = await Cluster.create();
  await cluster.startRedis();
});
afterAll(() => cluster?.stopAll());

describe.each(drivers)("DELETE /api/task/{id} with the $name", ({ env }) => {
  let server: TestServer;
  let slow: Buffer;
  beforeAll(async () => {
    slow = await readFile(await makeSlowGif());
    server = await startTestServer({ env: { WORKER_CONCURRENCY: "1", ...env() } });
  });
  afterAll(() => server?.close());

  it("stops a running task: CANCELLED, its processes killed, no file left, the next task runs at once", async () => {
    const taskId = await startReverse(server, slow, "slow.gif");
    await waitForState(server, taskId, ["PROGRESS"]);
    const [workerPid] = server.runtime.pool.pids();
    expect(workerPid).toBeTypeOf("number");
    const inputKeys = (await server.runtime.services.queue.get(taskId))?.payload.inputKeys ?? [];
    expect(inputKeys).toHaveLength(1);

    // Only the starter cancels (issue 40): without the secret, or with another, 403 and it runs on.
    const anonymous = await server.app.inject({ method: "DELETE", url: `/api/task/${taskId}` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      error:
        "Only the one who started this task can cancel it: send the cancel_token of its start answer as the X-Cancel-Token header.",
      code: "cancel-not-allowed",
    });
    const guessed = await server.app.inject({
      method: "DELETE",
      url: `/api/task/${taskId}`,
      headers: { "x-cancel-token": "a".repeat(32) },
    });
    expect(guessed.statusCode).toBe(403);
    expect(["STARTED", "PROGRESS"]).toContain((await statusOf(server, taskId)).state);
    expect(JSON.stringify(await server.runtime.services.queue.get(taskId))).not.toContain(
      cancelTokens.get(taskId),
    );

    const cancelStartedMs = Date.now();
    const cancel = await cancelTask(server, taskId);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      task_id: taskId,
      state: "CANCELLED",
      status: "Cancelled.",
      result: null,
      error: null,
    });
    expect(Date.now() - cancelStartedMs).toBeLessThan(10_000);

    // The answer comes once nothing of the task is left: no file, and its process group was
    // killed (the killed gifsicle may take a moment to be reaped by init).
    const reapDeadline = Date.now() + 3000;
    while (groupAlive(workerPid as number) && Date.now() < reapDeadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(groupAlive(workerPid as number)).toBe(false);
    expect(existsSync(join(server.dataDir, "work", taskId))).toBe(false);
    const left = await storedKeys(server);
    expect(left.filter((blob) => inputKeys.includes(blob.key) || blob.taskId === taskId)).toEqual(
      [],
    );
    expect((await statusOf(server, taskId)).state).toBe("CANCELLED");
    // Stays cancelled: a worker that was still finishing cannot turn it into a success.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await statusOf(server, taskId)).toMatchObject({ state: "CANCELLED", result: null });

    // The one worker slot is free again: a quick task starts and finishes at once.
    const nextStartedMs = Date.now();
    const next = await startReverse(server, await readFile(fixture("gif/cogs.gif")), "cogs.gif");
    const done = await waitForTask(server.app, next, 30_000);
    expect(done.state).toBe("SUCCESS");
    expect(Date.now() - nextStartedMs).toBeLessThan(20_000);
  });

  it("takes a waiting task out of the queue and deletes its upload; repeats and finished tasks are answered", async () => {
    const running = await startReverse(server, slow, "slow.gif");
    await waitForState(server, running, ["STARTED", "PROGRESS"]);
    const waiting = await startReverse(server, slow, "slow-2.gif");
    expect((await statusOf(server, waiting)).state).toBe("PENDING");
    const inputKeys = (await server.runtime.services.queue.get(waiting))?.payload.inputKeys ?? [];

    const cancel = await cancelTask(server, waiting);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ state: "CANCELLED", status: "Cancelled." });
    const left = (await storedKeys(server)).map((blob) => blob.key);
    for (const key of inputKeys) expect(left).not.toContain(key);
    // Cancelling again answers the same (DELETE is idempotent: a retried cancel whose answer
    // was lost still succeeds); the running task was not touched.
    const again = await cancelTask(server, waiting);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(await statusOf(server, waiting));
    expect(again.json()).toEqual(cancel.json());
    expect(["STARTED", "PROGRESS"]).toContain((await statusOf(server, running)).state);

    await cancelTask(server, running);
    // It never runs afterwards.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusOf(server, waiting)).toMatchObject({ state: "CANCELLED", progress: 0 });

    const quick = await startReverse(server, await readFile(fixture("gif/cogs.gif")), "cogs.gif");
    expect((await waitForTask(server.app, quick, 30_000)).state).toBe("SUCCESS");
    const finished = await statusOf(server, quick);
    const late = await cancelTask(server, quick);
    // A finished task is left as it is: 409 with its status (as GET /api/task-status says it).
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: "This task has already finished; its result is ready.",
      code: "task-finished",
      task: finished,
    });
    expect(finished.state).toBe("SUCCESS");
    expect(await statusOf(server, quick)).toEqual(finished);
    // A failed one too: its status, its own `error` inside `task`.
    const damaged = await server.runtime.services.store.put(
      Readable.from([Buffer.from("GIF89a, and nothing a decoder can read")]),
      { contentType: "image/gif", downloadName: "damaged.gif", role: "result", taskId: null },
    );
    const failing = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([{ name: "source_key", value: damaged.key }]),
    });
    expect(failing.statusCode, failing.body).toBe(202);
    cancelTokens.set(failing.json().task_id, failing.json().cancel_token);
    const failed = await waitForTask(server.app, failing.json().task_id, 30_000);
    expect(failed.state).toBe("FAILURE");
    const tooLate = await cancelTask(server, failed.task_id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({
      error: "This task has already finished.",
      code: "task-finished",
      task: failed,
    });

    const unknown = await server.app.inject({
      method: "DELETE",
      url: `/api/task/${"0".repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("task-not-found");
  });
});
