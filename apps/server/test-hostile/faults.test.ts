import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TaskStatus } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../test/helpers/fixtures.ts";
import { gifsicleInfo } from "../test/helpers/media-probe.ts";
import { makeSlowGif } from "../test/helpers/slow-gif.ts";
import { startTestServer, type TestServer, waitForTask } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  finishedTask,
  neighbourTaskSucceeds,
  postFile,
  storedBlobs,
} from "./helpers/corpus.ts";
import { hostileGif } from "./helpers/hostile-files.ts";

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Live processes in a process group (zombies waiting to be reaped are dead already). */
function groupMembers(groupId: number): string[] {
  try {
    return execFileSync("ps", ["-o", "pid=,stat=,comm=", "-g", String(groupId)], {
      encoding: "utf8",
    })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length === 3 && !fields[1]?.startsWith("Z"))
      .map((fields) => `${fields[0]} ${fields[2]}`);
  } catch {
    return []; // ps exits 1 when nothing matches
  }
}

/** A killed group empties within moments (the kernel finishes the SIGKILL asynchronously). */
async function expectGroupGone(groupId: number): Promise<void> {
  for (let attempt = 0; attempt < 40 && groupMembers(groupId).length > 0; attempt++)
    await sleep(50);
  expect(groupMembers(groupId)).toEqual([]);
}

async function waitUntilRunning(server: TestServer, taskId: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const state = (await server.app.inject({ url: `/api/task-status/${taskId}` })).json().state;
    if (state === "STARTED" || state === "PROGRESS") return;
    await sleep(10);
  }
  throw new Error(`task ${taskId} never started`);
}

/** Downloads a result and checks it is whole: the size the task reported, and a readable GIF. */
async function expectIntactResult(server: TestServer, status: TaskStatus, frames: number) {
  const key = status.result?.gif as string;
  const response = await server.app.inject({ url: `/api/download/${key}` });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.length).toBe(status.result?.sizes?.gif);
  const path = join(server.dataDir, `check-${key}.gif`);
  await writeFile(path, response.rawPayload);
  try {
    expect((await gifsicleInfo(path)).frameCount).toBe(frames);
    expect(response.rawPayload.at(-1)).toBe(0x3b); // the GIF trailer: not truncated
  } finally {
    await rm(path, { force: true });
  }
}

describe("faults: a worker killed, the time limit, a full queue", () => {
  let server: TestServer;
  let slowGif: Buffer;
  beforeAll(async () => {
    server = await startTestServer({
      // The tests below read the task processes' pids before their tasks: started with the
      // server, as in production.
      env: { WORKER_CONCURRENCY: "1", MAX_QUEUED_TASKS: "2", PRESTART_TASK_PROCESSES: "true" },
    });
    slowGif = await readFile(await makeSlowGif());
  });
  afterAll(() => server?.close());

  it("SIGKILL of a worker mid-task: that task fails clearly, its gifsicle dies with it, nothing is left, the next task runs", async () => {
    const blobsBefore = storedBlobs(server);
    const start = await postFile(server, "/api/reverse", slowGif, "slow.gif");
    const taskId = start.json().task_id as string;
    await waitUntilRunning(server, taskId);
    const [worker] = server.runtime.pool.pids();
    // Kill it while gifsicle works for it.
    for (let attempt = 0; attempt < 200; attempt++) {
      if (groupMembers(worker as number).some((line) => line.endsWith("gifsicle"))) break;
      await sleep(25);
    }
    expect(groupMembers(worker as number).some((line) => line.endsWith("gifsicle"))).toBe(true);
    process.kill(-(worker as number), "SIGKILL");
    const status = await finishedTask(server, taskId);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "Processing stopped unexpectedly (the file may be damaged or too complex). Please try again with another file.",
    );
    await expectGroupGone(worker as number);
    await sleep(200);
    await expectNothingLeft(server, blobsBefore);
    await neighbourTaskSucceeds(server);
  });

  it("a task over the wall-clock limit is killed with its whole process group and leaves no directory", async () => {
    const stored = await server.runtime.services.store.putFile(await makeSlowGif(), {
      contentType: "image/gif",
      downloadName: "slow.gif",
      role: "input",
      taskId: null,
    });
    const taskId = "feedfacefeedfacefeedfacefeedface";
    const [worker] = server.runtime.pool.pids();
    const startedAt = performance.now();
    const error = await server.runtime.pool
      .run(
        {
          id: taskId,
          payload: { tool: "reverse", options: {}, inputKeys: [stored.key], inputUrls: [] },
        },
        { signal: new AbortController().signal, timeoutMs: 1_500, onProgress: () => {} },
      )
      .catch((caught: Error) => caught);
    const elapsedMs = performance.now() - startedAt;
    expect((error as Error).message).toBe(
      "Processing took longer than the 2 s limit and was stopped. Try a shorter or smaller input.",
    );
    expect(elapsedMs).toBeLessThan(4_000);
    await expectGroupGone(worker as number);
    // The pool removes the killed task's directory right after the kill: allow a loaded machine 5 s.
    await expect
      .poll(() => existsSync(join(server.dataDir, "work", taskId)), { timeout: 5_000 })
      .toBe(false);
    await server.runtime.services.store.delete(stored.key);
  });

  it("a full queue answers 503 with Retry-After before storing anything; every accepted task still completes", async () => {
    const first = await postFile(server, "/api/reverse", slowGif, "slow-1.gif");
    await waitUntilRunning(server, first.json().task_id);
    const second = await postFile(server, "/api/reverse", slowGif, "slow-2.gif");
    const third = await postFile(server, "/api/reverse", slowGif, "slow-3.gif");
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([202, 202, 202]);
    const blobsBefore = storedBlobs(server);
    const refused = await postFile(server, "/api/reverse", slowGif, "slow-4.gif");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.json()).toEqual({
      error: "The server is busy. Please try again in a minute.",
      code: "queue-full",
    });
    expect(storedBlobs(server)).toEqual(blobsBefore);
    for (const response of [first, second, third]) {
      expect((await waitForTask(server.app, response.json().task_id, 120_000)).state).toBe(
        "SUCCESS",
      );
    }
  });
});

