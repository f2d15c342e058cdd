import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TaskStatus } from "@gifkit/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import { makeSlowGif } from "../helpers/slow-gif.ts";

const mainEntry = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

/** What the servers wrote to stderr (warnings and errors), shown when an assertion fails. */
let serverLog = "";

/**
 * Starts `main.ts` on a port the system picks and reads that port from its log, so the test can
 * never talk to another test's server that happened to take a port freed a moment before.
 */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [mainEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WORKER_CONCURRENCY: "1",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      WEB_ROOT: join(dataDir, "no-site"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    serverLog += chunk;
  });
  child.stdout?.setEncoding("utf8");
  const port = await new Promise<number>((resolve, reject) => {
    let pending = "";
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${serverLog}`)),
      60_000,
    );
    child.stdout?.on("data", (chunk: string) => {
      pending += chunk;
      for (const line of chunk.split("\n"))
        if (/"level":(40|50|60)/.test(line)) serverLog += `${line}\n`;
      const match = /GifKit is running on http:\/\/localhost:(\d+)/.exec(pending);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
      if (pending.length > 100_000) pending = pending.slice(-10_000);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${serverLog}`)));
  });
  child.stdout?.resume();
  return { child, port };
}

describe("restart recovery", () => {
  const children: ChildProcess[] = [];
  let dataDir = "";
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("runs every queued and running task exactly once to completion after the process is killed", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "gifkit-restart-"));
    const { child: first, port } = await startServer(dataDir);
    children.push(first);
    const slow = await readFile(await makeSlowGif());
    const taskIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const form = new FormData();
      form.append("file", new Blob([slow], { type: "image/gif" }), "slow.gif");
      const response = await fetch(`http://127.0.0.1:${port}/api/reverse`, {
        method: "POST",
        body: form,
      });
      const body = (await response.json()) as { task_id: string };
      // On a failure, give the server a moment to write its log before it is shown.
      if (response.status !== 202) await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(response.status, `${JSON.stringify(body)}\n${serverLog.slice(-3000)}`).toBe(202);
      taskIds.push(body.task_id);
    }
    // Kill the whole server (no graceful shutdown) while the first task runs and three wait.
    for (let i = 0; i < 400; i++) {
      const status = (await (
        await fetch(`http://127.0.0.1:${port}/api/task-status/${taskIds[0]}`)
      ).json()) as TaskStatus;
      if (status.state === "STARTED" || status.state === "PROGRESS") break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    const { child: second, port: secondPort } = await startServer(dataDir);
    children.push(second);
    const finished: TaskStatus[] = [];
    for (const id of taskIds) {
      for (;;) {
        const status = (await (
          await fetch(`http://127.0.0.1:${secondPort}/api/task-status/${id}`)
        ).json()) as TaskStatus;
        if (status.state === "SUCCESS" || status.state === "FAILURE") {
          finished.push(status);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(finished.map((status) => status.state)).toEqual([
      "SUCCESS",
      "SUCCESS",
      "SUCCESS",
      "SUCCESS",
    ]);
    const resultKeys = finished.map((status) => status.result?.gif);
    expect(new Set(resultKeys).size).toBe(4);
    for (const key of resultKeys) {
      const response = await fetch(`http://127.0.0.1:${secondPort}/api/download/${key}`);
      expect(response.status).toBe(200);
      const path = join(dataDir, `check-${key}.gif`);
      await (await import("node:fs/promises")).writeFile(
        path,
        Buffer.from(await response.arrayBuffer()),
      );
      expect((await gifsicleInfo(path)).frameCount).toBe(450);
    }
    // Each record completed once; the interrupted one was attempted twice, the others once.
    const records = await Promise.all(
      taskIds.map(
        async (id) =>
          JSON.parse(await readFile(join(dataDir, "tasks", `${id}.json`), "utf8")) as {
            attempts: number;
            state: string;
          },
      ),
    );
    expect(records.map((record) => record.attempts)).toEqual([2, 1, 1, 1]);
    // Inputs are deleted when their tasks end: only the four results stay stored. The deletion
    // follows the SUCCESS a status read sees (the record is current in memory first), so on a
    // loaded machine the last input may still be going for a moment: poll, don't sample once.
    const storedBlobs = async () =>
      (await readdir(join(dataDir, "blobs"))).filter((name) => /^[0-9a-f]{32}$/.test(name)).sort();
    await expect
      .poll(storedBlobs, { timeout: 10_000, interval: 100 })
      .toEqual([...(resultKeys as string[])].sort());
    second.kill("SIGTERM");
  });
});
