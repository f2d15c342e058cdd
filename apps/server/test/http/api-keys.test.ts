import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import {
  type FakeMediaScript,
  fakeAnimationInfo,
  fakeGifLayout,
} from "@gifkit/tools/shared/fake-media-toolkit";
import { Webhook } from "standardwebhooks";
import { parseList } from "structured-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeServer, startFakeServer } from "../helpers/fake-server.ts";
import { fixture } from "../helpers/fixtures.ts";
import { startSmtpStandIn } from "../helpers/smtp-stand-in.ts";
import { multipart, waitForTask } from "../helpers/test-server.ts";

/**
 * Issue 37's API tests on fakes: keys without accounts (a real SMTP stand-in receives the
 * confirmation link), the key's limits and the IETF RateLimit fields, a revoked key, an
 * Idempotency-Key replay, and webhooks to a loopback receiver verified with the Standard Webhooks
 * reference library (`standardwebhooks`), retried after a 500, never sent to a private address.
 */
const input = await readFile(fixture("gif/cogs.gif"));
const written = await readFile(fixture("gif/dispose-background.gif"));
const info = fakeAnimationInfo(40, 30, [100, 0, 70]);
const reverseScript: FakeMediaScript = {
  writtenBytes: () => written,
  gifInfo: () => info,
  gifLayout: () => fakeGifLayout(info, 64, [{}, { hasTransparency: true }, {}]),
};

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let server: FakeServer;
let addressCounter = 0;
/** Each key request from its own address: the per-address hourly limit is tested on its own. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startFakeServer({
    media: reverseScript,
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO: "support@gifkit.test",
      PUBLIC_ORIGIN: "https://gifkit.test",
      RATE_LIMIT_START_PER_MINUTE: "3",
      KEY_STARTS_PER_MINUTE: "10",
      KEY_STARTS_PER_DAY: "4",
      UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: "true",
      WEBHOOK_RETRY_DELAYS_SECONDS: "0.2",
    },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A mail's text with quoted-printable soft breaks and escapes undone. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );

/** The confirmation token of a key mail's link. */
const linkToken = (raw: string) =>
  /https:\/\/gifkit\.test\/api-key#confirm=([A-Za-z0-9_-]{43})/.exec(mailText(raw))?.[1];

