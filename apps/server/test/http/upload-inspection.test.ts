import { readdir, readFile, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
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
    // Listening too: one test is a real client that goes away in the middle of its upload.
    server = await startTestServer({ listen: true });
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

  /** Every file in the store's directory (finished blobs, their metadata, partial writes). */
  const storedFiles = async () =>
    (await readdir(join(server.dataDir, "blobs")).catch(() => [] as string[])).sort();
  const incomplete = {
    error:
      "The upload could not be read: the form data is incomplete or malformed (it ended before its closing boundary). Send the form again.",
    code: "malformed-upload",
  };

  // Cut at 2 kB, the parser has read the whole cut body and destroyed the file's stream with its
  // error before the tap is joined to it (that once hung the request); at 300 kB the header
  // check is under way when the body ends.
  it.each([2_000, 300_000])(
    "answers 400 to a body cut off after %i bytes of a GIF being stored, and stores nothing",
    async (cutBytes) => {
      const before = await storedFiles(); // the results of earlier tests stay
      const gif = await readFile(fixture("gif/classroom.gif"));
      const form = multipart([
        { name: "file", value: gif, fileName: "classroom.gif" },
        { name: "speed", value: "2" },
      ]);
      const response = await server.app.inject({
        method: "POST",
        url: "/api/reverse",
        headers: form.headers,
        payload: form.payload.subarray(0, cutBytes),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(incomplete);
      expect(await storedFiles()).toEqual(before);
    },
  );

  it("settles a start call whose client goes away in the middle of its upload, and stores nothing", async () => {
    const before = await storedFiles();
    const gif = await readFile(fixture("gif/classroom.gif"));
    const form = multipart([{ name: "file", value: gif, fileName: "classroom.gif" }]);
    // The server's answer to the abandoned request, recorded as it is written (no client reads it).
    const answered = new Promise<number>((resolve) => {
      const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
        server.app.server.off("request", onRequest);
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => unknown;
        response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
          resolve(statusCode);
          return writeHead(statusCode, ...rest);
        }) as ServerResponse["writeHead"];
      };
      server.app.server.on("request", onRequest);
    });
    const client = httpRequest(`${server.baseUrl}/api/reverse`, {
      method: "POST",
      headers: { ...form.headers, "content-length": String(form.payload.length) },
    });
    client.on("error", () => undefined); // the socket is destroyed on purpose
    client.write(form.payload.subarray(0, 400_000));
    // Go away once the server is storing the file (its partial write is on disk).
    const deadline = Date.now() + 30_000;
    while (!(await storedFiles()).some((name) => name.endsWith(".partial"))) {
      if (Date.now() > deadline) throw new Error("the upload never started being stored");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    client.destroy();
    // The client's fault, as for a body cut short: 400 (not a 500 logged as our failure).
    expect(await answered).toBe(400);
    // The partial write is removed as the request settles.
    for (;;) {
      const files = await storedFiles();
      if (files.length === before.length) break;
      if (Date.now() > deadline) expect(files).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
