import { readFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Header timeout, minimum body rate and the per-address connection cap on a real listening
 * server, with small limits so each case takes seconds (production: 10 s, 16 KiB per 20 s, 64).
 */
describe("connection limits", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({
      listen: true,
      env: {
        HEADERS_TIMEOUT_SECONDS: "1",
        SLOW_BODY_WINDOW_SECONDS: "1",
        SLOW_BODY_MIN_BYTES: "4096",
        MAX_CONNECTIONS_PER_ADDRESS: "5",
      },
    });
    port = Number(new URL(server.baseUrl).port);
  });
  afterAll(() => server?.close());

  /** A raw socket from `localAddress` (any 127.x.y.z is this machine's loopback on Linux). */
  const open = (localAddress = "127.0.0.1") =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress }, () => resolve(socket));
      socket.on("error", reject);
    });
  const closedAfterMs = (socket: Socket, startedAt: number) =>
    new Promise<number>((resolve) =>
      socket.on("close", () => resolve(performance.now() - startedAt)),
    );

  it("cuts a slowloris client (a header byte every 200 ms) after the header timeout", async () => {
    const socket = await open("127.0.0.2");
    const startedAt = performance.now();
    const closed = closedAfterMs(socket, startedAt);
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const drip = setInterval(() => socket.destroyed || socket.write("a"), 200);
    const afterMs = await closed;
    clearInterval(drip);
    // 1 s plus Node's check interval (250 ms here); slack for a loaded machine.
    expect(afterMs).toBeGreaterThan(900);
    expect(afterMs).toBeLessThan(4_000);
  });

  it("cuts a body that trickles in (1 byte every 300 ms resets any idle timeout)", async () => {
    const socket = await open("127.0.0.3");
    const startedAt = performance.now();
    const closed = closedAfterMs(socket, startedAt);
    socket.write(
      "POST /api/reverse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n",
    );
    const drip = setInterval(() => socket.destroyed || socket.write("x"), 300);
    const afterMs = await closed;
    clearInterval(drip);
    expect(afterMs).toBeGreaterThan(900);
    expect(afterMs).toBeLessThan(4_000);
  });

  it("keeps a slow but steady upload (16 KB/s, over several windows) and runs its task", async () => {
    const form = multipart([
      {
        name: "file",
        value: await readFile(fixture("gif/rotating-squares.gif")),
        fileName: "rotating-squares.gif",
      },
    ]);
    const body = form.payload;
    const socket = await open("127.0.0.4");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const startedAt = performance.now();
    socket.write(
      `POST /api/reverse HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: ${form.headers["content-type"]}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (let offset = 0; offset < body.length; offset += 8192) {
      socket.write(body.subarray(offset, offset + 8192));
      await sleep(500);
    }
    await ended;
    const seconds = (performance.now() - startedAt) / 1000;
    expect(seconds).toBeGreaterThan(2.5);
    const response = Buffer.concat(chunks).toString();
    expect(response).toMatch(/^HTTP\/1\.1 202 /);
    const taskId = JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4)).task_id;
    expect((await waitForTask(server.app, taskId, 60_000)).state).toBe("SUCCESS");
  });

  it("answers the 6th open connection of one address with 429 and closes it; other addresses are served", async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open("127.0.0.5")));
    const refused = await open("127.0.0.5");
    const answer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      refused.on("data", (chunk: Buffer) => chunks.push(chunk));
      refused.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "Too many open connections from your address. Close some and try again.",
      code: "too-many-connections",
    });
    const other = await fetch(`${server.baseUrl}/api/health`);
    expect(other.status).toBe(200);
    // A held connection still works, and one closed makes room for a new one.
    held[0]?.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const heldAnswer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      held[0]?.on("data", (chunk: Buffer) => chunks.push(chunk));
      held[0]?.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(heldAnswer).toMatch(/^HTTP\/1\.1 200 /);
    const again = await open("127.0.0.5");
    again.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const againAnswer = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      again.on("data", (chunk: Buffer) => chunks.push(chunk));
      again.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(againAnswer).toMatch(/^HTTP\/1\.1 200 /);
    for (const socket of held) socket.destroy();
  });
});
