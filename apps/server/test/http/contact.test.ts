import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSmtpStandIn } from "../helpers/smtp-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

async function storedMessages(server: TestServer): Promise<Record<string, string>[]> {
  try {
    const text = await readFile(join(server.dataDir, "contact", "messages.jsonl"), "utf8");
    return text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, string>);
  } catch {
    return [];
  }
}

let addressCounter = 0;
/** Each test speaks from its own address so the hourly limit of one test does not leak into another. */
const nextAddress = () => `10.0.0.${++addressCounter}`;

function postContact(server: TestServer, payload: unknown, remoteAddress = nextAddress()) {
  return server.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress,
    payload: payload as Record<string, unknown>,
  });
}

describe("POST /api/contact with SMTP configured", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, CONTACT_TO: "support@gifkit.test" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  test("stores a valid message (trimmed) and mails it to CONTACT_TO with the sender as reply-to", async () => {
    const response = await postContact(server, {
      name: "  Ada Lovelace ",
      email: " ada@example.com ",
      message: "  The crop box snaps nicely.\nThanks!  ",
      website: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const stored = await storedMessages(server);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "The crop box snaps nicely.\nThanks!",
    });
    expect(Date.parse(stored[0]!.receivedAt!)).toBeGreaterThan(Date.now() - 60_000);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["support@gifkit.test"]);
    expect(mail.raw).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>/m);
    expect(mail.raw).toMatch(/^Subject: Contact form: Ada Lovelace/m);
    expect(mail.raw).toContain("The crop box snaps nicely.");
    expect(mail.raw).toContain(stored[0]!.id);
  });

  test.each([
    [{ name: "", email: "a@b.co", message: "hi" }, "Please fill out all fields."],
    [{ name: "Ada", email: "   ", message: "hi" }, "Please fill out all fields."],
    [{ name: "Ada", email: "a@b.co", message: " \n " }, "Please fill out all fields."],
    [{ name: "Ada", email: "a@b.co" }, "Please fill out all fields."],
    [{ name: "Ada", email: "ada.example.com", message: "hi" }, "Please enter a valid email."],
    [{ name: "Ada", email: "ada@example", message: "hi" }, "Please enter a valid email."],
    [{ name: "Ada", email: "a da@example.com", message: "hi" }, "Please enter a valid email."],
    [
      { name: "Ada", email: "a@b.co", message: "x".repeat(5001) },
      "Message is too long (5,000 characters at most).",
    ],
    [
      { name: "A".repeat(201), email: "a@b.co", message: "hi" },
      "Name is too long (200 characters at most).",
    ],
  ])("refuses %j with 400: %s", async (payload, message) => {
    const before = (await storedMessages(server)).length;
    const mailsBefore = smtp.received.length;
    const response = await postContact(server, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await storedMessages(server)).toHaveLength(before);
    expect(smtp.received).toHaveLength(mailsBefore);
  });

  test("a body that is not JSON gets the same message, not a stack trace", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: nextAddress(),
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().error).toBe("string");
  });

  test("a filled-in honeypot is answered like success but neither stored nor sent", async () => {
    const before = (await storedMessages(server)).length;
    const mailsBefore = smtp.received.length;
    const response = await postContact(server, {
      name: "Bot",
      email: "bot@example.com",
      message: "Buy now",
      website: "https://spam.example",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await storedMessages(server)).toHaveLength(before);
    expect(smtp.received).toHaveLength(mailsBefore);
  });

  test("a message sent faster than a person can fill the form is answered like success but dropped", async () => {
    const before = (await storedMessages(server)).length;
    const mailsBefore = smtp.received.length;
    const valid = { name: "Quick", email: "quick@example.com", message: "Hello", website: "" };
    const tooFast = await postContact(server, { ...valid, elapsed_ms: 800 }, nextAddress());
    expect(tooFast.statusCode).toBe(200);
    expect(tooFast.json()).toEqual({ ok: true });
    expect(await storedMessages(server)).toHaveLength(before);
    expect(smtp.received).toHaveLength(mailsBefore);
    const human = await postContact(server, { ...valid, elapsed_ms: 12_000 }, nextAddress());
    expect(human.statusCode).toBe(200);
    expect(await storedMessages(server)).toHaveLength(before + 1);
  });

  test("allows 5 messages per hour per address, then 429 with Retry-After and a clear message", async () => {
    const address = nextAddress();
    const valid = { name: "Grace", email: "grace@example.com", message: "Hello" };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postContact(server, valid, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const stored = (await storedMessages(server)).length;
    const limited = await postContact(server, valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate-limited");
    expect(limited.json().error).toMatch(
      /^Too many messages from your address \(5 an hour\)\. Please try again in (59|60) minutes\.$/,
    );
    const retryAfterSeconds = Number(limited.headers["retry-after"]);
    expect(retryAfterSeconds).toBeGreaterThan(3500);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await storedMessages(server)).toHaveLength(stored);

    // Another address is not affected.
    expect((await postContact(server, valid, nextAddress())).statusCode).toBe(200);
  });
});

describe("POST /api/contact without SMTP, or with a failing relay", () => {
  test("without SMTP_URL the message is stored and the answer is still success", async () => {
    const server = await startTestServer();
    try {
      const response = await postContact(server, {
        name: "Lin",
        email: "lin@example.com",
        message: "Works offline",
      });
      expect(response.statusCode).toBe(200);
      expect((await storedMessages(server)).map((message) => message.message)).toEqual([
        "Works offline",
      ]);
    } finally {
      await server?.close();
    }
  });

  test("a relay that rejects the mail loses nothing: the message is already stored", async () => {
    const smtp = await startSmtpStandIn({ rejectWith: "Mailbox unavailable" });
    const server = await startTestServer({
      env: { SMTP_URL: smtp.url, CONTACT_TO: "support@gifkit.test" },
    });
    try {
      const response = await postContact(server, {
        name: "Kim",
        email: "kim@example.com",
        message: "Keep me",
      });
      expect(response.statusCode).toBe(200);
      expect((await storedMessages(server)).map((message) => message.message)).toEqual(["Keep me"]);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await server?.close();
      await smtp?.close();
    }
  });

  test("the limit follows RATE_LIMIT_CONTACT_PER_HOUR", async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_CONTACT_PER_HOUR: "1" } });
    try {
      const valid = { name: "Ola", email: "ola@example.com", message: "One" };
      expect((await postContact(server, valid, "10.1.0.1")).statusCode).toBe(200);
      const limited = await postContact(server, valid, "10.1.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toContain("(1 an hour)");
    } finally {
      await server?.close();
    }
  });
});
