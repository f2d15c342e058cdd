import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config.ts";
import { registerErrorHandler } from "../src/http/error-handler.ts";
import { registerRateLimits } from "../src/http/rate-limits.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { multipart, startTestServer, type TestServer } from "../test/helpers/test-server.ts";
import {
  expectNothingLeft,
  finishedTask,
  neighbourTaskSucceeds,
  postFile,
  postForm,
  storedBlobs,
} from "./helpers/corpus.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rate limits per route class and address (reliability R5.1, R5.2). */
describe("abuse: rate limits", () => {
  let server: TestServer;
  let cogs: Buffer;
  beforeAll(async () => {
    // The production numbers: 30 starts and 600 status reads a minute per address.
    server = await startTestServer({
      env: { RATE_LIMIT_START_PER_MINUTE: "30", RATE_LIMIT_STATUS_PER_MINUTE: "600" },
    });
    cogs = await readFile(fixture("gif/cogs.gif"));
  });
  afterAll(() => server?.close());

  it("100 parallel task starts from one address: 30 accepted, 70 refused with 429 + Retry-After; all accepted tasks finish; another address is unaffected", async () => {
    const address = "203.0.113.100";
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postFile(server, "/api/reverse", cogs, `cogs-${index}.gif`, {}, address),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    const limited = responses.filter((response) => response.statusCode === 429);
    expect(accepted.length).toBe(30);
    expect(limited.length).toBe(70);
    for (const response of limited) {
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(response.json()).toEqual({
        error: expect.stringMatching(
          /^Too many tasks started from your address \(30 a minute\)\. Please wait \d+ seconds? and try again\.$/,
        ),
        code: "rate-limited",
      });
    }
    // Someone else, meanwhile, is served as usual.
    const other = await postFile(server, "/api/reverse", cogs, "cogs.gif", {}, "198.51.100.77");
    expect(other.statusCode).toBe(202);
    for (const response of [...accepted, other]) {
      const status = await finishedTask(server, response.json().task_id);
      expect(status.error).toBeNull();
      expect(status.state).toBe("SUCCESS");
    }
    // The refused uploads were never stored: only the 31 results remain (a finished task's input
    // is deleted just after its final state is written: waited for up to 2 s, as expectNothingLeft does).
    await expect.poll(() => storedBlobs(server).length, { timeout: 2_000 }).toBe(31);
  });

  it("status polling past 600 a minute from one address gets 429 with Retry-After", async () => {
    const address = "192.0.2.50";
    const statuses: number[] = [];
    for (let index = 0; index < 601; index++) {
      const response = await server.app.inject({
        url: "/api/task-status/00000000000000000000000000000000",
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 600).every((status) => status === 404)).toBe(true);
    expect(statuses[600]).toBe(429);
    const limited = await server.app.inject({
      url: "/api/task-status/00000000000000000000000000000000",
      remoteAddress: address,
    });
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().code).toBe("rate-limited");
  });
});

