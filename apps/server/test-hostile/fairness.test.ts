import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import { makeEditListReplayMp4 } from "../test/helpers/video-media.ts";
import { finishedTask, postFile } from "./helpers/corpus.ts";

/**
 * Issue 28, observation 1: one address's video work must not hold up another address's quick
 * edit. On 2 workers, address A sends two previews of the edit-list MP4 (608 KB replaying 2 s
 * 50,000 times) and two Video to GIF conversions of a 40 s video; address B then sends a Reverse.
 * The old single FIFO line ran B's Reverse only after three of A's four tasks.
 */
describe("hostile: one address's long video work and another address's quick edit", () => {
  let server: TestServer;
  let directory: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { WORKER_CONCURRENCY: "2", FAIR_SHARE_PER_ADDRESS: "true" },
    });
    directory = await mkdtemp(join(tmpdir(), "gifkit-hostile-fair-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("two edit-list MP4 previews and two long conversions from one address do not hold up another address's Reverse", async () => {
    const editList = await readFile(await makeEditListReplayMp4(directory));
    const longVideo = await readFile(fixture("video/bottle-detection.mp4"));
    const heavy = "203.0.113.50";
    const heavyStarts = [
      await postFile(server, "/api/video-preview", editList, "replay-1.mp4", {}, heavy),
      await postFile(server, "/api/video-preview", editList, "replay-2.mp4", {}, heavy),
      await postFile(server, "/api/video-to-gif", longVideo, "long-1.mp4", {}, heavy),
      await postFile(server, "/api/video-to-gif", longVideo, "long-2.mp4", {}, heavy),
    ];
    expect(heavyStarts.map((response) => response.statusCode)).toEqual([202, 202, 202, 202]);
    const heavyIds = heavyStarts.map((response) => response.json().task_id as string);

    const startedAt = performance.now();
    const reverse = await postFile(
      server,
      "/api/reverse",
      await readFile(fixture("gif/cogs.gif")),
      "cogs.gif",
      {},
      "198.51.100.60",
    );
    expect(reverse.statusCode).toBe(202);
    const status = await finishedTask(server, reverse.json().task_id);
    const seconds = (performance.now() - startedAt) / 1000;
    expect(status.state).toBe("SUCCESS");
    const heavyStates = await Promise.all(
      heavyIds.map(async (id) => (await server.runtime.services.queue.get(id))?.state),
    );
    console.log(
      `      Reverse from another address done in ${seconds.toFixed(1)} s; the heavy address's tasks then: ${heavyStates.join(", ")}`,
    );
    // The heavy address runs one task at a time on the long lane: most of its work is still ahead.
    const unfinished = heavyStates.filter(
      (state) => state !== "SUCCESS" && state !== "FAILURE" && state !== "CANCELLED",
    );
    expect(unfinished.length).toBeGreaterThanOrEqual(2);
    // Their outcome is not the point here (previews and conversions have their own tests).
    for (const id of heavyIds) await server.runtime.services.queue.cancel(id);
  }, 240_000);
});
