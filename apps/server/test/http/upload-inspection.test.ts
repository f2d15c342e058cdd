import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * The start call checks an image's header (size, frames) on the upload stream while it is being
 * stored: no stored input is read back from storage just to be checked (on S3 that was a second
 * download of the whole GIF). The store's read calls are counted during the start call.
 */
describe("start-call header checks read the upload stream, not the store", () => {
  let server: TestServer;
  const reads: string[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const store = server.runtime.services.store;
    const read = store.read.bind(store);
    const readHead = store.readHead.bind(store);
    store.read = (key) => {
      reads.push(`read ${key}`);
      return read(key);
    };
    store.readHead = (key, bytes) => {
      reads.push(`readHead ${key}`);
      return readHead(key, bytes);
    };
  });
  afterAll(() => server?.close());

  it("refuses a GIF over the frame limit with a 422 without reading anything back", async () => {
    const limits = server.runtime.services.config.limits;
    const maxInputFrames = limits.maxInputFrames;
    limits.maxInputFrames = 10;
    try {
      reads.length = 0;
      const gif = await readFile(fixture("gif/classroom.gif"));
      const response = await server.app.inject({
        method: "POST",
        url: "/api/reverse",
        ...multipart([{ name: "file", value: gif, fileName: "classroom.gif" }]),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: "The GIF has 45 frames; the most allowed is 10.",
        code: "input-too-large",
      });
      expect(reads).toEqual([]);
    } finally {
      limits.maxInputFrames = maxInputFrames;
    }
  });

  it("passes a 1 MB GIF to storage byte for byte while its header is read (the task reverses it)", async () => {
    const gif = await readFile(fixture("gif/classroom.gif"));
    reads.length = 0;
    const response = await server.app.inject({
      method: "POST",
      url: "/api/reverse",
      ...multipart([{ name: "file", value: gif, fileName: "classroom.gif" }]),
    });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const download = await server.app.inject({
      method: "GET",
      url: `/api/download/${status.result?.gif}`,
    });
    const reversedPath = join(server.dataDir, "reversed-check.gif");
    await writeFile(reversedPath, download.rawPayload);
    const [original, reversed] = await Promise.all([
      gifsicleInfo(fixture("gif/classroom.gif")),
      gifsicleInfo(reversedPath),
    ]);
    expect(reversed.frameCount).toBe(original.frameCount);
    expect(reversed.delaysCentiseconds).toEqual([...original.delaysCentiseconds].reverse());
  });
});