describe("abuse: who counts as one address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_START_PER_MINUTE: "2" } });
  });
  afterAll(() => server?.close());

  const start = (remoteAddress: string, headers: Record<string, string> = {}) => {
    const form = multipart([]);
    return server.app.inject({
      method: "POST",
      url: "/api/reverse",
      remoteAddress,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it("IPv6 addresses share a bucket per /64; another /64 has its own", async () => {
    expect((await start("2001:db8:1:2::1")).statusCode).toBe(400); // counted (no input given)
    expect((await start("2001:db8:1:2:ffff:ffff:ffff:fffe")).statusCode).toBe(400);
    expect((await start("2001:db8:1:2::99")).statusCode).toBe(429);
    expect((await start("2001:db8:1:3::1")).statusCode).toBe(400);
  });

  it("a spoofed X-Forwarded-For does not buy a new bucket (no proxy is trusted by default)", async () => {
    expect((await start("198.51.100.9")).statusCode).toBe(400);
    expect((await start("198.51.100.9")).statusCode).toBe(400);
    const spoofed = await start("198.51.100.9", { "x-forwarded-for": "1.2.3.4" });
    expect(spoofed.statusCode).toBe(429);
  });
});

/** Slow clients are cut off (reliability R5.3). */
describe("abuse: slow clients", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server?.close());
  const port = () => Number(new URL(server.baseUrl).port);

  it("300 slowloris sockets (a header byte every 2 s) are all closed (headers timeout 10 s); health answers quickly meanwhile", async () => {
    const sockets: Socket[] = [];
    const closedAfterMs: number[] = [];
    const startedAt = performance.now();
    for (let index = 0; index < 300; index++) {
      // From 10 loopback addresses (30 each), under the 50 connections one address may hold.
      const localAddress = `127.0.1.${1 + (index % 10)}`;
      const socket = connect({ port: port(), host: "127.0.0.1", localAddress });
      socket.on("error", () => {});
      socket.on("close", () => closedAfterMs.push(performance.now() - startedAt));
      socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");
      sockets.push(socket);
    }
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write("a");
    }, 2_000);
    const latencies: number[] = [];
    try {
      while (closedAfterMs.length < 300 && performance.now() - startedAt < 20_000) {
        const before = performance.now();
        const health = await fetch(`${server.baseUrl}/api/health`);
        expect(health.status).toBe(200);
        latencies.push(performance.now() - before);
        await sleep(250);
      }
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
    console.log(
      `      slowloris: last of 300 sockets closed after ${(Math.max(...closedAfterMs) / 1000).toFixed(1)} s; /api/health p95 ${p95.toFixed(0)} ms over ${latencies.length} calls`,
    );
    expect(closedAfterMs.length).toBe(300);
    // 10 s plus the 1 s check interval; the rest is slack for a busy shared machine.
    expect(Math.max(...closedAfterMs)).toBeGreaterThan(9_500);
    expect(Math.max(...closedAfterMs)).toBeLessThan(20_000);
    expect(p95).toBeLessThan(200);
  });

  it("an upload that stalls mid-body is cut off after 30 s without traffic, leaving no file and no task", async () => {
    const blobsBefore = storedBlobs(server);
    const boundary = "----hostile-stall";
    const startedAt = performance.now();
    const closedAfterMs = await new Promise<number>((resolve) => {
      const socket = connect(port(), "127.0.0.1", () => {
        socket.write(
          `POST /api/reverse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\n\r\nGIF89a${"x".repeat(100_000)}`,
        );
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve(performance.now() - startedAt));
    });
    console.log(`      stalled upload closed after ${(closedAfterMs / 1000).toFixed(1)} s`);
    expect(closedAfterMs).toBeGreaterThan(29_000);
    expect(closedAfterMs).toBeLessThan(35_000);
    await sleep(200);
    await expectNothingLeft(server, blobsBefore);
    expect((await server.runtime.services.queue.counts()).waiting).toBe(0);
    await neighbourTaskSucceeds(server);
  }, 60_000);

  it("a body that trickles in (1 byte every 3 s, which resets the idle timeout) is cut after the 20 s minimum-rate window, leaving no file and no task", async () => {
    const blobsBefore = storedBlobs(server);
    const startedAt = performance.now();
    let drip: NodeJS.Timeout | undefined;
    const closedAfterMs = await new Promise<number>((resolve) => {
      const socket = connect({ port: port(), host: "127.0.0.1", localAddress: "127.0.2.1" }, () => {
        socket.write(
          "POST /api/reverse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 10000000\r\n\r\n--b\r\n",
        );
        drip = setInterval(() => socket.destroyed || socket.write("x"), 3_000);
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve(performance.now() - startedAt));
    });
    clearInterval(drip);
    console.log(`      trickling body closed after ${(closedAfterMs / 1000).toFixed(1)} s`);
    expect(closedAfterMs).toBeGreaterThan(19_000);
    expect(closedAfterMs).toBeLessThan(26_000);
    await sleep(200);
    await expectNothingLeft(server, blobsBefore);
    expect((await server.runtime.services.queue.counts()).waiting).toBe(0);
    await neighbourTaskSucceeds(server);
  }, 60_000);

  it("one address opening 60 connections: the 51st and later get 429 and are closed; other addresses are served", async () => {
    const open = () =>
      new Promise<{ socket: Socket; answer: Promise<string> }>((resolve, reject) => {
        const socket = connect({ port: port(), host: "127.0.0.1", localAddress: "127.0.3.1" }, () =>
          resolve({ socket, answer }),
        );
        const chunks: Buffer[] = [];
        socket.on("data", (chunk: Buffer) => chunks.push(chunk));
        const answer = new Promise<string>((done) =>
          socket.on("close", () => done(Buffer.concat(chunks).toString())),
        );
        socket.on("error", reject);
      });
    const connections = [];
    for (let index = 0; index < 60; index++) connections.push(await open());
    try {
      const refused = await Promise.all(
        connections.slice(50).map((connection) => connection.answer),
      );
      for (const answer of refused) {
        expect(answer).toMatch(/^HTTP\/1\.1 429 /);
        expect(answer).toContain('"code":"too-many-connections"');
      }
      expect(connections.slice(0, 50).every((connection) => !connection.socket.destroyed)).toBe(
        true,
      );
      const other = await fetch(`${server.baseUrl}/api/health`);
      expect(other.status).toBe(200);
    } finally {
      for (const connection of connections) connection.socket.destroy();
    }
  });

  it("the same form sent at a normal pace is accepted (the timeouts do not cut honest uploads)", async () => {
    const response = await postForm(server, "/api/reverse", [
      { name: "file", value: await readFile(fixture("gif/cogs.gif")), fileName: "cogs.gif" },
    ]);
    expect(response.statusCode).toBe(202);
    expect((await finishedTask(server, response.json().task_id)).state).toBe("SUCCESS");
  });
});

