import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepOnce } from "../../src/tasks/sweeper.ts";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

describe("sweeper", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RESULT_TTL_MINUTES: "60", SWEEP_INTERVAL_SECONDS: "1" },
    });
  });
  afterAll(() => server?.close());

  const blobs = async () =>
    (await readdir(join(server.dataDir, "blobs"))).filter((name) => /^[0-9a-f]{32}$/.test(name));

  it("keeps results until the TTL, then deletes them with the task record", async () => {
    const start = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([
        { name: "file", value: await readFile(fixture("gif/cogs.gif")), fileName: "cogs.gif" },
      ]),
    });
    const taskId = start.json().task_id as string;
    const status = await waitForTask(server.app, taskId);
    const resultKey = status.result?.gif as string;
    const { queue, store } = server.runtime.services;
    const ttlMs = 60 * 60_000;

    // 59 minutes later: nothing is removed.
    expect(await sweepOnce(queue, store, ttlMs, Date.now() + 59 * 60_000)).toEqual({
      tasksRemoved: 0,
      blobsRemoved: 0,
    });
    expect(await blobs()).toContain(resultKey);

    // 61 minutes later: the result file and the task are gone; the API says so.
    const report = await sweepOnce(queue, store, ttlMs, Date.now() + 61 * 60_000);
    expect(report.tasksRemoved).toBe(1);
    expect(await blobs()).not.toContain(resultKey);
    expect((await server.app.inject({ url: `/api/task-status/${taskId}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/download/${resultKey}` })).statusCode).toBe(404);
    expect(await readdir(join(server.dataDir, "tasks"))).not.toContain(`${taskId}.json`);
  });

  it("removes stray inputs older than the TTL (a crash between upload and task)", async () => {
    const { store, queue } = server.runtime.services;
    const stray = await store.putFile(fixture("gif/cogs.gif"), {
      contentType: "image/gif",
      downloadName: "cogs.gif",
      role: "input",
      taskId: null,
    });
    expect(await sweepOnce(queue, store, 60 * 60_000, Date.now() + 30 * 60_000)).toEqual({
      tasksRemoved: 0,
      blobsRemoved: 0,
    });
    expect(await blobs()).toContain(stray.key);
    expect(
      (await sweepOnce(queue, store, 60 * 60_000, Date.now() + 61 * 60_000)).blobsRemoved,
    ).toBe(1);
    expect(await blobs()).not.toContain(stray.key);
  });
});
