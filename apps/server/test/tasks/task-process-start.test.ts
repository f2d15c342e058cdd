import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, waitForTask } from "../helpers/test-server.ts";

/** PRESTART_TASK_PROCESSES: task processes with the server, or each when a task first needs it. */
describe("when task processes start", () => {
  const reverse = async (server: Awaited<ReturnType<typeof startTestServer>>) => {
    const start = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([
        { name: "file", value: await readFile(fixture("gif/cogs.gif")), fileName: "cogs.gif" },
      ]),
    });
    return start.json().task_id as string;
  };

  it("with the server by default: 2 workers and a long lane of their own make 3 processes", async () => {
    const server = await startTestServer({ env: { PRESTART_TASK_PROCESSES: "true" } });
    try {
      expect(server.runtime.pool.pids()).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it("on demand: none at start, one per task that needs one, never more than the pool's size", async () => {
    const server = await startTestServer({ env: { PRESTART_TASK_PROCESSES: "false" } });
    try {
      expect(server.runtime.pool.pids()).toEqual([]);
      const first = await waitForTask(server.app, await reverse(server));
      expect(first.state).toBe("SUCCESS");
      expect(server.runtime.pool.pids()).toHaveLength(1);
      // The idle one is used again, not a new one started.
      expect((await waitForTask(server.app, await reverse(server))).state).toBe("SUCCESS");
      expect(server.runtime.pool.pids()).toHaveLength(1);
      // Four at once: the pool grows to its size (3) and no further.
      const ids = await Promise.all([1, 2, 3, 4].map(() => reverse(server)));
      const states = await Promise.all(ids.map((id) => waitForTask(server.app, id)));
      expect(states.map((status) => status.state)).toEqual(Array(4).fill("SUCCESS"));
      expect(server.runtime.pool.pids().length).toBeGreaterThanOrEqual(2);
      expect(server.runtime.pool.pids().length).toBeLessThanOrEqual(3);
    } finally {
      await server.close();
    }
  });
});
