import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { startTestServer, type TestServer, waitForTask } from "../helpers/test-server.ts";

/**
 * GET /t/<signature>/<operations>/<source> (issue 37) on the in-process runtime: the source is
 * served by a loopback server of the test (loopback allowed in test mode, as in the webhook
 * tests), the path signed as imgproxy signs (HMAC-SHA256 of the path after the signature,
 * base64url) with a key's signing secret. The first request makes one task; the second is
 * answered from the cache (no task, no fetch, same ETag); an unsigned or tampered path is 403.
 */
const cogs = await readFile(fixture("gif/cogs.gif"));

let source: Server;
let sourceUrl: string;
let sourceRequests = 0;
beforeAll(async () => {
  source = createServer((_request, response) => {
    sourceRequests += 1;
    response.writeHead(200, { "content-type": "image/gif" }).end(cogs);
  });
  await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/cogs.gif`;
});
afterAll(() => new Promise((resolve) => source.close(resolve)));

/** A confirmed key of the test server: its id and signing secret. */
async function newKey(server: TestServer) {
  const keys = server.runtime.services.keys;
  if (!keys) throw new Error("the runtime has no keys");
  const token = await keys.newConfirmation("dev@example.com");
  const confirmed = await keys.confirm(token);
  if (!confirmed) throw new Error("the confirmation was refused");
  return confirmed.record;
}

/** The path signed as the /api page says: base64url HMAC of everything after the signature. */
function signedPath(keyId: string, secret: string, rest: string): string {
  const signature = createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(rest)
    .digest("base64url");
  return `/t/${keyId}.${signature}${rest}`;
}

const gifSize = (bytes: Buffer) => ({
  width: bytes.readUInt16LE(6),
  height: bytes.readUInt16LE(8),
});

describe("URL transformations", () => {
  let server: TestServer;
  beforeAll(async () => {
    // A task process starts with the first task (a few seconds on a busy machine): the first
    // answer is the result itself here; the 202 is the next describe's.
    server = await startTestServer({ env: { URL_TRANSFORM_WAIT_SECONDS: "30" } });
  });
  afterAll(() => server?.close());

  it("makes a transformation once, then serves it from the cache: no new task, same ETag", async () => {
    const key = await newKey(server);
    const rest = `/resize:w=40/${encodeURIComponent(sourceUrl)}`;
    const path = signedPath(key.id, key.webhookSecret, rest);
    const fetchesBefore = sourceRequests;

    const first = await server.app.inject({ url: path });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/gif");
    expect(first.headers["x-gifkit-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(gifSize(first.rawPayload)).toEqual({ width: 40, height: 36 });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(sourceRequests).toBe(fetchesBefore + 1);

    const second = await server.app.inject({ url: path });
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-gifkit-cache"]).toBe("hit");
    expect(second.headers.etag).toBe(etag);
    expect(second.headers["x-gifkit-task"]).toBe(first.headers["x-gifkit-task"]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // No second fetch, and the key counted one task.
    expect(sourceRequests).toBe(fetchesBefore + 1);
    expect((await server.runtime.services.keys?.usage(key.id))?.total.tasks).toBe(1);

    const revalidated = await server.app.inject({
      url: path,
      headers: { "if-none-match": etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("refuses an unsigned path and a tampered one with 403", async () => {
    const key = await newKey(server);
    const rest = `/resize:w=40/${encodeURIComponent(sourceUrl)}`;
    const unsigned = await server.app.inject({ url: `/t/_${rest}` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({
      code: "signature-required",
      error: expect.stringContaining("This transformation is not signed."),
    });
    const tampered = signedPath(key.id, key.webhookSecret, rest).replace("w=40", "w=41");
    const refused = await server.app.inject({ url: tampered });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("invalid-signature");
  });

  it("parses crop:1:1, resize and speed into one chain (a square GIF), and format:webp", async () => {
    const key = await newKey(server);
    const rest = `/crop:1:1/resize:w=32/speed:2/${encodeURIComponent(sourceUrl)}`;
    const response = await server.app.inject({ url: signedPath(key.id, key.webhookSecret, rest) });
    expect(response.statusCode, response.body).toBe(200);
    expect(gifSize(response.rawPayload)).toEqual({ width: 32, height: 32 });
    const status = await waitForTask(server.app, response.headers["x-gifkit-task"] as string);
    // cogs is 85 × 77: the centred square is 77 × 77 from x = 4.
    expect(status.chain?.operations).toEqual([
      expect.objectContaining({ op: "crop", x: 4, y: 0, width: 77, height: 77 }),
      expect.objectContaining({ op: "resize", width: 32 }),
      expect.objectContaining({ op: "speed", speed: 2 }),
    ]);

    const webpPath = `/format:webp/${encodeURIComponent(sourceUrl)}`;
    const webp = await server.app.inject({ url: signedPath(key.id, key.webhookSecret, webpPath) });
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.rawPayload.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(webp.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});

describe("URL transformations that take longer than the wait", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { URL_TRANSFORM_WAIT_SECONDS: "0" } });
  });
  afterAll(() => server?.close());

  it("answer 202 with the task's polling address, then the result at the same URL", async () => {
    const key = await newKey(server);
    const rest = `/reverse/${encodeURIComponent(sourceUrl)}`;
    const path = signedPath(key.id, key.webhookSecret, rest);
    const pending = await server.app.inject({ url: path });
    expect(pending.statusCode, pending.body).toBe(202);
    const { task_id: taskId, status_url: statusUrl } = pending.json();
    expect(statusUrl).toBe(`/api/task-status/${taskId}`);
    expect(pending.headers.location).toBe(statusUrl);
    expect((await waitForTask(server.app, taskId)).state).toBe("SUCCESS");
    const done = await server.app.inject({ url: path });
    expect(done.statusCode).toBe(200);
    expect(done.headers["x-gifkit-task"]).toBe(taskId);
    expect(done.headers["x-gifkit-cache"]).toBe("hit");
  });
});
