import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { makeSlowGif } from "../helpers/slow-gif.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

describe("a worker process killed mid-task", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WORKER_CONCURRENCY: "1" } });
  });
  afterAll(() => server?.close());

  it("fails that task with a clear message, replaces the worker and keeps serving", async () => {
    const slow = await readFile(await makeSlowGif());
    const start = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([{ name: "file", value: slow, fileName: "slow.gif" }]),
    });
    const taskId = start.json().task_id as string;
    // Wait until the worker reports progress on the task (it is working on it, not starting up),
    // then kill it and its gifsicle outright.
    for (let i = 0; i < 2000; i++) {
      const state = (await server.app.inject({ url: `/api/task-status/${taskId}` })).json().state;
      if (state === "PROGRESS") break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [victim] = server.runtime.pool.pids();
    expect(victim).toBeTypeOf("number");
    process.kill(-(victim as number), "SIGKILL");

    const failed = await waitForTask(server.app, taskId);
    expect(failed.state).toBe("FAILURE");
    expect(failed.error).toBe(
      "Processing stopped unexpectedly (the file may be damaged or too complex). Please try again with another file.",
    );
    expect((await server.app.inject({ url: "/api/health" })).statusCode).toBe(200);

    // A new worker took its place: the next task runs to completion.
    const next = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([
        { name: "file", value: await readFile(fixture("gif/cogs.gif")), fileName: "cogs.gif" },
      ]),
    });
    const done = await waitForTask(server.app, next.json().task_id);
    expect(done.state).toBe("SUCCESS");
    expect(server.runtime.pool.pids()).not.toContain(victim);
  });

  it("stops a task that passes its time limit, with its processes", async () => {
    const timed = await startTestServer({ env: { WORKER_CONCURRENCY: "1" } });
    try {
      const slow = await readFile(await makeSlowGif());
      // The tool's limit is 120 s; the pool is given a tiny one through the queue for this test.
      const record = await timed.runtime.services.queue.submit(
        {
          tool: "reverse",
          options: {},
          inputKeys: [
            (
              await timed.runtime.services.store.putFile(await makeSlowGif(), {
                contentType: "image/gif",
                downloadName: "slow.gif",
                role: "input",
                taskId: null,
              })
            ).key,
          ],
          inputUrls: [],
        },
        null,
      );
      expect(slow.length).toBeGreaterThan(0);
      const result = await timed.runtime.pool
        .run(
          { id: `${record.id.slice(0, 31)}0`, payload: record.payload },
          { signal: new AbortController().signal, timeoutMs: 300, onProgress: () => {} },
        )
        .catch((error: Error) => error);
      expect((result as Error).message).toBe(
        "Processing took longer than the 0 s limit and was stopped. Try a shorter or smaller input.",
      );
    } finally {
      await timed.close();
    }
  });
});
