import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiKeys } from "../../src/keys/api-keys.ts";
import { FileRecordStore } from "../../src/storage/record-store.ts";
import type { TaskRecord } from "../../src/tasks/task-record.ts";
import { finished, newTaskRecord, succeededFields } from "../../src/tasks/task-state.ts";
import { WebhookDeliveries } from "../../src/webhooks/webhook-deliveries.ts";

const logger = pino({ level: "silent" });

describe("webhook deliveries", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-deliveries-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const deliveriesOn = (records: FileRecordStore, keys: ApiKeys) =>
    new WebhookDeliveries({
      records,
      keys,
      logger,
      retryDelaysMs: [100],
      retryForMs: 86_400_000,
      attemptTimeoutMs: 2000,
      allowLoopback: true,
    });

  it("survive a restart: a delivery recorded before the process stopped is sent after it", async () => {
    const bodies: { headers: Record<string, string>; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        bodies.push({ headers: request.headers as Record<string, string>, body });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const port = (receiver.address() as { port: number }).port;
    try {
      // Before the restart: a key and a finished task with a callback; nothing is sent yet.
      let records = await FileRecordStore.open(join(directory, "records"));
      let keys = new ApiKeys(records, { confirmationTtlMs: 60_000 });
      const token = await keys.newConfirmation("ada@example.com");
      const confirmed = await keys.confirm(token);
      const record: TaskRecord = finished(
        newTaskRecord(
          "c".repeat(32),
          {
            tool: "reverse",
            options: {},
            inputKeys: [],
            inputUrls: [],
            keyId: confirmed!.record.id,
            callbackUrl: `http://127.0.0.1:${port}/hook`,
          },
          "198.51.100.1",
          Date.now(),
        ),
        succeededFields({ gif: "d".repeat(32) }),
        Date.now(),
      );
      await deliveriesOn(records, keys).enqueue(record);
      await deliveriesOn(records, keys).enqueue(record); // the event told twice: one delivery
      await records.close();
      expect(bodies).toHaveLength(0);

      // After it: a new process reads the records and sends what is due.
      records = await FileRecordStore.open(join(directory, "records"));
      keys = new ApiKeys(records, { confirmationTtlMs: 60_000 });
      const deliveries = deliveriesOn(records, keys);
      expect(await deliveries.sendDue()).toBe(1);
      expect(await deliveries.sendDue()).toBe(0);
      expect(bodies).toHaveLength(1);
      const sent = bodies[0]!;
      const event = new Webhook(confirmed!.record.webhookSecret).verify(
        sent.body,
        sent.headers,
      ) as {
        type: string;
        data: { task_id: string };
      };
      expect(event).toMatchObject({ type: "task.succeeded", data: { task_id: record.id } });
      expect(await deliveries.get(`msg_${record.id}`)).toMatchObject({
        state: "delivered",
        attempts: [{ status: 200, error: null }],
      });
      expect((await keys.usage(confirmed!.record.id)).recentDeliveryIds).toEqual([
        `msg_${record.id}`,
      ]);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
