import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer, waitForTask } from "../helpers/test-server.ts";

describe("probe", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  it("probe", async () => {
    const path = process.env.PROBE_GIF ?? fixture("gif/truecolor-buildup.gif");
    for (const target of (process.env.PROBE_TARGETS ?? "10240,51200").split(",")) {
      const form = multipart([
        { name: "file", value: await readFile(path), fileName: basename(path), contentType: "image/gif" },
        { name: "target_size_bytes", value: target },
      ]);
      const started = await server.app.inject({ method: "POST", url: `/api/${process.env.PROBE_TOOL ?? "optimize"}`, ...form });
      const status = await waitForTask(server.app, started.json().task_id, 300_000);
      console.log("PROBE", target, status.state, status.error, JSON.stringify(status.result?.sizes), JSON.stringify(status.result?.settings));
    }
  }, 600_000);
});