describe("abuse: rate limits when scaled out", () => {
  let redis: ChildProcess;
  let port = 0;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    redis = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      if (ready) break;
      await sleep(50);
    }
    // Two API processes' HTTP layers sharing one Redis, each with a start and a status route.
    for (let index = 0; index < 2; index++) {
      const app = Fastify();
      registerErrorHandler(app, 1024);
      await registerRateLimits(app, {
        redisUrl: `redis://127.0.0.1:${port}`,
        rateLimits: { startPerMinute: 3, statusPerMinute: 1000, contactPerHour: 5 },
      } as Config);
      app.post("/start", { config: { rateLimitClass: "start" } }, async () => ({ ok: true }));
      app.get("/status", { config: { rateLimitClass: "status" } }, async () => ({ ok: true }));
      await app.ready();
      apps.push(app);
    }
    await sleep(500); // the Redis connections come up (until then the limits let requests through)
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis.kill("SIGKILL");
  });

  it("every API process counts against the same per-address limit, per class, through Redis", async () => {
    const start = (app: FastifyInstance, remoteAddress = "203.0.113.5") =>
      app.inject({ method: "POST", url: "/start", remoteAddress });
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    expect((await start(first)).statusCode).toBe(200);
    expect((await start(second)).statusCode).toBe(200);
    // Another class has its own count.
    expect((await second.inject({ url: "/status", remoteAddress: "203.0.113.5" })).statusCode).toBe(
      200,
    );
    expect((await start(first)).statusCode).toBe(200);
    const limited = await start(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate-limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await start(first, "203.0.113.6")).statusCode).toBe(200);
  });

  it("with Redis gone, the limits let requests through instead of failing them", async () => {
    redis.kill("SIGKILL");
    await sleep(200);
    const response = await apps[0]?.inject({
      method: "POST",
      url: "/start",
      remoteAddress: "203.0.113.9",
    });
    expect(response?.statusCode).toBe(200);
  });
});