describe("faults: the memory limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    // An idle worker holds about 150 MB; gifsicle below needs about 285 MB more.
    server = await startTestServer({
      env: {
        WORKER_CONCURRENCY: "1",
        TASK_MEMORY_LIMIT_MB: "300",
        PRESTART_TASK_PROCESSES: "true",
      },
    });
  });
  afterAll(() => server?.close());

  it("a task over the memory limit (gifsicle on 70 frames of 2000×2000) is killed and fails with a clear message", async () => {
    const gif = hostileGif({ screenWidth: 2000, screenHeight: 2000, frames: 70 });
    const blobsBefore = storedBlobs(server);
    const startedAt = performance.now();
    const start = await postFile(server, "/api/reverse", gif, "memory.gif");
    expect(start.statusCode).toBe(202);
    const taskId = start.json().task_id as string;
    await waitUntilRunning(server, taskId);
    const [worker] = server.runtime.pool.pids();
    const status = await finishedTask(server, taskId);
    console.log(
      `      memory limit 300 MB: task stopped after ${(performance.now() - startedAt).toFixed(0)} ms`,
    );
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "Processing needed more than the 300 MB memory limit and was stopped. Try a smaller input or smaller settings.",
    );
    await expectGroupGone(worker as number);
    await sleep(200);
    await expectNothingLeft(server, blobsBefore);
    await neighbourTaskSucceeds(server);
  });
});

describe("faults: the disk budget", () => {
  let server: TestServer;
  const budgetBytes = 700_000;
  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_STORED_BYTES: String(budgetBytes) } });
  });
  afterAll(() => server?.close());

  it("at MAX_STORED_BYTES new tasks get 503 with Retry-After, the sweeper frees expired files, no SUCCESS result is missing or truncated", async () => {
    const gif = await readFile(fixture("gif/iss634.gif"));
    const frames = (await gifsicleInfo(fixture("gif/iss634.gif"))).frameCount;
    // An expired result left behind (e.g. by a crash): 400 KB the sweeper may free. The first
    // upload (278 KB) fits beside it; the second would pass the budget as its bytes arrive.
    const expired = join(server.dataDir, "blobs", "e".repeat(32));
    await writeFile(expired, Buffer.alloc(400_000));
    await writeFile(
      `${expired}.json`,
      JSON.stringify({
        contentType: "image/gif",
        downloadName: "old.gif",
        role: "result",
        taskId: null,
        createdAtMs: Date.now() - 2 * 3600_000,
        sizeBytes: 400_000,
      }),
    );
    const accepted = await postFile(server, "/api/reverse", gif, "first.gif");
    expect(accepted.statusCode).toBe(202);
    const first = await finishedTask(server, accepted.json().task_id);
    expect(first.state).toBe("SUCCESS");
    await sleep(2_100); // the measured total is trusted for 2 s

    const blobsBefore = storedBlobs(server);
    const refused = await postFile(server, "/api/reverse", gif, "second.gif");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toEqual({
      error:
        "The server has no room for new files right now (the storage budget is used up). Please try again in a few minutes.",
      code: "storage-full",
    });
    // Nothing new was stored. The refusal also starts the sweeper, which may already have
    // freed the expired file, so that one is left out of the comparison.
    const withoutExpired = (blobs: string[]) => blobs.filter((name) => name !== "e".repeat(32));
    expect(withoutExpired(storedBlobs(server))).toEqual(withoutExpired(blobsBefore));

    // The refusal started the sweeper: the expired file goes, and tasks are taken again.
    for (let attempt = 0; attempt < 50 && existsSync(expired); attempt++) await sleep(100);
    expect(existsSync(expired)).toBe(false);
    await sleep(2_100);
    const again = await postFile(server, "/api/reverse", gif, "third.gif");
    expect(again.statusCode).toBe(202);
    const third = await finishedTask(server, again.json().task_id);
    expect(third.state).toBe("SUCCESS");

    await expectIntactResult(server, first, frames);
    await expectIntactResult(server, third, frames);
  });
});