/** Asks for a key, reads the link from the mail, opens it: the key and its webhook secret. */
async function newKey(email: string) {
  const asked = await server.app.inject({
    method: "POST",
    url: "/api/keys",
    remoteAddress: nextAddress(),
    payload: { email },
  });
  expect(asked.statusCode).toBe(202);
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual([email.toLowerCase()]);
  const token = linkToken(mail.raw);
  expect(token).toBeDefined();
  const confirmed = await server.app.inject({
    method: "POST",
    url: "/api/keys/confirm",
    payload: { token },
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...(confirmed.json() as { key: string; webhook_secret: string }), token: token! };
}

function startReverse(
  options: {
    key?: string;
    address?: string;
    headers?: Record<string, string>;
    fields?: Record<string, string>;
  } = {},
) {
  const form = multipart([
    { name: "file", value: input, fileName: "cogs.gif", contentType: "image/gif" },
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
  ]);
  return server.app.inject({
    method: "POST",
    url: "/api/reverse",
    remoteAddress: options.address ?? "198.51.100.7",
    payload: form.payload,
    headers: {
      ...form.headers,
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      ...options.headers,
    },
  });
}

/** A Structured Field list of policies as {name: {param: value}}. */
function quotas(field: string | string[] | number | undefined) {
  return Object.fromEntries(
    parseList(String(field)).map(([name, params]) => [String(name), Object.fromEntries(params)]),
  );
}

describe("API keys without accounts", () => {
  it("mails a link that reveals the key once; only the key's hash is stored", async () => {
    const { key, webhook_secret, token } = await newKey("Ada@Example.com");
    expect(key).toMatch(/^gk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const again = await server.app.inject({
      method: "POST",
      url: "/api/keys/confirm",
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("confirmation-expired");
    const records = await readFile(`${server.config.dataDir}/records/records.json`, "utf8");
    expect(records).not.toContain(key);
    expect(records).not.toContain(token);
  });

  it("refuses a bad email, and a fourth request for one email in a day", async () => {
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/keys",
      remoteAddress: nextAddress(),
      payload: { email: "not-an-email" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Please enter a valid email.", code: "invalid-email" });
    for (let i = 0; i < 3; i++) await newKey("grace@example.com");
    const fourth = await server.app.inject({
      method: "POST",
      url: "/api/keys",
      remoteAddress: nextAddress(),
      payload: { email: "grace@example.com" },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(
      "This address has asked for 3 keys today. Please try again tomorrow (UTC).",
    );
  });

  it("limits key requests per address: the 6th in an hour gets 429 with Retry-After", async () => {
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await server.app.inject({
          method: "POST",
          url: "/api/keys",
          remoteAddress: address,
          payload: { email: `burst${i}@example.com` },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(answers[5]!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(answers[5]!.json().error).toMatch(
      /^Too many key requests from your address \(5 an hour\)/,
    );
  });
});

describe("limits per caller kind", () => {
  it("an unkeyed call gets an address's limits (3 a minute here) and the RateLimit fields", async () => {
    const address = "198.51.100.30";
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await startReverse({ address }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    expect(quotas(answers[0]!.headers["ratelimit-policy"])).toEqual({
      "starts-per-minute": { q: 3, w: 60 },
    });
    expect(quotas(answers[0]!.headers.ratelimit)["starts-per-minute"]).toMatchObject({ r: 2 });
    expect(quotas(answers[2]!.headers.ratelimit)["starts-per-minute"]).toMatchObject({ r: 0 });
    expect(answers[3]!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(answers[3]!.json().code).toBe("rate-limited");
  });

  it("a keyed call from the same address gets the key's limits: its own rate, a daily quota", async () => {
    const { key } = await newKey("linus@example.com");
    const address = "198.51.100.31";
    // The address's own bucket is used up; the key's is separate.
    for (let i = 0; i < 3; i++) await startReverse({ address });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await startReverse({ address, key }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 429]);
    const policy = quotas(answers[0]!.headers["ratelimit-policy"]);
    expect(policy).toEqual({
      "starts-per-minute": { q: 10, w: 60 },
      "starts-per-day": { q: 4, w: 86_400 },
    });
    const first = quotas(answers[0]!.headers.ratelimit);
    expect(first["starts-per-minute"]).toMatchObject({ r: 9 });
    expect(first["starts-per-day"]).toMatchObject({ r: 3 });
    expect(Number(first["starts-per-day"]!.t)).toBeGreaterThan(0);
    expect(Number(first["starts-per-day"]!.t)).toBeLessThanOrEqual(86_400);
    const over = answers[4]!;
    expect(over.json()).toEqual({
      error:
        "This API key has started its 4 tasks for today (UTC). The quota starts again at midnight UTC.",
      code: "daily-quota-exceeded",
    });
    // Seconds to UTC midnight, read a moment apart.
    const wait = Number(over.headers["retry-after"]) - Number(first["starts-per-day"]!.t);
    expect(Math.abs(wait)).toBeLessThanOrEqual(2);
    expect(quotas(over.headers.ratelimit)["starts-per-day"]).toMatchObject({ r: 0 });

    // Its usage page: today's quota used, the tasks, their bytes in and (once done) out.
    for (const answer of answers.slice(0, 4)) {
      await waitForTask(server.app, answer.json().task_id, 10_000);
    }
    const usage = await server.app.inject({
      url: "/api/keys/me",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(usage.statusCode).toBe(200);
    const page = usage.json();
    expect(page.today).toMatchObject({ starts: 4, starts_left: 0, bytes_in: 4 * input.length });
    expect(page.today.bytes_out).toBe(4 * written.length);
    expect(page.total).toMatchObject({ tasks: 4, bytes_in: 4 * input.length });
    expect(page.tasks.map((task: { task_id: string }) => task.task_id).sort()).toEqual(
      answers
        .slice(0, 4)
        .map((answer) => answer.json().task_id)
        .sort(),
    );
    expect(page.tasks[0]).toMatchObject({ tool: "reverse", state: "SUCCESS" });
    expect(page.limits).toEqual({ starts_per_minute: 10, starts_per_day: 4, unfinished_tasks: 60 });
  });

  it("a revoked key gets 401 everywhere; an unknown one too; calls without a key still work", async () => {
    const { key } = await newKey("margaret@example.com");
    const revoke = await server.app.inject({
      method: "DELETE",
      url: "/api/keys/me",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked).toBe(true);
    const start = await startReverse({ key, address: "198.51.100.40" });
    expect(start.statusCode).toBe(401);
    expect(start.json().code).toBe("api-key-revoked");
    expect(start.headers["www-authenticate"]).toContain('error="invalid_token"');
    const page = await server.app.inject({
      url: "/api/keys/me",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(page.statusCode).toBe(401);
    const wrongSecret = `${key.slice(0, -4)}AAAA`;
    const unknown = await startReverse({ key: wrongSecret, address: "198.51.100.40" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe("invalid-api-key");
    expect((await startReverse({ address: "198.51.100.40" })).statusCode).toBe(202);
  });
});

describe("Idempotency-Key", () => {
  it("a replay answers the same task; another body is 422; another caller gets its own task", async () => {
    const headers = { "idempotency-key": '"8e03978e-40d5-43e8-bc93-6894a57f9324"' };
    const before = server.queue.unfinishedFor("198.51.100.50");
    const first = await startReverse({ address: "198.51.100.50", headers });
    const replay = await startReverse({ address: "198.51.100.50", headers });
    expect(first.statusCode).toBe(202);
    expect(replay.statusCode).toBe(202);
    expect(replay.json().task_id).toBe(first.json().task_id);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(server.queue.unfinishedFor("198.51.100.50")).toBeLessThanOrEqual(before + 1);
    const other = await startReverse({
      address: "198.51.100.50",
      headers,
      fields: { loop: "0" },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe("idempotency-key-reused");
    const elsewhere = await startReverse({ address: "198.51.100.51", headers });
    expect(elsewhere.statusCode).toBe(202);
    expect(elsewhere.json().task_id).not.toBe(first.json().task_id);
    const bad = await startReverse({
      address: "198.51.100.52",
      headers: { "idempotency-key": "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("invalid-idempotency-key");
  });
});

/** A loopback receiver that answers each POST with the next status of `statuses`. */
async function startReceiver(statuses: number[]) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const httpServer: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
};

describe("webhooks", () => {
  it("callback_url needs a key; a private address is refused at once", async () => {
    const unkeyed = await startReverse({
      address: "198.51.100.60",
      fields: { callback_url: "https://hooks.example.com/gifkit" },
    });
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().code).toBe("callback-needs-key");
    const { key } = await newKey("private@example.com");
    for (const url of ["http://10.1.2.3/hook", "http://169.254.169.254/", "ftp://example.com/x"]) {
      const refused = await startReverse({ key, fields: { callback_url: url } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("invalid-callback-url");
    }
  });

  it("POSTs the finished status signed per Standard Webhooks, retried after a 500", async () => {
    const receiver = await startReceiver([500, 200]);
    try {
      const { key, webhook_secret } = await newKey("hooks@example.com");
      const start = await startReverse({
        key,
        address: "198.51.100.61",
        fields: { callback_url: `http://127.0.0.1:${receiver.port}/gifkit?x=1` },
      });
      expect(start.statusCode).toBe(202);
      const taskId = start.json().task_id as string;
      await until(() => receiver.received.length >= 2);
      const [failed, retried] = receiver.received as [
        (typeof receiver.received)[0],
        (typeof receiver.received)[0],
      ];
      // The same message both times (its id and body), each attempt signed anew.
      expect(retried.headers["webhook-id"]).toBe(`msg_${taskId}`);
      expect(failed.headers["webhook-id"]).toBe(retried.headers["webhook-id"]);
      expect(failed.body).toBe(retried.body);
      const verified = new Webhook(webhook_secret).verify(retried.body, {
        "webhook-id": String(retried.headers["webhook-id"]),
        "webhook-timestamp": String(retried.headers["webhook-timestamp"]),
        "webhook-signature": String(retried.headers["webhook-signature"]),
      }) as { type: string; data: { task_id: string; state: string; result: { gif: string } } };
      expect(verified.type).toBe("task.succeeded");
      expect(verified.data).toMatchObject({ task_id: taskId, state: "SUCCESS" });
      expect(verified.data.result.gif).toMatch(/^[0-9a-f]{32}$/);
      // Another secret does not verify it.
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(retried.body, {
          "webhook-id": String(retried.headers["webhook-id"]),
          "webhook-timestamp": String(retried.headers["webhook-timestamp"]),
          "webhook-signature": String(retried.headers["webhook-signature"]),
        }),
      ).toThrow();
      // Each attempt on the key's page. The receiver has the second request before the
      // server has its answer, so wait for the delivery to be recorded as delivered.
      const deliveryOnPage = async () =>
        (
          await server.app.inject({
            url: "/api/keys/me",
            headers: { authorization: `Bearer ${key}` },
          })
        ).json().deliveries[0];
      const deadline = Date.now() + 10_000;
      let delivery = await deliveryOnPage();
      while (delivery?.state !== "delivered" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        delivery = await deliveryOnPage();
      }
      expect(delivery).toMatchObject({ id: `msg_${taskId}`, task_id: taskId, state: "delivered" });
      expect(delivery.attempts.map((attempt: { status: number }) => attempt.status)).toEqual([
        500, 200,
      ]);
      expect(delivery.attempts[0].error).toBe("The receiver answered 500.");
    } finally {
      await receiver.close();
    }
  });
});

describe("webhooks outside the loopback test mode", () => {
  it("are never sent to a private address, even behind a public-looking name", async () => {
    const receiver = await startReceiver([200]);
    const localSmtp = await startSmtpStandIn();
    // UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS off, as in production; the name resolves to loopback.
    const production = await startFakeServer({
      media: reverseScript,
      env: {
        SMTP_URL: localSmtp.url,
        CONTACT_TO: "support@gifkit.test",
        PUBLIC_ORIGIN: "https://gifkit.test",
      },
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    try {
      await production.app.inject({
        method: "POST",
        url: "/api/keys",
        payload: { email: "prod@example.com" },
      });
      const token = linkToken(localSmtp.received[0]!.raw);
      const { key } = (
        await production.app.inject({
          method: "POST",
          url: "/api/keys/confirm",
          payload: { token },
        })
      ).json() as { key: string };
      const literal = multipart([
        { name: "file", value: input, fileName: "cogs.gif", contentType: "image/gif" },
        { name: "callback_url", value: `http://127.0.0.1:${receiver.port}/` },
      ]);
      const refused = await production.app.inject({
        method: "POST",
        url: "/api/reverse",
        payload: literal.payload,
        headers: { ...literal.headers, authorization: `Bearer ${key}` },
      });
      expect(refused.statusCode).toBe(400);
      const named = multipart([
        { name: "file", value: input, fileName: "cogs.gif", contentType: "image/gif" },
        { name: "callback_url", value: "http://hooks.example.com/gifkit" },
      ]);
      const start = await production.app.inject({
        method: "POST",
        url: "/api/reverse",
        payload: named.payload,
        headers: { ...named.headers, authorization: `Bearer ${key}` },
      });
      expect(start.statusCode).toBe(202);
      const taskId = start.json().task_id as string;
      await waitForTask(production.app, taskId, 10_000);
      const deliveries = production.keyServices.deliveries;
      let delivery = await deliveries.get(`msg_${taskId}`);
      for (let i = 0; i < 200 && delivery?.state !== "failed"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        delivery = await deliveries.get(`msg_${taskId}`);
      }
      expect(delivery).toMatchObject({ state: "failed", nextAttemptAtMs: null });
      expect(delivery?.attempts).toEqual([
        {
          atMs: expect.any(Number),
          status: null,
          error: "The callback URL's address is not public: not sent.",
        },
      ]);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await production.close();
      await localSmtp.close();
      await receiver.close();
    }
  });
});