describe("faults: a really full disk", () => {
  let mountPoint: string;
  let server: TestServer;
  beforeAll(async () => {
    mountPoint = await mkdtemp(join(tmpdir(), "gifkit-full-disk-"));
    // A small disk of its own (needs root, as in CI containers and on this machine).
    await run("mount", ["-t", "tmpfs", "-o", "size=32m", "tmpfs", mountPoint]);
    server = await startTestServer({
      dataDir: mountPoint,
      env: { MIN_FREE_DISK_BYTES: "0", WORKER_CONCURRENCY: "1" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await run("umount", [mountPoint]).catch(() => {});
    await rm(mountPoint, { recursive: true, force: true });
  });

  it("tasks fail cleanly as the disk fills (no crash, nothing partial), and every SUCCESS result is whole", async () => {
    const gif = await readFile(fixture("gif/iss634.gif"));
    const frames = (await gifsicleInfo(fixture("gif/iss634.gif"))).frameCount;
    // Leave about 12.5 MB free: room for a few tasks, not for ten. Reversing iss634.gif
    // (transparent, a palette per frame) takes the composited path, whose frames (245 × 245 × 4
    // bytes × 42, about 10 MB) pass through a scratch file in the task's work directory, and each
    // result (~0.3 MB) stays: the first tasks fit, later ones meet a full disk.
    const { stdout } = await run("df", ["--output=avail", "-B1", mountPoint]);
    const available = Number(stdout.trim().split("\n")[1]);
    await writeFile(join(mountPoint, "filler"), Buffer.alloc(Math.max(0, available - 12_500_000)));

    const outcomes: { status: number; task?: TaskStatus; error?: string }[] = [];
    for (let index = 0; index < 10; index++) {
      const start = await postFile(server, "/api/reverse", gif, `fill-${index}.gif`);
      if (start.statusCode !== 202) {
        outcomes.push({ status: start.statusCode, error: start.json().error });
        continue;
      }
      outcomes.push({ status: 202, task: await finishedTask(server, start.json().task_id) });
    }
    const succeeded = outcomes.flatMap((outcome) =>
      outcome.task?.state === "SUCCESS" ? [outcome.task] : [],
    );
    const failed = outcomes.filter((outcome) => outcome.task?.state !== "SUCCESS");
    console.log(
      `      32 MB disk, 12.5 MB free: ${succeeded.length} succeeded, ${failed.length} refused or failed: ${[...new Set(failed.map((outcome) => `${outcome.status} ${outcome.error ?? outcome.task?.error}`))].join(" | ")}`,
    );
    expect(succeeded.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed) {
      const message = outcome.error ?? outcome.task?.error;
      expect(message).toMatch(/no room for new files|out of storage space/);
    }
    expect((await server.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    for (const task of succeeded) await expectIntactResult(server, task, frames);
    expect(storedBlobs(server).length).toBe(succeeded.length);
    await expectNothingLeft(server, storedBlobs(server));

    // Room again: the server takes and finishes work without a restart.
    await rm(join(mountPoint, "filler"));
    await sleep(2_100);
    const after = await postFile(server, "/api/reverse", gif, "after.gif");
    expect(after.statusCode).toBe(202);
    expect((await finishedTask(server, after.json().task_id)).state).toBe("SUCCESS");
  });

  it("the disk filling to the last byte under a running and a waiting task: both fail with the storage message, uploads get 503, the process stays up", async () => {
    const fillTo = async (name: string, leaveBytes: number) => {
      const { stdout } = await run("df", ["--output=avail", "-B1", mountPoint]);
      const available = Number(stdout.trim().split("\n")[1]);
      await writeFile(
        join(mountPoint, name),
        Buffer.alloc(Math.max(0, available - leaveBytes)),
      ).catch(
        () => {}, // the last bytes may not fit: the disk is full either way
      );
    };
    await fillTo("filler", 1_000_000);
    // A small file that keeps gifsicle busy for seconds, then a task waiting behind it.
    const blocker = await postFile(
      server,
      "/api/reverse",
      hostileGif({ screenWidth: 2000, screenHeight: 2000, frames: 70 }),
      "busy.gif",
    );
    const waiting = await postFile(
      server,
      "/api/reverse",
      await readFile(fixture("gif/iss634.gif")),
      "next.gif",
    );
    expect([blocker.statusCode, waiting.statusCode]).toEqual([202, 202]);
    await fillTo("filler-last", 0);

    const refused = await postFile(
      server,
      "/api/reverse",
      await readFile(fixture("gif/cogs.gif")),
      "more.gif",
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toEqual({
      error:
        "The server has no room for new files right now (the disk is full). Please try again in a few minutes.",
      code: "storage-full",
    });
    for (const response of [blocker, waiting]) {
      const status = await finishedTask(server, response.json().task_id);
      expect(status.state).toBe("FAILURE");
      expect(status.error).toBe(
        "The server is out of storage space right now. Please try again in a few minutes.",
      );
    }
    expect((await server.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    await rm(join(mountPoint, "filler"));
    await rm(join(mountPoint, "filler-last"));
    await expectNothingLeft(server, storedBlobs(server));
  });
});
